import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { seededRandom } from '../random';
import { equivalentAnswers } from './variants';

describe('equivalent answers', () => {
  it('accepts English contractions both ways', () => {
    expect(equivalentAnswers('en', 'My sister does not study French at school.')).toEqual([
      "My sister doesn't study French at school.",
    ]);
    expect(equivalentAnswers('en', "I don't know.")).toEqual(['I do not know.']);
  });

  it('accepts a dropped subject pronoun where the language drops it', () => {
    expect(equivalentAnswers('es', 'Nosotros comemos pan con tomate.')).toEqual([
      'Comemos pan con tomate.',
    ]);
    expect(equivalentAnswers('it', 'Io mangio pane e marmellata.')).toEqual([
      'Mangio pane e marmellata.',
    ]);
    expect(equivalentAnswers('fr', 'Nous mangeons du pain.')).toEqual([]);
    expect(equivalentAnswers('de', 'Wir essen Brot.')).toEqual([]);
  });

  it('lets a student leave out the subject pronoun in a translation', async () => {
    const engine = createEngine({ random: seededRandom(11) });
    const exercise = await engine.generate({
      type: 'Writing',
      user_input: 'pretérito indefinido',
      language: 'Spanish',
      level: 'A2',
      quantity: 10,
      variation: 'Translations',
    });
    const index = exercise.answer_key.findIndex((key) =>
      / (yo|tú|nosotros|vosotros) /.test(key.answer),
    );
    const key = exercise.answer_key[index];
    expect(key).toBeDefined();
    const dropped =
      key?.accepted?.find((answer) => !/ (yo|tú|nosotros|vosotros) /.test(answer)) ?? '';
    const review = await engine.review({
      ...exercise,
      user_answer: {
        Exercises: exercise.answer_key.map(({ id }) => ({
          id,
          question: '',
          answer: id === key?.id ? dropped : '',
        })),
      },
    });
    expect(dropped).not.toBe('');
    expect(review.response[index]?.is_correct).toBe(true);
  });
});
