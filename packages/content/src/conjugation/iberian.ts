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
  /** The tú imperative when it is not the third person present (haz, ven, ve; sê). */
  IMPERATIVE?: string;
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
  /** Portuguese futuro composto do conjuntivo (quando tiver feito). */
  'SUBJ_FUTURE_PERFECT',
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
  /**
   * The imperative: tú/tu (come, haz; come, faz), vosotros (comed), and the subjunctive for
   * usted, nosotros, ustedes (coma, comamos, coman; coma, comamos, comam) and for yo, which has none.
   */
  'IMPERATIVE',
  /** The negative imperative: no/não + the subjunctive (no comas, no vayáis; não comas). */
  'IMPERATIVE_NEG',
  /** Latin America speaks to a group with ustedes (Chicos, coman; no coman): right too. */
  'IMPERATIVE_USTEDES',
  'IMPERATIVE_NEG_USTEDES',
  /** Learners' slips: no + the affirmative form (*no come, *no id); tú to usted (*señora, come). */
  'NEGATED_AFFIRMATIVE',
  'FAMILIAR_IMPERATIVE',
  /** acaba de comer; European Portuguese says acabou de comer (acaba de also right). */
  'JUST_DONE',
  'JUST_DONE_PRESENT',
  /** volvió a ir; voltou a ir. */
  'AGAIN_PAST',
  /** suele ir; costuma ir. */
  'USUALLY',
  /** dejó de ir; deixou de ir. */
  'STOPPED',
  /** empezó a ir; começou a ir. */
  'STARTED',
  /** sigue yendo; European Portuguese continua a ir (continua indo in Brazil). */
  'STILL',
  'STILL_GERUND',
  /** comenzó a ir, continúa yendo: as right as empezó a, sigue yendo. */
  'STARTED_ALT',
  'STILL_ALT',
  /** estaba a punto de ir; estava prestes a ir. */
  'ABOUT_TO_PAST',
  /** debe ir; deve ir. */
  'MUST',
  /** Portuguese gostaria de ir (Spanish says "le gustaría ir", another construction). */
  'WOULD_LIKE',
  /** European Portuguese says gostava de ir as often as gostaria de ir. */
  'WOULD_LIKE_IMPERFECT',
  /** debe haber ido, beside debe de haber ido (DEDUCTION_PAST): the RAE accepts both. */
  'DEDUCTION_PAST_BARE',
  /** European Portuguese: estará a comer, tinha estado a comer. */
  'FUTURE_PROGRESSIVE_A',
  'PLUPERFECT_PROGRESSIVE_A',
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

/** The preterite `verb` would have if it were regular (*hací, *vení; *fazi): a learner's slip. */
export function regularPreterite(code: IberianCode, verb: string, person: number): string {
  return regular(code, withoutPronoun(verb), 'PRETERITE', person);
}

/** A reflexive infinitive's verb (levantarse, levantar-se -> levantar). */
const withoutPronoun = (verb: string) => verb.replace(/-se$/, '').replace(/(ar|er|ir)se$/, '$1');

const plain = (form: string) => form.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * A strong preterite (fui, tuve, hice, vine; fui, tive, fiz): its first person is not the rule's
 * (accents aside, so "vi" from ver and "leí" are regular; "pidió" changes its vowel, not its stem).
 */
export function hasStrongPreterite(code: IberianCode, lemma: string): boolean {
  const verb = withoutPronoun(lemma);
  return plain(simple(code, verb, 'PRETERITE', 0)) !== plain(regular(code, verb, 'PRETERITE', 0));
}

/**
 * Whether the rule gives the verb's form in this person: the present exactly ("envío" has an
 * accent of its own), the preterite accents aside ("vi", "vio" are the rule's).
 */
