import type { LanguageCode } from '../languages';
import type { Phrase, VerbId } from '../topics/lexicon';
import { romanceMeanings, unbidden } from './romance-meanings';

/**
 * How a meaning (a time, a mood, a condition) is said in one language: the tense of the verb and
 * what around it asks for that tense.
 */
export type Rendering = {
  /** Library tense of the verb (see conjugation/conjugate.ts). */
  tense: string;
  /** Other tenses just as right here (the Spanish -se imperfect subjunctive beside -ra). */
  alsoRight?: readonly string[];
  /** An adverbial that may open or close the sentence ("Hier", "yesterday"). */
  cue?: string;
  /** The cue only closes the sentence ("Léa vient de manger à l'instant", never "À l'instant, Léa..."). */
  cueLast?: boolean;
  /** A fixed opening ("Ojalá", "Il faut que", "Mit mehr Zeit"). */
  lead?: string;
  /**
   * A command: the persons it may speak to and the word calling each ("Lucía", "señora"), written
   * where the subject would be ("Lucía, come la pizza ahora"); no other subject is picked.
   */
  addressee?: Partial<Record<0 | 1 | 2 | 3 | 4 | 5, string>>;
  /** A fixed ending after a comma ("je te préviendrai"). */
  tail?: string;
  /** German order after the lead: verb second (inverted), or verb last (subordinate). */
  order?: 'inverted' | 'subordinate';
  /** The lead is a clause that may also close the sentence ("Léa ira au restaurant s'il fait beau"). */
  leadMoves?: boolean;
  /** The lead speaks as "I" ("J'espère que"), so the clause takes no first person subject. */
  leadIsFirstPerson?: boolean;
  /** "I want him to go": the clause's subject is a third person (an object pronoun in English). */
  thirdPersonOnly?: boolean;
  /**
   * The persons whose form shows the point, where the others' are another form's too: Konjunktiv
   * I is the indicative but in the third singular ("sie gehen"), the personal infinitive the
   * bare one for "eu" and "ele" ("de ele vir").
   */
  showingPersons?: readonly (0 | 1 | 2 | 3 | 4 | 5)[];
  /**
   * An order to one person called by the lead ("Léa, va..."): no subject, an exclamation mark,
   * and only "tu"/"du"/"you" (one addressee by name, so "vous" would be the polite other answer).
   */
  imperative?: boolean;
  /**
   * The verbs whose form shows the tense plainly (fizer, vier, for; scrisse, vide): its items
   * take these, from the topic or, when it has too few, from other topics.
   */
  verbs?: readonly VerbId[];
  /**
   * Verbs that make a poor item in it: "está yendo" is not said, "ha ido" shows a participle with
   * no stem, "il choisit" is the present too. Its items take the topic's other verbs.
   */
  avoid?: readonly VerbId[];
  /**
   * Its own verbs and complements, for a tense no topic's actions fit ("has lived in this town
   * for two years", never "has won the match every week"); its sentences take no other adverbial.
   */
  scenes?: readonly Scene[];
  /**
   * The word of the cue the learner chooses, and the one it is chosen against ("since", not
   * "for"): a blank asks it, a conjugation asks it with the verb.
   */
  cueChoice?: readonly [word: string, other: string];
  /**
   * The tense of the slip typical here, planted when a point drills its meanings side by side
   * (an order and a ban: *Lucía, comas; *Lucía, no come).
   */
  slip?: string;
};

/** A verb and its complement in the six languages ("live" + "in this town"). */
export type Scene = { verb: VerbId; complement: Phrase };
const scene = (
  verb: VerbId,
  en: string,
  fr: string,
  de: string,
  it: string,
  es: string,
  pt: string,
): Scene => ({ verb, complement: { en, fr, de, it, es, pt } });

/** What lasts up to now, said with "for" and "since". */
const lasting: readonly Scene[] = [
  scene(
    'live',
    'in this town',
    'dans cette ville',
    'in dieser Stadt',
    'in questa città',
    'en esta ciudad',
    'nesta cidade',
  ),
  scene(
    'know',
    'our teacher',
    'notre professeur',
    'unseren Lehrer',
    'il nostro insegnante',
    'a nuestro profesor',
    'o nosso professor',
  ),
  scene(
    'work',
    'at the hospital',
    "à l'hôpital",
    'im Krankenhaus',
    'in ospedale',
    'en el hospital',
    'no hospital',
  ),
  scene('study', 'Japanese', 'le japonais', 'Japanisch', 'il giapponese', 'japonés', 'japonês'),
  scene('have', 'a dog', 'un chien', 'einen Hund', 'un cane', 'un perro', 'um cão'),
  scene('play', 'the piano', 'du piano', 'Klavier', 'il pianoforte', 'el piano', 'piano'),
];

export type Meaning = {
  id: string;
  /** In English, for the teacher. */
  description: string;
  renderings: Partial<Record<LanguageCode, Rendering>>;
};

/** Nobody plans to lose or forget something ("this evening I'm going to lose my wallet"). */
const unplanned: readonly VerbId[] = ['lose', 'forget'];
/** "Está yendo", "está viniendo": Spanish says "va", "viene" for a move under way. */
const notInProgress: readonly VerbId[] = ['go', 'come'];
/** "Ido" (ir) is a participle with no stem to show: "ha visto", "tinha feito" show the tense. */
const bareParticiple: readonly VerbId[] = ['go'];
/**
 * Verbs whose Portuguese future subjunctive has a stem of its own (for, vier, vir, fizer,
 * trouxer): a regular one is the infinitive (quando ele tomar).
 */
const ownFutureSubjunctive: readonly VerbId[] = ['go', 'come', 'see', 'make', 'bring'];

