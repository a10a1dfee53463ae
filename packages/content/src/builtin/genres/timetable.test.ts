import { describe, expect, it } from 'vitest';
import { reviewBuiltin } from '../../grading/review';
import {
  type Language,
  type LanguageCode,
  type Level,
  languageCodes,
  languages,
} from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer } from '../../text';
import { generateReading } from '../reading';
import { type Timetable, timetableData, timetableText } from './timetable';

const digits = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
/** "8 h 35", "8:35", "8h35" -> minutes after midnight. */
const minutesOf = (text: string) => {
  const [h = -1, m = -1] = digits(text);
  return h * 60 + m;
};
/** "3,60 €", "€3.60", "R$ 3,60" -> cents. */
const centsOf = (text: string) => {
  const [units = -1, cents = -1] = digits(text);
  return units * 100 + cents;
};
const says = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);

/** What each question's answer must be, read from the data alone. */
function expected(t: Timetable, index: number, answer: string, code: LanguageCode) {
  switch (index) {
    case 0:
      return minutesOf(answer) === t.departures[0];
    case 1:
      return minutesOf(answer) === t.departures[3];
    case 2:
      return digits(answer)[0] === t.minutes;
    case 3:
      return centsOf(answer) === t.child;
    case 4:
      return centsOf(answer) === t.adult;
    case 5:
      return answer === t.stops[0];
    case 6: {
      const days = {
        saturday: /^(saturday|samedi|samstag|sabato|sábado)$/i,
        sunday: /^(sunday|dimanche|sonntag|domenica|domingo)$/i,
      };
      return days[t.closed].test(answer) && code.length === 2;
    }
    case 7:
      return ['four', 'quatre', 'vier', 'quattro', 'cuatro', 'quatro'].includes(answer);
    case 8:
      return minutesOf(answer) === t.departures[1] + (t.delay ?? Number.NaN);
    default:
      return false;
  }
}

const readingOf = (user_input: string, language: Language, level: Level) =>
  generateReading(
    { user_input, language, level, questions_quantity: 5, quantity_words: 80 },
    seededRandom(3),
  );

describe('timetables made from data', () => {
  it.each(languages)(
    'keys every question of 100 %s timetables from the data',
    (language: Language) => {
      const code = languageCodes[language];
      const random = seededRandom(29);
      const titles = new Set<string>();
      for (let n = 0; n < 100; n++) {
        const level = (['A1', 'A2', 'B1'] as const)[n % 3] ?? 'A1';
        const data = timetableData(code, level, random);
        const text = timetableText(code, data);
        const paragraph = text.paragraphs.join(' ');
        titles.add(`${text.title} ${paragraph}`);
        expect(text.questions).toHaveLength(data.delay ? 9 : 8);
        text.questions.forEach(([question, answer, ...accepted], index) => {
          expect([question, answer, expected(data, index, answer, code)]).toEqual([
            question,
            answer,
            true,
          ]);
          // The text states the key or an accepted form of it ("sábado": "Los sábados"); a count
          // is said by the times listed, a length of time by its number.
          if (index !== 7 && index !== 2)
            expect([question, [answer, ...accepted].some((form) => says(paragraph, form))]).toEqual(
              [question, true],
            );
          for (const other of accepted) expect(other.trim()).not.toBe('');
        });
        // The stops are in the text in the order the line runs.
        const at = data.stops.map((stop) => paragraph.indexOf(stop));
        expect([...at].sort((a, b) => a - b)).toEqual(at);
      }
      // Names, places, times and prices vary: a different text each time.
      expect(titles.size).toBeGreaterThan(95);
    },
  );

  it('answers a French A1 "horaires de train" with a timetable the grader accepts', async () => {
    const exercise = readingOf('les horaires de train', 'French', 'A1');
    expect(exercise.results.Title).toMatch(/^Horaires : le (train|bus) \d+/);
    expect(exercise.answer_key).toHaveLength(5);
    expect(exercise.notices).toBeUndefined();
    // A student who writes each key as students do ("8h35", "1.80") gets every point.
    const Questions = (exercise.results.Questions ?? []).map((question, index) => {
      const key = exercise.answer_key[index];
      return { id: index + 1, question, user_answer: key?.accepted?.at(-1) ?? key?.answer ?? '' };
    });
    const review = await reviewBuiltin({ ...exercise, user_answer: { Questions } });
    expect(review.score).toBe(100);
  });

  it('writes the delay only from A2', () => {
    const random = seededRandom(5);
    for (let n = 0; n < 20; n++) {
      expect(timetableText('de', timetableData('de', 'A1', random)).paragraphs).toHaveLength(1);
      expect(timetableText('de', timetableData('de', 'A2', random)).paragraphs).toHaveLength(2);
    }
  });

  it('leaves C-level requests to the bank', () => {
    expect(readingOf('Fahrplan', 'German', 'C1').results.Title).not.toMatch(/^Fahrplan/);
  });
});