export function ruleGivesPerson(
  code: IberianCode,
  lemma: string,
  tense: 'PRESENT' | 'PRETERITE',
  person: number,
): boolean {
  const verb = withoutPronoun(lemma);
  const form = simple(code, verb, tense, person);
  const rule = regular(code, verb, tense, person);
  return tense === 'PRESENT' ? form === rule : plain(form) === plain(rule);
}
const ruleGives = (code: IberianCode, lemma: string, tense: 'PRESENT' | 'PRETERITE') =>
  [0, 1, 2, 3, 4, 5].every((person) => ruleGivesPerson(code, lemma, tense, person));
export const hasRegularPresent = (code: IberianCode, lemma: string) =>
  ruleGives(code, lemma, 'PRESENT');
export const hasRegularPreterite = (code: IberianCode, lemma: string) =>
  ruleGives(code, lemma, 'PRETERITE');

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
  // One vowel at a time: "quier" without its ie is "quer", which has a "ue" of its own.
  const diphthong =
    verb === 'jugar' ||
    [stem.replace(/ie/, 'e'), stem.replace(/ue/, 'o')].some(
      (undiphthonged) => undiphthonged !== stem && undiphthonged === infinitiveStem,
    );
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

/**
 * The -ido after a vowel is a hiatus, its i written í: leído, caído; Portuguese also after u
 * (construído, atribuído), where Spanish writes construido.
 */
const hiatusBefore: Record<IberianCode, RegExp> = { es: /[aeo]$/, pt: /[aeou]$/ };

