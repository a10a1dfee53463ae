import { describe, expect, it } from 'vitest';
import { conjugate, type Person } from '../conjugation/conjugate';
import { misspelledWords } from '../grading/spelling';
import type { LanguageCode } from '../languages';
import { seededRandom } from '../random';
import { normalizeAnswer, words } from '../text';
import { topicById } from '../topics/lexicon';
import { drillOf, type FormItem } from './forms';
import { inventory } from './inventory';
import { type BuiltItem, buildItem, buildWritingItem, variationsOf } from './items';
import { matchPoint } from './match';
import type { Noun } from './nouns';
import type { FormPoint, VerbPoint } from './point';
import {
  italianPossessive,
  portugueseBelongings,
  portuguesePossessive,
  spanishBelongings,
  spanishPossessive,
} from './possessives';

const say = (code: LanguageCode, verb: string, tense: string, person: Person) =>
  conjugate(code, verb, tense, person).join(' ');

describe('the forms of the Spanish, Portuguese and Italian points, as a grammar book gives them', () => {
  it.each([
    // Spanish imperative: irregular tú, vosotros in -d, usted and ustedes from the subjunctive.
    ['es', 'hacer', 'IMPERATIVE', 1, 'haz'],
    ['es', 'venir', 'IMPERATIVE', 1, 'ven'],
    ['es', 'ir', 'IMPERATIVE', 1, 've'],
    ['es', 'pedir', 'IMPERATIVE', 1, 'pide'],
    ['es', 'jugar', 'IMPERATIVE', 1, 'juega'],
    ['es', 'ir', 'IMPERATIVE', 4, 'id'],
    ['es', 'comer', 'IMPERATIVE', 4, 'comed'],
    ['es', 'traer', 'IMPERATIVE', 2, 'traiga'],
    ['es', 'hacer', 'IMPERATIVE', 5, 'hagan'],
    ['es', 'ir', 'IMPERATIVE_NEG', 1, 'no vayas'],
    ['es', 'venir', 'IMPERATIVE_NEG', 4, 'no vengáis'],
    ['es', 'elegir', 'IMPERATIVE_NEG', 1, 'no elijas'],
    // Periphrases.
    ['es', 'comer', 'JUST_DONE', 0, 'acabo de comer'],
    ['es', 'ir', 'AGAIN_PAST', 2, 'volvió a ir'],
    ['es', 'ir', 'USUALLY', 0, 'suelo ir'],
    ['es', 'ir', 'USUALLY', 3, 'solemos ir'],
    ['es', 'leer', 'STOPPED', 2, 'dejó de leer'],
    ['es', 'jugar', 'STARTED', 0, 'empecé a jugar'],
    ['es', 'ir', 'STILL', 2, 'sigue yendo'],
    ['es', 'leer', 'STILL', 5, 'siguen leyendo'],
    ['es', 'ir', 'STILL_ALT', 2, 'continúa yendo'],
    ['es', 'ir', 'ABOUT_TO_PAST', 3, 'estábamos a punto de ir'],
    ['es', 'ir', 'MUST', 1, 'debes ir'],
    ['es', 'ir', 'DEDUCTION_PAST_BARE', 2, 'debe haber ido'],
    // European Portuguese: tu imperative from the third person, não + conjuntivo.
    ['pt', 'fazer', 'IMPERATIVE', 1, 'faz'],
    ['pt', 'ir', 'IMPERATIVE', 1, 'vai'],
    ['pt', 'vir', 'IMPERATIVE', 1, 'vem'],
    ['pt', 'ler', 'IMPERATIVE', 1, 'lê'],
    ['pt', 'ir', 'IMPERATIVE', 2, 'vá'],
    ['pt', 'trazer', 'IMPERATIVE', 5, 'tragam'],
    ['pt', 'ir', 'IMPERATIVE_NEG', 1, 'não vás'],
    ['pt', 'fazer', 'IMPERATIVE_NEG', 1, 'não faças'],
    ['pt', 'comer', 'JUST_DONE', 0, 'acabei de comer'],
    ['pt', 'comer', 'JUST_DONE_PRESENT', 2, 'acaba de comer'],
    ['pt', 'ir', 'USUALLY', 2, 'costuma ir'],
    ['pt', 'ler', 'STARTED', 3, 'começámos a ler'],
    ['pt', 'ir', 'STILL', 2, 'continua a ir'],
    ['pt', 'ir', 'STILL_GERUND', 2, 'continua indo'],
    ['pt', 'sair', 'ABOUT_TO_PAST', 2, 'estava prestes a sair'],
    ['pt', 'comer', 'FUTURE_PROGRESSIVE_A', 2, 'estará a comer'],
    ['pt', 'comer', 'PLUPERFECT_PROGRESSIVE_A', 5, 'tinham estado a comer'],
    // Italian: the library's tu/noi/voi, the congiuntivo for Lei, non + infinitive for tu.
    ['it', 'andare', 'IMPERATIVE', 1, 'vai'],
    ['it', 'venire', 'IMPERATIVE', 1, 'vieni'],
    ['it', 'mangiare', 'IMPERATIVE', 4, 'mangiate'],
    ['it', 'andare', 'IMPERATIVE', 2, 'vada'],
    ['it', 'fare', 'IMPERATIVE', 2, 'faccia'],
    ['it', 'andare', 'IMPERATIVE_SHORT', 1, "va'"],
    ['it', 'andare', 'IMPERATIVE_NEG', 1, 'non andare'],
    ['it', 'andare', 'IMPERATIVE_NEG', 4, 'non andate'],
    ['it', 'leggere', 'JUST_DONE', 2, 'ha appena letto'],
    ['it', 'andare', 'STARTED', 2, 'ha cominciato ad andare'],
    ['it', 'leggere', 'STARTED', 2, 'ha cominciato a leggere'],
    ['it', 'leggere', 'STILL', 3, 'continuiamo a leggere'],
    ['it', 'andare', 'STARE_PER_IMPERFETTO', 2, 'stava per andare'],
    ['it', 'bere', 'SMETTERE_DI', 0, 'ho smesso di bere'],
    ['it', 'andare', 'DOVERE_PRESENTE', 5, 'devono andare'],
    ['it', 'andare', 'DOVERE_CONDIZIONALE', 1, 'dovresti andare'],
    ['it', 'mangiare', 'DOVERE_CONDIZIONALE_PASSATO', 2, 'avrebbe dovuto mangiare'],
    // The English of a translation's prompt.
    ['en', 'go', 'USUALLY', 2, 'usually goes'],
    ['en', 'eat', 'STOPPED', 2, 'stopped eating'],
    ['en', 'go', 'ABOUT_TO_PAST', 5, 'were about to go'],
    ['en', 'go', 'IMPERATIVE_NEG', 1, "don't go"],
  ] as const)('%s %s %s (person %i): %s', (code, verb, tense, person, expected) => {
    expect(say(code, verb, tense, person)).toBe(expected);
  });

  it('agrees the Italian "appena" participle after essere', () => {
    expect(conjugate('it', 'andare', 'JUST_DONE', 2, 'F', 'be').join(' ')).toBe('è appena andata');
    expect(conjugate('it', 'venire', 'JUST_DONE', 5, 'M', 'be').join(' ')).toBe(
      'sono appena venuti',
    );
  });
});

