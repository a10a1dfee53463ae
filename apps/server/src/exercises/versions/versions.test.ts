import { beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../../test/classroom';
import { insertExercise } from '../../test/exercises';
import { useTestServer } from '../../test/testServer';
import { createUser, type TestUser } from '../../test/users';

const server = useTestServer();
let owner: TestUser;

type Version = { number: number; results: { Exercises?: string[]; Questions?: string[] } };
const itemsOf = (v: Version) => JSON.stringify(v.results.Exercises ?? v.results.Questions);

/** A writing exercise as the offline engine makes it. */
async function writingOf(user: TestUser): Promise<{ id: string; results: Version['results'] }> {
  const made = await server.call('post', '/exercises/writing', {
    token: user.token,
    body: {
      user_input: 'Daily routine',
      language: 'Spanish',
      level: 'A2',
      quantity: 4,
      variation: 'Verb Conjugation Drills',
    },
  });
  return made.body.data[0];
}

async function generateVersions(user: TestUser, id: string, count: number, language = 'en') {
  return server.call('post', '/exercises/{id}/versions', {
    token: user.token,
    params: { id },
    body: { count },
    headers: { 'accept-language': language },
  });
}

beforeAll(async () => {
  owner = await createUser(server, 'teacher');
});

describe('versions of an exercise', () => {
  it('makes, stores and lists distinct versions of a writing exercise, replacing earlier ones', async () => {
    const exercise = await writingOf(owner);
    const first = await generateVersions(owner, exercise.id, 5);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ exercise_id: exercise.id, requested: 5 });
    expect(first.body.shortfall).toBeUndefined();
    const versions: Version[] = first.body.versions;
    expect(versions.map((v) => v.number)).toEqual([1, 2, 3, 4, 5]);
    const items = new Set([
      itemsOf({ number: 0, results: exercise.results }),
      ...versions.map(itemsOf),
    ]);
    expect(items.size).toBe(6);
    for (const version of versions) expect(version.results.Exercises).toHaveLength(4);

    const again = await generateVersions(owner, exercise.id, 3);
    expect(again.body.versions.map((v: Version) => v.number)).toEqual([1, 2, 3]);
    const listed = await server.call('get', '/exercises/{id}/versions', {
      token: owner.token,
      params: { id: exercise.id },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.versions.map(itemsOf)).toEqual(again.body.versions.map(itemsOf));
    expect(listed.body.versions[0].answer_key).toHaveLength(4);
  });

  it('asks for 2 to 30 versions', async () => {
    const exercise = await writingOf(owner);
    for (const count of [1, 31]) {
      const refused = await generateVersions(owner, exercise.id, count);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty('count');
    }
  });

  it('says in the teacher’s words how many were made when the text has fewer questions', async () => {
    const reading = await server.call('post', '/exercises/reading', {
      token: owner.token,
      body: {
        user_input: 'A trip to the market',
        language: 'English',
        level: 'B1',
        // One question a version: a text has one version per other question of its pool, fewer
        // than 30 (ten questions of a pool of twelve would make 66).
        questions_quantity: 1,
        quantity_words: 120,
      },
    });
    const made = await generateVersions(owner, reading.body.data[0].id, 30, 'es');
    expect(made.status).toBe(201);
    const { made: count } = made.body.shortfall;
    expect(count).toBeGreaterThan(0);
    expect(made.body.shortfall).toEqual({ made: count, reason: 'inventory' });
    expect(made.body.versions).toHaveLength(count);
    expect(made.body.notice).toBe(
      `Solo se pudieron hacer ${count} de las 30 versiones que pediste: este texto no tiene más preguntas`,
    );
  });

  it('says why when no version can be made', async () => {
    const foreign = await insertExercise(server.db, owner.id, { type: 'Reading' });
    const refused = await generateVersions(owner, foreign, 3);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'No version can be made: other questions on this text are not kept (it comes from your own data or from a language model)',
    );
  });

  it('regenerates one version into another, unlike the exercise and the other versions', async () => {
    const exercise = await writingOf(owner);
    const made = await generateVersions(owner, exercise.id, 4);
    const before: Version[] = made.body.versions;
    const regenerated = await server.call('post', '/exercises/{id}/versions/{n}/regenerate', {
      token: owner.token,
      params: { id: exercise.id, n: '2' },
    });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.number).toBe(2);
    const others = [exercise.results, ...before.map((v) => v.results)];
    expect(others.map((results) => itemsOf({ number: 0, results }))).not.toContain(
      itemsOf(regenerated.body),
    );
    const listed = await server.call('get', '/exercises/{id}/versions', {
      token: owner.token,
      params: { id: exercise.id },
    });
    expect(listed.body.versions.map(itemsOf)).toEqual([
      itemsOf(before[0] as Version),
      itemsOf(regenerated.body),
      itemsOf(before[2] as Version),
      itemsOf(before[3] as Version),
    ]);
  });

  it('removes one version, the others keeping their numbers', async () => {
    const exercise = await writingOf(owner);
    await generateVersions(owner, exercise.id, 3);
    const removed = await server.call('delete', '/exercises/{id}/versions/{n}', {
      token: owner.token,
      params: { id: exercise.id, n: '2' },
    });
    expect(removed.status).toBe(204);
    const listed = await server.call('get', '/exercises/{id}/versions', {
      token: owner.token,
      params: { id: exercise.id },
    });
    expect(listed.body.versions.map((v: Version) => v.number)).toEqual([1, 3]);
    const again = await server.call('delete', '/exercises/{id}/versions/{n}', {
      token: owner.token,
      params: { id: exercise.id, n: '2' },
    });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('This version does not exist');
  });

  it('edits one version as the editor saves an exercise, refusing what the editor would', async () => {
    const exercise = await writingOf(owner);
    await generateVersions(owner, exercise.id, 2);
    const results = {
      Title: 'Rutina',
      Description: 'Conjuga.',
      Exercises: ['Yo (levantarse) ___.'],
    };
    const edited = await server.call('patch', '/exercises/{id}/versions/{n}', {
      token: owner.token,
      params: { id: exercise.id, n: '1' },
      body: { results },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.results).toEqual(results);
    expect(edited.body.answer_key).toHaveLength(4);
    const tooLong = await server.call('patch', '/exercises/{id}/versions/{n}', {
      token: owner.token,
      params: { id: exercise.id, n: '1' },
      body: { results: { ...results, Title: 'x'.repeat(1000) } },
    });
    expect(tooLong.status).toBe(422);
    const listed = await server.call('get', '/exercises/{id}/versions', {
      token: owner.token,
      params: { id: exercise.id },
    });
    expect(listed.body.versions[0].results).toEqual(results);
  });

  it('lets only the owning teacher near the versions: never a student, nor another teacher', async () => {
    const room = await createClassroom(server, { students: 1 });
    const [assigned] = room.exerciseIds as [string];
    const student = room.students[0] as TestUser;
    const colleague = await createUser(server, 'teacher');
    for (const caller of [student, colleague]) {
      const read = await server.call('get', '/exercises/{id}/versions', {
        token: caller.token,
        params: { id: assigned },
      });
      expect(read.status).toBe(403);
      expect(read.body.detail).toBe('Only the owner of this exercise can do this');
      const make = await generateVersions(caller, assigned, 2);
      expect(make.status).toBe(403);
    }
    // A student's own exercise: versions are for the rooms a teacher gives work to.
    const ownWork = await writingOf(student);
    const own = await generateVersions(student, ownWork.id, 2);
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe('Only teachers make versions of their exercises');
  });
});
