import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import { pointById } from '../../grammar/inventory';
import { isOnPoint } from '../../grammar/onPoint';
import { seededRandom } from '../../random';
import { type GeneratedExercise, generatedExerciseSchema, type ReviewRequest } from '../../schemas';
import { normalizeAnswer } from '../../text';
import { generateListeningText, generateReading } from '../reading';
import { makeVersions } from '.';

const engine = createEngine({ random: seededRandom(32) });

/** The review of an exercise whose every item is answered by `answerOf`. */
function answering(
  exercise: GeneratedExercise,
  answerOf: (index: number) => string,
): ReviewRequest {
  const items = exercise.answer_key.map((key, index) => ({
    id: key.id,
    question: '',
    answer: answerOf(index),
  }));
  return {
    ...exercise,
    user_answer:
      exercise.type === 'Writing'
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

const spanishPreterite = () =>
  engine.generate({
    type: 'Writing',
    user_input: 'pretérito indefinido en el restaurante',
    language: 'Spanish',
    level: 'A2',
    quantity: 10,
  });

describe('versions of a writing exercise', () => {
  it('gives two Spanish A2 versions on the preterite other sentences, every item on the point', async () => {
    const original = await spanishPreterite();
    const point = pointById('es.preterito-indefinido');
    if (!point) throw new Error('no preterite in the inventory');
    const { versions, shortfall } = makeVersions(original, { count: 2, seed: 1 });
    expect(shortfall).toBeUndefined();
    const [first, second] = versions as [GeneratedExercise, GeneratedExercise];
    for (const version of [first, second]) {
      expect(generatedExerciseSchema.parse(version)).toBeTruthy();
      expect(version.level).toBe('A2');
      expect(version.results.Title).toBe(original.results.Title);
      expect(version.answer_key.map((key) => key.kind)).toEqual(
        original.answer_key.map((key) => key.kind),
      );
      version.answer_key.forEach((key, index) => {
        expect(isOnPoint(point, version.results.Exercises?.[index] ?? '', key)).toBe(true);
      });
    }
    // What a student meets: a blank's sentence (its key is a form), else the key's sentence.
    const sentences = (exercise: GeneratedExercise) =>
      new Set(
        exercise.answer_key.map((key, index) =>
          key.kind === 'blank' || key.kind === 'form'
            ? normalizeAnswer((exercise.results.Exercises?.[index] ?? '').replace(/\(.*\)$/, ''))
            : normalizeAnswer(key.answer),
        ),
      );
    const shared = (a: GeneratedExercise, b: GeneratedExercise) =>
      [...sentences(a)].filter((sentence) => sentences(b).has(sentence)).length;
    // Two versions and the original share no sentence while the topic has new ones.
    expect(shared(first, second)).toBe(0);
    expect(shared(first, original)).toBe(0);
    expect(shared(second, original)).toBe(0);
  });

  it("has each version's key accepted by the grader and a wrong form refused", async () => {
    const original = await engine.generate({
      type: 'Writing',
      user_input: 'pretérito indefinido',
      language: 'Spanish',
      level: 'A2',
      quantity: 10,
      variation: 'Fill in the Blanks',
    });
    const { versions } = makeVersions(original, { count: 3, seed: 7 });
    expect(versions).toHaveLength(3);
    for (const version of versions) {
      const right = await engine.review(
        answering(version, (index) => version.answer_key[index]?.answer ?? ''),
      );
      expect(right.score).toBe(100);
      // Another option of the blank: a form of the point that is wrong in this sentence.
      const wrongOption = (index: number) => {
        const options = /\(([^()]*)\)\s*$/.exec(version.results.Exercises?.[index] ?? '')?.[1];
        const key = version.answer_key[index]?.answer ?? '';
        return options?.split(' / ').find((option) => option !== key) ?? '';
      };
      const wrong = await engine.review(answering(version, wrongOption));
      expect(wrong.response.every((item) => !item.is_correct)).toBe(true);
    }
  });

  it('gives the same versions for a seed and others for another seed', async () => {
    const original = await spanishPreterite();
    const once = makeVersions(original, { count: 5, seed: 11 });
    expect(makeVersions(original, { count: 5, seed: 11 })).toEqual(once);
    expect(makeVersions(original, { count: 5, seed: 12 }).versions).not.toEqual(once.versions);
  });

  it('writes Translations from the language of the original, said or not', async () => {
    const original = await engine.generate({
      type: 'Writing',
      user_input: 'passé composé',
      language: 'French',
      level: 'A2',
      quantity: 5,
      variation: 'Translations',
      instruction_language: 'German',
    });
    const told = makeVersions(original, { count: 2, seed: 3, instruction_language: 'German' });
    expect(makeVersions(original, { count: 2, seed: 3 })).toEqual(told);
    expect(told.versions[0]?.results.Exercises?.join(' ')).toMatch(/\b(ich|du|hat|haben|ist)\b/);
  });

  it("versions a model's exercise by the grammar its items name, and says when they name none", () => {
    const model: GeneratedExercise = {
      type: 'Writing',
      language: 'Spanish',
      level: 'A2',
      engine: 'llm',
      results: {
        Title: 'Pretérito indefinido en el restaurante',
        Exercises: [
          'Ayer Lucía ___ una paella. (pidió / pide)',
          'Anoche nosotros ___ al restaurante. (fuimos / vamos)',
        ],
      },
      answer_key: [
        { id: 1, answer: 'pidió', grammar_topic: 'Pretérito indefinido', kind: 'blank' },
        { id: 2, answer: 'fuimos', grammar_topic: 'Pretérito indefinido', kind: 'blank' },
      ],
    };
    const { versions } = makeVersions(model, { count: 2, seed: 1 });
    expect(versions).toHaveLength(2);
    for (const version of versions) {
      expect(version.engine).toBe('builtin');
      expect(version.answer_key.map((key) => [key.kind, key.point])).toEqual([
        ['blank', 'es.preterito-indefinido'],
        ['blank', 'es.preterito-indefinido'],
      ]);
    }
    const vocabulary = {
      ...model,
      answer_key: model.answer_key.map((key) => ({ ...key, grammar_topic: 'food vocabulary' })),
    };
    expect(makeVersions(vocabulary, { count: 2, seed: 1 }).shortfall).toEqual({
      made: 0,
      reason: 'no-grammar-point',
    });
  });

  it('refuses to make fewer than 2 or more than 30 versions', async () => {
    const original = await spanishPreterite();
    expect(() => makeVersions(original, { count: 1, seed: 1 })).toThrow(RangeError);
    expect(() => makeVersions(original, { count: 31, seed: 1 })).toThrow(RangeError);
  });
});

describe('versions of a reading or listening', () => {
  const reading = () =>
    generateReading(
      {
        user_input: 'travel',
        language: 'English',
        level: 'B1',
        questions_quantity: 3,
        quantity_words: 150,
      },
      seededRandom(5),
    );

  it('asks other questions of the same text, each answered by the text', async () => {
    const original = reading();
    const { versions, shortfall } = makeVersions(original, { count: 3, seed: 2 });
    expect(shortfall).toBeUndefined();
    const asked = versions.map((version) => version.results.Questions?.join('\n'));
    expect(new Set([...asked, original.results.Questions?.join('\n')]).size).toBe(4);
    const text = ` ${normalizeAnswer(original.results.Paragraph ?? '')} `;
    for (const version of versions) {
      expect(version.results.Paragraph).toBe(original.results.Paragraph);
      expect(version.results.Title).toBe(original.results.Title);
      expect(version.answer_key).toHaveLength(3);
      for (const key of version.answer_key) {
        const said = [key.answer, ...(key.accepted ?? [])].some((answer) =>
          text.includes(` ${normalizeAnswer(answer)} `),
        );
        expect(said, key.answer).toBe(true);
      }
      const right = await engine.review(
        answering(version, (index) => version.answer_key[index]?.answer ?? ''),
      );
      expect(right.score).toBe(100);
    }
  });

  it('keeps a listening on its recording', () => {
    const original = generateListeningText(
      { user_input: 'travel', language: 'Spanish', level: 'B1', questions_quantity: 2 },
      seededRandom(8),
    );
    const recorded = { ...original, results: { ...original.results, audio_base64: 'SUQz' } };
    const { versions } = makeVersions(recorded, { count: 2, seed: 4 });
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions) {
      expect(version.results.audio_base64).toBe('SUQz');
      expect(version.results.Questions).not.toEqual(original.results.Questions);
    }
  });

  it('says how many it could make when the text has fewer other questions than asked', () => {
    const short = generateReading(
      {
        user_input: 'travel',
        language: 'English',
        level: 'A1',
        questions_quantity: 2,
        quantity_words: 30,
      },
      seededRandom(5),
    );
    const { versions, shortfall } = makeVersions(short, { count: 30, seed: 1 });
    expect(shortfall?.reason).toBe('inventory');
    expect(shortfall?.made).toBe(versions.length);
    expect(versions.length).toBeGreaterThan(0);
    // Never the same questions twice, nor the original's.
    const asked = [short, ...versions].map((exercise) => exercise.results.Questions?.join('\n'));
    expect(new Set(asked).size).toBe(versions.length + 1);
  });

  it('says so when a text made from data keeps no pool of questions', () => {
    const timetable = generateReading(
      {
        user_input: 'bus timetable',
        language: 'English',
        level: 'A2',
        questions_quantity: 3,
        quantity_words: 100,
      },
      seededRandom(1),
    );
    expect(makeVersions(timetable, { count: 2, seed: 1 })).toMatchObject({
      versions: [],
      shortfall: { made: 0, reason: 'no-question-pool' },
    });
  });
});