const verbPoint = (id: string) =>
  Object.values(inventory)
    .flat()
    .find((point) => point.id === id) as VerbPoint;

function itemsOf(point: VerbPoint, instruction: LanguageCode = 'en'): BuiltItem[] {
  const random = seededRandom(point.id.length);
  return variationsOf(point, instruction).flatMap((variation) =>
    ['restaurant', 'travel', 'football', 'school', 'cinema', 'shopping'].map((topic, index) =>
      buildItem(
        { point, level: 'A2', topic: topicById(topic), variation, instruction, random },
        point.language,
        index,
      ),
    ),
  );
}

describe('commands', () => {
  it.each([
    ['es.imperativo-afirmativo', /^¡(Lucía, \S+ |Chicos, \S+d )/],
    ['es.imperativo-negativo', /^¡(Lucía|Chicos), no \S+ /],
    ['es.imperativo-usted', /^¡(Señora|Señores), \S+ /],
    ['pt.imperativo-afirmativo', /^Ana, \S+ /],
    ['pt.imperativo-formal', /^(Senhora|Meus senhores), \S+ /],
    ['it.imperativo', /^(Giulia|Ragazzi), \S+ /],
    ['it.imperativo-negativo', /^(Giulia, non \S+re |Ragazzi, non \S+te )/],
    ['it.imperativo-formale', /^Signora, \S+ /],
  ])('%s: speaks to the person the form is for, with no subject pronoun', (id, pattern) => {
    const point = verbPoint(id);
    expect(point.variations).not.toContain('Sentence Transformation');
    for (const item of itemsOf(point)) {
      if (item.variation === 'Verb Conjugation Drills' || item.variation === 'Fill in the Blanks')
        continue;
      expect(item.key.answer, item.prompt).toMatch(pattern);
      expect(words(item.key.answer)).not.toContain('tú');
    }
  });

  it('gives the tú form to Lucía and the vosotros form to the group', () => {
    for (const item of itemsOf(verbPoint('es.imperativo-afirmativo'))) {
      if (item.variation !== 'Correct the Mistakes') continue;
      const verb = item.clause.verb;
      const expected = { go: 've', come: 'ven', make: 'haz' }[verb as 'go'];
      if (item.clause.subject.person === 1 && expected)
        expect(item.key.answer).toContain(`, ${expected} `);
    }
  });

  it('plants the slip teachers correct: no + the affirmative, tú for usted', () => {
    const negative = itemsOf(verbPoint('es.imperativo-negativo')).filter(
      (item) => item.variation === 'Correct the Mistakes' && item.clause.verb === 'go',
    );
    for (const item of negative) expect(item.prompt).toMatch(/, no (ve|id) /);
    const formal = itemsOf(verbPoint('it.imperativo-formale')).filter(
      (item) => item.variation === 'Correct the Mistakes' && item.clause.verb === 'come',
    );
    for (const item of formal) expect(item.prompt).toMatch(/^Signora, vieni /);
  });
});

