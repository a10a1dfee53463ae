import { fold, hasWord } from '../grammar/fuzzy';
import { grammarFiller, practiceWords } from '../grammar/match';
import type { Random } from '../random';
import { type TopicEntry, topicEntries } from './lexicon';
import { type Subject, subjects } from './subjects';

/** Words that name no topic ("exercises about the", "un texte sur la"). */
const filler = new Set(
  `the a an of with and in for on to about at my our some text story exercise exercises practice lesson
  le la les l de du des d avec et en pour sur au aux un une mon ma mes texte histoire exercice exercices
  der die das den dem des mit und im in am ans ins vom beim fur zum zur ein eine mein meine text geschichte ubung ubungen uber
  il lo gli i di del della dei con e per sul al alla un una mio mia testo storia esercizio esercizi
  el los las del y para por con un una mi mis texto historia ejercicio ejercicios sobre
  o os as do da dos das com em no na um uma meu minha texto historia exercicio exercicios sobre que`.split(
    /\s+/,
  ),
);

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
};

/** Subject names folded once, longest first: "seconde guerre mondiale" before "guerre mondiale". */
const subjectNames = subjects
  .flatMap((subject) => subject.names.map((name) => ({ subject, name: fold(name) })))
  .sort((a, b) => b.name.length - a.name.length);

/** The subject a request names as whole words, the longest name winning. */
export function subjectNamed(folded: string): Subject | undefined {
  const padded = ` ${folded} `;
  return subjectNames.find(({ name }) => padded.includes(` ${name} `))?.subject;
}

/** A keyword said in the request: the word, a typo of it, or its plural ("cafés", "Bücher"). */
function said(words: readonly string[], key: string): string[] {
  return words.filter(
    (word) =>
      hasWord([word], key) ||
      (key.length >= 4 && word.startsWith(key) && word.length - key.length <= 2),
  );
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

function keywordsSaid(words: readonly string[], folded: string, topic: TopicEntry) {
  let score = 0;
  const used = new Set<string>();
  for (const key of keywordsOf(topic)) {
    if (key.includes(' ')) {
      if (` ${folded} `.includes(` ${key} `)) {
        score += 2;
        for (const part of key.split(' ')) used.add(part);
      }
      continue;
    }
    const found = said(words, key);
    // A word as written outweighs a typo or plural of another topic's ("meteo" is not "metro").
    if (found.length > 0) score += found.includes(key) ? 1 : 0.5;
    for (const word of found) used.add(word);
  }
  return { score, used };
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
  const words = fold(userInput)
    .split(' ')
    .filter((word) => word && !ignored.includes(word));
  const content = words.filter((word) => !filler.has(word) && !grammarFiller.has(word));
  const folded = words.join(' ');
  const said = topicEntries.map((topic) => ({ topic, ...keywordsSaid(words, folded, topic) }));
  let best: (typeof said)[number] | undefined;
  for (const entry of said) {
    if (entry.score > 0 && (!best || entry.score > best.score)) best = entry;
  }
  // Most of the words name a topic ("la cuisine de ma grand-mère": cooking, family); "the
  // French Revolution" names history with one word of two, and only comes close.
  const covered = content.filter((word) => said.some((entry) => entry.used.has(word)));
  const asked = content.length > 0 ? askedText(userInput, ignored) : '';
  const exact = best !== undefined && covered.length * 2 > content.length;
  const subject = subjectNamed(folded);
  const ofSubject = subject && topicEntries.find((topic) => topic.id === subject.topic);
  if (subject && ofSubject) return { topic: ofSubject, asked, exact, subject };
  return { topic: best?.topic, asked, exact };
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
