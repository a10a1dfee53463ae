import { describe, expect, it } from 'vitest';
import { type Language, languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer } from '../../text';
import { biographyData, biographyText } from './biography';
import { expectTenDistinctTextsKeyedRight } from './genre-request-checks';

const says = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);
const levels = ['A1', 'A2', 'B1', 'B2'] as const;
/**
 * What marks each level: a past tense from A2, a "since then" at B1, a pluperfect and a passive at
 * B2 (in place of B1's "since then").
 */
const marks = {
  en: [/ studied /, / has lived ever since/, / had already .+ was awarded /],
  fr: [/ a étudié /, / vit depuis/, / s'était déjà .+ a été décerné/],
  de: [/ studiert\./, / seitdem lebt/, / hatte .+ wurde (ihr|ihm) /],
  it: [/ ha studiato /i, / da allora/, / si era già .+ è stato conferito/],
  es: [/ Estudió /, / desde entonces/, / se había hecho .+ le fue concedido/],
  pt: [/ Estudou /, / desde então/, / se tinha tornado .+ foi-lhe atribuído/],
} as const;

describe('short biographies made from data', () => {
  it.each(languages)('keys every question of 100 %s biographies from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const level = levels[n % 4] ?? 'A1';
      const data = biographyData(code, level, random);
      const text = biographyText(code, data);
      const life = text.paragraphs.join(' ');
      texts.add(life);
      const keys = text.questions.map(([, key]) => key);
      expect(keys).toHaveLength({ A1: 4, A2: 7, B1: 9, B2: 9 }[level]);
      const [, born, , , , moved, , worked, won] = keys;
      expect(born).toBe(String(data.born));
      // A life in order, in the past: born, moved after the years of work, the prize after.
      expect(data.moved).toBe(data.born + 24 + data.worked);
      expect(data.won).toBeGreaterThan(data.moved);
      expect(data.won).toBeLessThanOrEqual(new Date().getFullYear());
      expect(new Set(Object.values(data.towns)).size).toBe(3);
      if (level !== 'A1') expect(moved).toBe(String(data.moved));
      if (level === 'B1' || level === 'B2') {
        expect(Number.parseInt(worked ?? '', 10)).toBe(data.worked);
        expect(won).toBe(String(data.won));
      }
      const rank = levels.indexOf(level);
      marks[code].forEach((mark, index) => {
        expect([level, String(mark), mark.test(life)]).toEqual([
          level,
          String(mark),
          index === 0 ? rank >= 1 : rank === index + 1,
        ]);
      });
      // Each question has wrong choices from the same data, none of them an accepted answer.
      expect(text.distractors).toHaveLength(text.questions.length);
      text.questions.forEach(([question, ...right], index) => {
        const wrong = text.distractors?.[index] ?? [];
        const accepted = right.map(normalizeAnswer);
        expect([question, wrong.length > 0]).toEqual([question, true]);
        for (const choice of wrong) expect(accepted).not.toContain(normalizeAnswer(choice));
      });
      for (const [question, key] of text.questions)
        expect([question, says(life, key)]).toEqual([question, true]);
    }
    expect(texts.size).toBeGreaterThan(95);
  });

  it.each([
    ['a short biography', 'English'],
    ['une biographie', 'French'],
    ['Lebenslauf', 'German'],
    ['biografia', 'Italian'],
    ['personajes famosos', 'Spanish'],
    ['biografia', 'Portuguese'],
  ] as const)(
    'answers "%s" with a biography the grader accepts',
    async (user_input, language: Language) =>
      expectTenDistinctTextsKeyedRight({ user_input, language, level: 'B1' }, (exercise) =>
        expect(exercise.answer_key).toHaveLength(5),
      ),
  );
});
