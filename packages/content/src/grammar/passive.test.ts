import { describe, expect, it } from 'vitest';
import type { Level } from '../languages';
import { normalizeAnswer } from '../text';
import { formItems } from './form-point-checks';
import { inventory, pointById } from './inventory';
import {
  englishPassive,
  englishSlot,
  frenchArticle,
  frenchPassive,
  frenchSlot,
  germanArticle,
  germanSlot,
  romancePassive,
  romanceSlot,
} from './passive';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const noun = (gender: 'M' | 'F' | 'N', plural = false) => ({
  text: 'x',
  gender,
  en: 'x',
  ...(plural ? { plural: true as const } : {}),
});

describe('the passive forms, as a grammar book gives them', () => {
  it('French: être (été) and a participle agreeing with the subject', () => {
    expect(frenchPassive('écrire', noun('F'), 'present')).toBe('est écrite');
    expect(frenchPassive('écrire', noun('F'), 'past')).toBe('a été écrite');
    expect(frenchPassive('prendre', noun('F', true), 'past')).toBe('ont été prises');
    expect(frenchPassive('peindre', noun('F'), 'present')).toBe('est peinte');
    expect(frenchPassive('remettre', noun('M', true), 'present')).toBe('sont remis');
    expect(frenchPassive('visiter', noun('M'), 'past')).toBe('a été visité');
  });

  it('French slips: the unagreed participle, the other tense, the active voice', () => {
    expect(frenchSlot('écrire', noun('F'), 'present')).toEqual({
      right: ['est écrite'],
      wrong: ['est écrit', 'a été écrite', 'a écrit'],
    });
    // "remis" is the same in every gender and number: no agreement slip to offer.
    expect(frenchSlot('remettre', noun('M', true), 'past').wrong).toEqual([
      'sont remis',
      'ont remis',
    ]);
  });

  it('German: werden agreeing with the subject, in the present or Präteritum', () => {
    expect(germanSlot(false, 'present')).toEqual({
      right: ['wird'],
      wrong: ['werden', 'wurde', 'hat'],
    });
    expect(germanSlot(true, 'past')).toEqual({
      right: ['wurden'],
      wrong: ['wurde', 'werden', 'haben'],
    });
  });

  it('English: be and the past participle; the slip of the past for it', () => {
    expect(englishPassive('write', false, 'past')).toBe('was written');
    expect(englishPassive('take', true, 'present')).toBe('are taken');
    expect(englishSlot('write', false, 'past').wrong).toEqual([
      'was wrote',
      'were written',
      'is written',
    ]);
    // Regular verbs have no such slip: their past is their participle.
    expect(englishSlot('visit', false, 'present').wrong).toEqual(['are visited', 'was visited']);
  });

  it('Spanish and Portuguese: ser and a participle agreeing with the subject', () => {
    expect(romancePassive('es', 'escribir', noun('F'), 'present')).toBe('es escrita');
    expect(romancePassive('es', 'hacer', noun('F', true), 'past')).toBe('fueron hechas');
    expect(romancePassive('es', 'visitar', noun('M'), 'past')).toBe('fue visitado');
    expect(romancePassive('pt', 'fazer', noun('M'), 'present')).toBe('é feito');
    expect(romancePassive('pt', 'atribuir', noun('M', true), 'past')).toBe('foram atribuídos');
  });

  it('Italian: essere, its past with "stato" agreeing too; venire and the remoto also right', () => {
    expect(romancePassive('it', 'dipingere', noun('F'), 'present')).toBe('è dipinta');
    expect(romancePassive('it', 'scrivere', noun('F'), 'past')).toBe('è stata scritta');
    expect(romancePassive('it', 'piantare', noun('M', true), 'past')).toBe('sono stati piantati');
    expect(romanceSlot('it', 'scrivere', noun('F'), 'present').right).toEqual([
      'è scritta',
      'viene scritta',
    ]);
    expect(romanceSlot('it', 'cantare', noun('F', true), 'past').right).toEqual([
      'sono state cantate',
      'furono cantate',
    ]);
  });

  it('Romance slips: the unagreed participle, estar for ser, the other tense, the active', () => {
    expect(romanceSlot('es', 'escribir', noun('F'), 'present').wrong).toEqual([
      'es escrito',
      'está escrita',
      'fue escrita',
      'escribe',
    ]);
    expect(romanceSlot('pt', 'pintar', noun('M'), 'past').wrong).toEqual([
      'foi pintada',
      'é pintado',
      'pintou',
    ]);
    expect(romanceSlot('it', 'scrivere', noun('F'), 'past').wrong).toEqual([
      'è stata scritto',
      'è scritta',
      'ha scritto',
    ]);
  });

  it('articles from gender, number and the first letter', () => {
    expect(frenchArticle({ ...noun('M'), text: 'musée' })).toBe('le ');
    expect(frenchArticle({ ...noun('F'), text: 'lettre' })).toBe('la ');
    expect(frenchArticle({ ...noun('M'), text: 'hôpital' })).toBe("l'");
    expect(frenchArticle({ ...noun('F', true), text: 'photos' })).toBe('les ');
    expect(germanArticle(noun('M'))).toBe('der');
    expect(germanArticle(noun('N'))).toBe('das');
    expect(germanArticle(noun('M', true))).toBe('die');
  });
});

