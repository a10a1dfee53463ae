import { beforeAll, describe, expect, it } from 'vitest';
import { insertExercise } from '../test/exercises';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

// Issue 30, finding 7: nobody pushes content into a child's "Shared with me".
const server = useTestServer();
let pupil: TestUser;

const templateOf = async (owner: TestUser, template_name: string) => {
  const exercises = [
    await insertExercise(server.db, owner.id),
    await insertExercise(server.db, owner.id, { type: 'Writing' }),
  ];
  const created = await server.call('post', '/templates/create_template', {
    token: owner.token,
    body: { template_name, exercises_id_list: exercises, language: 'German', template_level: 'B1' },
  });
  return created.body.id as string;
};
const shareByMail = (owner: TestUser, id: string, email: string) =>
  server.call('post', '/templates/share_template/{id}', {
    token: owner.token,
    params: { id },
    body: { email },
  });
const sharedWith = async (user: TestUser) =>
  (await server.call('get', '/templates/get_shared_templates', { token: user.token })).body
    .templates as { template_name: string }[];

beforeAll(async () => {
  pupil = await createUser(server, 'student');
});

describe('shares by e-mail', () => {
  it('refuses an unconfirmed account, and the pupil sees nothing', async () => {
    const stranger = await createUser(server, 'teacher', {
      first_name: 'Your',
      last_name: 'Teacher',
      confirmed: false,
    });
    const id = await templateOf(stranger, 'Secret homework');
    const shared = await shareByMail(stranger, id, pupil.email);
    expect(shared.status).toBe(403);
    expect(await sharedWith(pupil)).toEqual([]);
    const offers = await server.call('get', '/templates/share_offers', { token: pupil.token });
    expect(offers.body.offers).toEqual([]);
  });

  it('reaches a colleague at once (teachers share with each other)', async () => {
    const teacher = await createUser(server, 'teacher');
    const colleague = await createUser(server, 'teacher');
    const id = await templateOf(teacher, 'Relative clauses');
    expect((await shareByMail(teacher, id, colleague.email)).body).toEqual({ shared_with: 1 });
    expect((await sharedWith(colleague)).map((t) => t.template_name)).toEqual(['Relative clauses']);
  });

  it("waits for the recipient's yes before the template is theirs", async () => {
    const teacher = await createUser(server, 'teacher', { first_name: 'Ana', last_name: 'Lopez' });
    const id = await templateOf(teacher, 'Past tenses');
    expect((await shareByMail(teacher, id, pupil.email)).body).toEqual({ shared_with: 1 });
    expect(await sharedWith(pupil)).toEqual([]);
    expect(
      (
        await server.call('get', '/templates/get_template/{id}', {
          token: pupil.token,
          params: { id },
        })
      ).status,
    ).toBe(403);
    const offers = await server.call('get', '/templates/share_offers', { token: pupil.token });
    expect(offers.body.offers).toEqual([
      expect.objectContaining({
        template_id: id,
        template_name: 'Past tenses',
        shared_by: 'Ana Lopez',
      }),
    ]);
    const accepted = await server.call('post', '/templates/share_offers/{id}', {
      token: pupil.token,
      params: { id },
      body: { accept: true },
    });
    expect(accepted.status).toBe(204);
    expect((await sharedWith(pupil)).map((t) => t.template_name)).toEqual(['Past tenses']);

    const declinedId = await templateOf(teacher, 'Declined');
    await shareByMail(teacher, declinedId, pupil.email);
    await server.call('post', '/templates/share_offers/{id}', {
      token: pupil.token,
      params: { id: declinedId },
      body: { accept: false },
    });
    expect((await sharedWith(pupil)).map((t) => t.template_name)).toEqual(['Past tenses']);
    const offersAfter = await server.call('get', '/templates/share_offers', { token: pupil.token });
    expect(offersAfter.body.offers).toEqual([]);
  });

  it('reaches confirmed accounts only (answering alike)', async () => {
    const teacher = await createUser(server, 'teacher');
    const unproven = await createUser(server, 'student', { confirmed: false });
    const id = await templateOf(teacher, 'Unit 2');
    expect((await shareByMail(teacher, id, unproven.email)).body).toEqual({ shared_with: 1 });
    const offers = await server.call('get', '/templates/share_offers', { token: unproven.token });
    expect(offers.body.offers).toEqual([]);
  });
});
