import { describe, expect, it } from 'vitest';
import { languageCodes, languages } from '../../languages';
import { seededRandom } from '../../random';
import { normalizeAnswer } from '../../text';
import { generateReading } from '../reading';
import { routineData, routineText } from './routine';

const says = (text: string, part: string) =>
  ` ${normalizeAnswer(text)} `.includes(` ${normalizeAnswer(part)} `);
/** "7:15 am", "7 h 15", "19 Uhr", "19h", "19" -> minutes after midnight. */
function minutesSaid(text: string): number {
  const [h = Number.NaN, m = 0] = (text.match(/\d+/g) ?? []).map(Number);
  return (h + (/pm/.test(text) && h < 12 ? 12 : 0)) * 60 + m;
}

/** Every time a sentence says, as minutes after midnight ("à 7 h 15 et à 19 h" -> 435, 1140). */
const timesIn = (sentence: string) =>
  [...sentence.matchAll(/(\d{1,2})(?:\s?[:h.]\s?(\d{2}))?(\s?pm)?/g)].map(
    ([, h = '', m = '0', pm]) => (Number(h) + (pm && Number(h) < 12 ? 12 : 0)) * 60 + Number(m),
  );

describe('daily routines made from data', () => {
  it.each(languages)('keys every question of 100 %s routines from the data', (language) => {
    const code = languageCodes[language];
    const random = seededRandom(29);
    const texts = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const level = (['A1', 'A2', 'B1'] as const)[n % 3] ?? 'A1';
      const data = routineData(code, level, random);
      const text = routineText(code, data);
      const all = text.paragraphs.join(' ');
      texts.add(all);
      const { times } = data;
      // The day runs in order, from getting up to going to bed.
      const order = [times.up, times.breakfast, times.leave, times.start, times.lunch].concat([
        times.finish,
        times.evening,
        times.bed,
      ]);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      const keys = text.questions.map(([, key]) => key);
      const [up, , , start, lunch, finish, , bed, weekend, late] = keys;
      expect(keys).toHaveLength({ A1: 8, A2: 9, B1: 10 }[level]);
      expect([up, start, lunch, finish, bed].map((key) => minutesSaid(key ?? ''))).toEqual([
        times.up,
        times.start,
        times.lunch,
        times.finish,
        times.bed,
      ]);
      // Saturday's time is in the paragraph about Saturdays, yesterday's in the one in the past.
      if (data.weekend) {
        expect(minutesSaid(weekend ?? '')).toBe(data.weekend);
        expect(data.weekend).toBeGreaterThan(times.up);
        expect(says(text.paragraphs[1] ?? '', weekend ?? '-')).toBe(true);
      } else expect(weekend).toBeUndefined();
      if (data.late) {
        expect(minutesSaid(late ?? '')).toBe(data.late);
        expect(data.late).toBeGreaterThan(times.up);
        expect(says(text.paragraphs[2] ?? '', late ?? '-')).toBe(true);
      } else expect(late).toBeUndefined();
      // Each time is said once in the usual day.
      const said = timesIn(text.paragraphs[0] ?? '');
      for (const minutes of order) expect(said.filter((time) => time === minutes)).toHaveLength(1);
      // The key, or the word a student may give for it, is in the text.
      for (const [question, key, ...accepted] of text.questions)
        expect([question, [key, ...accepted].some((form) => says(all, form))]).toEqual([
          question,
          true,
        ]);
    }
    expect(texts.size).toBeGreaterThan(95);
  });

  it('answers the lexicon topic "daily routine" with a routine, not a notice', () => {
    const exercise = generateReading(
      {
        user_input: 'la routine quotidienne',
        language: 'French',
        level: 'B1',
        questions_quantity: 5,
        quantity_words: 120,
      },
      seededRandom(4),
    );
    expect(exercise.results.Title).toMatch(/^La journée de /);
    expect(exercise.notices).toBeUndefined();
  });

  it('is no answer to a routine word beside another topic asked in another language', () => {
    const read = (user_input: string) =>
      generateReading(
        {
          user_input,
          language: 'Spanish',
          level: 'A2',
          questions_quantity: 5,
          quantity_words: 120,
        },
        seededRandom(4),
      );
    // "healthy" is health's: a day's times say nothing of it, and the teacher is told so.
    expect(read('healthy breakfast habits in Spain').notices?.[0]?.id).toBe('notice.text.closest');
    // Words no topic knows ("Spain") still leave the routine its topic.
    expect(read('a daily routine in Spain').notices).toBeUndefined();
    // A topic the lexicon relates to the genre's (the sea to holidays) leaves it a postcard.
    expect(read('Urlaub am Meer').results.Title).toMatch(/^Una postal desde /);
  });
});
