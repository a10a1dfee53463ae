import type { Passage, Topic as Theme } from '../data/bank';
import { bankThemes, topics as themes } from '../data/bank';
import { bankFor } from '../data/banks';
import { fold } from '../grammar/fuzzy';
import {
  type Band,
  bandOf,
  type Language,
  type LanguageCode,
  type Level,
  languageCodes,
  levels,
} from '../languages';
import { type Random, shuffle } from '../random';
import type { AnswerKeyItem } from '../schemas';
import { inOtherWords } from '../topics/concepts';
import { filler, genreWords, recordingWords } from '../topics/filler';
import type { TopicEntry } from '../topics/lexicon';
import { type TopicMatch, textTopic } from '../topics/match';
import {
  chooseExcerpt,
  type Excerpt,
  lengthTolerance,
  type Question,
  questionKeys,
} from './excerpt';
import { inBankLanguage, mentions, mentionsIn, namesIn, wordsToOffer } from './mentions';
import { namesAsked, saysName } from './names';
import type { Notice } from './notices';
import { levelOfText } from './profile';

export type PassageExercise = {
  title: string;
  paragraphs: string[];
  questions: string[];
  answerKey: AnswerKeyItem[];
  /** Said to the teacher when the text is not on the asked topic or not of the asked length. */
  notices: Notice[];
};

/**
 * Readings and listenings never share a text: a listening is drawn from the passages written to
 * be heard; while a theme and band have none, from the last two paragraphs of its reading
 * passages, and readings then stop before them. (Where only the other use has the asked topic,
 * `buildPassage` lends its text.)
 */
export type PassageUse = 'Reading' | 'Listening';
const borrowedParagraphs = 2;

type Text = Pick<Passage, 'title' | 'paragraphs' | 'about'>;

/** The texts of one use on a theme and band; memoised, the bank never changes. */
const textsCache = new Map<string, Text[]>();
export function textsFor(code: LanguageCode, band: Band, theme: Theme, use: PassageUse): Text[] {
  const cacheKey = `${code} ${band} ${theme} ${use}`;
  let texts = textsCache.get(cacheKey);
  if (texts) return texts;
  const passages = bankFor(code).passages.filter((p) => p.band === band && p.topic === theme);
  const heard = passages.filter((p) => p.use === 'Listening');
  const read = passages.filter((p) => p.use === undefined);
  if (use === 'Listening') {
    texts =
      heard.length > 0
        ? heard
        : read.map((p) => ({ ...p, paragraphs: p.paragraphs.slice(-borrowedParagraphs) }));
  } else {
    texts =
      heard.length > 0
        ? read
        : read.map((p) => ({ ...p, paragraphs: p.paragraphs.slice(0, -borrowedParagraphs) }));
  }
  textsCache.set(cacheKey, texts);
  return texts;
}

/**
 * The texts on a theme and band a class of `level` can read: none written more than one level
 * above it (an A2 class reads B1 texts, never B2); easier ones all.
 */
function textsWithin(
  code: LanguageCode,
  band: Band,
  theme: Theme,
  use: PassageUse,
  level: Level,
): Text[] {
  const reach = levels.indexOf(level) + 1;
  return textsFor(code, band, theme, use).filter(
    (text) => levels.indexOf(levelOfText(text, code, band)) <= reach,
  );
}

/** The bands next to the request's, the one with the level nearest it first. */
function neighbouringBands(level: Level): Band[] {
  const own = bandOf(level);
  const distance = (band: Band) =>
    Math.min(
      ...levels
        .filter((other) => bandOf(other) === band)
        .map((other) => Math.abs(levels.indexOf(other) - levels.indexOf(level))),
    );
  const bands = ['A', 'B', 'C'] as const;
  const neighbours = bands.filter(
    (band) => Math.abs(bands.indexOf(band) - bands.indexOf(own)) === 1,
  );
  return neighbours.sort((a, b) => distance(a) - distance(b));
}

/** How many themes the notice names: the nearest two say where the text comes from. */
const themesNamed = 2;

