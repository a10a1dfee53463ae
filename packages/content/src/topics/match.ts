import { frequencyRanks } from '../data/frequencies';
import { fold, hasWord } from '../grammar/fuzzy';
import { grammarFiller, practiceWords, understandGrammar } from '../grammar/match';
import { keptAtMost } from '../kept';
import type { LanguageCode, Level } from '../languages';
import type { Random } from '../random';
import { filler, genreWords, recordingWords } from './filler';
import { type TopicEntry, topicEntries } from './lexicon';
import { type Subject, subjects } from './subjects';

export type TopicMatch = {
  /** The closest topic of the lexicon, if the words name one. */
  topic: TopicEntry | undefined;
  /** What the request asks about once the grammar words are left out ("the French Revolution"). */
  asked: string;
  /**
   * The request is mostly about topics of the lexicon ("restaurants", "Urlaub am Meer"), not
   * one word of it ("the French Revolution" is only history): otherwise the exercise says it
   * used the closest topic.
   */
  exact: boolean;
  /**
   * The occasion, event or period the request names ("Noël", "the Olympic Games"): only a text
   * written about it is on topic. `topic` is then the subject's topic.
   */
  subject?: Subject;
  /** The request's own words, folded: neither grammar, nor the kind of exercise, nor filler. */
  words: string[];
  /** Those of them no topic of the lexicon knows: what the request asks beyond its topic. */
  beyond: string[];
  /**
   * Those the matched topic does not know, whether another topic does or none: "recycling" in
   * "recycling at home", "igualdad" in "la igualdad en el trabajo".
   */
  outside: string[];
  /** Other topics the words name as much as `topic` ("recycling at home": home, environment). */
  tied: { topic: TopicEntry; outside: string[] }[];
  /** The topics each of `words` names (none for a word beyond them). */
  topicsOf: ReadonlyMap<string, readonly string[]>;
};

/** Subject names folded once, longest first: "seconde guerre mondiale" before "guerre mondiale". */
const subjectNames = subjects
  .flatMap((subject) => subject.names.map((name) => ({ subject, name: fold(name) })))
  .sort((a, b) => b.name.length - a.name.length);

/**
 * The subject a request names as whole words, the longest name winning; not where another
 * topic's phrase said in it reaches across the name ("la transición energética" is no Spanish
 * Transition).
 */
export function subjectNamed(folded: string): Subject | undefined {
  const padded = ` ${folded} `;
  return subjectNames.find(
    ({ subject, name }) => padded.includes(` ${name} `) && !crossedByPhrase(padded, subject, name),
  )?.subject;
}

/**
 * A phrase keyword of another topic said in the request that shares words with the name but
 * neither holds it nor lies inside it.
 */
function crossedByPhrase(padded: string, subject: Subject, name: string): boolean {
  const nameWords = name.split(' ');
  const crosses = (key: string) =>
    key.includes(' ') &&
    padded.includes(` ${key} `) &&
    !` ${name} `.includes(` ${key} `) &&
    !` ${key} `.includes(` ${name} `) &&
    key.split(' ').some((word) => nameWords.includes(word));
  return topicEntries.some(
    (topic) => topic.id !== subject.topic && keywordsOf(topic).some(crosses),
  );
}

/**
 * A keyword said in the request: the word, a typo of it, or its plural ("cafés", "Bücher"). A
 * common word the keyword starts with is that word, no typo: "table" is not "tablet" (though
 * "animal" is the singular of "animals").
 */
function said(words: readonly string[], key: string): string[] {
  return words.filter(
    (word) =>
      word === key ||
      (!anotherWordWithin(word, key) && hasWord([word], key)) ||
      (key.length >= 4 && word.startsWith(key) && word.length - key.length <= 2),
  );
}

function anotherWordWithin(word: string, key: string): boolean {
  if (!key.startsWith(word) || /^(s|es|e|en|n|er|x|i)$/.test(key.slice(word.length))) return false;
  const { other, german } = compoundTables();
  return other.has(word) || german.has(word);
}

/** Keywords folded once: folding (Unicode normalisation) costs more than matching. */
const foldedKeywords = new Map<TopicEntry, string[]>();
const keywordsOf = (topic: TopicEntry) => {
  let keys = foldedKeywords.get(topic);
  if (!keys) {
    keys = topic.keywords.map(fold);
    foldedKeywords.set(topic, keys);
  }
  return keys;
};

