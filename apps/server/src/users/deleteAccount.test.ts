import { describe, expect, it } from 'vitest';
import { createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';

const server = useTestServer();

describe('deleting an account', () => {
  it("asks for the password, then takes a teacher's rooms and assignments with the account", async () => {
    const room = await createClassroom(server, { students: 1 });
    const [pupil] = room.students;
    if (!pupil) throw new Error('no pupil');
    await server.call('post', '/templates/share_template/{id}', {
      token: room.teacher.token,
      params: { id: room.templateId },
      body: { email: pupil.email },
    });

    const exported = await server.call('get', '/users/export', { token: pupil.token });
    expect(exported.body.rooms).toEqual([
      expect.objectContaining({ room_id: room.roomId, role: 'member' }),
    ]);
    expect(exported.body.shares).toEqual([
      expect.objectContaining({ template_id: room.templateId, direction: 'received' }),
    ]);

    const wrong = await server.call('post', '/users/delete_account', {
      token: room.teacher.token,
      body: { password: 'Not-the-password-1' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe('Incorrect password');

    const deleted = await server.call('post', '/users/delete_account', {
      token: room.teacher.token,
      body: { password: room.teacher.password },
    });
    expect(deleted.status).toBe(204);
    expect((await server.call('get', '/users/me', { token: room.teacher.token })).status).toBe(401);
    const relogin = await server.call('post', '/auth/login', {
      body: { email: room.teacher.email, password: room.teacher.password },
    });
    expect(relogin.status).toBe(401);

    // The pupil stays, without the teacher's room, its assignment or the shared template.
    const after = await server.call('get', '/users/export', { token: pupil.token });
    expect(after.body.rooms).toEqual([]);
    expect(after.body.shares).toEqual([]);
    const assigned = await server.call('get', '/rooms/rooms_list_assigned', { token: pupil.token });
    expect(assigned.body.rooms).toEqual([]);
    const [left] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM assignments WHERE id = $1',
      [room.assignmentId],
    );
    expect(left?.n).toBe(0);
  });
});
