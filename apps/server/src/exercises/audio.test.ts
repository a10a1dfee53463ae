import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_AUDIO, insertExercise } from '../test/exercises';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

// Issue 30, finding 9: a listening exercise carries its speech (up to 10 MB), and lists of up
// to 500 exercises carried every one. Lists leave it out; reading the one exercise brings it.
const server = useTestServer();
let owner: TestUser;

beforeAll(async () => {
  owner = await createUser(server, 'teacher');
});

type Listed = { id: string; type: string; results: Record<string, unknown> };

describe("a listening exercise's audio", () => {
  it('is left out of the lists and served when the one exercise is read', async () => {
    const listening = await insertExercise(server.db, owner.id, { type: 'Listening' });
    await insertExercise(server.db, owner.id, { type: 'Reading' });

    const all = await server.call('get', '/exercises/all_exercises', { token: owner.token });
    const recent = await server.call('get', '/exercises/user_exercises/{userId}', {
      token: owner.token,
      params: { userId: owner.id },
    });
    for (const list of [all.body, recent.body] as Listed[][]) {
      const listed = list.find((exercise) => exercise.id === listening);
      // Everything but the audio: the transcript and the questions stay.
      expect(listed?.results).toEqual({
        Title: 'Im Park',
        Paragraph: 'Anna geht in den Park.',
        Questions: ['Wohin geht Anna?', 'Wer geht?'],
      });
      expect(list.filter((exercise) => 'audio_base64' in exercise.results)).toEqual([]);
    }

    const one = await server.call('get', '/exercises/exercise/{id}', {
      token: owner.token,
      params: { id: listening },
    });
    expect(one.body.results.audio_base64).toBe(FIXTURE_AUDIO);
  });

  it('stays when an edit leaves it out, and changes when an edit sends another', async () => {
    const id = await insertExercise(server.db, owner.id, { type: 'Listening' });
    // What an editor opened from the list sends back: the content, without the audio it never had.
    const edited = {
      Title: 'Im Stadtpark',
      Paragraph: 'Anna geht in den Park.',
      Questions: ['Wohin geht Anna?'],
    };
    const saved = await server.call('patch', '/exercises/update_exercise/{id}', {
      token: owner.token,
      params: { id },
      body: { results: edited },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results).toEqual({ ...edited, audio_base64: FIXTURE_AUDIO });
    const read = await server.call('get', '/exercises/exercise/{id}', {
      token: owner.token,
      params: { id },
    });
    expect(read.body.results).toEqual({ ...edited, audio_base64: FIXTURE_AUDIO });

    const other = 'SUQzBAAAAAAAI1RTU0UAAAAP';
    const replaced = await server.call('patch', '/exercises/update_exercise/{id}', {
      token: owner.token,
      params: { id },
      body: { results: { ...edited, audio_base64: other } },
    });
    expect(replaced.body.results.audio_base64).toBe(other);
  });

  it('gains none when an exercise without audio is edited', async () => {
    const id = await insertExercise(server.db, owner.id, { type: 'Reading' });
    const results = { Title: 'Neu', Paragraph: 'Text.', Questions: ['Was?'] };
    const saved = await server.call('patch', '/exercises/update_exercise/{id}', {
      token: owner.token,
      params: { id },
      body: { results },
    });
    expect(saved.body.results).toEqual(results);
  });

  it('is capped: audio over the contract bound is refused, naming the field', async () => {
    const id = await insertExercise(server.db, owner.id, { type: 'Listening' });
    const refused = await server.call('patch', '/exercises/update_exercise/{id}', {
      token: owner.token,
      params: { id },
      body: { results: { Title: 'Lang', audio_base64: 'A'.repeat(10_000_004) } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('results.audio_base64');
  });
});