/** What compounds are read with, built on first use. */
type CompoundTables = {
  /** Every topic's one-word keywords and the subjects' one-word names (folded). */
  known: ReadonlySet<string>;
  /** Those of five letters or more, longest first: the parts compounds are read by. */
  keys: readonly string[];
  /** The common words of the languages that do not make compounds ("personne" is no per-sonne). */
  other: ReadonlySet<string>;
  /** The common words only German has ("ein", "mein", "über"): a request in German. */
  german: ReadonlySet<string>;
};
let compounds: CompoundTables | undefined;
function compoundTables(): CompoundTables {
  if (!compounds) {
    const words = topicEntries
      .flatMap((topic) => keywordsOf(topic))
      .filter((k) => !k.includes(' '));
    const other = new Set(
      (['en', 'fr', 'es', 'it', 'pt'] as const).flatMap((code) =>
        [...frequencyRanks(code).keys()].map(fold),
      ),
    );
    compounds = {
      known: new Set([...words, ...subjectNames.map(({ name }) => name)]),
      keys: [...new Set(words.filter((key) => key.length >= 5))].sort(
        (a, b) => b.length - a.length,
      ),
      other,
      german: new Set([...frequencyRanks('de').keys()].map(fold).filter((w) => !other.has(w))),
    };
  }
  return compounds;
}

/**
 * A request in German, whose long words may be compounds: another of its words is German only,
 * or the word ends as German nouns do ("Umweltverschmutzung"), or has an ß ("Fußballverein").
 */
function inGerman(word: string, request: readonly string[]): boolean {
  const { german } = compoundTables();
  return (
    /(ung|heit|keit|schaft|tum|nis)$|ß/.test(word) ||
    request.some((other) => other !== word && german.has(other))
  );
}

/**
 * How much of a compound a keyword starts as its first part, three letters left (0: it does not):
 * whole, or without a final e before a consonant ("Schultag", "Sprachkurs"; "policier" is no
 * "police"); before a head keyword, also without en or n ("Weihnachtsmarkt", "Osterferien"),
 * which alone would read "Österreich" as Easter.
 */
function modifierLength(word: string, key: string, beforeHead: boolean): number {
  const cuts = key.endsWith('e')
    ? [1]
    : beforeHead && key.endsWith('en')
      ? [2, 1]
      : beforeHead && key.endsWith('n')
        ? [1]
        : [];
  const stems = [key, ...cuts.map((cut) => key.slice(0, -cut)).filter((stem) => stem.length >= 5)];
  const stem = stems.find(
    (one, index) =>
      word.startsWith(one) &&
      word.length - one.length >= 3 &&
      (index === 0 || !'aeiouy'.includes(word[one.length] ?? 'a')),
  );
  return stem?.length ?? 0;
}

/** A noun with a plural or case ending ("Märkte", "Bräuchen", "Häuser"): two letters at most. */
const inflected = (word: string, key: string) =>
  word.startsWith(key) && word.length - key.length <= 2;

/** A compound ending in the keyword, or in the keyword and a plural or case ending. */
const endsIn = (word: string, key: string) =>
  word.length - key.length >= 3 &&
  ['', 'e', 'n', 's', 'en', 'er', 'es'].some(
    (ending) => word.endsWith(key + ending) && word.length - key.length - ending.length >= 3,
  );

/**
 * The topic word a German compound is made of ("grossstadt": stadt, "wohnungssuche": wohnung,
 * "schultag": schule, "osterferien": ostern, ferien): a long word that is no keyword (nor its
 * plural) and no common word of another language, read by the keyword it ends or starts with,
 * three letters left beside it; a subject's name in the plural ("Weihnachtsmärkte") is that name.
 */
function compoundParts(word: string): string[] {
  const { known, keys, other, german } = compoundTables();
  if (
    word.length < 8 ||
    known.has(word) ||
    other.has(word) ||
    keys.some((key) => inflected(word, key))
  )
    return [word];
  const named = subjectNames.find(({ name }) => name.length >= 6 && inflected(word, name));
  if (named) return [named.name];
  const head = keys.find((key) => endsIn(word, key));
  const modifier = keys.find((key) => modifierLength(word, key, head !== undefined) > 0);
  if (head) return modifier && modifier !== head ? [modifier, head] : [head];
  // The head says what the compound is ("Ferienjob" is a job): a modifier alone names the topic
  // only when the rest is no topic word ("Wohnungs|suche") and the word is no common one of its
  // own ("vereinbaren" holds no "Verein").
  const rest = modifier && word.slice(modifierLength(word, modifier, false)).replace(/^s/, '');
  return modifier &&
    rest &&
    !german.has(word) &&
    ![...known].some((key) => key.length >= 3 && rest.endsWith(key))
    ? [modifier]
    : [word];
}

