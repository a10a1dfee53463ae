import type { Passage } from '../data/bank';
import type { Random } from '../random';
import type { AnswerKeyItem } from '../schemas';
import { countWords, normalizeAnswer, sentences } from '../text';

type Paragraph = Passage['paragraphs'][number];
export type Question = Paragraph['questions'][number];

/** Part of a curated passage, with the questions its text answers. */
export type Excerpt = {
  paragraphs: string[];
  questions: Question[];
  /**
   * Where each question's answer lies in the text, from 0 to 1: the paragraphs that answer
   * questions share the span equally, their questions theirs.
   */
  places: number[];
  words: number;
  /** Ends on a paragraph's end rather than inside it. */
  whole: boolean;
};

/**
 * How far a passage may land from the asked length: a quarter of it, never less than 20 words
 * (whole sentences cannot hit 5 or 30 words exactly).
 */
export function lengthTolerance(wordsWanted: number): number {
  return Math.max(wordsWanted * 0.25, 20);
}

/**
 * A text opens on its passage's first paragraph: it introduces the people and places and says
 * what the passage is about (the school in "Mon école"), so no excerpt leaves it out.
 */
const opensAText = (index: number) => index === 0;

/** The text states the answer (or another accepted one) word for word. */
function answers(text: string, [, ...accepted]: Question): boolean {
  const said = ` ${normalizeAnswer(text)} `;
  return accepted.some((answer) => said.includes(` ${normalizeAnswer(answer)} `));
}

/** A paragraph's first sentences (one, two... all), each with the questions it answers. */
function openings(paragraph: Paragraph): Paragraph[] {
  const all = sentences(paragraph.text);
  return all.map((_, index) => {
    if (index === all.length - 1) return paragraph;
    const text = all.slice(0, index + 1).join(' ');
    return { text, questions: paragraph.questions.filter((question) => answers(text, question)) };
  });
}

/** Each question's place in the text (see `Excerpt.places`). */
function placesOf(parts: readonly Paragraph[]): number[] {
  const asking = parts.filter((part) => part.questions.length > 0);
  return asking.flatMap((part, index) =>
    part.questions.map(
      (_, question) => (index + (question + 0.5) / part.questions.length) / asking.length,
    ),
  );
}

const excerptsByPassage = new WeakMap<readonly Paragraph[], Excerpt[]>();

/**
 * Every excerpt that starts on a paragraph able to open a text and ends on a sentence end:
 * whole paragraphs, then possibly the first sentences of the next one. Worked out once per passage.
 */
function excerpts(paragraphs: readonly Paragraph[]): Excerpt[] {
  const known = excerptsByPassage.get(paragraphs);
  if (known) return known;
  const ends = paragraphs.map(openings);
  const all = paragraphs.flatMap((_, start) =>
    opensAText(start)
      ? ends.slice(start).flatMap((endings, index) => {
          const before = paragraphs.slice(start, start + index);
          return endings.map((end, count) => {
            const parts = [...before, end];
            return {
              paragraphs: parts.map((part) => part.text),
              questions: parts.flatMap((part) => part.questions),
              places: placesOf(parts),
              words: parts.reduce((sum, part) => sum + countWords(part.text), 0),
              whole: count === endings.length - 1,
            };
          });
        })
      : [],
  );
  excerptsByPassage.set(paragraphs, all);
  return all;
}

/** The excerpt of the passage a text shows (its paragraphs joined by blank lines), if it is one. */
export function excerptShown(paragraphs: readonly Paragraph[], shown: string): Excerpt | undefined {
  return excerpts(paragraphs).find((excerpt) => excerpt.paragraphs.join('\n\n') === shown);
}

/** The key of questions on a text: the first answer, the others accepted. */
export function questionKeys(
  questions: readonly (readonly [string, string, ...string[]])[],
  grammarTopic: string,
): AnswerKeyItem[] {
  return questions.map(([, answer, ...accepted], index) => ({
    id: index + 1,
    answer,
    ...(accepted.length > 0 ? { accepted } : {}),
    grammar_topic: grammarTopic,
    kind: 'comprehension' as const,
  }));
}

/**
 * A part of the passage of about `wordsWanted` words (within `lengthTolerance`) that answers at
 * least `questionsWanted` questions, chosen at random among those that fit and say most of
 * what the teacher asked, so two exercises on one topic differ. Whole paragraphs are preferred to a text that stops inside one; when nothing
 * fits, the questions win: the closest excerpt that holds them all.
 */
export function chooseExcerpt(
  paragraphs: readonly Paragraph[],
  wordsWanted: number,
  questionsWanted: number,
  random: Random,
  /** How much of what the teacher asked an excerpt says: the ones saying most are chosen from. */
  says: (paragraphs: readonly string[]) => number = () => 0,
): Excerpt {
  const distance = (excerpt: Excerpt) => Math.abs(excerpt.words - wordsWanted);
  const all = excerpts(paragraphs);
  const roomy = all.filter((excerpt) => excerpt.questions.length >= questionsWanted);
  const fitting = roomy.filter((excerpt) => distance(excerpt) <= lengthTolerance(wordsWanted));
  const wholeFitting = fitting.filter((excerpt) => excerpt.whole);
  const ofLength = wholeFitting.length > 0 ? wholeFitting : fitting;
  const saying = ofLength.map((excerpt) => says(excerpt.paragraphs));
  const most = Math.max(0, ...saying);
  const candidates = ofLength.filter((_, index) => saying[index] === most);
  const chosen =
    candidates[Math.floor(random() * candidates.length)] ??
    roomy.sort((a, b) => distance(a) - distance(b))[0] ??
    [...all].sort((a, b) => b.questions.length - a.questions.length)[0];
  if (!chosen) throw new Error('A passage without paragraphs');
  return chosen;
}
