import { expect } from 'vitest';
import { insertExercise } from './exercises';
import type { TestServer } from './testServer';
import { addToRoom, createUser, type TestUser } from './users';

export interface Classroom {
  teacher: TestUser;
  students: TestUser[];
  roomId: string;
  templateId: string;
  exerciseIds: string[];
  assignmentId: string;
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

/** A teacher, a room of students, a template of two exercises and an assignment given to all. */
export async function createClassroom(
  server: TestServer,
  options: { students?: number; attempts?: number; timeLimit?: number } = {},
): Promise<Classroom> {
  const teacher = await createUser(server, 'teacher');
  const students: TestUser[] = [];
  for (let i = 0; i < (options.students ?? 2); i += 1)
    students.push(await createUser(server, 'student'));
  const room = await server.call('post', '/rooms/create_room', {
    token: teacher.token,
    body: {
      room_name: 'Class',
      room_lang: 'German',
      room_level: 'B1',
      list_users: [],
    },
  });
  await addToRoom(server, teacher, room.body.id, students);
  const exerciseIds = [
    await insertExercise(server.db, teacher.id, { type: 'Reading' }),
    await insertExercise(server.db, teacher.id, { type: 'Writing' }),
  ];
  const template = await server.call('post', '/templates/create_template', {
    token: teacher.token,
    body: {
      template_name: 'Unit 1',
      exercises_id_list: exerciseIds,
      language: 'German',
      template_level: 'B1',
    },
  });
  const assignmentId = await createAssignment(
    server,
    { teacher, roomId: room.body.id, templateId: template.body.id },
    { attempts: options.attempts ?? 2, time_limit: options.timeLimit ?? 15 },
  );
  const assigned = await server.call('post', '/assignments/assign_assignment_students', {
    token: teacher.token,
    query: { assignment_id: assignmentId },
  });
  expect(assigned.body).toEqual({ assigned: students.length });
  return {
    teacher,
    students,
    roomId: room.body.id,
    templateId: template.body.id,
    exerciseIds,
    assignmentId,
  };
}

/**
 * A new assignment of the classroom's template in its room, held by nobody until the teacher
 * assigns it; "Unit 1 test", due in a week, unless `fields` say otherwise.
 */
export async function createAssignment(
  server: TestServer,
  classroom: Pick<Classroom, 'teacher' | 'roomId' | 'templateId'>,
  fields: {
    assignment_text?: string;
    assignment_description?: string;
    dueInDays?: number;
    attempts?: number;
    time_limit?: number;
    shuffle_questions?: boolean;
    shuffle_options?: boolean;
    deal_versions?: boolean;
  } = {},
): Promise<string> {
  const { dueInDays = 7, ...overrides } = fields;
  const created = await server.call('post', '/assignments/create_assignment', {
    token: classroom.teacher.token,
    body: {
      assignment_text: 'Unit 1 test',
      assignment_description: 'Read and write',
      template_id: classroom.templateId,
      room_id: classroom.roomId,
      schedule: daysFromNow(dueInDays),
      attempts: 2,
      time_limit: 15,
      ...overrides,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}