function found(nouns: readonly Noun[], text: string): Noun {
  const noun = nouns.find((n) => n.text === text);
  if (!noun) throw new Error(`No noun ${text}`);
  return noun;
}

describe('possessives', () => {
  it('follow the Spanish rule: number for mi/tu/su, gender and number for nuestro', () => {
    const noun = (text: string) => found(spanishBelongings, text);
    expect(spanishPossessive(0, noun('libro')).right).toEqual(['mi']);
    expect(spanishPossessive(0, noun('gafas')).right).toEqual(['mis']);
    expect(spanishPossessive(2, noun('carpetas')).right).toEqual(['sus']);
    expect(spanishPossessive(3, noun('maleta')).right).toEqual(['nuestra']);
    expect(spanishPossessive(3, noun('cuadernos')).right).toEqual(['nuestros']);
    expect(spanishPossessive(0, noun('libro')).wrong).toEqual(['mis', 'mío']);
  });

  it('follow the European Portuguese rule: article and possessive agree with the thing', () => {
    const noun = (text: string) => found(portugueseBelongings, text);
    expect(portuguesePossessive(0, noun('mala')).right[0]).toBe('a minha');
    expect(portuguesePossessive(1, noun('livros')).right[0]).toBe('os teus');
    expect(portuguesePossessive(3, noun('canetas')).right[0]).toBe('as nossas');
    // Brazil leaves the article out: right too, never among the wrong options.
    expect(portuguesePossessive(0, noun('livro')).right).toContain('meu');
    expect(portuguesePossessive(0, noun('livro')).wrong).toEqual(['o minha', 'o meus']);
  });

  it('follow the Italian rule: no article before a relative in the singular, except loro', () => {
    const noun = (text: string, gender: 'M' | 'F', more = {}) => ({
      text,
      gender,
      en: '',
      ...more,
    });
    expect(italianPossessive(0, noun('libro', 'M')).right).toEqual(['il mio']);
    expect(italianPossessive(1, noun('chiavi', 'F', { plural: true })).right).toEqual(['le tue']);
    expect(italianPossessive(2, noun('fratello', 'M', { verb: 'family' })).right).toEqual(['suo']);
    expect(
      italianPossessive(0, noun('fratelli', 'M', { plural: true, verb: 'family' })).right,
    ).toEqual(['i miei']);
    expect(italianPossessive(5, noun('cugina', 'F', { verb: 'family' })).right).toEqual([
      'la loro',
    ]);
    expect(italianPossessive(2, noun('fratello', 'M', { verb: 'family' })).wrong[0]).toBe('il suo');
  });

  it.each([
    ['es', spanishBelongings],
    ['pt', portugueseBelongings],
  ] as const)(
    'take %s nouns whose gender and plural follow the rule, spelled as the dictionary spells them',
    async (code, nouns) => {
      for (const noun of nouns) {
        const singular = noun.lemma ?? noun.text;
        expect(singular.endsWith(noun.gender === 'M' ? 'o' : 'a'), singular).toBe(true);
        if (noun.plural) expect(noun.text).toBe(`${singular}s`);
      }
      const unknown = await misspelledWords(
        code,
        nouns.map((noun) => noun.text),
      );
      expect(unknown).toEqual([]);
    },
  );

  it.each(['es.posesivos', 'pt.possessivos', 'it.possessivi'])(
    '%s: one right option, one wrong word to correct, the owner in the English prompt',
    (id) => {
      const point = Object.values(inventory)
        .flat()
        .find((p) => p.id === id) as FormPoint;
      const random = seededRandom(3);
      for (const level of ['A1', 'B2'] as const) {
        for (const variation of variationsOf(point, 'en')) {
          for (let index = 0; index < 15; index++) {
            const item = buildWritingItem(
              { point, level, topic: topicById('school'), variation, instruction: 'en', random },
              point.language,
              index,
            ) as FormItem;
            const right = [item.key.answer, ...(item.key.accepted ?? [])].map(normalizeAnswer);
            if (variation === 'Fill in the Blanks') {
              const options = /\(([^()]*)\)$/.exec(item.prompt)?.[1]?.split(' / ') ?? [];
              expect(options, item.prompt).toHaveLength(3);
              expect(
                options.filter((o) => right.includes(normalizeAnswer(o))),
                item.prompt,
              ).toHaveLength(1);
            }
            if (variation === 'Correct the Mistakes') {
              expect(right).not.toContain(normalizeAnswer(item.prompt));
              expect(drillOf(point).paradigm.length).toBeGreaterThan(4);
            }
            if (variation === 'Translations') {
              expect(item.prompt).toMatch(/ looks? for (my|your|her|his|our|their) /);
            }
          }
        }
      }
    },
  );
});

