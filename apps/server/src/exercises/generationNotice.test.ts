import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

const server = useTestServer();

describe('what the generator tells the teacher', () => {
  it('says plainly when no offline text is about the topic, without storing it', async () => {
    const user = await createUser(server, 'teacher');
    const response = await server.call('post', '/exercises/reading', {
      token: user.token,
      body: {
        user_input: 'the French Revolution',
        language: 'French',
        level: 'B2',
        questions_quantity: 3,
        quantity_words: 120,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.notice).toBe(
      "No offline text about 'the French Revolution'; closest: history, culture. A language model (OPENAI_*) writes on any topic.",
    );
    const stored = await server.call('get', '/exercises/exercise/{id}', {
      token: user.token,
      params: { id: response.body.data[0].id },
    });
    expect(stored.body).not.toHaveProperty('notice');
  });

  it("writes Translations from the teacher's language and drills the asked grammar point", async () => {
    const user = await createUser(server, 'teacher');
    const response = await server.call('post', '/exercises/writing', {
      token: user.token,
      body: {
        user_input: 'passé composé avec être',
        language: 'French',
        level: 'A2',
        quantity: 4,
        variation: 'Translations',
        instruction_language: 'German',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('notice');
    const [exercise] = response.body.data;
    for (const prompt of exercise.results.Exercises) expect(prompt).toMatch(/^Gestern /);
    for (const key of exercise.answer_key) {
      expect(key).toMatchObject({ kind: 'translate', point: 'fr.passe-compose-etre' });
      expect(key.answer).toMatch(/^Hier, /);
    }
  });
});
