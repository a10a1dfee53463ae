import type { Locale } from '@lingua/i18n';
import { type ServerMessageId, type ServerMessageValues, serverText } from '@lingua/i18n/server';
import type { Topic as Theme } from '../data/bank';
import { capitalise } from '../grammar/clause';
import { fold } from '../grammar/fuzzy';
import { pointById } from '../grammar/inventory';
import { grammarTerms } from '../grammar/terms';
import type { Language, LanguageCode, Level } from '../languages';
import type { WritingVariation } from '../schemas';

/**
 * What the built-in engine tells the teacher about an exercise, as a message of the server
 * catalogue (`notice.*`) and its values: the topic asked as typed, theme and topic ids, counts,
 * grammar point ids. Whoever shows it words it in the reader's language (`noticeText`).
 */
export type Notice =
  /** No text on the asked topic; the closest themes that have one (the text is on the first). */
  | { id: 'notice.text.closest'; values: { asked: string; closest: readonly Theme[] } }
  /** No theme near the asked topic: the themes there are, and the one the text is on. */
  | { id: 'notice.text.none'; values: { asked: string; offered: readonly Theme[]; theme: Theme } }
  /** The bank has no text of the asked level on the theme: this one is of its band's other level. */
  | { id: 'notice.text.level'; values: { theme: Theme; written: Level; level: Level } }
  /** The teacher has had every text on the theme at the level: this one comes again. */
  | { id: 'notice.text.repeated'; values: { theme: Theme; level: Level } }
  /** The reading is shorter than asked: its theme's texts are not that long. */
  | { id: 'notice.text.short'; values: { theme: Theme; words: number; wanted: number } }
  /** A form point keeps its own nouns: the asked topic (else the matched topic) is not used. */
  | { id: 'notice.words.own'; values: { point: string; asked: string; topic: string } }
  /** No vocabulary on the asked topic; the sentences are on another topic of the lexicon. */
  | { id: 'notice.words.none'; values: { asked: string; topic: string } }
  /** The asked topic is only partly the lexicon's: the sentences use its closest topic. */
  | { id: 'notice.words.closest'; values: { asked: string; topic: string } }
  /**
   * The request names grammar (a term of `grammar/terms.ts`) that no offline point of the
   * exercise's language teaches: no exercise is made, or, when that is one of several points
   * asked, the items are on the others.
   */
  | {
      id: 'notice.grammar.unavailable';
      /** `asked`: the words that named the term, as typed, when the notice quotes them. */
      values: { term: string; language: LanguageCode; asked?: string };
    }
  /**
   * The request (or one of the points it names) is grammar no offline point accounts for (a
   * tense no inventory has): no exercise is made on it, and the notice quotes what was asked.
   */
  | { id: 'notice.grammar.unrecognised'; values: { asked: string } }
  /** The request names several points (`grammar/coordinated.ts`): the items take them in turn. */
  | { id: 'notice.grammar.parts'; values: { points: string[]; language: LanguageCode } }
  /** The point is not written in the asked variation (from that source language). */
  | {
      id: 'notice.variation.unfit';
      values: { point: string; variation: WritingVariation; source?: Language };
    };

const variationKeys: Record<WritingVariation, ServerMessageId> = {
  'Verb Conjugation Drills': 'notice.variation.verbConjugation',
  'Correct the Mistakes': 'notice.variation.correctMistakes',
  'Sentence Transformation': 'notice.variation.transformation',
  'Fill in the Blanks': 'notice.variation.fillBlanks',
  'Sentence Reordering': 'notice.variation.reordering',
  Translations: 'notice.variation.translations',
};

const themeName = (locale: Locale, theme: Theme) => serverText(locale, `notice.theme.${theme}`);
const themeNames = (locale: Locale, themes: readonly Theme[]) =>
  themes.map((theme) => themeName(locale, theme)).join(', ');
/** The topic's label in the reader's language (the lexicon's `label`, in English lower case). */
const topicName = (locale: Locale, topic: string) =>
  serverText(locale, `notice.topic.${topic}` as ServerMessageId);
const pointName = (locale: Locale, id: string) => pointById(id)?.names[locale] ?? id;

/** A leading article, left out where a name is quoted or in brackets ("voz pasiva", «passif»). */
const article = /^(the|le|la|les|l’|der|die|das|il|lo|i|gli|el|los|las|o|os|a|as) /i;

