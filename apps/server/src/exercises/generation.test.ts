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

describe('generating speaking tasks', () => {
  const kinds = ['read_aloud', 'questions', 'retell'] as const;

  it.each(['Spanish', 'German'] as const)(
    'generates and stores each kind of task in %s, with its duration and criteria',
    async (language) => {
      const teacher = await createUser(server, 'teacher');
      const made: string[] = [];
      for (const kind of kinds) {
        const response = await server.call('post', '/exercises/speaking', {
          token: teacher.token,
          body: { user_input: 'Holidays', language, level: 'A2', speaking_task: kind },
        });
        expect(response.status).toBe(201);
        const [exercise] = response.body.data;
        expect(exercise).toMatchObject({ type: 'Speaking', language, level: 'A2' });
        expect(exercise.results.speaking_task).toBe(kind);
        expect(exercise.results.max_duration_seconds).toBeGreaterThanOrEqual(10);
        expect(exercise.results.criteria).toContain('pronunciation');
        expect(exercise.results.Questions.length).toBeGreaterThan(0);
        // Read aloud and retell carry a text; only the retelling is heard first.
        expect(Boolean(exercise.results.Paragraph)).toBe(kind !== 'questions');
        expect(Boolean(exercise.results.audio_base64)).toBe(kind === 'retell');
        made.push(exercise.id);
      }
      const list = await server.call('get', '/exercises/all_exercises', { token: teacher.token });
      expect(list.body.map((e: { id: string }) => e.id).sort()).toEqual([...made].sort());
      const stored = await server.call('get', '/exercises/exercise/{id}', {
        token: teacher.token,
        params: { id: made[0] ?? '' },
      });
      expect(stored.body.results.speaking_task).toBe('read_aloud');
    },
  );

  it('refuses an unknown kind of task, naming the field', async () => {
    const teacher = await createUser(server, 'teacher');
    const response = await server.call('post', '/exercises/speaking', {
      token: teacher.token,
      body: { user_input: 'Holidays', language: 'French', level: 'B1', speaking_task: 'sing' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['speaking_task']);
  });
});