/** Where a text comes from, and what the teacher is told about it. */
type ThemeChoice = {
  theme: Theme;
  /** The band the text comes from: the request's, or a neighbouring one that has the topic. */
  band: Band;
  /** The texts it comes from: those written for the asked use, or the other use's on the topic. */
  texts: PassageUse;
  about?: string;
  notice?: Notice;
  /**
   * What the teacher asked: of the theme's texts, the one saying most of their words comes first,
   * and it still has to say one of those no topic of the lexicon knows.
   */
  match: TopicMatch;
};

/**
 * The theme of the curated bank for the request, and what to tell the teacher when the bank has
 * no text on their topic: the closest themes that have texts of this use, language and band (the
 * lexicon relates each topic to its themes, nearest first), never a silent unrelated text. A
 * request naming a subject ("Noël", "the Olympic Games") is answered only by a text about it
 * (`about`); a text that merely shares a word with it is the closest, and said so. Where the
 * lexicon has no text on the topic, a text of any theme that says more of the teacher's words
 * ("le Tour de France", "recycling in schools") is closer than the lexicon's nearest theme.
 */
export function themeFor(
  request: { language: Language; level: Level; user_input: string },
  use: PassageUse,
  random: Random,
  band: Band = bandOf(request.level),
): ThemeChoice {
  const code = languageCodes[request.language];
  const { level } = request;
  const match = saidMost(textTopic(request.user_input, code, level), code, band, level, use);
  const { topic, exact, subject, words } = match;
  const closest = (topic?.themes ?? []).filter(
    (theme) => textsWithin(code, band, theme, use, level).length > 0,
  );
  if (subject) {
    const about = bankThemes.find((theme) =>
      textsWithin(code, band, theme, use, level).some((text) => text.about?.includes(subject.id)),
    );
    if (about) return { theme: about, band, texts: use, about: subject.id, match };
  }
  const [nearest] = closest;
  const onTopic =
    topic && nearest && !subject && topic.hasTexts && exact && nearest === topic.themes[0];
  // A request of only filler words ("histoire" is also "story") asked for nothing to decline.
  if (nearest && (onTopic || !match.asked)) return { theme: nearest, band, texts: use, match };
  // A named subject is answered only by a text written about it (above).
  const saying = subject ? undefined : themeSaying(code, band, level, use, words, nearest);
  const theme = saying ?? nearest;
  if (theme) {
    const named = saying ? [saying] : closest.slice(0, themesNamed);
    return {
      theme,
      band,
      texts: use,
      match,
      notice: { id: 'notice.text.closest', values: { asked: match.asked, closest: named } },
    };
  }
  const any = themes[Math.floor(random() * themes.length)] as Theme;
  if (!match.asked) return { theme: any, band, texts: use, match };
  return {
    theme: any,
    band,
    texts: use,
    match,
    notice: { id: 'notice.text.none', values: { asked: match.asked, offered: themes, theme: any } },
  };
}

/**
 * Of topics the request names equally ("la igualdad en el trabajo": work, equality), the one
 * whose texts say more of the rest of what the teacher asked (a text on equality saying
 * "trabajo"); the lexicon's order among equals otherwise.
 */
function saidMost(
  match: TopicMatch,
  code: LanguageCode,
  band: Band,
  level: Level,
  use: PassageUse,
): TopicMatch {
  const { topic, outside, tied } = match;
  if (!topic || tied.length === 0) return match;
  const saysRest = ({ topic: entry, outside: rest }: { topic: TopicEntry; outside: string[] }) => {
    const [theme] = entry.themes;
    if (!entry.hasTexts || !theme) return 0;
    // Asked in another language, the rest as the text's language says it ("moving": "Umzug").
    const said = inBankLanguage(bankFor(code).passages, rest)
      ? rest
      : [...rest, ...inOtherWords(rest)];
    const texts = textsWithin(code, band, theme, use, level);
    return Math.max(0, ...texts.map((text) => mentions(text, said)));
  };
  // A topic named only by the kind of text asked for ("uma palestra": also an Italian gym) comes
  // after its equals.
  const namedByGenre = (rest: readonly string[]) =>
    match.words.every((word) => rest.includes(word) || genreWords.has(word));
  const score = (entry: { topic: TopicEntry; outside: string[] }) =>
    namedByGenre(entry.outside) ? -1 : saysRest(entry);
  let best = { topic, outside };
  let most = score(best);
  for (const other of tied) {
    const count = score(other);
    if (count > most) {
      best = other;
      most = count;
    }
  }
  return { ...match, ...best };
}

