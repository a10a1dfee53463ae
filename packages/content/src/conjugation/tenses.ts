import type { LanguageCode } from '../languages';

/** How each library tense is named to a learner of that language. */
const tenseNames: Record<LanguageCode, Record<string, string>> = {
  en: {
    SIMPLE_PRESENT: 'present simple',
    SIMPLE_PAST: 'past simple',
    SIMPLE_FUTURE: 'future with will',
    PERFECT_PRESENT: 'present perfect',
    PERFECT_PAST: 'past perfect',
    PROGRESSIVE_PRESENT: 'present continuous',
    PROGRESSIVE_PAST: 'past continuous',
    PERFECT_PROGRESSIVE_PRESENT: 'present perfect continuous',
  },
  es: {
    PRESENT: 'presente',
    PRETERITO: 'pretérito indefinido',
    IMPERFECTO: 'pretérito imperfecto',
    FUTURO: 'futuro simple',
    PERFECTO: 'pretérito perfecto',
    CONDICIONAL: 'condicional',
    SUBJUNTIVO: 'presente de subjuntivo',
    SUBJ_IMPERFECTO: 'imperfecto de subjuntivo',
  },
  fr: {
    PRESENT: 'présent',
    PASSE_COMPOSE: 'passé composé',
    IMPARFAIT: 'imparfait',
    FUTUR: 'futur simple',
    CONDITIONNEL_PRESENT: 'conditionnel présent',
    SUBJONCTIF_PRESENT: 'subjonctif présent',
    PLUS_QUE_PARFAIT: 'plus-que-parfait',
  },
  de: {
    PRASENS: 'Präsens',
    PERFEKT: 'Perfekt',
    PRATERITUM: 'Präteritum',
    FUTUR1: 'Futur I',
    KONJUNKTIV2_PRATERITUM: 'Konjunktiv II',
    PLUSQUAMPERFEKT: 'Plusquamperfekt',
  },
  it: {
    PRESENTE: 'presente',
    PASSATO_PROSSIMO: 'passato prossimo',
    IMPERFETTO: 'imperfetto',
    FUTURO_SEMPLICE: 'futuro semplice',
    COND_PRESENTE: 'condizionale presente',
    CONG_PRESENTE: 'congiuntivo presente',
    CONG_IMPERFETTO: 'congiuntivo imperfetto',
  },
  pt: {
    PRESENTE: 'presente do indicativo',
    PRETERITO: 'pretérito perfeito',
    IMPERFEITO: 'pretérito imperfeito',
    FUTURO: 'futuro do presente',
    CONDICIONAL: 'futuro do pretérito',
    SUBJUNTIVO: 'presente do subjuntivo',
  },
};

export function tenseName(code: LanguageCode, tense: string): string {
  const name = tenseNames[code][tense];
  if (!name) throw new Error(`Unknown ${code} tense ${tense}`);
  return name;
}

/** Subject pronouns by person 0-5, shown in drills so the person is never a guess. */
const personNames: Record<LanguageCode, readonly string[]> = {
  en: ['I', 'you', 'he/she', 'we', 'you (plural)', 'they'],
  es: ['yo', 'tú', 'él/ella', 'nosotros', 'vosotros', 'ellos/ellas'],
  fr: ['je', 'tu', 'il/elle', 'nous', 'vous', 'ils/elles'],
  de: ['ich', 'du', 'er/sie', 'wir', 'ihr', 'sie (plural)'],
  it: ['io', 'tu', 'lui/lei', 'noi', 'voi', 'loro'],
  pt: ['eu', 'tu', 'ele/ela', 'nós', 'vós', 'eles/elas'],
};

export function personName(code: LanguageCode, person: number): string {
  const name = personNames[code][person];
  if (!name) throw new Error(`Unknown person ${person}`);
  return name;
}
