import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine';
import { languages } from '../languages';
import { seededRandom } from '../random';
import type { AnswerKeyItem, GeneratedExercise, ReviewRequest } from '../schemas';

const engine = createEngine({ random: seededRandom(3) });

function answering(
  exercise: GeneratedExercise,
  answerOf: (key: AnswerKeyItem) => string,
): ReviewRequest {
  const { type, language, level, results, answer_key } = exercise;
  const items = answer_key.map((key) => ({ id: key.id, question: '', answer: answerOf(key) }));
  return {
    type,
    language,
    level,
    results,
    answer_key,
    user_answer:
      type === 'Writing'
        ? { Exercises: items }
        : {
            Questions: items.map(({ id, question, answer }) => ({
              id,
              question,
              user_answer: answer,
            })),
          },
  };
}

function review(
  key: Partial<AnswerKeyItem> & { answer: string },
  written: string,
  language = 'Spanish',
) {
  return engine.review({
    type: 'Reading',
    language: language as ReviewRequest['language'],
    results: { Title: 't', Paragraph: 'p', Questions: ['q'] },
    answer_key: [{ id: 1, grammar_topic: 'Reading comprehension', ...key }],
    user_answer: { Questions: [{ id: 1, question: 'q', user_answer: written }] },
  });
}

describe('built-in review', () => {
  it.each(languages)('gives 100 for the key and 0 for blanks in %s', async (language) => {
    for (const type of ['Writing', 'Reading'] as const) {
      const exercise = await engine.generate(
        type === 'Writing'
          ? { type, user_input: 'family', language, level: 'B1', quantity: 6 }
          : {
              type,
              user_input: 'family',
              language,
              level: 'B1',
              questions_quantity: 5,
              quantity_words: 80,
            },
      );
      const perfect = await engine.review(answering(exercise, (key) => key.answer));
      expect(perfect.score).toBe(100);
      expect(perfect.response.every((item) => item.is_correct)).toBe(true);
      const blank = await engine.review(answering(exercise, () => '   '));
      expect(blank.score).toBe(0);
      expect(blank.response.every((item) => !item.is_correct)).toBe(true);
    }
  });

  it('ignores case, surrounding spaces and punctuation', async () => {
    const result = await review({ answer: 'Cerca de su casa' }, '  cerca de su casa!! ');
    expect(result.response[0]?.is_correct).toBe(true);
  });

  it('accepts the other answers of the key', async () => {
    const result = await review({ answer: 'doce', accepted: ['12'] }, '12');
    expect(result.score).toBe(100);
  });

  it('counts a missing accent as correct with a tip about it', async () => {
    const result = await review({ answer: 'la música' }, 'la musica');
    expect(result.response[0]).toMatchObject({ is_correct: true });
    expect(result.response[0]?.tip).toContain('accent');
    expect(result.response[0]?.tip).toContain('"música", not "musica"');
  });

  it('accepts the German ue/oe/ae/ss spelling but not a dropped umlaut', async () => {
    const transcribed = await review({ answer: 'schön' }, 'schoen', 'German');
    expect(transcribed.response[0]?.is_correct).toBe(true);
    const dropped = await review({ answer: 'schön' }, 'schon', 'German');
    expect(dropped.response[0]?.is_correct).toBe(false);
    expect(dropped.response[0]?.tip).toContain('"o" should be "ö"');
  });

  it('reminds that German nouns take a capital letter without taking points', async () => {
    const result = await review(
      { answer: 'Ich esse Brot mit Butter' },
      'ich esse brot mit butter',
      'German',
    );
    expect(result.response[0]?.is_correct).toBe(true);
    expect(result.response[0]?.tip).toContain('"Brot", "Butter"');
    const spanish = await review({ answer: 'Como pan con tomate' }, 'como pan con tomate');
    expect(spanish.response[0]?.tip).toBe('Well done.');
  });

  it('names the letter of a one-typo near miss', async () => {
    const swapped = await review({ answer: 'comemos' }, 'comeoms');
    expect(swapped.response[0]).toMatchObject({ is_correct: false });
    expect(swapped.response[0]?.tip).toBe(
      'In "comeoms" two letters are swapped: it is "mo": write "comemos".',
    );
    const missing = await review({ answer: 'un bocadillo' }, 'un bocadilo');
    expect(missing.response[0]?.tip).toContain('a letter is missing: "l"');
  });

  it('points at the word order when only the order is wrong', async () => {
    const result = await review(
      { answer: 'Mi padre trabaja en una oficina.' },
      'Mi padre en una oficina trabaja',
    );
    expect(result.response[0]?.is_correct).toBe(false);
    expect(result.response[0]?.feedback).toContain('order');
  });

  it('checks the spelling of a wrong free-text answer with the dictionary', async () => {
    const result = await review(
      { answer: 'Nosotros comemos pan con tomate por la mañana.' },
      'Nosotros comimos pann con tomatte',
    );
    expect(result.response[0]?.is_correct).toBe(false);
    expect(result.response[0]?.tip).toContain('"pann"');
    expect(result.response[0]?.tip).toContain('"tomatte"');
  });

  it('scores the share of correct answers', async () => {
    const result = await engine.review({
      type: 'Writing',
      language: 'English',
      results: { Title: 't', Exercises: ['a', 'b', 'c'] },
      answer_key: [
        { id: 1, answer: 'went', grammar_topic: 'Past simple' },
        { id: 2, answer: 'has eaten', grammar_topic: 'Present perfect' },
        { id: 3, answer: 'studies', grammar_topic: 'Present simple' },
      ],
      user_answer: {
        Exercises: [
          { id: 1, question: 'a', answer: 'went' },
          { id: 2, question: 'b', answer: 'ate' },
        ],
      },
    });
    expect(result.score).toBeCloseTo(33.3, 1);
    expect(result.response.map((item) => item.is_correct)).toEqual([true, false, false]);
  });
});