/**
 * The theme of the text saying most of the teacher's words, when it says more of them than
 * every text of the lexicon's nearest theme.
 */
function themeSaying(
  code: LanguageCode,
  band: Band,
  level: Level,
  use: PassageUse,
  words: readonly string[],
  nearest: Theme | undefined,
): Theme | undefined {
  const said = (theme: Theme) =>
    Math.max(0, ...textsWithin(code, band, theme, use, level).map((text) => mentions(text, words)));
  const nearestSays = nearest ? said(nearest) : 0;
  let best: Theme | undefined;
  let most = Math.max(nearestSays, wordsToOffer - 1);
  for (const theme of bankThemes) {
    const count = said(theme);
    if (count > most) {
      best = theme;
      most = count;
    }
  }
  return best;
}

type PassageRequest = {
  language: Language;
  level: Level;
  user_input: string;
  /** Titles of the texts the teacher has had. */
  avoid?: readonly string[] | undefined;
};

const offTopic = (notice: Notice) =>
  notice.id === 'notice.text.closest' || notice.id === 'notice.text.none';

/**
 * A text on the asked topic from the request's band or, where that band has none, from a
 * neighbouring one (said by the level's notice): nearer what the teacher asked than another
 * topic's text of the band. Where no text of the asked use is on the topic, one written for the
 * other use is (a reading read aloud, a recording's script read): the teacher asked for the topic,
 * and a text on it heard or read serves them better than another topic's.
 */
export function buildPassage(
  request: PassageRequest,
  use: PassageUse,
  wordsWanted: number,
  questionsWanted: number,
  grammarTopic: string,
  random: Random,
): PassageExercise {
  const shape = { use, wordsWanted, questionsWanted, grammarTopic };
  const build = (choice: ThemeChoice) => passageFrom(request, choice, shape, random);
  const own = themeFor(request, use, random);
  const first = build(own);
  if (!first.notices.some(offTopic)) return first;
  // Lent only when it says more of what the teacher asked than the band's closest text.
  const wanted = [...own.match.words, ...inOtherWords(own.match.words)];
  const says = (exercise: PassageExercise) =>
    mentionsIn([exercise.title, ...exercise.paragraphs].join(' '), wanted);
  const other: PassageUse = use === 'Reading' ? 'Listening' : 'Reading';
  const neighbours = neighbouringBands(request.level);
  // The class's level matters more than the text's use: the band's other texts before a
  // neighbouring band's.
  const lenders: [Band, PassageUse][] = [
    [bandOf(request.level), other],
    ...neighbours.map((band): [Band, PassageUse] => [band, use]),
    ...neighbours.map((band): [Band, PassageUse] => [band, other]),
  ];
  for (const [band, texts] of lenders) {
    const choice = themeFor(request, texts, random, band);
    if (choice.notice) continue;
    const borrowed = build(choice);
    if (!borrowed.notices.some(offTopic) && says(borrowed) > says(first)) return borrowed;
  }
  return first;
}

/**
 * A text of about `wordsWanted` words cut from the bank's passage on the chosen theme and band (see
 * `chooseExcerpt`) and `questionsWanted` of the questions it answers, spread over it in order.
 */
