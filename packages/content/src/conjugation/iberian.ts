/**
 * Spanish and Portuguese conjugation: the regular paradigms computed from the infinitive, the
 * irregular verbs' own forms from `verbs.json` (present, preterite, imperfect, future stem,
 * participle), and every other tense derived as the grammars derive it (the present subjunctive
 * from the first person present, the imperfect subjunctive from the third person plural
 * preterite, the compound tenses from haber/ter and the participle). No npm package conjugates
 * these two languages, so this is the one hand-written conjugator of the engine.
 */
import spanishIrregular from '../data/es/verbs.json';
import portugueseIrregular from '../data/pt/verbs.json';

export type IberianCode = 'es' | 'pt';

/** Irregular forms of one verb; any tense left out follows the rules. */
type Irregular = {
  PRESENT?: string[];
  PRETERITE?: string[];
  IMPERFECT?: string[];
  /** Stem of the future and conditional (har-, dir-; far-, dir-). */
  FUTURE_STEM?: string;
  PARTICIPLE?: string;
  GERUND?: string;
  /** Present subjunctive when it does not come from the first person present (sea, vaya; seja, vá). */
  SUBJUNCTIVE?: string[];
};

const irregular: Record<IberianCode, Record<string, Irregular>> = {
  es: spanishIrregular as Record<string, Irregular>,
  pt: portugueseIrregular as Record<string, Irregular>,
};

export const iberianTenses = [
  'PRESENT',
  'PRETERITE',
  'IMPERFECT',
  'FUTURE',
  'CONDITIONAL',
  'SUBJUNCTIVE',
  /** Spanish -ra form; Portuguese imperfeito do conjuntivo. */
  'SUBJ_IMPERFECT',
  /** Spanish -se form (accepted beside -ra). */
  'SUBJ_IMPERFECT_SE',
  /** Portuguese futuro do conjuntivo. */
  'SUBJ_FUTURE',
  'PERFECT',
  'PLUPERFECT',
  'FUTURE_PERFECT',
  'CONDITIONAL_PERFECT',
  'SUBJ_PERFECT',
  'SUBJ_PLUPERFECT',
  'GOING_TO',
  'PROGRESSIVE',
  /** estaba comiendo; estava comendo. */
  'PAST_PROGRESSIVE',
  /** estará comiendo; estará comendo. */
  'FUTURE_PROGRESSIVE',
  /** había estado comiendo; tinha estado comendo. */
  'PLUPERFECT_PROGRESSIVE',
  /** European Portuguese: estou a comer, estava a comer. */
  'PROGRESSIVE_A',
  'PAST_PROGRESSIVE_A',
  /** tener que + infinitive; Portuguese ter de (and ter que, OBLIGATION_QUE). */
  'OBLIGATION',
  'OBLIGATION_QUE',
  /** deber / dever in the conditional + infinitive (debería ir, deveria ir). */
  'ADVICE',
  /** debería haber ido; deveria ter ido. */
  'ADVICE_PAST',
  /** debe de haber ido; deve ter ido. */
  'DEDUCTION_PAST',
  /** The bare infinitive, where a learner leaves the personal infinitive uninflected. */
  'INFINITIVE',
  /** Portuguese infinitivo pessoal (para eles irem). */
  'PERSONAL_INFINITIVE',
] as const;
export type IberianTense = (typeof iberianTenses)[number];

type Ending = readonly [string, string, string, string, string, string];

