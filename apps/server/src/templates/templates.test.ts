import { beforeAll, describe, expect, it } from 'vitest';
import { insertExercise } from '../test/exercises';
import { useTestServer } from '../test/testServer';
import { addToRoom, createUser, type TestUser } from '../test/users';

const server = useTestServer();
let owner: TestUser;
let student: TestUser;
let otherTeacher: TestUser;

beforeAll(async () => {
  owner = await createUser(server, 'teacher', { first_name: 'Marta', last_name: 'Ruiz' });
  student = await createUser(server, 'student');
  otherTeacher = await createUser(server, 'teacher');
});

async function newTemplate(user = owner, name = 'Week 1') {
  const ids = [
    await insertExercise(server.db, user.id),
    await insertExercise(server.db, user.id, { type: 'Writing' }),
  ];
  const response = await server.call('post', '/templates/create_template', {
    token: user.token,
    body: { template_name: name, exercises_id_list: ids, language: 'German', template_level: 'B1' },
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('creating templates', () => {
  it("groups two or more of the caller's exercises in order", async () => {
    const template = await newTemplate();
    expect(template).toMatchObject({
      template_name: 'Week 1',
      language: 'German',
      template_level: 'B1',
      status: 'Pending',
      user_id: owner.id,
    });
    expect(template.exercises_id_list).toHaveLength(2);
    const list = await server.call('get', '/templates/get_templates', { token: owner.token });
    expect(list.body.templates.map((t: { id: string }) => t.id)).toContain(template.id);
    const one = await server.call('get', '/templates/get_template/{id}', {
      token: owner.token,
      params: { id: template.id },
    });
    expect(one.body.exercises_id_list).toEqual(template.exercises_id_list);
  });

  it('needs at least two exercises', async () => {
    const id = await insertExercise(server.db, owner.id);
    const response = await server.call('post', '/templates/create_template', {
      token: owner.token,
      body: {
        template_name: 'Solo',
        exercises_id_list: [id],
        language: 'German',
        template_level: 'B1',
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('exercises_id_list');
  });

  it('refuses exercises of another level or language', async () => {
    const ids = [
      await insertExercise(server.db, owner.id),
      await insertExercise(server.db, owner.id, { level: 'A2' }),
    ];
    const response = await server.call('post', '/templates/create_template', {
      token: owner.token,
      body: {
        template_name: 'Mixed',
        exercises_id_list: ids,
        language: 'German',
        template_level: 'B1',
      },
    });
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe(
      'Please select exercises that have the same level and language to create a template.',
    );
  });

  it("refuses someone else's exercises and blank names", async () => {
    const ids = [
      await insertExercise(server.db, otherTeacher.id),
      await insertExercise(server.db, otherTeacher.id),
    ];
    const stolen = await server.call('post', '/templates/create_template', {
      token: owner.token,
      body: {
        template_name: 'Theirs',
        exercises_id_list: ids,
        language: 'German',
        template_level: 'B1',
      },
    });
    expect(stolen.status).toBe(403);
    const blank = await server.call('post', '/templates/create_template', {
      token: otherTeacher.token,
      body: {
        template_name: '  ',
        exercises_id_list: ids,
        language: 'German',
        template_level: 'B1',
      },
    });
    expect(blank.status).toBe(422);
  });
});

describe('changing templates', () => {
  it('renames for the owner only and hides on soft delete', async () => {
    const template = await newTemplate();
    const params = { id: template.id };
    const renamed = await server.call('patch', '/templates/update_template/{id}', {
      token: owner.token,
      params,
      body: { template_name: 'Week 2' },
    });
    expect(renamed.body.template_name).toBe('Week 2');
    const denied = await server.call('patch', '/templates/update_template/{id}', {
      token: otherTeacher.token,
      params,
      body: { template_name: 'X' },
    });
    expect(denied.status).toBe(403);
    expect(
      (
        await server.call('patch', '/templates/soft_delete_template/{id}', {
          token: otherTeacher.token,
          params,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('patch', '/templates/soft_delete_template/{id}', {
          token: owner.token,
          params,
        })
      ).status,
    ).toBe(204);
    const list = await server.call('get', '/templates/get_templates', { token: owner.token });
    expect(list.body.templates.map((t: { id: string }) => t.id)).not.toContain(template.id);
    expect(
      (await server.call('get', '/templates/get_template/{id}', { token: owner.token, params }))
        .status,
    ).toBe(404);
  });

  it('keeps the language and level rule when the exercises change', async () => {
    const template = await newTemplate();
    const other = await insertExercise(server.db, owner.id, { language: 'French' });
    const response = await server.call('patch', '/templates/update_template/{id}', {
      token: owner.token,
      params: { id: template.id },
      body: { exercises_id_list: [template.exercises_id_list[0], other] },
    });
    expect(response.status).toBe(409);
  });
});

describe('sharing templates', () => {
  it('shares with a user by e-mail, once, and the recipient can remove it from their list', async () => {
    const template = await newTemplate(owner, 'Shared by mail');
    const params = { id: template.id };
    expect(
      (await server.call('get', '/templates/get_template/{id}', { token: student.token, params }))
        .status,
    ).toBe(403);
    const share = () =>
      server.call('post', '/templates/share_template/{id}', {
        token: owner.token,
        params,
        body: { email: student.email },
      });
    // By e-mail the answer is the same every time (and for unknown addresses).
    expect((await share()).body).toEqual({ shared_with: 1 });
    expect((await share()).body).toEqual({ shared_with: 1 });
    // An offer until the recipient accepts it (templates/shareConsent.test.ts).
    await server.call('post', '/templates/share_offers/{id}', {
      token: student.token,
      params,
      body: { accept: true },
    });
    const shared = await server.call('get', '/templates/get_shared_templates', {
      token: student.token,
    });
    expect(shared.body.templates).toContainEqual(
      expect.objectContaining({
        template_id: template.id,
        template_name: 'Shared by mail',
        shared_by: 'Marta Ruiz',
      }),
    );
    expect(
      (await server.call('get', '/templates/get_template/{id}', { token: student.token, params }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.call('patch', '/templates/delete_shared_template/{id}', {
          token: student.token,
          params,
        })
      ).status,
    ).toBe(204);
    const after = await server.call('get', '/templates/get_shared_templates', {
      token: student.token,
    });
    expect(after.body.templates.map((t: { template_id: string }) => t.template_id)).not.toContain(
      template.id,
    );
    expect(
      (await server.call('get', '/templates/get_template/{id}', { token: owner.token, params }))
        .status,
    ).toBe(200);
    expect(
      (
        await server.call('patch', '/templates/delete_shared_template/{id}', {
          token: student.token,
          params,
        })
      ).status,
    ).toBe(404);
  });

  it("shares with every member of one of the owner's rooms", async () => {
    const template = await newTemplate(owner, 'For the class');
    const classmate = await createUser(server, 'student');
    const room = await server.call('post', '/rooms/create_room', {
      token: owner.token,
      body: {
        room_name: 'Class',
        room_lang: 'German',
        room_level: 'B1',
        list_users: [],
      },
    });
    await addToRoom(server, owner, room.body.id, [student, classmate]);
    const shared = await server.call('post', '/templates/share_template/{id}', {
      token: owner.token,
      params: { id: template.id },
      body: { room_id: room.body.id },
    });
    expect(shared.body).toEqual({ shared_with: 2 });
    const list = await server.call('get', '/templates/get_shared_templates', {
      token: classmate.token,
    });
    expect(list.body.templates.map((t: { template_id: string }) => t.template_id)).toContain(
      template.id,
    );
  });

  it("refuses sharing others' templates, to others' rooms, to unknown addresses and with both targets", async () => {
    const template = await newTemplate(owner, 'Guarded');
    const params = { id: template.id };
    const foreignRoom = await server.call('post', '/rooms/create_room', {
      token: otherTeacher.token,
      body: { room_name: 'Theirs', room_lang: 'German', room_level: 'B1', list_users: [] },
    });
    const notOwner = await server.call('post', '/templates/share_template/{id}', {
      token: otherTeacher.token,
      params,
      body: { email: student.email },
    });
    expect(notOwner.status).toBe(403);
    const notMyRoom = await server.call('post', '/templates/share_template/{id}', {
      token: owner.token,
      params,
      body: { room_id: foreignRoom.body.id },
    });
    expect(notMyRoom.status).toBe(403);
    const unknown = await server.call('post', '/templates/share_template/{id}', {
      token: owner.token,
      params,
      body: { email: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ shared_with: 1 });
    const both = await server.call('post', '/templates/share_template/{id}', {
      token: owner.token,
      params,
      body: { email: student.email, room_id: foreignRoom.body.id },
    });
    expect(both.status).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('get', '/templates/get_templates')).status).toBe(401);
  });
});