/** A grammar term in one language: in English with its article ("the passive"), else bare. */
function termName(id: string, code: LanguageCode, bare = code !== 'en'): string {
  const name = grammarTerms.find((term) => term.id === id)?.names[code] ?? id;
  return bare ? name.replace(article, '').replace(/^l’/, '') : name;
}

/**
 * The asked topic as a notice quotes it: its start when it is long, so that the notices of a
 * topic as long as the contract takes stay within the contract's notice.
 */
const quotedLength = 120;
const quoted = (asked: string) =>
  asked.length <= quotedLength ? asked : `${asked.slice(0, quotedLength - 1).trimEnd()}…`;

/** Quotation marks of the reader's language, for the teacher's words inside a notice. */
const quoteMarks: Record<Locale, [string, string]> = {
  en: ['‘', '’'],
  fr: ['« ', ' »'],
  de: ['‚', '‘'],
  it: ['‘', '’'],
  es: ['‘', '’'],
  pt: ['‘', '’'],
};

/** The notice's values as its message fills them in: names in the reader's language. */
function valuesOf(notice: Notice, locale: Locale): ServerMessageValues {
  switch (notice.id) {
    case 'notice.text.closest': {
      const { asked, closest } = notice.values;
      return { asked: quoted(asked), closest: themeNames(locale, closest) };
    }
    case 'notice.text.none': {
      const { asked, offered, theme } = notice.values;
      return {
        asked: quoted(asked),
        offered: themeNames(locale, offered),
        theme: themeName(locale, theme),
      };
    }
    case 'notice.text.level':
    case 'notice.text.repeated':
      return { ...notice.values, theme: themeName(locale, notice.values.theme) };
    case 'notice.text.short':
      return { ...notice.values, theme: themeName(locale, notice.values.theme) };
    case 'notice.words.own': {
      const { point, asked, topic } = notice.values;
      return { point: pointName(locale, point), asked: quoted(asked) || topicName(locale, topic) };
    }
    case 'notice.grammar.unrecognised':
      return notice.values;
    case 'notice.grammar.parts': {
      // Each point also as the exercise's language names it, as a term declined is named.
      const { points, language } = notice.values;
      const named = points.map((point) => {
        const name = pointName(locale, point);
        const local = pointName(language, point);
        return fold(name).includes(fold(local)) ? name : `${name} (${local})`;
      });
      return { points: new Intl.ListFormat(locale, { type: 'conjunction' }).format(named) };
    }
    case 'notice.words.none':
    case 'notice.words.closest':
      return { asked: quoted(notice.values.asked), topic: topicName(locale, notice.values.topic) };
    case 'notice.grammar.unavailable': {
      const { term, language, asked } = notice.values;
      const name = termName(term, locale);
      const local = termName(term, language, true);
      const same = fold(name).replace(/^the /, '') === fold(local);
      // The teacher's own words too, unless the names say them as typed ("particella ne" is
      // quoted beside "particelle pronominali ci e ne"): a reader looks for the words they used.
      const typed =
        asked && !fold(`${name} ${local}`).includes(fold(asked))
          ? `${quoteMarks[locale][0]}${quoted(asked)}${quoteMarks[locale][1]}`
          : '';
      const shown = [same ? '' : local, typed].filter(Boolean).join(', ');
      return { term: name, local: shown, hasLocal: shown ? 'yes' : 'no' };
    }
    case 'notice.variation.unfit': {
      const { point, variation, source } = notice.values;
      return {
        point: pointName(locale, point),
        variation: serverText(locale, variationKeys[variation]),
        hasSource: source ? 'yes' : 'no',
        source: source ? serverText(locale, `notice.source.${source}`) : '',
      };
    }
  }
}

/**
 * The notices in the reader's language, one sentence after the other: the server writes them in
 * the caller's; the CLI and the evaluation read them in English.
 */
export function noticeText(notices: readonly Notice[], locale: Locale = 'en'): string {
  return notices
    .map((notice) => capitalise(serverText(locale, notice.id, valuesOf(notice, locale))))
    .join(' ');
}

/** The notices of an exercise in the reader's language, if it has any. */
export function noticeOf(
  exercise: { notices?: readonly Notice[] | undefined },
  locale: Locale = 'en',
): string | undefined {
  return exercise.notices ? noticeText(exercise.notices, locale) : undefined;
}

/**
 * The built-in engine declines the request: it names grammar no offline point teaches. Its
 * message is the notice in English; whoever answers a person words `notices` in their language.
 */
export class GrammarUnavailable extends Error {
  override readonly name = 'GrammarUnavailable';
  constructor(readonly notices: readonly Notice[]) {
    super(noticeText(notices));
  }
}