/** The words of the request inside the topic's phrases said ("tempo libero", "medio ambiente"). */
function phraseWords(folded: string, topic: TopicEntry): string[] {
  return keywordsOf(topic)
    .filter((key) => key.includes(' ') && ` ${folded} `.includes(` ${key} `))
    .flatMap((key) => key.split(' '));
}

/**
 * How much the request says the topic: 2 a phrase, 1 a word as written, 0.5 a typo or plural.
 * The words of another topic's phrase are that phrase's: "tempo libero" is free time, not the
 * weather's "tempo".
 */
function keywordsSaid(
  words: readonly string[],
  folded: string,
  topic: TopicEntry,
  othersPhrases: ReadonlySet<string>,
) {
  let score = 0;
  const used = new Set<string>();
  const wordScores = new Map<string, number>();
  const free = words.filter((word) => !othersPhrases.has(word));
  for (const key of keywordsOf(topic)) {
    if (key.includes(' ')) {
      if (` ${folded} `.includes(` ${key} `)) {
        score += 2;
        for (const part of key.split(' ')) used.add(part);
      }
      continue;
    }
    // A word as written outweighs a typo or plural of another topic's ("meteo" is not "metro").
    for (const word of said(free, key)) {
      const weight = recordingWords.has(word) ? 0.25 : 1;
      wordScores.set(word, Math.max(wordScores.get(word) ?? 0, (word === key ? 1 : 0.5) * weight));
      used.add(word);
    }
  }
  // A word says its topic once, however many of its keywords it is near ("planes": "plans",
  // "planos").
  for (const wordScore of wordScores.values()) score += wordScore;
  return { score, used };
}

/** Each topic's score and the words that said it, the best topic first among equals. */
function topicsSaid(words: readonly string[]) {
  const folded = words.join(' ');
  const phrases = topicEntries.map((topic) => phraseWords(folded, topic));
  // How many topics' phrases hold each word: another topic's phrase holds it when its own do not
  // account for them all.
  const inPhrases = new Map<string, number>();
  for (const own of phrases)
    for (const word of new Set(own)) inPhrases.set(word, (inPhrases.get(word) ?? 0) + 1);
  const said = topicEntries.map((topic, index) => {
    const own = new Set(phrases[index]);
    const othersPhrases = new Set(
      [...inPhrases].filter(([word, count]) => count > (own.has(word) ? 1 : 0)).map(([w]) => w),
    );
    return { topic, ...keywordsSaid(words, folded, topic, othersPhrases) };
  });
  let best: (typeof said)[number] | undefined;
  for (const entry of said) {
    if (entry.score > 0 && (!best || entry.score > best.score)) best = entry;
  }
  return { said, best };
}

/** "History" in the six languages, folded: "the history of money" is about money. */
const historyWords = new Set(['history', 'histoire', 'geschichte', 'storia', 'historia']);
const ofWords = new Set(
  'of de d du des der von del della dell dello dei degli delle do da dos das'.split(' '),
);

/**
 * The word asking for the history of another topic ("the history of money", "la storia
 * dell'arte"): that topic is the one asked, and its texts are not about its history.
 */
function historyOf(words: readonly string[]): string | undefined {
  const at = words.findIndex(
    (word, index) => historyWords.has(word) && ofWords.has(words[index + 1] ?? ''),
  );
  if (at < 0) return undefined;
  const { best } = topicsSaid(words.filter((_, index) => index !== at));
  return best && best.topic.id !== 'history' ? words[at] : undefined;
}

/**
 * The topic a request names, in any of the six languages ("ser y estar en el restaurante" ->
 * restaurants), leaving out the words that named its grammar point.
 */