const codes = ['fr', 'de', 'en', 'es', 'it', 'pt'] as const;
const passivePoints = codes.flatMap((code) =>
  inventory[code].filter(
    (point): point is FormPoint => point.kind === 'form' && /\.passive/.test(point.drill),
  ),
);

const itemsOf = (point: FormPoint, level: Level) =>
  formItems(point, level, { seed: point.id.length * 17 });

describe('the passive points', () => {
  it('are three per language: both tenses, the present, the past', () => {
    for (const code of codes) {
      expect(passivePoints.filter((point) => point.language === code)).toHaveLength(3);
    }
  });

  it.each(passivePoints.map((point) => [point.id, point] as const))(
    '%s: the time in the sentence picks one option; the key is the sentence with it',
    (_, point) => {
      for (const level of ['A2', 'C1'] as const) {
        for (const item of itemsOf(point, level)) {
          const right = [item.key.answer, ...(item.key.accepted ?? [])].map(normalizeAnswer);
          // A blank's key is the form: the time is in its sentence.
          const past =
            /(l'année dernière|letztes Jahr|last year|el año pasado|l'anno scorso|no ano passado)/i.test(
              `${item.prompt} ${item.key.answer}`,
            );
          const auxiliary = {
            fr: past ? / (a|ont) été / : / (est|sont) /,
            de: past ? / (wurde|wurden) / : / (wird|werden) /,
            en: past ? / (was|were) / : / (is|are) /,
            es: past ? / (fue|fueron) / : / (es|son) /,
            it: past ? / (è|sono) stat[oaie] / : / (è|sono) /,
            pt: past ? / (foi|foram) / : / (é|são) /,
          }[point.language];
          expect(` ${item.key.answer} `, item.key.answer).toMatch(auxiliary);
          if (point.drill.endsWith('-past')) expect(past, item.key.answer).toBe(true);
          if (point.drill.endsWith('-present')) expect(past, item.key.answer).toBe(false);
          if (item.variation === 'Fill in the Blanks') {
            const options = /\(([^()]*)\)$/.exec(item.prompt)?.[1]?.split(' / ') ?? [];
            expect(options, item.prompt).toHaveLength(3);
            expect(
              options.filter((option) => right.includes(normalizeAnswer(option))),
              item.prompt,
            ).toHaveLength(1);
          }
          if (item.variation === 'Correct the Mistakes') {
            expect(right).not.toContain(normalizeAnswer(item.prompt));
          }
        }
      }
    },
  );

  it('accept the time first or last, as both are right', () => {
    const point = pointById('en.passive-past') as FormPoint;
    const item = itemsOf(point, 'A2').find((i) => i.variation === 'Correct the Mistakes');
    expect(item?.key.accepted?.some((text) => text.startsWith('Last year, the '))).toBe(true);
  });

  it.each([
    ['voix passive', 'fr', 'fr.voix-passive'],
    ['le passif', 'fr', 'fr.voix-passive'],
    ['passif au passé composé', 'fr', 'fr.passif-passe-compose'],
    ['Passiv', 'de', 'de.passiv'],
    ['Passiv Präteritum', 'de', 'de.passiv-praeteritum'],
    ['the passive', 'en', 'en.passive'],
    ['present simple passive', 'en', 'en.passive-present'],
    ['passive voice past simple', 'en', 'en.passive-past'],
    ['voz pasiva con ser (fue construido)', 'es', 'es.voz-pasiva'],
    ['pasiva en presente', 'es', 'es.pasiva-presente'],
    ['la forma passiva (essere e venire + participio passato)', 'it', 'it.forma-passiva'],
    ['il passivo', 'it', 'it.forma-passiva'],
    ['a voz passiva (foi construído)', 'pt', 'pt.voz-passiva'],
    ['passiva no pretérito', 'pt', 'pt.passiva-preterito'],
  ] as const)('"%s" (%s) asks for %s', (input, code, id) => {
    expect(understoodAs(input, code, 'B1')).toBe(id);
  });
});