const endings: Record<IberianCode, Record<'ar' | 'er' | 'ir', Record<string, Ending>>> = {
  es: {
    ar: {
      PRESENT: ['o', 'as', 'a', 'amos', 'áis', 'an'],
      PRETERITE: ['é', 'aste', 'ó', 'amos', 'asteis', 'aron'],
      IMPERFECT: ['aba', 'abas', 'aba', 'ábamos', 'abais', 'aban'],
      SUBJUNCTIVE: ['e', 'es', 'e', 'emos', 'éis', 'en'],
    },
    er: {
      PRESENT: ['o', 'es', 'e', 'emos', 'éis', 'en'],
      PRETERITE: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
      IMPERFECT: ['ía', 'ías', 'ía', 'íamos', 'íais', 'ían'],
      SUBJUNCTIVE: ['a', 'as', 'a', 'amos', 'áis', 'an'],
    },
    ir: {
      PRESENT: ['o', 'es', 'e', 'imos', 'ís', 'en'],
      PRETERITE: ['í', 'iste', 'ió', 'imos', 'isteis', 'ieron'],
      IMPERFECT: ['ía', 'ías', 'ía', 'íamos', 'íais', 'ían'],
      SUBJUNCTIVE: ['a', 'as', 'a', 'amos', 'áis', 'an'],
    },
  },
  pt: {
    ar: {
      PRESENT: ['o', 'as', 'a', 'amos', 'ais', 'am'],
      PRETERITE: ['ei', 'aste', 'ou', 'ámos', 'astes', 'aram'],
      IMPERFECT: ['ava', 'avas', 'ava', 'ávamos', 'áveis', 'avam'],
      SUBJUNCTIVE: ['e', 'es', 'e', 'emos', 'eis', 'em'],
    },
    er: {
      PRESENT: ['o', 'es', 'e', 'emos', 'eis', 'em'],
      PRETERITE: ['i', 'este', 'eu', 'emos', 'estes', 'eram'],
      IMPERFECT: ['ia', 'ias', 'ia', 'íamos', 'íeis', 'iam'],
      SUBJUNCTIVE: ['a', 'as', 'a', 'amos', 'ais', 'am'],
    },
    ir: {
      PRESENT: ['o', 'es', 'e', 'imos', 'is', 'em'],
      PRETERITE: ['i', 'iste', 'iu', 'imos', 'istes', 'iram'],
      IMPERFECT: ['ia', 'ias', 'ia', 'íamos', 'íeis', 'iam'],
      SUBJUNCTIVE: ['a', 'as', 'a', 'amos', 'ais', 'am'],
    },
  },
};

const futureEndings: Record<IberianCode, Ending> = {
  es: ['é', 'ás', 'á', 'emos', 'éis', 'án'],
  pt: ['ei', 'ás', 'á', 'emos', 'eis', 'ão'],
};
const conditionalEndings: Record<IberianCode, Ending> = {
  es: ['ía', 'ías', 'ía', 'íamos', 'íais', 'ían'],
  pt: ['ia', 'ias', 'ia', 'íamos', 'íeis', 'iam'],
};

function classOf(verb: string): 'ar' | 'er' | 'ir' {
  const ending = verb.replace(/^pôr$/, 'por').slice(-2);
  if (ending === 'ar' || ending === 'er' || ending === 'ir') return ending;
  if (verb.endsWith('ír')) return 'ir';
  if (verb.endsWith('or')) return 'er';
  throw new Error(`Not an infinitive: ${verb}`);
}

/**
 * Spelling keeps the stem's sound: -car/-gar/-zar verbs before e (busqué, llegué, empecé;
 * fiquei, cheguei, comecei), -ger/-gir/-cer verbs before a or o (cojo; conheço, protejo).
 */
function spell(code: IberianCode, cls: 'ar' | 'er' | 'ir', stem: string, ending: string): string {
  const front = /^[eéêií]/.test(ending);
  const last = stem.at(-1);
  const base = stem.slice(0, -1);
  if (cls === 'ar' && front) {
    if (last === 'c') return `${base}qu${ending}`;
    if (last === 'g') return `${base}gu${ending}`;
    if (last === 'z' && code === 'es') return `${base}c${ending}`;
    if (last === 'ç') return `${base}c${ending}`;
  }
  if (cls !== 'ar' && /^[aáoó]/.test(ending)) {
    if (last === 'g') return `${base}j${ending}`;
    if (last === 'c' && code === 'pt') return `${base}ç${ending}`;
    if (last === 'c' && code === 'es') return `${base}z${ending}`;
  }
  return stem + ending;
}

const at = (forms: readonly string[], person: number) => {
  const form = forms[person];
  if (form === undefined) throw new Error(`No person ${person}`);
  return form;
};

function regular(code: IberianCode, verb: string, tense: string, person: number) {
  const forms = endings[code][classOf(verb)][tense];
  if (!forms) throw new Error(`No regular ${tense}`);
  return spell(code, classOf(verb), verb.slice(0, -2), at(forms, person));
}

function simple(
  code: IberianCode,
  verb: string,
  tense: 'PRESENT' | 'PRETERITE' | 'IMPERFECT',
  person: number,
) {
  const own = irregular[code][verb]?.[tense];
  return own ? at(own, person) : regular(code, verb, tense, person);
}

