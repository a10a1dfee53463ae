import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

const server = useTestServer();
let author: TestUser;
let other: TestUser;

beforeAll(async () => {
  author = await createUser(server, 'student');
  other = await createUser(server, 'teacher');
});

const create = (user: TestUser, body: object) =>
  server.call('post', '/feedback/create', { token: user.token, body });

describe('feedback', () => {
  it("stores feedback and lists only the author's own, newest first", async () => {
    const first = await create(author, { feedback_type: 'bug', feedback_text: 'The audio stops.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ feedback_type: 'bug', feedback_text: 'The audio stops.' });
    await create(author, { feedback_type: 'feature', feedback_text: 'Dark mode please' });
    await create(other, { feedback_type: 'general', feedback_text: 'Nice' });
    const list = await server.call('get', '/feedback/', { token: author.token });
    expect(list.body.map((f: { feedback_text: string }) => f.feedback_text)).toEqual([
      'Dark mode please',
      'The audio stops.',
    ]);
  });

  it('accepts exactly 1000 characters and refuses 1001 or blank text', async () => {
    expect(
      (await create(author, { feedback_type: 'other', feedback_text: 'x'.repeat(1000) })).status,
    ).toBe(201);
    const long = await create(author, { feedback_type: 'other', feedback_text: 'x'.repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.feedback_text).toBe('Must be at most 1000 characters');
    const blank = await create(author, { feedback_type: 'other', feedback_text: '   ' });
    expect(blank.body.errors.feedback_text).toBe('Please fill in all fields before submitting.');
    const badType = await create(author, { feedback_type: 'rant', feedback_text: 'Hi' });
    expect(badType.body.errors.feedback_type).toBe(
      'Must be one of: bug, feature, improvement, general, other',
    );
  });

  it("reads, rewrites and deletes one's own feedback", async () => {
    const { body: created } = await create(author, {
      feedback_type: 'improvement',
      feedback_text: 'Bigger buttons',
    });
    const params = { id: created.id };
    expect(
      (await server.call('get', '/feedback/read/{id}', { token: author.token, params })).body,
    ).toEqual(created);
    const updated = await server.call('put', '/feedback/update/{id}', {
      token: author.token,
      params,
      body: { feedback_type: 'feature', feedback_text: 'Even bigger buttons' },
    });
    expect(updated.body).toMatchObject({
      feedback_type: 'feature',
      feedback_text: 'Even bigger buttons',
    });
    expect(
      (await server.call('delete', '/feedback/delete/{id}', { token: author.token, params }))
        .status,
    ).toBe(204);
    expect(
      (await server.call('get', '/feedback/read/{id}', { token: author.token, params })).status,
    ).toBe(404);
  });

  it("hides other people's feedback as not found", async () => {
    const { body: created } = await create(author, {
      feedback_type: 'bug',
      feedback_text: 'Private',
    });
    const params = { id: created.id };
    expect(
      (await server.call('get', '/feedback/read/{id}', { token: other.token, params })).status,
    ).toBe(404);
    const update = await server.call('put', '/feedback/update/{id}', {
      token: other.token,
      params,
      body: { feedback_type: 'bug', feedback_text: 'Hijacked' },
    });
    expect(update.status).toBe(404);
    expect(
      (await server.call('delete', '/feedback/delete/{id}', { token: other.token, params })).status,
    ).toBe(404);
    expect(
      (await server.call('get', '/feedback/read/{id}', { token: author.token, params })).body
        .feedback_text,
    ).toBe('Private');
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('get', '/feedback/')).status).toBe(401);
    expect((await server.call('post', '/feedback/create', { body: {} })).status).toBe(401);
  });
});