describe('the new points, asked for as teachers ask', () => {
  it.each([
    ['imperativo negativo', 'es', 'A2', 'es.imperativo-negativo'],
    ['el imperativo', 'es', 'A1', 'es.imperativo-afirmativo'],
    ['imperativo de usted', 'es', 'A2', 'es.imperativo-usted'],
    ['verbos reflexivos', 'es', 'A1', 'es.verbos-reflexivos'],
    ['acabar de + infinitivo', 'es', 'A2', 'es.acabar-de'],
    ['soler + infinitivo', 'es', 'B1', 'es.soler'],
    ['estilo indirecto', 'es', 'B1', 'es.estilo-indirecto'],
    ['adjetivos posesivos', 'es', 'A1', 'es.posesivos'],
    ['subjuntivo con para que', 'es', 'B1', 'es.para-que'],
    ['pretérito perfecto o indefinido', 'es', 'B1', 'es.perfecto-indefinido'],
    ['seguir + gerundio', 'es', 'B1', 'es.seguir-gerundio'],
    ['deber de + infinitivo', 'es', 'C1', 'es.deber-de-haber'],
    ['imperativo', 'pt', 'A2', 'pt.imperativo-afirmativo'],
    ['verbos reflexos', 'pt', 'A1', 'pt.verbos-reflexos'],
    ['possessivos', 'pt', 'A1', 'pt.possessivos'],
    ['estar prestes a', 'pt', 'B1', 'pt.estar-prestes-a'],
    ['pretérito perfeito simples e composto', 'pt', 'B1', 'pt.perfeito-simples-composto'],
    ['embora + conjuntivo', 'pt', 'B2', 'pt.embora'],
    ['imperativo negativo', 'it', 'A2', 'it.imperativo-negativo'],
    ['verbi riflessivi', 'it', 'A1', 'it.verbi-riflessivi'],
    ['passato prossimo dei verbi riflessivi', 'it', 'A2', 'it.riflessivi-passato-prossimo'],
    ['stare per + infinito', 'it', 'B1', 'it.stare-per'],
    ['aggettivi possessivi', 'it', 'A1', 'it.possessivi'],
    ['futuro nel passato', 'it', 'B2', 'it.futuro-nel-passato'],
    ['concordanza dei tempi', 'it', 'B2', 'it.concordanza-congiuntivo'],
    ['congiuntivo dopo benché', 'it', 'B2', 'it.benche'],
  ] as const)('"%s" (%s %s): %s', (input, code, level, id) => {
    expect(matchPoint(input, code, level)?.point.id).toBe(id);
  });
});
