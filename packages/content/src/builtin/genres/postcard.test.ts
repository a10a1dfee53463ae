import { describe, expect, it } from 'vitest';
import { type Language, languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer } from '../../text';
import { expectTenDistinctTextsKeyedRight } from './genre-request-checks';
import { postcardData, postcardText } from './postcard';

const says = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);
const levels = ['A1', 'A2', 'B1', 'B2'] as const;
/** The words that mark each level's grammar: yesterday (past), tomorrow (future), if it rains. */
const marks = {
  en: ['Yesterday', 'Tomorrow', 'If it rains'],
  fr: ['Hier', 'Demain', "s'il pleut"],
  de: ['Gestern', 'Morgen', 'Falls es regnet'],
  it: ['Ieri', 'Domani', 'Se piove'],
  es: ['Ayer', 'Mañana', 'si llueve'],
  pt: ['Ontem', 'Amanhã', 'se chover'],
} as const;

describe('holiday postcards made from data', () => {
  it.each(languages)('keys every question of 100 %s postcards from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const level = levels[n % 4] ?? 'A1';
      const data = postcardData(code, level, random);
      const text = postcardText(code, data);
      const card = text.paragraphs.join(' ');
      texts.add(card);
      const keys = text.questions.map(([, key]) => key);
      expect(keys).toHaveLength({ A1: 6, A2: 7, B1: 8, B2: 9 }[level]);
      const [, companion, days, , degrees] = keys;
      // The writer signs, the friend is greeted, the companion is neither.
      expect(text.paragraphs.at(-1)).toBe(data.writer);
      expect(text.paragraphs[0]).toContain(data.friend);
      expect(companion).toBe(data.companion);
      expect(new Set([data.writer, data.friend, data.companion]).size).toBe(3);
      expect(Number.parseInt(days ?? '', 10)).toBe(data.days);
      expect(Number.parseInt(degrees ?? '', 10)).toBe(data.degrees);
      // Each level adds its grammar: the past at A2, the future at B1, a condition at B2.
      const rank = levels.indexOf(level);
      marks[code].forEach((mark, index) => {
        expect([level, mark, card.includes(mark)]).toEqual([level, mark, rank > index]);
      });
      // Four different activities: what they did, will do and would do are each said once.
      const acts = [data.everyDay, data.yesterday, data.tomorrow, data.rain].filter(
        (act) => act !== undefined,
      );
      expect(new Set(acts).size).toBe(acts.length);
      // Each question has wrong choices from the same data, none of them an accepted answer.
      expect(text.distractors).toHaveLength(text.questions.length);
      text.questions.forEach(([question, ...right], index) => {
        const wrong = text.distractors?.[index] ?? [];
        const accepted = right.map(normalizeAnswer);
        expect([question, wrong.length > 0]).toEqual([question, true]);
        for (const choice of wrong) expect(accepted).not.toContain(normalizeAnswer(choice));
      });
      for (const [question, key] of text.questions)
        expect([question, says(card, key)]).toEqual([question, true]);
    }
    expect(texts.size).toBeGreaterThan(95);
  });

  it.each([
    ['carte postale', 'French', /^Une carte postale de /],
    ['Postkarte aus dem Urlaub', 'German', /^Eine Postkarte aus /],
    ['una cartolina', 'Italian', /^Una cartolina da /],
    ['una postal', 'Spanish', /^Una postal desde /],
    ['um postal', 'Portuguese', /^Um postal de /],
    ['holidays', 'English', /^A postcard from /],
  ] as const)(
    'answers "%s" with a postcard the grader accepts',
    async (user_input, language: Language, title) =>
      expectTenDistinctTextsKeyedRight({ user_input, language, level: 'B2' }, (exercise) =>
        expect(exercise.results.Title).toMatch(title),
      ),
  );
});