/**
 * The present subjunctive comes from the first person present (tengo -> tenga, faço -> faça),
 * except that a diphthong of the stem (pienso, vuelvo) leaves nosotros and vosotros (pensemos,
 * volvamos; -ir verbs close the vowel: durmamos, sintamos).
 */
function subjunctive(code: IberianCode, verb: string, person: number): string {
  const own = irregular[code][verb]?.SUBJUNCTIVE;
  if (own) return at(own, person);
  const cls = classOf(verb);
  const first = simple(code, verb, 'PRESENT', 0);
  const infinitiveStem = verb.slice(0, -2);
  let stem = first.endsWith('o') ? first.slice(0, -1) : infinitiveStem;
  const undiphthonged = stem.replace(/ie/, 'e').replace(/ue/, 'o');
  const diphthong =
    undiphthonged !== stem && (undiphthonged === infinitiveStem || verb === 'jugar');
  if (diphthong && (person === 3 || person === 4)) {
    stem =
      cls === 'ir'
        ? infinitiveStem.replace(/e(?=[^e]*$)/, 'i').replace(/o(?=[^o]*$)/, 'u')
        : infinitiveStem;
  }
  const ending = at(endings[code][cls].SUBJUNCTIVE as Ending, person);
  // Only -ar stems need respelling before e (llegue, comece); tenga, haga, faça keep their stem.
  return cls === 'ar' ? spell(code, cls, stem, ending) : stem + ending;
}

/** The imperfect and future subjunctives come from the third person plural preterite: fueron -> fuera. */
function preteriteRoot(code: IberianCode, verb: string): string {
  return simple(code, verb, 'PRETERITE', 5).slice(0, -3);
}

const spanishImperfect: Record<'ra' | 'se', Ending> = {
  ra: ['ra', 'ras', 'ra', 'ramos', 'rais', 'ran'],
  se: ['se', 'ses', 'se', 'semos', 'seis', 'sen'],
};
const portugueseImperfect: Ending = ['sse', 'sses', 'sse', 'ssemos', 'sseis', 'ssem'];

function subjunctiveImperfect(code: IberianCode, verb: string, person: number, se: boolean) {
  const root = preteriteRoot(code, verb);
  const forms = code === 'es' ? spanishImperfect[se ? 'se' : 'ra'] : portugueseImperfect;
  const ending = at(forms, person);
  const stressedPerson = code === 'es' ? person === 3 : person === 3 || person === 4;
  if (!stressedPerson) return root + ending;
  // nosotros fuéramos, habláramos; nós falássemos, comêssemos, tivéssemos, fôssemos.
  const vowel = root.at(-1) ?? '';
  // Portuguese closes the vowel of fomos and of weak preterites (comi: comêssemos, li: lêssemos)
  // and opens it in strong ones (tive: tivéssemos, fiz: fizéssemos).
  const weak = simple(code, verb, 'PRETERITE', 0).endsWith('i');
  const closed = code === 'pt' && (vowel === 'o' || (vowel === 'e' && weak));
  const mark = (closed ? circumflex : acute)[vowel];
  return (mark ? root.slice(0, -1) + mark : root) + ending;
}

function subjunctiveFuture(verb: string, person: number) {
  const forms: Ending = ['r', 'res', 'r', 'rmos', 'rdes', 'rem'];
  return preteriteRoot('pt', verb) + at(forms, person);
}

const acute: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const circumflex: Record<string, string> = { e: 'ê', o: 'ô' };

function futureStem(code: IberianCode, verb: string): string {
  return irregular[code][verb]?.FUTURE_STEM ?? verb.replace(/^pôr$/, 'por');
}

export function participle(code: IberianCode, verb: string): string {
  const own = irregular[code][verb]?.PARTICIPLE;
  if (own) return own;
  const stem = verb.slice(0, -2);
  return classOf(verb) === 'ar' ? `${stem}ado` : `${stem}ido`;
}

export function gerund(code: IberianCode, verb: string): string {
  const own = irregular[code][verb]?.GERUND;
  if (own) return own;
  const stem = verb.slice(0, -2);
  if (code === 'pt') return `${verb.slice(0, -1)}ndo`;
  return classOf(verb) === 'ar' ? `${stem}ando` : `${stem}iendo`;
}

const auxiliary: Record<IberianCode, string> = { es: 'haber', pt: 'ter' };