export function matchTopic(userInput: string, grammarWords: readonly string[] = []): TopicMatch {
  // The words of the grammar asked and of the exercise's kind ("A2", "Übungen") are no topic.
  const ignored = [
    ...grammarWords,
    ...fold(userInput)
      .split(' ')
      .filter((word) => practiceWords.has(word)),
  ];
  const written = fold(userInput)
    .split(' ')
    .filter((word) => word && !ignored.includes(word));
  // A word that is no keyword, plural of one or word of a phrase said may be a compound.
  const inPhrases = new Set(topicEntries.flatMap((topic) => phraseWords(written.join(' '), topic)));
  const typed = fold(userInput).split(' ');
  const words = written.flatMap((word) =>
    inPhrases.has(word) || !inGerman(word, typed) ? [word] : compoundParts(word),
  );
  const history = historyOf(words);
  // A number ("im 20. Jahrhundert", "2024") dates the request, and names no topic.
  const content = words.filter(
    (word) =>
      word === history || (!filler.has(word) && !grammarFiller.has(word) && !/\d/u.test(word)),
  );
  const { said, best } = topicsSaid(words.filter((word) => word !== history));
  // Most of the words name a topic ("la cuisine de ma grand-mère": cooking, family); "the
  // French Revolution" names history with one word of two, and only comes close.
  const covered = content.filter((word) => said.some((entry) => entry.used.has(word)));
  const asked = content.length > 0 ? askedText(userInput, ignored) : '';
  // The kind of text asked for names no part of it: "beim Arzt (Dialog)" is all the doctor's.
  const topical = content.filter((word) => !genreWords.has(word));
  const mostly = (words: readonly string[]) =>
    words.filter((word) => covered.includes(word)).length * 2 > words.length;
  const exact = best !== undefined && (mostly(content) || (topical.length > 0 && mostly(topical)));
  // A subject is named whole ("natalité" holds no "natal").
  const subject = subjectNamed(written.join(' ')) ?? subjectNamed(words.join(' '));
  const ofSubject = subject && topicEntries.find((topic) => topic.id === subject.topic);
  const found = {
    asked,
    exact,
    words: content,
    beyond: content.filter((w) => !covered.includes(w)),
    topicsOf: new Map(
      content.map((word) => [
        word,
        said.filter((entry) => entry.used.has(word)).map((entry) => entry.topic.id),
      ]),
    ),
  };
  const outsideOf = (topic: TopicEntry | undefined) => {
    const used = said.find((entry) => entry.topic === topic)?.used;
    return content.filter((word) => !used?.has(word));
  };
  if (subject && ofSubject)
    return { topic: ofSubject, subject, ...found, outside: outsideOf(ofSubject), tied: [] };
  const tied = said
    .filter((entry) => best && entry !== best && entry.score === best.score)
    .map(({ topic }) => ({ topic, outside: outsideOf(topic) }));
  return { topic: best?.topic, ...found, outside: outsideOf(best?.topic), tied };
}

/**
 * The topic a teacher asks a text on: the words beside the grammar they name are the topic,
 * unless only those words name one ("rutina diaria", "Zukunftspläne" are both).
 */
export function textTopic(userInput: string, code: LanguageCode, level: Level): TopicMatch {
  // A text is chosen by asking this for each band and use that could lend one: once is enough.
  return keptTextTopics(`${code} ${level} ${userInput}`, () =>
    readTextTopic(userInput, code, level),
  );
}

const keptTextTopics = keptAtMost<TopicMatch>(500);

function readTextTopic(userInput: string, code: LanguageCode, level: Level): TopicMatch {
  const grammarWords = understandGrammar(userInput, code, level)?.used ?? [];
  const whole = matchTopic(userInput);
  if (grammarWords.length === 0) return whole;
  // A grammar word inside a topic's phrase is the topic's ("hábitos saudáveis", not "costumar").
  const inPhrase = whole.topic && phraseWords(fold(userInput), whole.topic);
  if (inPhrase && grammarWords.some((word) => inPhrase.includes(word))) return whole;
  const besideGrammar = matchTopic(userInput, grammarWords);
  return besideGrammar.topic || !whole.topic ? besideGrammar : whole;
}

/** The request as typed, less the words that named the grammar point. */
function askedText(userInput: string, grammarWords: readonly string[]): string {
  if (grammarWords.length === 0) return userInput.trim();
  return userInput
    .split(/\s+/)
    .filter((word) => !grammarWords.includes(fold(word)))
    .join(' ')
    .trim();
}

/** A topic for a request that names none: a different one each time, so exercises vary. */
export function anyTopic(random: Random): TopicEntry {
  return topicEntries[Math.floor(random() * topicEntries.length)] as TopicEntry;
}
