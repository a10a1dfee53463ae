import { describe, expect, it } from 'vitest';
import { reviewBuiltin } from '../../grading/review';
import { type Language, type Level, languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer } from '../../text';
import { generateListeningText, generateReading } from '../reading';
import { goodName, shopData, shopText } from './shop';

/** "4 euros 30", "4 Euro 30", "90 centimes", "5 euros" -> cents, read from the words alone. */
function centsSaid(text: string): number {
  const [first = Number.NaN, second] = (text.match(/\d+/g) ?? []).map(Number);
  if (second !== undefined) return first * 100 + second;
  return /cent|cént|cênt/i.test(text) ? first : first * 100;
}
const says = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);
/** "4,30 €" as a student may write it: always among the accepted answers of a price. */
const written = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;

describe('shop dialogues made from data', () => {
  it.each(languages)('keys every question of 100 %s dialogues from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const level = (['A1', 'A2', 'B1'] as const)[n % 3] ?? 'A1';
      const data = shopData(code, level, random);
      const text = shopText(code, data);
      const heard = text.paragraphs.join(' ');
      texts.add(heard);
      const total = data.items.reduce((sum, item) => sum + item.cents, 0);
      expect(data.items).toHaveLength(level === 'A1' ? 2 : 3);
      expect(data.paid).toBeGreaterThan(total);
      // Each price, the total, the note and the change, in the order they are asked.
      const sums = [...data.items.map((item) => item.cents), total, data.paid, data.paid - total];
      sums.forEach((cents, index) => {
        const [question, key, ...accepted] = text.questions[index] ?? [];
        expect([question, centsSaid(key ?? ''), accepted.includes(written(cents))]).toEqual([
          question,
          cents,
          true,
        ]);
      });
      // Two speakers take turns, the customer first after the greeting.
      const turns = text.paragraphs.slice(1);
      expect(turns.every((turn) => turn.startsWith('— '))).toBe(true);
      const first = text.questions[sums.length];
      const firstGood = goodName(code, data.items[0]?.good ?? -1);
      expect(first?.[2]).toBe(firstGood);
      expect(says(turns[data.missing === undefined ? 1 : 3] ?? '', first?.[1] ?? '-')).toBe(true);
      // B1: the good asked first is the one the shop has run out of, and it is not bought.
      if (level === 'B1') {
        const missing = goodName(code, data.missing ?? -1);
        expect(text.questions.at(-1)?.[1]).toBe(missing);
        expect(says(turns[1] ?? '', missing) && says(turns[2] ?? '', missing)).toBe(true);
        expect(data.items.map((item) => item.good)).not.toContain(data.missing);
      } else expect(data.missing).toBeUndefined();
      for (const [question, key] of text.questions)
        expect([question, says(heard, key)]).toEqual([question, true]);
    }
    expect(texts.size).toBeGreaterThan(95);
  });

  const listening = (user_input: string, language: Language, level: Level) =>
    generateListeningText({ user_input, language, level, questions_quantity: 5 }, seededRandom(7));

  it('answers a Spanish B1 listening on shopping with a dialogue the grader accepts', async () => {
    const exercise = listening('hacer la compra', 'Spanish', 'B1');
    expect(exercise.results.Title).toMatch(/ en la tienda del barrio$/);
    expect(exercise.results.Paragraph).toMatch(/^.+\n\n— ¡Buenos días!/);
    expect(exercise.notices).toBeUndefined();
    expect(
      exercise.answer_key.every((key) => key.grammar_topic === 'Listening comprehension'),
    ).toBe(true);
    // A student who writes prices as they are written ("4,30 €") gets every point.
    const Questions = (exercise.results.Questions ?? []).map((question, index) => {
      const key = exercise.answer_key[index];
      return { id: index + 1, question, user_answer: key?.accepted?.[0] ?? key?.answer ?? '' };
    });
    const review = await reviewBuiltin({ ...exercise, user_answer: { Questions } });
    expect(review.score).toBe(100);
  });

  it('is heard, never read, and leaves C levels to the bank', () => {
    expect(listening('shopping', 'English', 'A1').results.Title).toMatch(/ at the grocer's$/);
    const read = generateReading(
      {
        user_input: 'einkaufen',
        language: 'German',
        level: 'A1',
        questions_quantity: 3,
        quantity_words: 80,
      },
      seededRandom(7),
    );
    expect(read.results.Title).not.toMatch(/Lebensmittelladen/);
    expect(listening('les courses', 'French', 'C1').results.Title).not.toMatch(/épicerie/);
  });

  it("leaves to the bank a request asking more of shopping than a grocer's", () => {
    expect(listening('shopping for a birthday present', 'English', 'A2').results.Title).not.toMatch(
      / at the grocer's$/,
    );
    expect(listening('ir de compras', 'Spanish', 'A2').results.Title).toBe(
      listening('de compras', 'Spanish', 'A2').results.Title,
    );
  });
});
