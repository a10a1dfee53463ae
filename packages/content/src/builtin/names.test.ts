import { describe, expect, it } from 'vitest';
import type { Language, Level } from '../languages';
import { seededRandom } from '../random';
import { namesAsked } from './names';
import { generateReading } from './reading';

describe('places a teacher names', () => {
  it('reads names written with a capital past the first word, known to the bank of the text', () => {
    expect(namesAsked('a weekend in Madrid', 'es')).toEqual(['madrid']);
    expect(namesAsked('Ein Wochenende in Berlin', 'de')).toEqual(['berlin']);
    // The first word is capitalised anyway; a German noun is no name.
    expect(namesAsked('Madrid', 'es')).toEqual([]);
    expect(namesAsked('Mein Wochenende', 'de')).toEqual([]);
    // As the text's language writes it: a Spanish text says "España".
    expect(namesAsked('Travelling in Spain', 'es')).toEqual([]);
  });

  it.each<[string, Language, Level, string]>([
    ['a weekend in Madrid', 'Spanish', 'A2', 'madrid'],
    ['the history of Berlin', 'German', 'B1', 'berlin'],
    ['a day at the seaside in Brighton', 'English', 'A2', 'brighton'],
  ])(
    'gives "%s" (%s) a text that says the place, or says it is the closest',
    (user_input, language, level, place) => {
      for (let seed = 1; seed <= 5; seed++) {
        const exercise = generateReading(
          { user_input, language, level, questions_quantity: 3, quantity_words: 150 },
          seededRandom(seed),
        );
        const text = `${exercise.results.Title} ${exercise.results.Paragraph}`.toLowerCase();
        const closest = exercise.notices?.some(({ id }) => id === 'notice.text.closest');
        expect(text.includes(place) || closest).toBe(true);
      }
    },
  );
});