export function participle(code: IberianCode, verb: string): string {
  const own = irregular[code][verb]?.PARTICIPLE;
  if (own) return own;
  const stem = verb.slice(0, -2);
  if (classOf(verb) === 'ar') return `${stem}ado`;
  return hiatusBefore[code].test(stem) ? `${stem}ído` : `${stem}ido`;
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
 * The affirmative imperative: tú/tu has its own form (the third person present unless the verb
 * lists one: haz, ven; sê), vosotros drops the infinitive's -r for -d (comed, id); the other
 * persons take the present subjunctive (coma, comamos, coman). Portuguese vós is not taught.
 */
function imperative(code: IberianCode, verb: string, person: number): string {
  if (person === 1) return irregular[code][verb]?.IMPERATIVE ?? simple(code, verb, 'PRESENT', 2);
  if (person === 4 && code === 'es') return `${verb.slice(0, -1)}d`;
  return subjunctive(code, verb, person);
}

/** Periphrases of the two languages: the conjugated verb, a link word, then the infinitive. */
const periphrasis: Partial<
  Record<
    IberianTense,
    Record<
      IberianCode,
      { verb: string; tense: 'PRESENT' | 'PRETERITE' | 'IMPERFECT'; link: string[] }
    >
  >
> = {
  JUST_DONE: {
    es: { verb: 'acabar', tense: 'PRESENT', link: ['de'] },
    pt: { verb: 'acabar', tense: 'PRETERITE', link: ['de'] },
  },
  JUST_DONE_PRESENT: {
    es: { verb: 'acabar', tense: 'PRESENT', link: ['de'] },
    pt: { verb: 'acabar', tense: 'PRESENT', link: ['de'] },
  },
  AGAIN_PAST: {
    es: { verb: 'volver', tense: 'PRETERITE', link: ['a'] },
    pt: { verb: 'voltar', tense: 'PRETERITE', link: ['a'] },
  },
  USUALLY: {
    es: { verb: 'soler', tense: 'PRESENT', link: [] },
    pt: { verb: 'costumar', tense: 'PRESENT', link: [] },
  },
  STOPPED: {
    es: { verb: 'dejar', tense: 'PRETERITE', link: ['de'] },
    pt: { verb: 'deixar', tense: 'PRETERITE', link: ['de'] },
  },
  STARTED: {
    es: { verb: 'empezar', tense: 'PRETERITE', link: ['a'] },
    pt: { verb: 'começar', tense: 'PRETERITE', link: ['a'] },
  },
  ABOUT_TO_PAST: {
    es: { verb: 'estar', tense: 'IMPERFECT', link: ['a', 'punto', 'de'] },
    pt: { verb: 'estar', tense: 'IMPERFECT', link: ['prestes', 'a'] },
  },
  MUST: {
    es: { verb: 'deber', tense: 'PRESENT', link: [] },
    pt: { verb: 'dever', tense: 'PRESENT', link: [] },
  },
};

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
    case 'SUBJ_FUTURE_PERFECT':
      return [subjunctiveFuture(aux, person), participle(code, verb)];
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
    case 'IMPERATIVE':
      return [imperative(code, verb, person)];
    case 'IMPERATIVE_USTEDES':
    case 'IMPERATIVE_NEG_USTEDES':
      return conjugateIberian(
        code,
        verb,
        tense === 'IMPERATIVE_USTEDES' ? 'IMPERATIVE' : 'IMPERATIVE_NEG',
        person === 4 ? 5 : person,
      );
    case 'NEGATED_AFFIRMATIVE':
      return [code === 'es' ? 'no' : 'não', imperative(code, verb, person)];
    case 'FAMILIAR_IMPERATIVE':
      return [imperative(code, verb, person >= 3 && code === 'es' ? 4 : 1)];
    case 'IMPERATIVE_NEG':
      return [code === 'es' ? 'no' : 'não', subjunctive(code, verb, person)];
    case 'WOULD_LIKE_IMPERFECT':
      return [
        simple(code, code === 'es' ? 'querer' : 'gostar', 'IMPERFECT', person),
        ...(code === 'pt' ? ['de'] : []),
        verb,
      ];
    case 'WOULD_LIKE':
      return [
        ...conjugateIberian(code, code === 'es' ? 'querer' : 'gostar', 'CONDITIONAL', person),
        ...(code === 'pt' ? ['de'] : []),
        verb,
      ];
    case 'STARTED_ALT':
      return [simple(code, code === 'es' ? 'comenzar' : 'começar', 'PRETERITE', person), 'a', verb];
    case 'STILL_ALT':
      return [simple(code, 'continuar', 'PRESENT', person), gerund(code, verb)];
    case 'STILL_GERUND':
      // Spanish seguir takes the gerund (sigue yendo), as Brazilian continuar does (continua indo).
      return [
        simple(code, code === 'es' ? 'seguir' : 'continuar', 'PRESENT', person),
        gerund(code, verb),
      ];
    case 'DEDUCTION_PAST_BARE':
      return [
        simple(code, code === 'es' ? 'deber' : 'dever', 'PRESENT', person),
        aux,
        participle(code, verb),
      ];
    case 'FUTURE_PROGRESSIVE_A':
      return [...conjugateIberian(code, 'estar', 'FUTURE', person), 'a', verb];
    case 'PLUPERFECT_PROGRESSIVE_A':
      return [simple(code, aux, 'IMPERFECT', person), 'estado', 'a', verb];
    case 'JUST_DONE':
    case 'JUST_DONE_PRESENT':
    case 'AGAIN_PAST':
    case 'USUALLY':
    case 'STOPPED':
    case 'STARTED':
    case 'ABOUT_TO_PAST':
    case 'MUST': {
      const made = periphrasis[tense]?.[code];
      if (!made) throw new Error(`No ${code} ${tense}`);
      return [simple(code, made.verb, made.tense, person), ...made.link, verb];
    }
    case 'STILL': {
      if (code === 'es') return conjugateIberian(code, verb, 'STILL_GERUND', person);
      return [simple(code, 'continuar', 'PRESENT', person), 'a', verb];
    }
    case 'PERSONAL_INFINITIVE': {
      // Built on the infinitive: ir, ires, ir, irmos, irdes, irem (pôr loses its accent: pormos).
      const ending = at(['', 'es', '', 'mos', 'des', 'em'], person);
      return [ending ? verb.replace('ô', 'o') + ending : verb];
    }
  }
}
