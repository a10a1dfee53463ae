import { describe, expect, it } from 'vitest';
import { GrammarUnavailable, noticeText } from '../builtin/notices';
import { createEngine } from '../engine';
import type { LanguageCode, Level } from '../languages';
import { seededRandom } from '../random';
import { type GrammarRequest, understandGrammar } from './match';

/** The understood request in short: point ids, then `!term` or `?asked` for each part declined. */
function outline(understood: GrammarRequest | undefined): string {
  if (!understood) return 'none';
  switch (understood.kind) {
    case 'point':
      return understood.point.id;
    case 'unavailable':
      return `!${understood.term.id}`;
    case 'unrecognised':
      return '?';
    case 'points':
      return [
        ...understood.points.map(({ id }) => id),
        ...understood.declined.map((part) =>
          'term' in part ? `!${part.term.id}` : `?${part.asked}`,
        ),
      ].join(' & ');
  }
}

describe('a request naming two points at once', () => {
  it.each([
    ['present perfect and past continuous', 'en', 'B1', 'en.present-perfect & en.past-continuous'],
    [
      'le plus-que-parfait et le passé composé',
      'fr',
      'B1',
      'fr.plus-que-parfait & fr.passe-compose',
    ],
    ['Plusquamperfekt und Präteritum', 'de', 'B1', 'de.plusquamperfekt & de.praeteritum'],
    [
      'passato prossimo e trapassato prossimo',
      'it',
      'B1',
      'it.passato-prossimo & it.trapassato-prossimo',
    ],
    ['presente e pretérito perfeito', 'pt', 'A2', 'pt.presente & pt.preterito-perfeito'],
    ['futuro y condicional', 'es', 'B1', 'es.futuro-simple & es.condicional'],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s) gives both',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );

  it.each([
    // The second half leaves its head to the first ("simple vs continuous", "Typ 3 und gemischte").
    [
      'past perfect simple vs continuous',
      'en',
      'C1',
      'en.past-perfect & en.past-perfect-continuous',
    ],
    ['futur simple et antérieur', 'fr', 'B2', 'fr.futur-simple & fr.futur-anterieur'],
    [
      'condizionale semplice e composto',
      'it',
      'B1',
      'it.condizionale-presente & it.condizionale-passato',
    ],
    [
      'imperativo afirmativo e negativo',
      'pt',
      'A2',
      'pt.imperativo-afirmativo & pt.imperativo-negativo',
    ],
    // Or the first to the second ("first and second conditional").
    ['first and second conditional', 'en', 'B1', 'en.first-conditional & en.second-conditional'],
    // A German first half ends in a hyphen: "Temporal-" is "Temporalsätze".
    ['Temporal- und Konzessivsätze', 'de', 'B2', 'de.nebensatz-obwohl & !temporal-clauses'],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s) reads the ellipsis',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );

  it.each([
    ['third and mixed conditionals', 'en', 'C1', 'en.third-conditional & !mixed-conditionals'],
    [
      'Konditionalsätze Typ 3 und gemischte',
      'de',
      'C1',
      'de.konjunktiv-2-irreal-vergangenheit & !mixed-conditionals',
    ],
    // Examples after a colon illustrate the points named before it.
    [
      'condicionales de tipo 3 y mixtas: si lo hubiera leído, ahora lo sabría',
      'es',
      'C1',
      'es.si-pluscuamperfecto-subjuntivo & !mixed-conditionals',
    ],
    [
      'condicionais do tipo 3 e mistas',
      'pt',
      'C1',
      'pt.se-mais-que-perfeito & !mixed-conditionals',
    ],
    // "Verben" is the reflexive ones' here, not "Verben mit Dativ": the dative kind is declined.
    [
      'reflexive Verben mit Akkusativ und Dativ (sich freuen, sich die Hände waschen)',
      'de',
      'B1',
      'de.reflexive-verben & !dative-reflexive',
    ],
    // The last word of a list is one more thing asked, declined as typed.
    ['ser, estar ou ficar?', 'pt', 'A2', 'pt.ser-estar & ?ficar'],
    // A point joined to a term no point teaches: the point, the term named beside it.
    [
      'presente de los verbos regulares + verbos ser, estar y tener',
      'es',
      'A1',
      'es.presente-regular & !etre-avoir',
    ],
    // Joined to a term with a point of its own: both points.
    ['présent des verbes en -er + être et avoir', 'fr', 'A1', 'fr.present-er & fr.etre-avoir'],
    // Every part named, contractions and all ("mustn't").
    [
      'must / have to / don’t have to / mustn’t',
      'en',
      'B1',
      'en.must & en.have-to & en.dont-have-to & en.mustnt',
    ],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s) gives the point it has and names the other',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );

  it.each([
    // A term of the whole request stays: the passive in two tenses, verbs taking two cases.
    ['the passive – present simple and past simple', 'en', 'B1', 'en.passive'],
    ['Verben mit Akkusativ und Dativ', 'de', 'A2', '!dative-verbs'],
    ['used to and would for past habits', 'en', 'B2', '!past-habits'],
    // A point named with "und" inside its name stays that point.
    ['Präteritum von sein und haben', 'de', 'A2', 'de.praeteritum-sein-haben'],
    // One point that is both stays that point.
    ['passé composé et imparfait', 'fr', 'A2', 'fr.imparfait-passe-compose'],
    ['ser y estar', 'es', 'A2', 'es.ser-estar'],
    // A narrower use of a point's words is its own term, declined by its name.
    ['subjektive Modalverben (Er soll reich sein.)', 'de', 'C1', '!subjective-modals'],
    [
      'adjetivos que cambian de significado con ser o estar (ser listo / estar listo)',
      'es',
      'B2',
      '!ser-estar-meaning',
    ],
    [
      'gerundio composto e infinito passato (avendo finito)',
      'it',
      'B2',
      '!perfect-gerund-infinitive',
    ],
    ['orações reduzidas (Terminada a reunião, ...)', 'pt', 'C1', '!reduced-clauses'],
    ['relativas com preposição (a pessoa com quem falei)', 'pt', 'B2', '!relative-prepositions'],
    // The persons an imperative is given to are no request for the forms of address.
    [
      'imperativo afirmativo tú y usted (gira, gire)',
      'es',
      'A2',
      'es.imperativo-afirmativo & es.imperativo-usted',
    ],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s) is not split',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );
});

describe('examples in brackets or after a colon', () => {
  it.each([
    // All of a narrower kind the engine lacks: declined naming it, never the broader point.
    ['pronomi relativi (il quale, la quale)', 'it', 'B2', '!relative-advanced'],
    ['pronombres relativos: el cual, la cual', 'es', 'B2', '!relative-advanced'],
    ['relative clauses (whose, whom)', 'en', 'B2', '!relative-advanced'],
    ['pronomes relativos: o qual, cujo', 'pt', 'B2', '!relative-advanced'],
    ['Relativpronomen mit Präposition (auf den, mit der)', 'de', 'B2', '!relative-advanced'],
    // Some of it: the broader point, the narrower kind named beside it.
    ['pronomi relativi (che, il quale)', 'it', 'B1', 'it.pronomi-relativi & !relative-advanced'],
    [
      'los relativos (que, quien, el cual)',
      'es',
      'B1',
      'es.pronombres-relativos & !relative-advanced',
    ],
    // A list most of whose items one point teaches: that point, the others declined by name.
    ['relativos: que, donde, el cual', 'es', 'B1', 'es.pronombres-relativos & !relative-advanced'],
    // Conjunctions in brackets that points teach, in a head no term declines by name.
    [
      'Subjonctif nach Konjunktionen (bien que, pour que, à condition que)',
      'fr',
      'B2',
      'fr.subjonctif-bien-que & fr.subjonctif-pour-que & !conditional-conjunctions',
    ],
    // Read with the head, "(mit dem, in der)" are no dative prepositions.
    [
      'Relativsätze mit der, die, das, den, dem + Präposition (mit dem, in der)',
      'de',
      'B1',
      '!relative-prepositions',
    ],
    [
      'comparativos y superlativos (más caro que, -ísimo)',
      'es',
      'A2',
      'es.comparativos-superlativos & !absolute-superlative',
    ],
    // Examples of the point itself, or a gloss its own name holds, narrow nothing.
    ['pronomi relativi (che, cui)', 'it', 'B1', 'it.pronomi-relativi'],
    ['les pronoms relatifs : qui, que, où', 'fr', 'B1', 'fr.pronoms-relatifs'],
    ['subjunctive after a menos que (unless)', 'es', 'B2', 'es.a-menos-que'],
    // Examples after a colon as in brackets.
    ['les doubles pronoms : il me le dit, je lui en parle', 'fr', 'B2', 'fr.doubles-pronoms'],
    // Persons written with slashes, umlauts typed as "ue", cases listed: still the point.
    [
      'present simple he/she/it -s (works, goes, has)',
      'en',
      'A1',
      'en.present-simple-third-person',
    ],
    ['Konjunktiv 2 hoefliche Bitten (wuerde, haette, waere)', 'de', 'B1', 'de.hoefliche-bitten'],
    [
      'Relativsaetze im Nominativ, Akkusativ und Dativ (der, den, dem)',
      'de',
      'B1',
      'de.relativsaetze',
    ],
    // Articles in brackets exemplify the articles named outside them, not noun gender.
    [
      'bestimmter und unbestimmter Artikel im Nominativ (der, die, das, ein, eine)',
      'de',
      'A1',
      'de.bestimmter-artikel & de.unbestimmter-artikel',
    ],
    ['por e para (e contrações pelo, pela)', 'pt', 'A2', 'pt.por-para'],
    // Unless the term is named outside them too: "los indefinidos" is no preterite.
    ['los indefinidos (algo, nada, alguien, nadie, ningún)', 'es', 'A2', '!indefinites'],
    // Uses of one point after a colon are no list of points.
    ['condicional: cortesía y consejos', 'es', 'B1', 'es.deberia'],
    // A list after a colon: the points it names (read with the head), the others named beside.
    [
      'temporale Nebensätze: als, wenn, während, bevor, nachdem',
      'de',
      'B1',
      'de.nebensatz-als & de.nebensatz-wenn & de.nebensatz-bevor & de.nachdem-plusquamperfekt & ?während',
    ],
    [
      'future: will, going to, present continuous',
      'en',
      'B1',
      'en.will-future & en.going-to & en.present-continuous-future',
    ],
    ['les questions : est-ce que, qu’est-ce que, inversion', 'fr', 'A1', 'fr.interrogation'],
    // The whole reads the ser passive only, leaving out the se the second part is named by.
    [
      'voz passiva com ser e passiva com se (vendem-se casas)',
      'pt',
      'B1',
      'pt.voz-passiva & pt.se-apassivante',
    ],
    ['hay vs está / están', 'es', 'A1', 'es.hay-estar'],
    // "Ja/Nein-Fragen" is one compound beside the other point, no list of "Ja" and "Nein-Fragen".
    ['W-Fragen und Ja/Nein-Fragen', 'de', 'A1', 'de.w-fragen & de.ja-nein-fragen'],
    // Both clauses named: the second conditional.
    [
      'imperfeito do conjuntivo + condicional (se eu tivesse, faria)',
      'pt',
      'B2',
      'pt.imperfeito-conjuntivo-se',
    ],
    // A list the inventory mostly has, split at the conjunctions of its language ("il y a").
    [
      'les indicateurs de temps: depuis, il y a, pendant',
      'fr',
      'A2',
      'fr.depuis-present & fr.il-y-a-passe-compose & ?pendant',
    ],
    ['connettivi: tuttavia, eppure, siccome, affinché, purché', 'it', 'B2', '!connectors'],
    // A term named first heads what follows: the articles are the adjective endings' context.
    [
      'Adjektivdeklination nach bestimmtem und unbestimmtem Artikel',
      'de',
      'B1',
      '!adjective-endings',
    ],
    // An example sentence after a colon names no tense; points named by the list do.
    [
      'inversion after negative adverbials: Never have I..., Not only did she...',
      'en',
      'C1',
      '!inversion',
    ],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s)',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );

  it.each([
    // Kinds of the point named before a colon: each one asked, not the first as an example.
    ['Conditionals: first and second', 'en', 'B1', 'en.first-conditional & en.second-conditional'],
    [
      'Konjunktiv II: Gegenwart und Vergangenheit',
      'de',
      'B1',
      'de.konjunktiv-2-hoeflich & de.konjunktiv-2-vergangenheit',
    ],
    ['Subjonctif : présent et passé', 'fr', 'B1', 'fr.subjonctif-il-faut & fr.subjonctif-passe'],
    ['Le futur : futur simple et futur proche', 'fr', 'B1', 'fr.futur-simple & fr.futur-proche'],
    [
      'oraciones condicionales: tipo 2 y tipo 3',
      'es',
      'B2',
      'es.si-imperfecto-subjuntivo & es.si-pluscuamperfecto-subjuntivo',
    ],
    [
      'les phrases hypothétiques : type 2 et type 3',
      'fr',
      'B2',
      'fr.si-imparfait & fr.si-plus-que-parfait',
    ],
    ['Vergangenheit: Perfekt und Präteritum', 'de', 'B1', 'de.perfekt & de.praeteritum'],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s) lists kinds after its colon',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );
});

describe('a tense in brackets after another point’s name', () => {
  it('narrows that point and does not name it alone', () => {
    // "passive voice (past simple)" is a name of the passive in the past; "past simple" is the tense.
    expect(outline(understandGrammar('past simple', 'en', 'B1'))).toBe('en.past-simple');
    expect(outline(understandGrammar('present simple', 'en', 'B1'))).toBe('en.present-simple');
    expect(outline(understandGrammar('passive voice (past simple)', 'en', 'B1'))).toBe(
      'en.passive-past',
    );
  });
});

describe('exercises on two points', () => {
  const engine = createEngine({ random: seededRandom(31) });

  it('drill both, each item keyed by its point', async () => {
    const exercise = await engine.generate({
      type: 'Writing',
      user_input: 'Plusquamperfekt oder Präteritum',
      language: 'German',
      level: 'B1',
      quantity: 8,
    });
    const points = exercise.answer_key.map((key) => key.point);
    expect(new Set(points)).toEqual(new Set(['de.plusquamperfekt', 'de.praeteritum']));
    expect(exercise.results.Title).toContain('and');
    // The notice says how the request was read, in the reader's language.
    expect(noticeText(exercise.notices ?? [])).toBe(
      'The request names several points: the items practise past perfect (Plusquamperfekt) and simple past (Präteritum) in turn.',
    );
    expect(noticeText(exercise.notices ?? [], 'de')).toContain('Plusquamperfekt und Präteritum');
  });

  it('drill the point the engine has and name the other in a notice', async () => {
    const exercise = await engine.generate({
      type: 'Writing',
      user_input: 'third and mixed conditionals',
      language: 'English',
      level: 'C1',
      quantity: 6,
    });
    expect(exercise.answer_key.every((key) => key.point === 'en.third-conditional')).toBe(true);
    // Every key a third conditional: "had" with a participle, "would have" in the other clause.
    for (const key of exercise.answer_key)
      expect(key.answer).toMatch(/\bhad\b|\bwould(n't)? have\b|'d\b/);
    expect(noticeText(exercise.notices ?? [])).toBe(
      'No offline exercises on mixed conditionals yet. A language model (OPENAI_*) can write them.',
    );
  });

  it('name a declined point in the teacher’s words when its names do not say them', async () => {
    const decline = await engine
      .generate({
        type: 'Writing',
        user_input: 'adjectifs démonstratifs ce cet cette',
        language: 'French',
        level: 'A1',
        quantity: 6,
      })
      .catch((error: Error) => error);
    expect(decline).toBeInstanceOf(GrammarUnavailable);
    expect((decline as Error).message).toBe(
      'No offline exercises on demonstratives (démonstratifs, ‘adjectifs démonstratifs’) yet. A language model (OPENAI_*) can write them.',
    );
  });
});

describe('a point asked after a context ("after", "depois de")', () => {
  it.each([
    // The class of verbs it follows picks the point: feelings, wishes, impersonal expressions.
    ['presente de subjuntivo después de verbos de emoción', 'es', 'B1', 'es.me-alegro-de-que'],
    ['conjuntivo depois de verbos de vontade', 'pt', 'B1', 'pt.quero-que'],
    ['il congiuntivo dopo le espressioni impersonali', 'it', 'B1', 'it.congiuntivo-necessita'],
    ['Spanish subjunctive after verbs of emotion', 'es', 'B1', 'es.me-alegro-de-que'],
    // A context it names among others is its own: "cuando" beside "hasta que".
    ['el subjuntivo despues de cuando, hasta que, en cuanto', 'es', 'B2', 'es.cuando-subjuntivo'],
    // "With" too.
    ['presente de subjuntivo con verbos de percepción', 'es', 'B1', '?'],
    ['subjuntivo con expresiones de deseo', 'es', 'B1', 'es.quiero-que'],
    // A context no point's names say is quoted, never the subjunctive after "es importante que".
    ['presente de subjuntivo después de verbos de percepción', 'es', 'B1', '?'],
    // A term said only as the context is not what was asked: the request is quoted whole.
    ['gerunds after prepositions', 'en', 'B1', '?'],
    ['infinitivo pessoal depois de preposições', 'pt', 'B2', '?'],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s)',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );
});

describe('telling the time and numbers', () => {
  it.each([
    ['la hora', 'es', 'A1', '!telling-time'],
    ['números e as horas (é uma hora, são duas e meia)', 'pt', 'A1', '!telling-time'],
    ['los números', 'es', 'A1', '!numbers'],
    // "ora" alone is "now", no time to tell.
    ['il presente oggi', 'it', 'A1', 'it.presente'],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s) is declined by name, never a mix of tenses',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );
});

describe('grammar named by its examples or without umlauts', () => {
  it.each([
    ['hay vs está / están', 'es', 'A1', 'es.hay-estar'],
    // The second conditional by its two tenses.
    [
      'imperfeito do conjuntivo + condicional (se eu tivesse, faria)',
      'pt',
      'B2',
      'pt.imperfeito-conjuntivo-se',
    ],
    ["les questions : est-ce que, qu'est-ce que, inversion", 'fr', 'A1', 'fr.interrogation'],
    // "oe", "ue", "ae" for ö, ü, ä, in the brackets too; the requests and the wishes both.
    [
      'Konjunktiv 2 hoefliche Bitten und Wuensche (wuerde, haette, waere)',
      'de',
      'B1',
      'de.hoefliche-bitten & de.konjunktiv-2-wuensche',
    ],
  ] as [string, LanguageCode, Level, string][])(
    '"%s" (%s %s)',
    (request, code, level, expected) => {
      expect(outline(understandGrammar(request, code, level))).toBe(expected);
    },
  );
});
