import { describe, expect, it } from 'vitest';
import { type Language, languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer } from '../../text';
import { generateReading } from '../reading';
import { cityGuideData, cityGuideText } from './cityGuide';
import { expectTenDistinctTextsKeyedRight } from './genre-request-checks';

const says = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);
/** "9 am", "18 h", "19 Uhr", "alle 9" -> the hour on the 24-hour clock. */
const hourSaid = (text: string) => {
  const h = Number((text.match(/\d+/) ?? [])[0]);
  return /pm/.test(text) && h < 12 ? h + 12 : h;
};
const levels = ['A1', 'A2', 'B1', 'B2'] as const;

describe('city guides made from data', () => {
  it.each(languages)('keys every question of 100 %s city guides from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const level = levels[n % 4] ?? 'A1';
      const data = cityGuideData(code, level, random);
      const text = cityGuideText(code, data);
      const guide = text.paragraphs.join(' ');
      texts.add(guide);
      const keys = text.questions.map(([, key]) => key);
      expect(keys).toHaveLength({ A1: 4, A2: 7, B1: 8, B2: 9 }[level]);
      const [opens, price, free, , closes, bus, , card, built] = keys;
      const [first, second, third] = data.sights;
      expect(hourSaid(opens ?? '')).toBe(first.opens / 60);
      expect(Number.parseInt(price ?? '', 10)).toBe(first.euros);
      // One sight is free, and it is not the first; the two paid ones cost different prices.
      expect([second.euros, third.euros].filter((euros) => euros === 0)).toHaveLength(1);
      expect(first.euros).toBeGreaterThan(0);
      expect(second.euros || third.euros).not.toBe(first.euros);
      const freeSentence = text.paragraphs[1]?.split(/(?<=\.) /)[data.free] ?? '';
      expect(says(freeSentence, free ?? '-')).toBe(true);
      if (level !== 'A1') {
        expect(hourSaid(closes ?? '')).toBe(second.closes / 60);
        expect(bus).toBe(String(data.bus));
      }
      if (level === 'B1' || level === 'B2') expect(Number.parseInt(card ?? '', 10)).toBe(data.card);
      // B2 alone says when the first sight was built, in a relative clause.
      expect(guide.includes(String(data.built))).toBe(level === 'B2');
      if (level === 'B2') expect(built).toBe(String(data.built));
      // Each question has wrong choices from the same data, none of them an accepted answer.
      expect(text.distractors).toHaveLength(text.questions.length);
      text.questions.forEach(([question, ...right], index) => {
        const wrong = text.distractors?.[index] ?? [];
        const accepted = right.map(normalizeAnswer);
        expect([question, wrong.length > 0]).toEqual([question, true]);
        for (const choice of wrong) expect(accepted).not.toContain(normalizeAnswer(choice));
      });
      for (const [question, key] of text.questions)
        expect([question, says(guide, key)]).toEqual([question, true]);
    }
    expect(texts.size).toBeGreaterThan(95);
  });

  it.each([
    ['city guide', 'English', /^A visitor's guide to /],
    ['guide de la ville', 'French', /^Visiter .+ : le guide$/],
    ['Stadtführer', 'German', /^Stadtführer /],
    ['guida della città', 'Italian', /^Guida di /],
    ['guía de la ciudad', 'Spanish', /^Guía de /],
    ['roteiro da cidade', 'Portuguese', /^Roteiro de /],
    ['sightseeing', 'English', /^A visitor's guide to /],
  ] as const)(
    'answers "%s" with a city guide the grader accepts',
    async (user_input, language: Language, title) =>
      expectTenDistinctTextsKeyedRight({ user_input, language, level: 'A2' }, (exercise) =>
        expect(exercise.results.Title).toMatch(title),
      ),
  );

  it('leaves C levels to the bank', () => {
    const exercise = generateReading(
      {
        user_input: 'city guide',
        language: 'English',
        level: 'C1',
        questions_quantity: 3,
        quantity_words: 120,
      },
      seededRandom(3),
    );
    expect(exercise.results.Title).not.toMatch(/^A visitor's guide/);
  });
});
