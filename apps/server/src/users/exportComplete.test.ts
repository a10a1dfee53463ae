import { describe, expect, it } from 'vitest';
import { createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

// Issue 30, finding 11: the export lacked the answers saved as they were typed in a sitting,
// and carried every exercise's audio (up to 10 MB each) in one file.
const server = useTestServer();

describe('the export of everything stored about a user', () => {
  it('holds the answers a pupil saved in a timed sitting', async () => {
    const room = await createClassroom(server, { students: 1, attempts: 1 });
    const pupil = room.students[0];
    if (!pupil) throw new Error('no pupil');
    const params = { id: room.assignmentId };
    const start = await server.call('post', '/assignments/start_attempt/{id}', {
      token: pupil.token,
      params,
    });
    const writingId = room.exerciseIds[1] ?? '';
    const typed = { Exercises: [{ id: 1, question: 'ich (gehen)', answer: 'gehe' }] };
    const saved = await server.call('put', '/assignments/save_answers/{id}', {
      token: pupil.token,
      params,
      body: {
        attempt_id: start.body.attempt_id,
        answers: [
          { exercise_id: writingId, user_answer: typed, saved_at: new Date().toISOString() },
        ],
      },
    });
    expect(saved.status).toBe(200);

    const exported = await server.call('get', '/users/export', { token: pupil.token });
    expect(exported.body.saved_answers).toEqual([
      {
        attempt_id: start.body.attempt_id,
        exercise_id: writingId,
        user_answer: typed,
        saved_at: expect.any(String),
      },
    ]);
  });

  it("leaves a listening exercise's audio out, keeping its transcript", async () => {
    const teacher = await createUser(server, 'teacher');
    const made = await server.call('post', '/exercises/listening', {
      token: teacher.token,
      body: { user_input: 'travel', language: 'German', level: 'A1', questions_quantity: 1 },
    });
    expect(made.body.data[0].results.audio_base64).toBeTruthy();
    const exported = await server.call('get', '/users/export', { token: teacher.token });
    const [exercise] = exported.body.exercises;
    expect(exercise.results.Paragraph).toBe(made.body.data[0].results.Paragraph);
    expect(exercise.results).not.toHaveProperty('audio_base64');
  });
});
