import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

const server = useTestServer();

describe('generating exercises', () => {
  it('generates and stores a writing exercise with its answer key', async () => {
    const user = await createUser(server, 'teacher');
    const response = await server.call('post', '/exercises/writing', {
      token: user.token,
      body: {
        user_input: 'Daily routine',
        language: 'Spanish',
        level: 'A2',
        quantity: 3,
        variation: 'Verb Conjugation Drills',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.type).toBe('Writing');
    const [exercise] = response.body.data;
    expect(exercise).toMatchObject({
      type: 'Writing',
      language: 'Spanish',
      level: 'A2',
      user_id: user.id,
      engine: 'builtin',
    });
    expect(exercise.results.Exercises).toHaveLength(3);
    expect(exercise.answer_key).toHaveLength(3);
    const list = await server.call('get', '/exercises/all_exercises', { token: user.token });
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([exercise.id]);
  });

  it('generates a reading text with the requested number of questions', async () => {
    const user = await createUser(server, 'student');
    const response = await server.call('post', '/exercises/reading', {
      token: user.token,
      body: {
        user_input: 'A trip to the market',
        language: 'English',
        level: 'B1',
        questions_quantity: 4,
        quantity_words: 120,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.data[0].results.Questions).toHaveLength(4);
    expect(response.body.data[0].results.Paragraph.length).toBeGreaterThan(0);
  });

  it('refuses out-of-range quantities and unknown languages, naming the fields', async () => {
    const user = await createUser(server, 'student');
    const response = await server.call('post', '/exercises/writing', {
      token: user.token,
      body: { user_input: 'Food', language: 'Klingon', level: 'A1', quantity: 11 },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['language', 'quantity']);
    const words = await server.call('post', '/exercises/reading', {
      token: user.token,
      body: {
        user_input: 'Food',
        language: 'English',
        level: 'A1',
        questions_quantity: 5,
        quantity_words: 301,
      },
    });
    expect(words.body.errors).toEqual({ quantity_words: 'Must be at most 300' });
  });

  it('answers 401 without a token', async () => {
    const response = await server.call('post', '/exercises/listening', {
      body: { user_input: 'x', language: 'English', level: 'A1', questions_quantity: 1 },
    });
    expect(response.status).toBe(401);
  });
});
