import type { Language, LanguageCode } from '../languages';
import { languageCodes } from '../languages';
import type { AnswerKeyItem, ItemReview } from '../schemas';
import { normalizeAnswer, stripAccents, words } from '../text';
import { misspelledWords } from './spelling';
import { describeTypo, singleTypo } from './typo';

/** German writes ä, ö, ü and ß as ae, oe, ue and ss when the keyboard lacks them. */
function germanTranscription(text: string): string {
  return text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/**
 * Missing accents are forgiven where a reader still understands the word: in the Romance
 * languages (esta/está is a slip, not another answer). In German a missing umlaut makes
 * another word (schon/schön), so only the standard transcription (ae, oe, ue, ss) is forgiven.
 */
function withoutAccents(code: LanguageCode, text: string): string {
  return code === 'de' ? germanTranscription(text) : stripAccents(text);
}

function differingWords(written: string, expected: string): [string, string][] {
  const a = written.split(' ');
  const b = expected.split(' ');
  if (a.length !== b.length) return [];
  return b.flatMap((word, index) =>
    a[index] === word ? [] : [[a[index] ?? '', word] as [string, string]],
  );
}

/**
 * Case never costs points, but in German a noun written in lower case is a spelling mistake the
 * student should hear about.
 */
function capitalisationTip(
  code: LanguageCode,
  written: string,
  key: AnswerKeyItem,
): string | undefined {
  if (code !== 'de') return undefined;
  const yours = words(written);
  const nouns = words(key.answer).filter(
    (word, index) =>
      index > 0 && /^\p{Lu}/u.test(word) && yours[index] === word.toLocaleLowerCase(),
  );
  if (nouns.length === 0) return undefined;
  return `Correct. Remember that German nouns start with a capital letter: ${nouns.map(quote).join(', ')}.`;
}

const correct = (tip: string): Omit<ItemReview, 'id'> => ({
  is_correct: true,
  feedback: 'Correct!',
  tip,
});
const quote = (text: string) => `"${text}"`;

/** Grades one answer against its key, with a tip the student can act on. */
export async function gradeAnswer(
  language: Language,
  key: AnswerKeyItem,
  written: string,
): Promise<Omit<ItemReview, 'id'>> {
  const code = languageCodes[language];
  const expected = [key.answer, ...(key.accepted ?? [])].map(normalizeAnswer);
  const answer = normalizeAnswer(written);
  const shown = quote(key.answer);
  if (answer === '') {
    return {
      is_correct: false,
      feedback: `No answer was given. The answer is ${shown}.`,
      tip: `Write an answer even when unsure: it is the way to practise ${key.grammar_topic.toLowerCase()}.`,
    };
  }
  if (expected.includes(answer))
    return correct(capitalisationTip(code, written, key) ?? 'Well done.');

  const relaxed = withoutAccents(code, answer);
  const accentMatch = expected.find((option) => withoutAccents(code, option) === relaxed);
  if (accentMatch) {
    const pairs = differingWords(answer, accentMatch);
    const detail = pairs.map(([yours, right]) => `${quote(right)}, not ${quote(yours)}`).join('; ');
    return correct(
      code === 'de'
        ? `Correct. Where you can, type the letters ä, ö, ü and ß: ${detail}.`
        : `Correct, but mind the accents: ${detail}.`,
    );
  }

  const main = expected[0] ?? '';
  const sameWords =
    [...answer.split(' ')].sort().join(' ') === [...main.split(' ')].sort().join(' ');
  if (sameWords) {
    return {
      is_correct: false,
      feedback: `The words are right but their order is not. The answer is ${shown}.`,
      tip: 'Look at where the verb and the subject go in this sentence.',
    };
  }

  // Typos are looked for where accents no longer matter; in German an umlaut is a letter.
  const typoForm = (text: string) => (code === 'de' ? text : stripAccents(text));
  for (const option of expected) {
    const pairs = differingWords(typoForm(answer), typoForm(option));
    const originals = differingWords(answer, option);
    if (pairs.length !== 1 || originals.length !== 1) continue;
    const [yours, right] = originals[0] as [string, string];
    const typo = singleTypo(typoForm(yours), typoForm(right));
    if (typo && right.length >= 3) {
      return {
        is_correct: false,
        feedback: `Almost! The answer is ${shown}.`,
        tip: `In ${quote(yours)} ${describeTypo(typo)}: write ${quote(right)}.`,
      };
    }
  }

  return {
    is_correct: false,
    feedback: `Not quite. The answer is ${shown}.`,
    tip: await freeTextTip(code, written, key),
  };
}

/** For a wrong answer: spelling first (hunspell), then length, then what to review. */
async function freeTextTip(
  code: LanguageCode,
  written: string,
  key: AnswerKeyItem,
): Promise<string> {
  const misspelled = await misspelledWords(code, words(written));
  if (misspelled.length > 0) {
    const list = misspelled
      .slice(0, 3)
      .map(({ word, suggestion }) =>
        suggestion ? `${quote(word)} (did you mean ${quote(suggestion)}?)` : quote(word),
      )
      .join(', ');
    return `Check the spelling of ${list}.`;
  }
  const expectedLength = words(key.answer).length;
  const writtenLength = words(written).length;
  if (expectedLength >= 3 && writtenLength < expectedLength / 2) {
    return `Your answer is shorter than expected: write the whole sentence (${expectedLength} words).`;
  }
  return `Review ${key.grammar_topic.toLowerCase()} and compare your answer with the one above.`;
}
