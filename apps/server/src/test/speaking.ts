import { expect } from 'vitest';
import { createAssignment } from './classroom';
import { type ExerciseFixture, insertExercise } from './exercises';
import type { TestServer } from './testServer';
import { addToRoom, createUser, type TestUser } from './users';

/** A WebM recording's first bytes (the EBML header) and `size` bytes in all. */
export function webm(size: number, fill = 7): Uint8Array {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
}

/** A teacher's room of two pupils holding an assignment of a speaking and a reading exercise. */
export async function speakingClass(
  server: TestServer,
  {
    exercise = { type: 'Speaking', level: 'A2' },
    speakingCriteria,
  }: { exercise?: ExerciseFixture; speakingCriteria?: string[] } = {},
) {
  const teacher = await createUser(server, 'teacher');
  const pupil = await createUser(server, 'student');
  const classmate = await createUser(server, 'student');
  const room = await server.call('post', '/rooms/create_room', {
    token: teacher.token,
    body: { room_name: 'Sprechen', room_lang: 'German', room_level: 'A2', list_users: [] },
  });
  await addToRoom(server, teacher, room.body.id, [pupil, classmate]);
  const speaking = await insertExercise(server.db, teacher.id, exercise);
  const reading = await insertExercise(server.db, teacher.id, { type: 'Reading', level: 'A2' });
  const template = await server.call('post', '/templates/create_template', {
    token: teacher.token,
    body: {
      template_name: 'Unit 2',
      exercises_id_list: [speaking, reading],
      language: 'German',
      template_level: 'A2',
      ...(speakingCriteria ? { speaking_criteria: speakingCriteria } : {}),
    },
  });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
  const assignmentId = await createAssignment(server, {
    teacher,
    roomId: room.body.id,
    templateId: template.body.id,
  });
  await server.call('post', '/assignments/assign_assignment_students', {
    token: teacher.token,
    query: { assignment_id: assignmentId },
  });
  const sitting = async (student: TestUser) => {
    const started = await server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params: { id: assignmentId },
    });
    expect(started.status).toBe(201);
    return started.body.attempt_id as string;
  };
  return {
    teacher,
    pupil,
    classmate,
    speaking,
    reading,
    assignmentId,
    templateId: template.body.id as string,
    roomId: room.body.id,
    sitting,
  };
}

export function uploadRecording(
  server: TestServer,
  student: TestUser,
  query: { attempt_id: string; exercise_id: string; item_id?: number; duration_ms?: number },
  audio: Uint8Array,
  headers: Record<string, string> = {},
) {
  return server.call('post', '/recordings', {
    token: student.token,
    query: { item_id: 1, duration_ms: 20_000, ...query },
    rawBody: audio,
    headers: { 'content-type': 'audio/webm;codecs=opus', ...headers },
  });
}

/**
 * The pupil saves the answers of the speaking exercise's two questions (recording ids,
 * `no_microphone` or '') and finishes the sitting.
 */
export async function answerAloudAndFinish(
  server: TestServer,
  room: Awaited<ReturnType<typeof speakingClass>>,
  attempt: string,
  answers: [string, string],
) {
  const saved = await server.call('put', '/assignments/save_answers/{id}', {
    token: room.pupil.token,
    params: { id: room.assignmentId },
    body: {
      attempt_id: attempt,
      answers: [
        {
          exercise_id: room.speaking,
          user_answer: {
            Questions: [
              { id: 1, question: 'Wo warst du?', user_answer: answers[0] },
              { id: 2, question: 'Was hat dir gefallen?', user_answer: answers[1] },
            ],
          },
          saved_at: new Date().toISOString(),
        },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const finished = await server.call('put', '/assignments/update_attempts/{id}', {
    token: room.pupil.token,
    params: { id: room.assignmentId },
    body: { attempt_id: attempt },
  });
  expect(finished.status).toBe(200);
}