function passageFrom(
  request: PassageRequest,
  { theme, band, texts, about, notice: chosenNotice, match }: ThemeChoice,
  {
    use,
    wordsWanted,
    questionsWanted,
    grammarTopic,
  }: { use: PassageUse; wordsWanted: number; questionsWanted: number; grammarTopic: string },
  random: Random,
): PassageExercise {
  const code = languageCodes[request.language];
  const onTheme = textsWithin(code, band, theme, texts, request.level).filter(
    (text) => !about || text.about?.includes(about),
  );
  // A text the teacher has had comes again only once every other one has (and says so); then the
  // one saying most of the teacher's words; a text is written for one level of its band, and the
  // other level gets it only with a notice.
  const had = new Set(request.avoid ?? []);
  // Two of the words or more first, then one: a text saying none is the last one to give. The
  // words count in any of the languages ("healthy eating" asked for a German text).
  const wanted = [...match.words, ...inOtherWords(match.words)];
  const says = (text: Text) => {
    const said = mentions(text, wanted);
    return said >= wordsToOffer ? said : Math.min(said, 1) / 2;
  };
  // Of texts saying as many of them at the level, the one whose title says more: a title names
  // what its text is about.
  const titleSays = (text: Text) => mentionsIn(text.title, wanted);
  // Nearest the asked level first: a neighbouring band's text is lent only where the band has none.
  const levelsAway = (text: Text) =>
    Math.abs(levels.indexOf(levelOfText(text, code, band)) - levels.indexOf(request.level));
  // The places the teacher names first ("a weekend in Madrid").
  const names = namesAsked(request.user_input, code);
  const [passage] = shuffle(onTheme, random).sort(
    (a, b) =>
      Number(had.has(a.title)) - Number(had.has(b.title)) ||
      namesIn(b, names) - namesIn(a, names) ||
      says(b) - says(a) ||
      levelsAway(a) - levelsAway(b) ||
      titleSays(b) - titleSays(a),
  );
  if (!passage) throw new Error(`The ${request.language} bank has no ${band} passage on ${theme}`);
  const repeated: Notice | undefined = had.has(passage.title)
    ? { id: 'notice.text.repeated', values: { theme, level: request.level } }
    : undefined;
  const shownSays = (words: readonly string[]) => (paragraphs: readonly string[]) =>
    mentionsIn([passage.title, ...paragraphs].join(' '), words);
  const excerpt = chooseExcerpt(
    passage.paragraphs,
    wordsWanted,
    questionsWanted,
    random,
    shownSays(wanted),
  );
  // A text on the topic's theme is only the closest when, in the text's language, it says fewer
  // than two (or than all) of the words the teacher typed beyond its topic: words no topic knows
  // ("Technology" is the theme itself) or another topic's ("recycling" in "recycling at home").
  // Asked in another language, the text cannot be read for them: a word of a topic unrelated to
  // the text's ("recycling" beside "at home") makes it the closest, unless the text shown says it
  // as the lexicon translates it ("teenagers": "adolescentes", "tech company": "empresa
  // tecnológica"); a related one ("grand-mère" beside "cuisine": food texts are also family
  // texts) does not.
  const { topicsOf } = match;
  // Nor the kind of recording ("radio news on extreme weather"), unless the media are the topic.
  const outside = match.outside.filter(
    (word) => !genreWords.has(word) && !(recordingWords.has(word) && match.topic?.id !== 'media'),
  );
  const related = new Set<string>([...(match.topic?.themes ?? []), match.topic?.id ?? '']);
  const translated = (word: string) => {
    const without = new Set(inOtherWords(match.words.filter((other) => other !== word)));
    const through = inOtherWords(match.words).filter((other) => !without.has(other));
    return shownSays(through)(excerpt.paragraphs) > 0;
  };
  const unrelated = (word: string) => {
    const others = topicsOf.get(word) ?? [];
    return others.length > 0 && others.every((id) => !related.has(id)) && !translated(word);
  };
  const checkable = inBankLanguage(bankFor(code).passages, outside);
  // A place or person the teacher names that the text shown never says: the closest.
  const shown = [passage.title, ...excerpt.paragraphs].join(' ');
  const namesNone = names.some((name) => !saysName(shown, name));
  // Of two or more words it can read (its language's, or translated by the lexicon), a text whose
  // title and excerpt say at most one ("healthy lifestyle" read in a text on the health service,
  // "Paris et ses monuments" in a podcast on Joan of Arc) is on another part of the topic: the
  // closest. The kind of text asked for ("a talk") is no word it must say.
  const readable = match.words.filter(
    (word) =>
      !genreWords.has(word) &&
      (inBankLanguage(bankFor(code).passages, [word]) || inOtherWords([word]).length > 0),
  );
  // A part of a topic the request names whole counts as the text's language says it ("part-time
  // jobs": "petits boulots"), though no word of it alone translates ("time").
  const readableSaid = mentionsIn(shown, [...readable, ...inOtherWords(match.words)]);
  // One word naming a part of the topic ("médecin" of health), not the topic itself ("santé"),
  // that the text never says in any language: the text is on another part of it.
  const saysTooFew =
    readable.length >= 2
      ? readableSaid < wordsToOffer
      : readable.length === 1 &&
        readableSaid === 0 &&
        !namesTheTopic(readable, match.topic) &&
        !saidByMost(readable, code, theme);
  const saysNone =
    !chosenNotice &&
    !about &&
    (saysTooFew ||
      namesNone ||
      (checkable
        ? shownSays(outside)(excerpt.paragraphs) < Math.min(wordsToOffer, outside.length)
        : outside.some(unrelated)));
  const notice: Notice | undefined = saysNone
    ? { id: 'notice.text.closest', values: { asked: match.asked, closest: [theme] } }
    : chosenNotice;
  const questions = spreadQuestions(excerpt, questionsWanted, random);
  const written = levelOfText(passage, code, band);
  const ofOtherLevel: Notice | undefined =
    written !== request.level
      ? { id: 'notice.text.level', values: { theme, written, level: request.level } }
      : undefined;
  const short: Notice | undefined =
    use === 'Reading' && wordsWanted - excerpt.words > lengthTolerance(wordsWanted)
      ? { id: 'notice.text.short', values: { theme, words: excerpt.words, wanted: wordsWanted } }
      : undefined;
  return {
    title: passage.title,
    paragraphs: excerpt.paragraphs,
    questions: questions.map(([question]) => question),
    answerKey: questionKeys(questions, grammarTopic),
    notices: [notice, ofOtherLevel, repeated, short].filter(
      (said): said is Notice => said !== undefined,
    ),
  };
}

