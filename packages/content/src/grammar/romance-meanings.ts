/**
 * Meanings first taught for Spanish, Portuguese and Italian (commands, aspect periphrases, the
 * subjunctive after more expressions), with the English of a translation's prompt. Spread into
 * `meanings` (meanings.ts), where the others are.
 */
import type { VerbId } from '../topics/lexicon';
import type { Meaning } from './meanings';

const m = (id: string, description: string, renderings: Meaning['renderings']): Meaning => ({
  id,
  description,
  renderings,
});

/** "now", closing a command ("Lucía, come la pizza ahora"). */
const now = (cue: string) => ({ cue, cueLast: true });

/** Nobody is told to win, find, lose or forget something: it happens to them. */
export const unbidden: readonly VerbId[] = ['win', 'find', 'lose', 'forget'];
/** Nor not to win or find it (not to lose or forget it, yes: "no pierdas el billete"). */
const unforbidden: readonly VerbId[] = ['win', 'find'];
const order = (cue: string) => ({ ...now(cue), avoid: unbidden });
const ban = (cue: string) => ({ ...now(cue), avoid: unforbidden });

export const romanceMeanings = {
  friendCommand: m('friendCommand', 'what the speaker tells a friend to do', {
    en: { tense: 'IMPERATIVE', addressee: { 1: 'Emma', 4: 'guys' }, ...order('now') },
    es: {
      tense: 'IMPERATIVE',
      alsoRight: ['IMPERATIVE_USTEDES'],
      addressee: { 1: 'Lucía', 4: 'chicos' },
      slip: 'SUBJUNCTIVE',
      ...order('ahora'),
    },
    pt: { tense: 'IMPERATIVE', addressee: { 1: 'Ana' }, ...order('agora') },
    it: {
      tense: 'IMPERATIVE',
      alsoRight: ['IMPERATIVE_SHORT'],
      addressee: { 1: 'Giulia', 4: 'ragazzi' },
      ...order('adesso'),
    },
  }),
  friendProhibition: m('friendProhibition', 'what the speaker tells a friend not to do', {
    en: { tense: 'IMPERATIVE_NEG', addressee: { 1: 'Emma', 4: 'guys' }, ...ban('now') },
    es: {
      tense: 'IMPERATIVE_NEG',
      alsoRight: ['IMPERATIVE_NEG_USTEDES'],
      addressee: { 1: 'Lucía', 4: 'chicos' },
      slip: 'NEGATED_AFFIRMATIVE',
      ...ban('ahora'),
    },
    pt: { tense: 'IMPERATIVE_NEG', addressee: { 1: 'Ana' }, ...ban('agora') },
    it: { tense: 'IMPERATIVE_NEG', addressee: { 1: 'Giulia', 4: 'ragazzi' }, ...ban('adesso') },
  }),
  formalCommand: m('formalCommand', 'what the speaker politely asks a stranger to do', {
    en: {
      tense: 'IMPERATIVE',
      addressee: { 2: 'madam', 5: 'ladies and gentlemen' },
      ...order('now'),
    },
    es: { tense: 'IMPERATIVE', addressee: { 2: 'señora', 5: 'señores' }, ...order('ahora') },
    // "Sie" speaks to one or many alike: the point drills the form, not the number.
    de: {
      tense: 'IMPERATIV_USUAL',
      addressee: { 5: 'meine Damen und Herren' },
      ...order('jetzt'),
    },
    pt: { tense: 'IMPERATIVE', addressee: { 2: 'senhora', 5: 'meus senhores' }, ...order('agora') },
    // Loro as a plural of politeness is out of use: Italian speaks to one person here.
    it: { tense: 'IMPERATIVE', addressee: { 2: 'signora' }, ...order('adesso') },
  }),
  routine: m('routine', 'what someone does every day (reflexive verbs)', {
    en: { tense: 'SIMPLE_PRESENT', cue: 'every day' },
    es: { tense: 'PRESENT', cue: 'todos los días' },
    // European Portuguese levanto-me; Brazil me levanto.
    pt: { tense: 'PRESENT', alsoRight: ['PRESENT_PROCLISIS'], cue: 'todos os dias' },
    it: { tense: 'PRESENTE', cue: 'ogni giorno' },
  }),
  although: m('although', 'what someone does, though the speaker does otherwise', {
    en: {
      tense: 'SIMPLE_PRESENT',
      lead: 'although',
      tail: 'I stay at home',
      leadIsFirstPerson: true,
    },
    pt: { tense: 'SUBJUNCTIVE', lead: 'embora', tail: 'eu fico em casa', leadIsFirstPerson: true },
    it: {
      tense: 'CONG_PRESENTE',
      lead: 'benché',
      tail: 'io resto a casa',
      leadIsFirstPerson: true,
    },
  }),
  wouldLikeTo: m('wouldLikeTo', 'what someone would like to do', {
    en: { tense: 'WOULD_LIKE', cue: 'tonight' },
    pt: { tense: 'WOULD_LIKE', alsoRight: ['WOULD_LIKE_IMPERFECT'], cue: 'hoje à noite' },
    it: { tense: 'VOLERE_CONDIZIONALE', cue: 'stasera' },
  }),
  wouldHaveLiked: m('wouldHaveLiked', 'what someone would have liked to do', {
    en: { tense: 'WOULD_HAVE_LIKED', cue: 'yesterday' },
    it: { tense: 'VOLERE_CONDIZIONALE_PASSATO', cue: 'ieri' },
  }),
  wantsTo: m('wantsTo', 'what someone wants to do', {
    en: { tense: 'WANT_TO', cue: 'tomorrow' },
    it: { tense: 'VOLERE_PRESENTE', cue: 'domani' },
  }),
  seemsThat: m('seemsThat', 'what seems to be true', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'it seems that' },
    it: { tense: 'CONG_PRESENTE', lead: 'sembra che' },
  }),
  thoughtThat: m('thoughtThat', 'what the speaker thought was true', {
    en: { tense: 'SIMPLE_PAST', lead: 'I thought that', leadIsFirstPerson: true },
    it: { tense: 'CONG_IMPERFETTO', lead: 'pensavo che', leadIsFirstPerson: true },
  }),
  againPast: m('againPast', 'something someone did once more', {
    en: { tense: 'SIMPLE_PAST', cue: 'again yesterday', cueLast: true },
    es: { tense: 'AGAIN_PAST', cue: 'ayer' },
    pt: { tense: 'AGAIN_PAST', cue: 'ontem' },
  }),
  usually: m('usually', 'what someone usually does', {
    en: { tense: 'USUALLY', cue: 'on Saturdays' },
    es: { tense: 'USUALLY', cue: 'los sábados' },
    pt: { tense: 'USUALLY', cue: 'aos sábados' },
  }),
  stopped: m('stopped', 'something someone no longer does', {
    en: { tense: 'STOPPED', cue: 'last year' },
    es: { tense: 'STOPPED', cue: 'el año pasado' },
    pt: { tense: 'STOPPED', cue: 'no ano passado' },
    it: { tense: 'SMETTERE_DI', cue: "l'anno scorso" },
  }),
  started: m('started', 'something someone began to do', {
    en: { tense: 'STARTED', cue: 'last month' },
    es: { tense: 'STARTED', alsoRight: ['STARTED_ALT'], cue: 'el mes pasado' },
    pt: { tense: 'STARTED', cue: 'no mês passado' },
    it: { tense: 'STARTED', alsoRight: ['STARTED_ALT'], cue: 'il mese scorso' },
  }),
  still: m('still', 'something someone goes on doing', {
    en: { tense: 'STILL', cue: 'after all these years' },
    es: { tense: 'STILL', alsoRight: ['STILL_ALT'], cue: 'después de tantos años' },
    // European Portuguese continua a ir; Brazil says continua indo.
    pt: { tense: 'STILL', alsoRight: ['STILL_GERUND'], cue: 'depois de tantos anos' },
    it: { tense: 'STILL', cue: 'dopo tanti anni' },
  }),
  aboutToWhenCalled: m(
    'aboutToWhenCalled',
    'what someone was about to do when something happened',
    {
      en: {
        tense: 'ABOUT_TO_PAST',
        lead: 'when I called,',
        leadIsFirstPerson: true,
        leadMoves: true,
      },
      es: {
        tense: 'ABOUT_TO_PAST',
        lead: 'cuando llamé,',
        leadIsFirstPerson: true,
        leadMoves: true,
      },
      pt: {
        tense: 'ABOUT_TO_PAST',
        lead: 'quando liguei,',
        leadIsFirstPerson: true,
        leadMoves: true,
      },
      it: {
        tense: 'STARE_PER_IMPERFETTO',
        lead: 'quando ho telefonato,',
        leadIsFirstPerson: true,
        leadMoves: true,
      },
    },
  ),
  duty: m('duty', 'what someone must do', {
    en: { tense: 'MUST', alsoRight: ['HAVE_TO'], cue: 'before Friday' },
    es: { tense: 'MUST', alsoRight: ['OBLIGATION'], cue: 'antes del viernes' },
    pt: { tense: 'MUST', alsoRight: ['OBLIGATION', 'OBLIGATION_QUE'], cue: 'antes de sexta-feira' },
    it: { tense: 'DOVERE_PRESENTE', cue: 'entro venerdì' },
  }),
  hopeThat: m('hopeThat', 'what the speaker hopes someone does', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'I hope that', leadIsFirstPerson: true },
    es: { tense: 'SUBJUNCTIVE', lead: 'espero que', leadIsFirstPerson: true },
    pt: { tense: 'SUBJUNCTIVE', lead: 'espero que', leadIsFirstPerson: true },
  }),
  gladThat: m('gladThat', 'what the speaker is glad about', {
    en: { tense: 'SIMPLE_PRESENT', lead: "I'm glad that", leadIsFirstPerson: true },
    es: { tense: 'SUBJUNCTIVE', lead: 'me alegro de que', leadIsFirstPerson: true },
    pt: { tense: 'SUBJUNCTIVE', lead: 'fico contente que', leadIsFirstPerson: true },
    it: { tense: 'CONG_PRESENTE', lead: 'sono contento che', leadIsFirstPerson: true },
  }),
  doubtThat: m('doubtThat', 'what the speaker doubts', {
    en: { tense: 'SIMPLE_PRESENT', lead: 'I doubt that', leadIsFirstPerson: true },
    es: { tense: 'SUBJUNCTIVE', lead: 'dudo que', leadIsFirstPerson: true },
    pt: { tense: 'SUBJUNCTIVE', lead: 'duvido que', leadIsFirstPerson: true },
    it: { tense: 'CONG_PRESENTE', lead: 'dubito che', leadIsFirstPerson: true },
  }),
  preparesFor: m('preparesFor', 'what the speaker prepares for someone to do', {
    en: { tense: 'CAN', lead: "I'm getting everything ready so that", leadIsFirstPerson: true },
    es: { tense: 'SUBJUNCTIVE', lead: 'lo preparo todo para que', leadIsFirstPerson: true },
    pt: { tense: 'SUBJUNCTIVE', lead: 'preparo tudo para que', leadIsFirstPerson: true },
    it: { tense: 'CONG_PRESENTE', lead: 'preparo tutto affinché', leadIsFirstPerson: true },
  }),
  unless: m('unless', 'the one case where the speaker does something else', {
    en: {
      tense: 'SIMPLE_PRESENT',
      lead: 'unless',
      tail: "I'll stay at home",
      leadIsFirstPerson: true,
    },
    es: {
      tense: 'SUBJUNCTIVE',
      lead: 'a menos que',
      tail: 'me quedo en casa',
      leadIsFirstPerson: true,
    },
    pt: {
      tense: 'SUBJUNCTIVE',
      lead: 'a menos que',
      tail: 'fico em casa',
      leadIsFirstPerson: true,
    },
    // "a meno che tu non venga": the expletive non is optional and goes after the subject.
    it: {
      tense: 'CONG_PRESENTE',
      lead: 'a meno che',
      tail: 'resto a casa',
      leadIsFirstPerson: true,
    },
  }),
} as const satisfies Record<string, Meaning>;
