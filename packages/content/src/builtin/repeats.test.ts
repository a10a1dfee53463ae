import { describe, expect, it } from 'vitest';
import { bandOf, type Language, type Level, languageCodes, languages } from '../languages';
import { seededRandom } from '../random';
import { textsFor } from './passage';
import { levelOfText } from './profile';
import { generateListeningText, generateReading } from './reading';

const read = (language: Language, level: Level, avoid: string[], seed: number) =>
  generateReading(
    { user_input: 'school', language, level, questions_quantity: 3, quantity_words: 120, avoid },
    seededRandom(seed),
  );

describe('no repeats', () => {
  it.each(languages)(
    'gives a %s teacher every text on a theme once before any comes again',
    (language) => {
      for (const level of ['A2', 'B1', 'C1'] as const) {
        const code = languageCodes[language];
        const texts = textsFor(code, bandOf(level), 'school', 'Reading');
        const had: string[] = [];
        for (let request = 0; request < texts.length; request++) {
          const exercise = read(language, level, had, request);
          const title = exercise.results.Title ?? '';
          expect(had).not.toContain(title);
          expect(exercise.notices?.map(({ id }) => id) ?? []).not.toContain('notice.text.repeated');
          had.push(title);
        }
        // Texts written for the asked level come first.
        const own = texts.filter((text) => levelOfText(text, code, bandOf(level)) === level);
        expect(new Set(had.slice(0, own.length))).toEqual(new Set(own.map((text) => text.title)));
        const again = read(language, level, had, 99);
        expect(again.notices).toContainEqual({
          id: 'notice.text.repeated',
          values: { theme: 'school', level },
        });
      }
    },
  );

  it('leaves a text the teacher has not had without the notice', () => {
    const exercise = read('French', 'A2', ['Un titre qui ne vient pas de la banque'], 1);
    expect(exercise.notices).toBeUndefined();
  });

  it('applies to listenings too', () => {
    const request = {
      user_input: 'school',
      language: 'German',
      level: 'A2',
      questions_quantity: 3,
    } as const;
    const first = generateListeningText(request, seededRandom(1));
    const second = generateListeningText(
      { ...request, avoid: [first.results.Title ?? ''] },
      seededRandom(2),
    );
    const ids = second.notices?.map(({ id }) => id) ?? [];
    if (second.results.Title === first.results.Title) expect(ids).toContain('notice.text.repeated');
    else expect(ids).not.toContain('notice.text.repeated');
  });
});