const m = (
  id: string,
  description: string,
  renderings: Partial<Record<LanguageCode, Rendering>>,
): Meaning => ({ id, description, renderings });

export const meanings = {
  ...romanceMeanings,
  present: m('present', 'what someone does regularly', {
    en: { tense: 'SIMPLE_PRESENT', cue: 'every day' },
    fr: { tense: 'PRESENT', cue: 'tous les jours' },
    de: { tense: 'PRASENS', cue: 'jeden Tag' },
    it: { tense: 'PRESENTE', cue: 'ogni giorno' },
    es: { tense: 'PRESENT', cue: 'todos los días' },
    pt: { tense: 'PRESENT', cue: 'todos os dias' },
  }),
  // The present of he, she and it alone: the English "-s" (she works, he goes, it has).
  presentThirdPerson: m('presentThirdPerson', 'what he or she does regularly', {
    en: { tense: 'SIMPLE_PRESENT', cue: 'every day', showingPersons: [2] },
    fr: { tense: 'PRESENT', cue: 'tous les jours', showingPersons: [2] },
    de: { tense: 'PRASENS', cue: 'jeden Tag', showingPersons: [2] },
    it: { tense: 'PRESENTE', cue: 'ogni giorno', showingPersons: [2] },
    es: { tense: 'PRESENT', cue: 'todos los días', showingPersons: [2] },
    pt: { tense: 'PRESENT', cue: 'todos os dias', showingPersons: [2] },
  }),
  now: m('now', 'what someone is doing right now', {
    en: { tense: 'PROGRESSIVE_PRESENT', cue: 'right now' },
    fr: { tense: 'PRESENT', cue: 'en ce moment' },
    de: { tense: 'PRASENS', cue: 'gerade' },
    it: { tense: 'PRESENTE', cue: 'in questo momento' },
    es: { tense: 'PROGRESSIVE', cue: 'ahora mismo', avoid: notInProgress },
    pt: { tense: 'PROGRESSIVE', cue: 'neste momento' },
  }),
  past: m('past', 'a finished event in the past', {
    en: { tense: 'SIMPLE_PAST', cue: 'yesterday' },
    fr: { tense: 'PASSE_COMPOSE', cue: 'hier' },
    de: { tense: 'PERFEKT', cue: 'gestern' },
    it: { tense: 'PASSATO_PROSSIMO', cue: 'ieri' },
    es: { tense: 'PRETERITE', cue: 'ayer' },
    pt: { tense: 'PRETERITE', cue: 'ontem' },
  }),
  narrative: m('narrative', 'an event told in a written narrative', {
    en: { tense: 'SIMPLE_PAST', cue: 'in 1990' },
    // Written French tells of him, her, them in it; "je choisis", "il choisit" are presents too.
    fr: { tense: 'PASSE_SIMPLE', cue: 'en 1990', showingPersons: [2, 5], avoid: ['choose'] },
    // A story tells of oneself and of others: "du lasest", "ihr last" are hardly ever written.
    de: { tense: 'PRATERITUM', cue: '1990', showingPersons: [0, 2, 3, 5] },
    // Told of him, her, them, as in French; the classic strong stems (vide, prese, scrisse, fece,
    // venne) beside regular verbs (andò, comprò, aprì).
    it: {
      tense: 'PASSATO_REMOTO',
      cue: 'nel 1990',
      showingPersons: [2, 5],
      verbs: ['see', 'take', 'write', 'make', 'come', 'go', 'eat', 'buy', 'visit', 'play', 'open'],
    },
    es: { tense: 'PRETERITE', cue: 'en 1990' },
    pt: { tense: 'PRETERITE', cue: 'em 1990' },
  }),
  recent: m('recent', 'something done in a period that is not over', {
    en: { tense: 'PERFECT_PRESENT', cue: 'this week' },
    fr: { tense: 'PASSE_COMPOSE', cue: 'cette semaine' },
    de: { tense: 'PERFEKT', cue: 'diese Woche' },
    it: { tense: 'PASSATO_PROSSIMO', cue: 'questa settimana' },
    es: { tense: 'PERFECT', cue: 'esta semana', avoid: bareParticiple },
    pt: { tense: 'PRETERITE', cue: 'esta semana' },
  }),
  // The same period said as the day (the Spanish pretérito perfecto's first marker, "hoy").
  today: m('today', 'something done earlier today', {
    en: { tense: 'PERFECT_PRESENT', cue: 'today' },
    it: { tense: 'PASSATO_PROSSIMO', cue: 'oggi' },
    es: { tense: 'PERFECT', cue: 'hoy', avoid: bareParticiple },
  }),
  // English only: the other languages say it with the present ("depuis 2020", "seit 2020"), so
  // an item translated from them would have two right English tenses.
  sinceYear: m('sinceYear', 'a state from a point in the past until now', {
    en: {
      tense: 'PERFECT_PRESENT',
      cue: 'since 2020',
      cueLast: true,
      scenes: lasting,
      cueChoice: ['since', 'for'],
    },
  }),
  forYears: m('forYears', 'a state through a period up to now', {
    en: {
      tense: 'PERFECT_PRESENT',
      cue: 'for two years',
      cueLast: true,
      scenes: lasting,
      cueChoice: ['for', 'since'],
    },
  }),
  lately: m('lately', 'something repeated from the past until now', {
    en: { tense: 'PERFECT_PROGRESSIVE_PRESENT', cue: 'lately' },
    fr: { tense: 'PRESENT', cue: 'ces derniers temps' },
    de: { tense: 'PRASENS', cue: 'in letzter Zeit' },
    it: { tense: 'PRESENTE', cue: 'ultimamente' },
    es: { tense: 'PERFECT', cue: 'últimamente', avoid: bareParticiple },
    pt: { tense: 'PERFECT', cue: 'ultimamente', avoid: bareParticiple },
  }),
  habit: m('habit', 'what someone used to do', {
    en: { tense: 'SIMPLE_PAST', cue: 'every Sunday in those days' },
    fr: { tense: 'IMPARFAIT', cue: 'chaque dimanche à cette époque' },
    de: { tense: 'PRATERITUM', cue: 'damals' },
    it: { tense: 'IMPERFETTO', cue: 'ogni domenica a quei tempi' },
    es: { tense: 'IMPERFECT', cue: 'cada domingo en aquella época' },
    pt: { tense: 'IMPERFECT', cue: 'todos os domingos naquela época' },
  }),
  future: m('future', 'what someone will do', {
    en: { tense: 'SIMPLE_FUTURE', cue: 'tomorrow' },
    fr: { tense: 'FUTUR', cue: 'demain' },
    de: { tense: 'FUTUR1', cue: 'morgen' },
    it: { tense: 'FUTURO_SEMPLICE', cue: 'domani' },
    es: { tense: 'FUTURE', cue: 'mañana' },
    pt: { tense: 'FUTURE', cue: 'amanhã' },
  }),
  plan: m('plan', 'what someone is going to do', {
    en: { tense: 'GOING_TO', cue: 'this evening', avoid: unplanned },
    fr: { tense: 'FUTUR_PROCHE', cue: 'ce soir', avoid: unplanned },
    de: { tense: 'PRASENS', cue: 'heute Abend', avoid: unplanned },
    it: { tense: 'PRESENTE', cue: 'stasera', avoid: unplanned },
    es: { tense: 'GOING_TO', cue: 'esta noche', avoid: unplanned },
    // "Vou ir" is avoided: Portuguese says "vou à festa" for going.
    pt: { tense: 'GOING_TO', cue: 'hoje à noite', avoid: [...unplanned, 'go'] },
  }),
  pluperfect: m('pluperfect', 'something done before a moment in the past', {
    en: { tense: 'PERFECT_PAST', cue: 'before that day' },
    fr: { tense: 'PLUS_QUE_PARFAIT', cue: 'avant ce jour-là' },
    de: { tense: 'PLUSQUAMPERFEKT', cue: 'vor diesem Tag' },
    it: { tense: 'TRAPASSATO_PROSSIMO', cue: 'prima di quel giorno' },
    es: { tense: 'PLUPERFECT', cue: 'antes de aquel día', avoid: bareParticiple },
    pt: { tense: 'PLUPERFECT', cue: 'antes daquele dia', avoid: bareParticiple },
  }),
  futurePerfect: m('futurePerfect', 'something done before a moment in the future', {
    en: { tense: 'PERFECT_FUTURE', cue: 'by tomorrow evening' },
    fr: { tense: 'FUTUR_ANTERIEUR', cue: "d'ici demain soir" },
    de: { tense: 'FUTUR2', cue: 'bis morgen Abend' },
    it: { tense: 'FUTURO_ANTERIORE', cue: 'entro domani sera' },
    es: { tense: 'FUTURE_PERFECT', cue: 'para mañana por la noche' },
    pt: { tense: 'FUTURE_PERFECT', cue: 'até amanhã à noite' },
  }),
  conditional: m('conditional', 'what someone would do', {
    en: { tense: 'WOULD', lead: 'with more time,' },
    fr: { tense: 'CONDITIONNEL_PRESENT', lead: 'avec plus de temps,' },
    de: { tense: 'KONJUNKTIV2_FUTUR1', lead: 'mit mehr Zeit', order: 'inverted' },
    it: { tense: 'COND_PRESENTE', lead: 'con più tempo,' },
    es: { tense: 'CONDITIONAL', lead: 'con más tiempo,' },
    pt: { tense: 'CONDITIONAL', lead: 'com mais tempo,' },
  }),
  unrealCondition: m('unrealCondition', 'what someone would do if something were true', {
    en: { tense: 'WOULD', lead: 'if the weather were nice,' },
    fr: { tense: 'CONDITIONNEL_PRESENT', lead: "s'il faisait beau," },
    de: { tense: 'KONJUNKTIV2_FUTUR1', lead: 'wenn das Wetter schön wäre,', order: 'inverted' },
    it: { tense: 'COND_PRESENTE', lead: 'se facesse bel tempo,' },
    es: { tense: 'CONDITIONAL', lead: 'si hiciera buen tiempo,' },
    pt: { tense: 'CONDITIONAL', lead: 'se fizesse bom tempo,' },
  }),
  conditionalPast: m('conditionalPast', 'what someone would have done', {
    en: { tense: 'WOULD_HAVE', lead: 'with more time,' },
    fr: { tense: 'CONDITIONNEL_PASSE_1', lead: 'avec plus de temps,' },
    de: { tense: 'KONJUNKTIV2_PERFEKT', lead: 'mit mehr Zeit', order: 'inverted' },
    it: { tense: 'COND_PASSATO', lead: 'con più tempo,' },
    es: { tense: 'CONDITIONAL_PERFECT', lead: 'con más tiempo,' },
    pt: { tense: 'CONDITIONAL_PERFECT', lead: 'com mais tempo,' },
  }),
  unrealPast: m('unrealPast', 'what someone would have done if something had been true', {
    en: { tense: 'WOULD_HAVE', lead: 'if the weather had been nice,' },
    fr: { tense: 'CONDITIONNEL_PASSE_1', lead: "s'il avait fait beau," },
    de: {
      tense: 'KONJUNKTIV2_PERFEKT',
      lead: 'wenn das Wetter schön gewesen wäre,',
      order: 'inverted',
    },
    it: { tense: 'COND_PASSATO', lead: 'se avesse fatto bel tempo,' },
    es: { tense: 'CONDITIONAL_PERFECT', lead: 'si hubiera hecho buen tiempo,' },
    pt: { tense: 'CONDITIONAL_PERFECT', lead: 'se tivesse feito bom tempo,' },
  }),
  // German word order drills the verb second after a time phrase, the fronted adverbial every
  // course starts with ("Morgen fahre ich nach Berlin").
  frontedTime: m('frontedTime', 'what someone does at a time said first', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'every morning,' },
    de: { tense: 'PRASENS', lead: 'jeden Morgen', order: 'inverted' },
  }),
  hope: m('hope', 'what someone hopes will happen', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'I hope', leadIsFirstPerson: true },
    fr: { tense: 'PRESENT', lead: "j'espère que", leadIsFirstPerson: true },
    de: { tense: 'PRASENS', lead: 'hoffentlich', order: 'inverted' },
    it: { tense: 'CONG_PRESENTE', lead: 'spero che', leadIsFirstPerson: true },
    es: { tense: 'SUBJUNCTIVE', lead: 'ojalá' },
    pt: { tense: 'SUBJUNCTIVE', lead: 'oxalá' },
  }),
  wish: m('wish', 'a wish about the present that is not true', {
    en: { tense: 'WOULD', lead: 'I wish', leadIsFirstPerson: true },
    fr: { tense: 'IMPARFAIT', lead: 'si seulement' },
    de: { tense: 'KONJUNKTIV2_FUTUR1', lead: 'ich wünschte,', leadIsFirstPerson: true },
    it: { tense: 'CONG_IMPERFETTO', lead: 'magari' },
    es: { tense: 'SUBJ_IMPERFECT', alsoRight: ['SUBJ_IMPERFECT_SE'], lead: 'ojalá' },
    pt: { tense: 'SUBJ_IMPERFECT', lead: 'oxalá' },
  }),
  regret: m('regret', 'a wish about the past', {
    en: { tense: 'PERFECT_PAST', lead: 'I wish', leadIsFirstPerson: true },
    fr: { tense: 'PLUS_QUE_PARFAIT', lead: 'si seulement' },
    de: { tense: 'KONJUNKTIV2_PERFEKT', lead: 'ich wünschte,', leadIsFirstPerson: true },
    it: { tense: 'CONG_TRAPASSATO', lead: 'magari' },
    es: { tense: 'SUBJ_PLUPERFECT', lead: 'ojalá' },
    pt: { tense: 'SUBJ_PLUPERFECT', lead: 'oxalá' },
  }),
  necessity: m('necessity', 'what someone must do', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'it is important that' },
    fr: { tense: 'SUBJONCTIF_PRESENT', lead: 'il faut que' },
    de: { tense: 'PRASENS', lead: 'es ist wichtig, dass', order: 'subordinate' },
    it: { tense: 'CONG_PRESENTE', lead: 'è importante che' },
    es: { tense: 'SUBJUNCTIVE', lead: 'es importante que' },
    pt: { tense: 'SUBJUNCTIVE', lead: 'é importante que' },
  }),
  possibility: m('possibility', 'what may happen', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'it is possible that' },
    fr: { tense: 'SUBJONCTIF_PRESENT', lead: 'il est possible que' },
    de: { tense: 'PRASENS', lead: 'es ist möglich, dass', order: 'subordinate' },
    it: { tense: 'CONG_PRESENTE', lead: 'è possibile che' },
    es: { tense: 'SUBJUNCTIVE', lead: 'es posible que' },
    pt: { tense: 'SUBJUNCTIVE', lead: 'é possível que' },
  }),
  pastPossibility: m('pastPossibility', 'what may have happened', {
    en: { tense: 'PERFECT_PRESENT', lead: 'it is possible that' },
    fr: { tense: 'SUBJONCTIF_PASSE', lead: 'il est possible que' },
    de: { tense: 'PERFEKT', lead: 'es ist möglich, dass', order: 'subordinate' },
    it: { tense: 'CONG_PASSATO', lead: 'è possibile che' },
    es: { tense: 'SUBJ_PERFECT', lead: 'es posible que' },
    pt: { tense: 'SUBJ_PERFECT', lead: 'é possível que' },
  }),
  belief: m('belief', 'what someone thinks is true', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'I think that', leadIsFirstPerson: true },
    fr: { tense: 'PRESENT', lead: 'je pense que', leadIsFirstPerson: true },
    de: {
      tense: 'PRASENS',
      lead: 'ich glaube, dass',
      order: 'subordinate',
      leadIsFirstPerson: true,
    },
    it: { tense: 'CONG_PRESENTE', lead: 'penso che', leadIsFirstPerson: true },
    es: { tense: 'PRESENT', lead: 'creo que', leadIsFirstPerson: true },
    pt: { tense: 'PRESENT', lead: 'acho que', leadIsFirstPerson: true },
  }),
  doubt: m('doubt', 'what someone does not think is true', {
    en: { tense: 'SIMPLE_PRESENT', lead: "I don't think that", leadIsFirstPerson: true },
    fr: { tense: 'SUBJONCTIF_PRESENT', lead: 'je ne pense pas que', leadIsFirstPerson: true },
    de: {
      tense: 'PRASENS',
      lead: 'ich glaube nicht, dass',
      order: 'subordinate',
      leadIsFirstPerson: true,
    },
    it: { tense: 'CONG_PRESENTE', lead: 'non penso che', leadIsFirstPerson: true },
    es: { tense: 'SUBJUNCTIVE', lead: 'no creo que', leadIsFirstPerson: true },
    pt: { tense: 'SUBJUNCTIVE', lead: 'não acho que', leadIsFirstPerson: true },
  }),
  whenFuture: m('whenFuture', 'when something happens in the future', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'when', tail: "I'll let you know" },
    fr: { tense: 'FUTUR', lead: 'quand', tail: 'je te préviendrai' },
    de: { tense: 'PRASENS', lead: 'wenn', order: 'subordinate', tail: 'sage ich dir Bescheid' },
    it: { tense: 'FUTURO_SEMPLICE', lead: 'quando', tail: 'ti avviso' },
    es: { tense: 'SUBJUNCTIVE', lead: 'cuando', tail: 'te aviso' },
    pt: { tense: 'SUBJ_FUTURE', lead: 'quando', tail: 'te aviso', verbs: ownFutureSubjunctive },
  }),
  // The Portuguese future perfect subjunctive: done before a future moment ("quando tiver comido").
  whenDone: m('whenDone', 'when something will have been done', {
    en: { tense: 'PERFECT_PRESENT', lead: 'when', tail: "we'll leave" },
    pt: { tense: 'SUBJ_FUTURE_PERFECT', lead: 'quando', tail: 'saímos', avoid: bareParticiple },
  }),
  reported: m('reported', 'what someone else says happens', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'the newspaper says' },
    de: { tense: 'KONJUNKTIV1_PRASENS', lead: 'die Zeitung berichtet,', showingPersons: [2] },
  }),
  // "Anna habe ... gekauft", "Lukas sei ... gegangen": reported speech's most frequent forms.
  reportedPast: m('reportedPast', 'what someone else says happened', {
    en: { tense: 'SIMPLE_PAST', lead: 'the newspaper says', cue: 'yesterday' },
    de: {
      tense: 'KONJUNKTIV1_PERFEKT',
      lead: 'die Zeitung berichtet,',
      cue: 'gestern',
      showingPersons: [2],
    },
  }),
  justDone: m('justDone', 'something someone has just done', {
    en: { tense: 'JUST_PERFECT' },
    fr: { tense: 'PASSE_RECENT', cue: "à l'instant", cueLast: true },
    de: { tense: 'PERFEKT', cue: 'gerade eben' },
    es: { tense: 'JUST_DONE', cue: 'ahora mismo', cueLast: true },
    pt: { tense: 'JUST_DONE', alsoRight: ['JUST_DONE_PRESENT'], cue: 'agora mesmo', cueLast: true },
    it: { tense: 'JUST_DONE', cue: 'proprio adesso', cueLast: true },
  }),
  inProgress: m('inProgress', 'what someone is busy doing right now', {
    en: { tense: 'PROGRESSIVE_PRESENT', cue: 'right now' },
    fr: { tense: 'EN_TRAIN_DE', cue: 'en ce moment' },
    de: { tense: 'PRASENS', cue: 'gerade' },
    it: { tense: 'STARE_GERUNDIO', cue: 'in questo momento' },
  }),
  wasInProgress: m('wasInProgress', 'what someone was busy doing when something happened', {
    en: {
      tense: 'PROGRESSIVE_PAST',
      lead: 'when I called,',
      leadIsFirstPerson: true,
      leadMoves: true,
    },
    it: {
      tense: 'STARE_GERUNDIO_IMPERFETTO',
      lead: 'quando ho telefonato,',
      leadMoves: true,
      leadIsFirstPerson: true,
    },
  }),
  want: m('want', 'what the speaker wants someone to do', {
    en: { tense: 'SIMPLE_PAST', lead: 'I would like it if', leadIsFirstPerson: true },
    fr: { tense: 'SUBJONCTIF_PRESENT', lead: 'je veux que', leadIsFirstPerson: true },
    it: { tense: 'CONG_PRESENTE', lead: 'voglio che', leadIsFirstPerson: true },
  }),
  realCondition: m('realCondition', 'what someone will do if something happens', {
    en: { tense: 'SIMPLE_FUTURE', lead: 'if the weather is nice,', leadMoves: true },
    fr: { tense: 'FUTUR', lead: "s'il fait beau,", leadMoves: true },
    it: { tense: 'FUTURO_SEMPLICE', lead: 'se fa bel tempo,', leadMoves: true },
  }),
  ability: m('ability', 'what someone can do', {
    en: { tense: 'CAN', cue: 'tomorrow' },
    fr: { tense: 'POUVOIR_PRESENT', cue: 'demain' },
    de: { tense: 'KOENNEN_PRASENS', cue: 'morgen' },
    it: { tense: 'POTERE_PRESENTE', cue: 'domani' },
  }),
  wantedPast: m('wantedPast', 'what someone wanted to do', {
    en: { tense: 'WANTED_TO', cue: 'yesterday' },
    de: { tense: 'WOLLEN_PRATERITUM', cue: 'gestern' },
  }),
  reason: m('reason', 'why the speaker is happy', {
    en: { tense: 'SIMPLE_PRESENT', lead: "I'm happy because", leadIsFirstPerson: true },
    de: {
      tense: 'PRASENS',
      lead: 'ich bin froh, weil',
      order: 'subordinate',
      leadIsFirstPerson: true,
    },
  }),
  whether: m('whether', 'what the speaker does not know', {
    en: { tense: 'SIMPLE_PRESENT', lead: "I don't know if", leadIsFirstPerson: true },
    de: {
      tense: 'PRASENS',
      lead: 'ich weiß nicht, ob',
      order: 'subordinate',
      leadIsFirstPerson: true,
    },
  }),
  concession: m('concession', 'what someone does all the same', {
    en: { tense: 'SIMPLE_PRESENT', lead: "although it's late,", leadMoves: true },
    de: { tense: 'PRASENS', lead: 'obwohl es spät ist,', order: 'inverted', leadMoves: true },
  }),
  pastProgress: m('pastProgress', 'what someone was doing at a moment in the past', {
    en: { tense: 'PROGRESSIVE_PAST', cue: 'at this time yesterday' },
    es: { tense: 'PAST_PROGRESSIVE', alsoRight: ['IMPERFECT'], cue: 'ayer a esta hora' },
    pt: {
      tense: 'PAST_PROGRESSIVE',
      alsoRight: ['PAST_PROGRESSIVE_A', 'IMPERFECT'],
      cue: 'ontem a esta hora',
    },
  }),
  futureProgress: m('futureProgress', 'what someone will be doing at a moment in the future', {
    en: { tense: 'PROGRESSIVE_FUTURE', cue: 'at this time tomorrow' },
    es: { tense: 'FUTURE_PROGRESSIVE', cue: 'mañana a esta hora' },
    pt: {
      tense: 'FUTURE_PROGRESSIVE_A',
      alsoRight: ['FUTURE_PROGRESSIVE'],
      cue: 'amanhã a esta hora',
    },
  }),
  pastPerfectProgress: m('pastPerfectProgress', 'what someone had been doing for a while', {
    en: { tense: 'PERFECT_PROGRESSIVE_PAST', cue: 'in the months before the move' },
    es: { tense: 'PLUPERFECT_PROGRESSIVE', cue: 'en los meses antes de la mudanza' },
    pt: {
      tense: 'PLUPERFECT_PROGRESSIVE_A',
      alsoRight: ['PLUPERFECT_PROGRESSIVE'],
      cue: 'nos meses antes da mudança',
    },
  }),
  usedTo: m('usedTo', 'what someone did regularly then and no longer does', {
    en: { tense: 'USED_TO', alsoRight: ['SIMPLE_PAST'], cue: 'in those days' },
    es: { tense: 'IMPERFECT', cue: 'en aquella época' },
    pt: { tense: 'IMPERFECT', cue: 'naquela época' },
  }),
  firstCondition: m('firstCondition', 'what someone will do if something happens', {
    en: { tense: 'SIMPLE_FUTURE', lead: 'if it rains tomorrow,' },
    es: { tense: 'FUTURE', lead: 'si llueve mañana,' },
    pt: { tense: 'FUTURE', lead: 'se chover amanhã,' },
  }),
  obligation: m('obligation', 'what someone has to do', {
    en: { tense: 'HAVE_TO', alsoRight: ['MUST'], cue: 'today' },
    fr: { tense: 'DEVOIR_PRESENT', cue: "aujourd'hui" },
    de: { tense: 'MUESSEN_PRASENS', cue: 'heute' },
    es: { tense: 'OBLIGATION', cue: 'hoy' },
    pt: { tense: 'OBLIGATION', alsoRight: ['OBLIGATION_QUE'], cue: 'hoje' },
  }),
  rule: m('rule', 'what someone must do by a deadline', {
    en: { tense: 'MUST', alsoRight: ['HAVE_TO'], cue: 'before Friday' },
    es: { tense: 'OBLIGATION', cue: 'antes del viernes' },
    pt: { tense: 'OBLIGATION', alsoRight: ['OBLIGATION_QUE'], cue: 'antes de sexta-feira' },
  }),
  advice: m('advice', 'what someone had better do', {
    en: { tense: 'SHOULD', lead: 'in my opinion,' },
    fr: { tense: 'DEVOIR_CONDITIONNEL', lead: 'à mon avis,' },
    de: { tense: 'SOLLEN_KONJUNKTIV2', lead: 'meiner Meinung nach', order: 'inverted' },
    es: { tense: 'ADVICE', lead: 'en mi opinión,' },
    pt: { tense: 'ADVICE', lead: 'na minha opinião,' },
    it: { tense: 'DOVERE_CONDIZIONALE', lead: 'secondo me,' },
  }),
  pastAdvice: m('pastAdvice', 'what someone had better have done', {
    en: { tense: 'SHOULD_HAVE', lead: 'in my opinion,', cue: 'yesterday' },
    es: { tense: 'ADVICE_PAST', lead: 'en mi opinión,', cue: 'ayer' },
    pt: { tense: 'ADVICE_PAST', lead: 'na minha opinião,', cue: 'ontem' },
    it: { tense: 'DOVERE_CONDIZIONALE_PASSATO', lead: 'secondo me,', cue: 'ieri' },
  }),
  maybe: m('maybe', 'what someone may do', {
    en: { tense: 'MIGHT', alsoRight: ['MAY'], lead: "I'm not sure, but" },
    de: { tense: 'KOENNEN_KONJUNKTIV2', lead: 'ich bin nicht sicher, aber' },
    es: { tense: 'SUBJUNCTIVE', lead: 'no estoy seguro, pero puede que' },
    // European Portuguese says "ter a certeza" (Brazil: "ter certeza").
    pt: { tense: 'SUBJUNCTIVE', lead: 'não tenho a certeza, mas talvez' },
  }),
  deduction: m('deduction', 'what someone surely did, judging by the evidence', {
    en: { tense: 'MUST_HAVE', lead: 'judging by the photos,' },
    es: {
      tense: 'DEDUCTION_PAST',
      alsoRight: ['DEDUCTION_PAST_BARE'],
      lead: 'a juzgar por las fotos,',
    },
    pt: { tense: 'DEDUCTION_PAST', lead: 'a julgar pelas fotos,' },
  }),
  reportedFuture: m('reportedFuture', 'what someone said another would do', {
    en: { tense: 'WOULD', lead: 'the teacher said that', cue: 'the next day' },
    fr: { tense: 'CONDITIONNEL_PRESENT', lead: 'le professeur a dit que', cue: 'le lendemain' },
    es: { tense: 'CONDITIONAL', lead: 'el profesor dijo que', cue: 'al día siguiente' },
    pt: { tense: 'CONDITIONAL', lead: 'o professor disse que', cue: 'no dia seguinte' },
    de: {
      tense: 'KONJUNKTIV1_FUTUR1',
      lead: 'der Lehrer sagte,',
      cue: 'am nächsten Tag',
      showingPersons: [2],
    },
    // Italian puts the future seen from the past in the past conditional (sarebbe andata).
    it: { tense: 'COND_PASSATO', lead: 'il professore ha detto che', cue: 'il giorno seguente' },
  }),
  wantThat: m('wantThat', 'what someone wants another to do', {
    en: { tense: 'TO_INFINITIVE', lead: 'I want', leadIsFirstPerson: true, thirdPersonOnly: true },
    es: { tense: 'SUBJUNCTIVE', lead: 'quiero que', leadIsFirstPerson: true },
    pt: { tense: 'SUBJUNCTIVE', lead: 'quero que', leadIsFirstPerson: true },
  }),
  wantedThat: m('wantedThat', 'what someone wanted another to do', {
    en: { tense: 'TO_INFINITIVE', lead: 'the teacher wanted', thirdPersonOnly: true },
    es: {
      tense: 'SUBJ_IMPERFECT',
      alsoRight: ['SUBJ_IMPERFECT_SE'],
      lead: 'el profesor quería que',
    },
    pt: { tense: 'SUBJ_IMPERFECT', lead: 'o professor queria que' },
    it: { tense: 'CONG_IMPERFETTO', lead: 'il professore voleva che' },
  }),
  ifFuture: m('ifFuture', 'if something happens in the future', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'if', tail: "I'll let you know" },
    es: { tense: 'PRESENT', lead: 'si', tail: 'te aviso' },
    pt: { tense: 'SUBJ_FUTURE', lead: 'se', tail: 'te aviso', verbs: ownFutureSubjunctive },
  }),
  beforeThat: m('beforeThat', 'before something happens (the speaker acts first)', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'before', tail: "I'll call you", leadIsFirstPerson: true },
    de: {
      tense: 'PRASENS',
      lead: 'bevor',
      order: 'subordinate',
      tail: 'rufe ich dich an',
      leadIsFirstPerson: true,
    },
    es: { tense: 'SUBJUNCTIVE', lead: 'antes de que', tail: 'te llamo', leadIsFirstPerson: true },
    pt: { tense: 'SUBJUNCTIVE', lead: 'antes que', tail: 'te ligo', leadIsFirstPerson: true },
    it: { tense: 'CONG_PRESENTE', lead: 'prima che', tail: 'ti chiamo', leadIsFirstPerson: true },
  }),
  highTime: m('highTime', 'what is overdue', {
    en: { tense: 'SIMPLE_PAST', lead: "it's high time" },
    es: { tense: 'SUBJUNCTIVE', lead: 'ya es hora de que' },
    pt: {
      tense: 'PERSONAL_INFINITIVE',
      lead: 'já está na hora de',
      showingPersons: [1, 3, 5],
      // One-syllable infinitives: "irem", "lermos" are nearly all ending, "virem" is ver's too.
      avoid: ['go', 'come', 'read', 'see'],
    },
    it: { tense: 'CONG_PRESENTE', alsoRight: ['CONG_IMPERFETTO'], lead: 'è ora che' },
  }),
  preference: m('preference', 'what someone would prefer another to do', {
    en: { tense: 'SIMPLE_PAST', lead: "I'd rather", leadIsFirstPerson: true },
    es: {
      tense: 'SUBJ_IMPERFECT',
      alsoRight: ['SUBJ_IMPERFECT_SE'],
      lead: 'preferiría que',
      leadIsFirstPerson: true,
    },
    pt: { tense: 'SUBJ_IMPERFECT', lead: 'eu preferia que', leadIsFirstPerson: true },
    it: { tense: 'CONG_IMPERFETTO', lead: 'preferirei che', leadIsFirstPerson: true },
  }),
  nowEuropean: m('nowEuropean', 'what someone is doing right now (European Portuguese)', {
    en: { tense: 'PROGRESSIVE_PRESENT', cue: 'right now' },
    es: { tense: 'PROGRESSIVE', cue: 'ahora mismo' },
    pt: {
      tense: 'PROGRESSIVE_A',
      alsoRight: ['PROGRESSIVE'],
      cue: 'neste momento',
    },
  }),
  presentNegative: m('presentNegative', 'what someone does not do regularly', {
    en: { tense: 'NEGATIVE_PRESENT', alsoRight: ['NEGATIVE_PRESENT_FULL'], cue: 'on Sundays' },
  }),
  pastNegative: m('pastNegative', 'what someone did not do', {
    en: { tense: 'NEGATIVE_PAST', alsoRight: ['NEGATIVE_PAST_FULL'], cue: 'yesterday' },
  }),
  prohibition: m('prohibition', 'what someone is not allowed to do', {
    en: { tense: 'MUSTNT', alsoRight: ['MUST_NOT'], cue: 'during the exam' },
  }),
  noNeed: m('noNeed', 'what someone need not do', {
    en: { tense: 'DONT_HAVE_TO', alsoRight: ['DONT_HAVE_TO_FULL'], cue: 'on Sundays' },
  }),
  arrangement: m('arrangement', 'what someone has arranged to do', {
    en: { tense: 'PROGRESSIVE_PRESENT', alsoRight: ['GOING_TO'], cue: 'tomorrow evening' },
    de: { tense: 'PRASENS', alsoRight: ['FUTUR1'], cue: 'morgen Abend' },
  }),
  justBefore: m('justBefore', 'what someone had just done when something happened', {
    fr: { tense: 'VENIR_DE_IMPARFAIT', lead: 'quand le téléphone a sonné,', leadMoves: true },
  }),
  aboutTo: m('aboutTo', 'what someone was about to do when something happened', {
    fr: { tense: 'ALLER_IMPARFAIT', lead: 'quand le téléphone a sonné,', leadMoves: true },
  }),
  ago: m('ago', 'a finished event some time before now', {
    en: { tense: 'SIMPLE_PAST', cue: 'two days ago' },
    // Last: blanking "a" of "a commandé" must not take the "a" of "il y a".
    fr: { tense: 'PASSE_COMPOSE', cue: 'il y a deux jours', cueLast: true },
    de: { tense: 'PERFEKT', alsoRight: ['PRATERITUM'], cue: 'vor zwei Tagen' },
  }),
  wishThat: m('wishThat', 'what the speaker would like someone to do', {
    fr: { tense: 'SUBJONCTIF_PRESENT', lead: "j'aimerais que", leadIsFirstPerson: true },
  }),
  command: m('command', 'what the speaker tells someone to do', {
    en: {
      tense: 'IMPERATIVE',
      lead: 'Emma,',
      cue: 'this evening',
      imperative: true,
      avoid: unbidden,
    },
    fr: { tense: 'IMPERATIF', lead: 'Léa,', cue: 'ce soir', imperative: true, avoid: unbidden },
    // "Komm!", "Schreib!" as textbooks teach the du-form; "Komme!" and "Lern!" are right too.
    // Textbooks teach du, ihr and Sie together ("Komm! Kommt! Kommen Sie!").
    de: {
      tense: 'IMPERATIV_USUAL',
      alsoRight: ['IMPERATIV', 'IMPERATIV_KURZ'],
      addressee: { 1: 'Anna', 4: 'Kinder', 5: 'Frau Weber' },
      cue: 'heute Abend',
      cueLast: true,
      avoid: unbidden,
    },
  }),
  wantTo: m('wantTo', 'what someone wants to do', {
    en: { tense: 'WANT_TO', cue: 'next summer' },
    fr: { tense: 'VOULOIR_PRESENT', cue: "l'été prochain" },
    de: { tense: 'WOLLEN_PRASENS', cue: 'nächsten Sommer' },
  }),
  wouldLike: m('wouldLike', 'what someone would like to do (politely)', {
    en: { tense: 'WOULD_LIKE', cue: 'this weekend' },
    fr: { tense: 'VOULOIR_CONDITIONNEL', cue: 'ce week-end' },
    de: { tense: 'MOEGEN_KONJUNKTIV2', cue: 'am Wochenende' },
  }),
  permission: m('permission', 'what someone is allowed to do', {
    en: { tense: 'ALLOWED_TO', alsoRight: ['CAN'], cue: 'this evening' },
    de: { tense: 'DUERFEN_PRASENS', cue: 'heute Abend' },
  }),
  // The present with "depuis", "seit" for a habit that goes on; English says it with the present
  // perfect (simple or continuous), so it has no rendering here (see sinceYear).
  sinceThen: m('sinceThen', 'a habit from a point in the past that goes on', {
    fr: { tense: 'PRESENT', cue: 'depuis des années', cueLast: true, scenes: lasting },
    de: { tense: 'PRASENS', cue: 'seit Jahren', cueLast: true, scenes: lasting },
  }),
  pity: m('pity', 'what the speaker is sorry about', {
    en: { tense: 'SIMPLE_PRESENT', lead: "it's a pity that" },
    fr: { tense: 'SUBJONCTIF_PRESENT', lead: "c'est dommage que" },
    de: { tense: 'PRASENS', lead: 'es ist schade, dass', order: 'subordinate' },
  }),
  purpose: m('purpose', 'what the speaker arranged for someone to do', {
    en: { tense: 'CAN', lead: "I've arranged everything so that", leadIsFirstPerson: true },
    fr: {
      tense: 'SUBJONCTIF_PRESENT',
      alsoRight: ['POUVOIR_SUBJONCTIF'],
      lead: "j'ai tout organisé pour que",
      leadIsFirstPerson: true,
    },
    de: {
      tense: 'KOENNEN_PRASENS',
      alsoRight: ['PRASENS'],
      lead: 'ich habe alles organisiert, damit',
      order: 'subordinate',
      leadIsFirstPerson: true,
    },
  }),
  despite: m('despite', 'what someone does although the speaker does otherwise', {
    en: {
      tense: 'SIMPLE_PRESENT',
      lead: 'although',
      tail: 'I stay at home',
      leadIsFirstPerson: true,
    },
    fr: {
      tense: 'SUBJONCTIF_PRESENT',
      lead: 'bien que',
      tail: 'je reste à la maison',
      leadIsFirstPerson: true,
    },
    de: {
      tense: 'PRASENS',
      lead: 'obwohl',
      order: 'subordinate',
      tail: 'bleibe ich zu Hause',
      leadIsFirstPerson: true,
    },
  }),
  whenPast: m('whenPast', 'what happened once at a moment in the past', {
    en: { tense: 'SIMPLE_PAST', lead: 'when', tail: 'it was raining' },
    fr: { tense: 'PASSE_COMPOSE', lead: 'quand', tail: 'il pleuvait' },
    de: {
      tense: 'PRATERITUM',
      alsoRight: ['PERFEKT'],
      lead: 'als',
      order: 'subordinate',
      tail: 'regnete es',
    },
  }),
  afterPast: m('afterPast', 'what someone had done before something else happened', {
    en: { tense: 'PERFECT_PAST', alsoRight: ['SIMPLE_PAST'], lead: 'after', tail: 'it got quiet' },
    de: {
      tense: 'PLUSQUAMPERFEKT',
      lead: 'nachdem',
      order: 'subordinate',
      tail: 'wurde es ruhig',
    },
  }),
  generalTruth: m('generalTruth', 'what someone always does when something happens', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'if it rains,', leadMoves: true },
  }),
} as const satisfies Record<string, Meaning>;
export type MeaningId = keyof typeof meanings;