/**
 * The form of `verb` in `tense` for person 0-5 (yo/eu ... ellos/eles), in its parts:
 * ["he", "ido"], ["voy", "a", "comer"]; a simple tense is one part.
 */
export function conjugateIberian(
  code: IberianCode,
  verb: string,
  tense: IberianTense,
  person: number,
): string[] {
  const aux = auxiliary[code];
  switch (tense) {
    case 'PRESENT':
    case 'PRETERITE':
    case 'IMPERFECT':
      return [simple(code, verb, tense, person)];
    case 'FUTURE':
      return [futureStem(code, verb) + at(futureEndings[code], person)];
    case 'CONDITIONAL':
      return [futureStem(code, verb) + at(conditionalEndings[code], person)];
    case 'SUBJUNCTIVE':
      return [subjunctive(code, verb, person)];
    case 'SUBJ_IMPERFECT':
      return [subjunctiveImperfect(code, verb, person, false)];
    case 'SUBJ_IMPERFECT_SE':
      return [subjunctiveImperfect(code, verb, person, true)];
    case 'SUBJ_FUTURE':
      return [subjunctiveFuture(verb, person)];
    case 'PERFECT':
      return [simple(code, aux, 'PRESENT', person), participle(code, verb)];
    case 'PLUPERFECT':
      return [simple(code, aux, 'IMPERFECT', person), participle(code, verb)];
    case 'FUTURE_PERFECT':
      return [...conjugateIberian(code, aux, 'FUTURE', person), participle(code, verb)];
    case 'CONDITIONAL_PERFECT':
      return [...conjugateIberian(code, aux, 'CONDITIONAL', person), participle(code, verb)];
    case 'SUBJ_PERFECT':
      return [subjunctive(code, aux, person), participle(code, verb)];
    case 'SUBJ_PLUPERFECT':
      return [subjunctiveImperfect(code, aux, person, false), participle(code, verb)];
    case 'GOING_TO':
      return code === 'es'
        ? [simple(code, 'ir', 'PRESENT', person), 'a', verb]
        : [simple(code, 'ir', 'PRESENT', person), verb];
    case 'PROGRESSIVE':
      // Brazilian Portuguese, like Spanish, says estar + gerund (estou comendo).
      return [simple(code, 'estar', 'PRESENT', person), gerund(code, verb)];
    case 'PAST_PROGRESSIVE':
      return [simple(code, 'estar', 'IMPERFECT', person), gerund(code, verb)];
    case 'FUTURE_PROGRESSIVE':
      return [...conjugateIberian(code, 'estar', 'FUTURE', person), gerund(code, verb)];
    case 'PLUPERFECT_PROGRESSIVE':
      return [simple(code, aux, 'IMPERFECT', person), 'estado', gerund(code, verb)];
    case 'PROGRESSIVE_A':
      return [simple(code, 'estar', 'PRESENT', person), 'a', verb];
    case 'PAST_PROGRESSIVE_A':
      return [simple(code, 'estar', 'IMPERFECT', person), 'a', verb];
    case 'OBLIGATION':
      return code === 'es'
        ? [simple(code, 'tener', 'PRESENT', person), 'que', verb]
        : [simple(code, 'ter', 'PRESENT', person), 'de', verb];
    case 'OBLIGATION_QUE':
      return [simple(code, code === 'es' ? 'tener' : 'ter', 'PRESENT', person), 'que', verb];
    case 'ADVICE':
      return [
        ...conjugateIberian(code, code === 'es' ? 'deber' : 'dever', 'CONDITIONAL', person),
        verb,
      ];
    case 'ADVICE_PAST':
      return [
        ...conjugateIberian(code, code === 'es' ? 'deber' : 'dever', 'CONDITIONAL', person),
        aux,
        participle(code, verb),
      ];
    case 'DEDUCTION_PAST':
      return code === 'es'
        ? [simple(code, 'deber', 'PRESENT', person), 'de', aux, participle(code, verb)]
        : [simple(code, 'dever', 'PRESENT', person), aux, participle(code, verb)];
    case 'INFINITIVE':
      return [verb];
    case 'PERSONAL_INFINITIVE': {
      // Built on the infinitive: ir, ires, ir, irmos, irdes, irem (pôr loses its accent: pormos).
      const ending = at(['', 'es', '', 'mos', 'des', 'em'], person);
      return [ending ? verb.replace('ô', 'o') + ending : verb];
    }
  }
}