/** The topic's own name ("Health and the body"), in any language, not one of its parts. */
function namesTheTopic(words: readonly string[], topic: TopicEntry | undefined): boolean {
  if (!topic) return false;
  const label = fold(topic.label)
    .split(' ')
    .filter((word) => !filler.has(word));
  const names = new Set([...label, ...inOtherWords(label), topic.id]);
  return words.every((word) => names.has(word));
}

/**
 * Words most of the theme's texts in the language say ("Arbeit" of work texts) name the theme
 * itself; a part of it ("hospital" of health) is said by few.
 */
function saidByMost(words: readonly string[], code: LanguageCode, theme: Theme): boolean {
  const texts = bankFor(code).passages.filter((passage) => passage.topic === theme);
  const said = [...words, ...inOtherWords(words)];
  return texts.filter((text) => mentions(text, said) > 0).length * 2 >= texts.length;
}

/**
 * `wanted` questions spread over the whole text, in its order: from each equal slice of it (by
 * where their answers lie) the one nearest a point drawn once for all slices, or the nearest
 * unused one where a slice has none.
 */
function spreadQuestions(excerpt: Excerpt, wanted: number, random: Random): Question[] {
  const { questions, places } = excerpt;
  const placeOf = (index: number) => places[index] as number;
  const chosen = new Set<number>();
  const offset = random();
  for (let slot = 0; slot < Math.min(wanted, questions.length); slot++) {
    const target = (slot + offset) / wanted;
    const free = questions.map((_, index) => index).filter((index) => !chosen.has(index));
    const inSlice = free.filter(
      (index) => placeOf(index) >= slot / wanted && placeOf(index) < (slot + 1) / wanted,
    );
    const [pick] = (inSlice.length > 0 ? inSlice : free).sort(
      (a, b) => Math.abs(placeOf(a) - target) - Math.abs(placeOf(b) - target),
    );
    if (pick !== undefined) chosen.add(pick);
  }
  return [...chosen].sort((a, b) => a - b).map((index) => questions[index] as Question);
}
