import { createEngine, type Engine, seededRandom } from '@lingua/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

// Issue 30, finding 8: with a model configured, an unconfirmed pupil account generated without
// limit, and generation, reviews of open items, speech and chat were all billed without end.

/** Which model calls the engine was allowed to make, as the server's budgets decided. */
let allowed: { use: string; yes: boolean }[] = [];
const builtin = createEngine({ random: seededRandom(7) });
/** The built-in engine standing in for a model (`llm`) that also speaks. */
const modelEngine: Engine = {
  ...builtin,
  name: 'llm',
  speechEngine: 'llm',
  async generate(request, options) {
    if (request.type === 'Listening')
      allowed.push({ use: 'speech', yes: (await options?.allowModel?.('speech')) ?? true });
    return builtin.generate(request);
  },
  async review(request, options) {
    allowed.push({ use: 'review', yes: (await options?.allowModel?.('review')) ?? true });
    return builtin.review(request);
  },
  async *tutor() {
    yield 'Sehr gut!';
  },
};

const perAccount = useTestServer({
  engine: modelEngine,
  config: {
    budgets: {
      generation: { perAccount: 2, total: 1000 },
      review: { perAccount: 1, total: 1000 },
      chat: { perAccount: 2, total: 3 },
      speech: { perAccount: 1, total: 1000 },
      transcription: { perAccount: 1, total: 1000 },
    },
  },
});

const writing = { user_input: 'travel', language: 'German', level: 'A2', quantity: 2 };
const listening = {
  user_input: 'travel',
  language: 'German',
  level: 'A2',
  questions_quantity: 2,
};

const askTutor = (pupil: TestUser) =>
  perAccount.call('post', '/chat/messages', {
    token: pupil.token,
    body: { language: 'German', messages: [{ role: 'user', content: 'Hallo!' }] },
  });

beforeEach(() => {
  allowed = [];
});

describe('daily budgets of model calls', () => {
  it('lets only a confirmed account generate with the model', async () => {
    const pupil = await createUser(perAccount, 'student', { confirmed: false });
    const refused = await perAccount.call('post', '/exercises/writing', {
      token: pupil.token,
      body: writing,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('Confirm your e-mail address');
    const teacher = await createUser(perAccount, 'teacher');
    const made = await perAccount.call('post', '/exercises/writing', {
      token: teacher.token,
      body: writing,
    });
    expect(made.status).toBe(201);
  });

  it("refuses generation past the account's daily budget, saying when it renews", async () => {
    const teacher = await createUser(perAccount, 'teacher');
    const generate = (who: TestUser) =>
      perAccount.call('post', '/exercises/writing', { token: who.token, body: writing });
    expect((await generate(teacher)).status).toBe(201);
    expect((await generate(teacher)).status).toBe(201);
    const third = await generate(teacher);
    expect(third.status).toBe(429);
    expect(third.body.detail).toBe(
      'You have generated 2 exercises with the AI model today, your daily budget. It renews in 24 hours.',
    );
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // A colleague's budget is their own.
    expect((await generate(await createUser(perAccount, 'teacher'))).status).toBe(201);
  });

  it('speaks with eSpeak NG past the speech budget instead of refusing the exercise', async () => {
    const teacher = await createUser(perAccount, 'teacher');
    const generate = () =>
      perAccount.call('post', '/exercises/listening', { token: teacher.token, body: listening });
    expect((await generate()).status).toBe(201);
    expect((await generate()).status).toBe(201);
    expect(allowed).toEqual([
      { use: 'speech', yes: true },
      { use: 'speech', yes: false },
    ]);
  });

  it('grades open items with the built-in grader past the review budget, never refusing', async () => {
    const teacher = await createUser(perAccount, 'teacher');
    const made = await perAccount.call('post', '/exercises/writing', {
      token: teacher.token,
      body: writing,
    });
    const exercise = made.body.data[0];
    const answer = {
      exercise_id: exercise.id,
      type: 'Writing',
      language: 'German',
      user_answer: {
        Exercises: exercise.results.Exercises.map((question: string, index: number) => ({
          id: index + 1,
          question,
          answer: 'Ich weiß es nicht',
        })),
      },
    };
    const first = await perAccount.call('post', '/exercises/review_answer', {
      token: teacher.token,
      body: answer,
    });
    const second = await perAccount.call('post', '/exercises/review_answer', {
      token: teacher.token,
      body: answer,
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(allowed).toEqual([
      { use: 'review', yes: true },
      { use: 'review', yes: false },
    ]);
  });

  it("refuses the tutor past the account's daily budget", async () => {
    const pupil = await createUser(perAccount, 'student');
    const ask = () => askTutor(pupil);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.body.detail).toContain('You have sent the AI tutor 2 messages today');
  });

  it("refuses the tutor past the server's daily budget, whoever asks", async () => {
    // The pupil above sent 2 of the server's 3 today.
    const pupil = await createUser(perAccount, 'student');
    const ask = () => askTutor(pupil);
    expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    expect(over.body.detail).toContain('This server’s daily budget of AI tutor messages (3)');
  });
});
