import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, loadOpenApi } from './http/openapi';
import { openapiPath } from './paths';
import { type Classroom, createAssignment, createClassroom } from './test/classroom';
import { insertExercise } from './test/exercises';
import { useTestServer } from './test/testServer';
import { createUser, type TestUser } from './test/users';

const server = useTestServer();
const operations = contractOperations(loadOpenApi(openapiPath));

type Role = 'teacher' | 'student' | 'other';
interface Case {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A body, or one per caller for calls about the caller themself. */
  body?: unknown | ((user: TestUser, role: Role) => unknown);
  allowed: Role[];
  /** A body that is not JSON (a recording), with its media type in `headers`. */
  rawBody?: Uint8Array;
  headers?: Record<string, string>;
  /** Run before the allowed role's call: what the call needs that no earlier call made. */
  prepare?: () => Promise<void>;
}

let room: Classroom;
let users: Record<Role, TestUser>;
let newcomer: TestUser;
let cases: Case[];

beforeAll(async () => {
  room = await createClassroom(server, { students: 1 });
  const student = room.students[0] as TestUser;
  users = { teacher: room.teacher, student, other: await createUser(server, 'teacher') };
  newcomer = await createUser(server, 'student');
  const [exercise] = room.exerciseIds as [string];
  const spare = [
    await insertExercise(server.db, room.teacher.id),
    await insertExercise(server.db, room.teacher.id),
  ] as const;
  const hidden = await insertExercise(server.db, room.teacher.id);
  const doomed = await insertExercise(server.db, room.teacher.id);
  const secondTemplate = await server.call('post', '/templates/create_template', {
    token: room.teacher.token,
    body: {
      template_name: 'Spare',
      exercises_id_list: [...spare],
      language: 'German',
      template_level: 'B1',
    },
  });
  await server.call('post', '/templates/share_template/{id}', {
    token: room.teacher.token,
    params: { id: room.templateId },
    body: { email: student.email },
  });
  // Accepted (the student reads it as shared), and a second one left as an offer to answer.
  await server.call('post', '/templates/share_offers/{id}', {
    token: student.token,
    params: { id: room.templateId },
    body: { accept: true },
  });
  await server.call('post', '/templates/share_template/{id}', {
    token: room.teacher.token,
    params: { id: secondTemplate.body.id },
    body: { email: student.email },
  });
  const feedback = await server.call('post', '/feedback/create', {
    token: room.teacher.token,
    body: { feedback_type: 'bug', feedback_text: 'Mine' },
  });
  const roomId = { id: room.roomId };
  // Rooms the student and the other teacher are invited to (one to accept, one to decline), and
  // one a newcomer asked to join by code.
  const invitingRoom = async () => {
    const created = await server.call('post', '/rooms/create_room', {
      token: room.teacher.token,
      body: { room_name: 'Invited', room_lang: 'German', room_level: 'B1', list_users: [] },
    });
    await server.call('post', '/rooms/add_users', {
      token: room.teacher.token,
      body: { room_id: created.body.id, user_ids: [student.id, users.other.id] },
    });
    return { id: created.body.id as string };
  };
  const toAccept = await invitingRoom();
  const toDecline = await invitingRoom();
  const approving = await server.call('post', '/rooms/create_room', {
    token: room.teacher.token,
    body: { room_name: 'Approval', room_lang: 'German', room_level: 'B1', list_users: [] },
  });
  await server.call('patch', '/rooms/join_settings/{id}', {
    token: room.teacher.token,
    params: { id: approving.body.id },
    body: { approval: true },
  });
  const asker = await createUser(server, 'student');
  await server.call('post', '/rooms/join', {
    token: asker.token,
    body: { join_code: approving.body.join_code },
  });
  const joinCode = (
    await server.call('get', '/rooms/room/{id}', { token: room.teacher.token, params: roomId })
  ).body.join_code;
  const assignmentId = { id: room.assignmentId };
  const exerciseId = { id: exercise };
  // Versions need an exercise the engine can make others of.
  const writing = await server.call('post', '/exercises/writing', {
    token: room.teacher.token,
    body: { user_input: 'Daily routine', language: 'Spanish', level: 'A2', quantity: 2 },
  });
  const versioned = { id: writing.body.data[0].id as string };
  const templateId = { id: room.templateId };
  const everyone: Role[] = ['teacher', 'student', 'other'];
  const teachers: Role[] = ['teacher', 'other'];
  const review = {
    exercise_id: exercise,
    type: 'Reading',
    language: 'German',
    user_answer: { Questions: [{ id: 1, question: 'Wohin?', user_answer: 'in den Park' }] },
  };
  const sitting = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params: { id: room.assignmentId },
  });
  const sittingId = { id: sitting.body.attempt_id as string };
  const classAccounts = await server.call('post', '/rooms/class_accounts/{id}', {
    token: room.teacher.token,
    params: roomId,
    body: { pupils: [{ first_name: 'Ana', last_name: 'López' }] },
  });
  const classPupil = { ...roomId, userId: classAccounts.body.cards[0].id as string };
  // A speaking assignment in the room, the student sitting it with one recording made.
  const speaking = await insertExercise(server.db, room.teacher.id, { type: 'Speaking' });
  const speakingTemplate = await server.call('post', '/templates/create_template', {
    token: room.teacher.token,
    body: {
      template_name: 'Speaking',
      exercises_id_list: [speaking, await insertExercise(server.db, room.teacher.id)],
      language: 'German',
      template_level: 'B1',
    },
  });
  expect(speakingTemplate.status, JSON.stringify(speakingTemplate.body)).toBe(201);
  const speakingAssignment = await createAssignment(server, {
    teacher: room.teacher,
    roomId: room.roomId,
    templateId: speakingTemplate.body.id,
  });
  await server.call('post', '/assignments/assign_assignment_students', {
    token: room.teacher.token,
    query: { assignment_id: speakingAssignment },
  });
  const speakingSitting = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params: { id: speakingAssignment },
  });
  const recordingQuery = {
    attempt_id: speakingSitting.body.attempt_id as string,
    exercise_id: speaking,
    duration_ms: '5000',
  };
  const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
  const webmHeaders = { 'content-type': 'audio/webm' };
  const recorded = await server.call('post', '/recordings', {
    token: student.token,
    query: { ...recordingQuery, item_id: 2 },
    rawBody: audio,
    headers: webmHeaders,
  });
  const recording = { id: recorded.body.id as string };
  cases = [
    {
      method: 'post',
      path: '/recordings',
      query: { ...recordingQuery, item_id: '1' },
      rawBody: audio,
      headers: webmHeaders,
      allowed: ['student'],
    },
    { method: 'get', path: '/recordings/{id}', params: recording, allowed: ['teacher', 'student'] },
    {
      method: 'get',
      path: '/recordings/sittings/{id}',
      params: { id: recordingQuery.attempt_id },
      allowed: ['teacher', 'student'],
    },
    { method: 'delete', path: '/recordings/{id}', params: recording, allowed: ['student'] },
    {
      method: 'post',
      path: '/recordings/replies',
      query: { ...recordingQuery, item_id: '2' },
      rawBody: audio,
      headers: webmHeaders,
      allowed: ['teacher'],
      // The teacher replies, and grades on the rubric, once the sitting is handed in.
      prepare: async () => {
        await server.call('put', '/assignments/update_attempts/{id}', {
          token: student.token,
          params: { id: speakingAssignment },
          body: { attempt_id: recordingQuery.attempt_id },
        });
      },
    },
    {
      method: 'post',
      path: '/gradebook/sittings/{id}/rubric',
      params: { id: recordingQuery.attempt_id },
      body: {
        exercise_id: speaking,
        item_id: 2,
        scores: { range: 2, accuracy: 3, fluency: 2, pronunciation: 3, task_achievement: 4 },
      },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/users/me', allowed: everyone },
    { method: 'get', path: '/users/role', allowed: everyone },
    {
      method: 'get',
      path: '/users/exists/{userId}',
      params: { userId: room.teacher.id },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/users/get_user_ids',
      body: { list_users: [student.email] },
      allowed: teachers,
    },
    { method: 'get', path: '/users/export', allowed: everyone },
    // With a wrong password nobody's account goes (the deletion itself: users/deleteAccount.test.ts).
    {
      method: 'post',
      path: '/users/delete_account',
      body: { password: 'Not-the-password-1' },
      allowed: [],
    },
    { method: 'get', path: '/users/dashboard', allowed: everyone },
    {
      method: 'patch',
      path: '/users/update-profile',
      body: (user: TestUser, role: Role) => ({
        username: `walk-${role}`,
        first_name: 'Walk',
        last_name: role,
        country: 'Spain',
        phone_number: '+34 600123456',
        email: user.email,
        role: role === 'student' ? 'student' : 'teacher',
      }),
      allowed: everyone,
    },
    { method: 'get', path: '/rooms/all_rooms', allowed: everyone },
    { method: 'get', path: '/rooms/rooms_list_created', allowed: everyone },
    { method: 'get', path: '/rooms/rooms_list_assigned', allowed: everyone },
    { method: 'get', path: '/rooms/room/{id}', params: roomId, allowed: ['teacher', 'student'] },
    {
      method: 'get',
      path: '/rooms/get_users/{id}',
      params: roomId,
      allowed: ['teacher', 'student'],
    },
    {
      method: 'post',
      path: '/rooms/create_room',
      body: { room_name: 'New', room_lang: 'French', room_level: 'A1', list_users: [] },
      allowed: teachers,
    },
    {
      method: 'patch',
      path: '/rooms/update_room/{id}',
      params: roomId,
      body: { room_name: 'Renamed' },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/rooms/add_users',
      body: { room_id: room.roomId, user_ids: [newcomer.id] },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/rooms/remove_user',
      body: { room_id: room.roomId, user_email: newcomer.email },
      allowed: ['teacher'],
    },
    ...[
      'room_progress',
      'top_students',
      'assignment_completion_rate',
      'accuracy_by_type',
      'topic_performance',
    ].map(
      (name): Case => ({
        method: 'get',
        path: `/metrics/${name}/{id}`,
        params: roomId,
        allowed: ['teacher'],
      }),
    ),
    {
      method: 'get',
      path: '/metrics/user_topics_performance/{id}',
      params: { id: student.id },
      allowed: ['teacher', 'student'],
    },
    {
      method: 'post',
      path: '/metrics/avg_completion_time_assign_students',
      body: { room_id: room.roomId, assignment_id: room.assignmentId },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/assignments/create_assignment',
      body: {
        assignment_text: 'More',
        assignment_description: 'Again',
        template_id: room.templateId,
        room_id: room.roomId,
        schedule: new Date(Date.now() + 86_400_000).toISOString(),
        attempts: 1,
        time_limit: 5,
      },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/assignments/users_assignments_list', allowed: everyone },
    { method: 'get', path: '/assignments/assignments_completion_list', allowed: everyone },
    {
      method: 'patch',
      path: '/assignments/update_assignment/{id}',
      params: assignmentId,
      body: { assignment_text: 'Edited' },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/assignments/assign_assignment_students',
      query: { assignment_id: room.assignmentId },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/assignments/start_attempt/{id}',
      params: assignmentId,
      allowed: ['student'],
    },
    {
      method: 'get',
      path: '/assignments/resume_attempt/{id}',
      params: assignmentId,
      allowed: ['student'],
    },
    {
      method: 'put',
      path: '/assignments/save_answers/{id}',
      params: assignmentId,
      body: {
        attempt_id: sitting.body.attempt_id,
        answers: [
          {
            exercise_id: exercise,
            user_answer: review.user_answer,
            saved_at: new Date().toISOString(),
          },
        ],
      },
      allowed: ['student'],
    },
    {
      method: 'put',
      path: '/assignments/update_attempts/{id}',
      params: assignmentId,
      allowed: ['student'],
    },
    {
      method: 'get',
      path: '/assignments/assignment_score/{id}',
      params: assignmentId,
      allowed: ['teacher', 'student'],
    },
    // The gradebook, once update_attempts above has finished (and graded) the sitting.
    {
      method: 'get',
      path: '/gradebook/rooms/{id}/sittings',
      params: roomId,
      query: { user_id: student.id },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/gradebook/sittings/{id}', params: sittingId, allowed: ['teacher'] },
    {
      method: 'post',
      path: '/gradebook/sittings/{id}/overrides',
      params: sittingId,
      body: { exercise_id: exercise, item_id: 1, verdict: 'half', comment: 'Nearly' },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/gradebook/rooms/{id}/to_check', params: roomId, allowed: ['teacher'] },
    {
      method: 'post',
      path: '/gradebook/sittings/{id}/to_check',
      params: sittingId,
      body: { exercise_id: exercise, item_id: 2, decision: 'refuse' },
      allowed: ['teacher'],
      // The German key's items are closed: this one is made one the grader left to the teacher.
      prepare: async () => {
        await server.db.query(
          `UPDATE attempts SET results = (
             SELECT jsonb_agg(CASE WHEN (item->>'id')::int = 2
                                   THEN item || '{"to_check": true}'::jsonb ELSE item END)
             FROM jsonb_array_elements(results) AS item)
           WHERE assignment_attempt_id = $1 AND exercise_id = $2`,
          [sittingId.id, exercise],
        );
      },
    },
    {
      method: 'put',
      path: '/gradebook/sittings/{id}/excused',
      params: sittingId,
      body: { excused: false },
      allowed: ['teacher'],
    },
    {
      method: 'put',
      path: '/gradebook/sittings/{id}/flags',
      params: sittingId,
      body: { exercise_id: exercise, item_id: 1, note: 'Two answers fit' },
      allowed: ['student'],
    },
    {
      method: 'get',
      path: '/gradebook/rooms/{id}/accommodations',
      params: roomId,
      allowed: ['teacher'],
    },
    {
      method: 'put',
      path: '/gradebook/rooms/{id}/accommodations/{userId}',
      params: { id: room.roomId, userId: student.id },
      body: { time_multiplier: 1.25, extra_attempts: 1 },
      allowed: ['teacher'],
    },
    {
      method: 'get',
      path: '/gradebook/assignments/{id}/extensions',
      params: assignmentId,
      allowed: ['teacher'],
    },
    {
      method: 'put',
      path: '/gradebook/assignments/{id}/extensions/{userId}',
      params: { id: room.assignmentId, userId: student.id },
      body: { schedule: new Date(Date.now() + 30 * 86_400_000).toISOString() },
      allowed: ['teacher'],
    },
    {
      method: 'delete',
      path: '/gradebook/assignments/{id}/extensions/{userId}',
      params: { id: room.assignmentId, userId: student.id },
      allowed: ['teacher'],
    },
    {
      method: 'get',
      path: '/gradebook/assignments/{id}/item_analysis',
      params: assignmentId,
      allowed: ['teacher'],
    },
    { method: 'get', path: '/gradebook/rooms/{id}/export', params: roomId, allowed: ['teacher'] },
    {
      method: 'get',
      path: '/gradebook/assignments/{id}/export',
      params: assignmentId,
      allowed: ['teacher'],
    },
    ...(['writing', 'reading', 'listening'] as const).map(
      (type): Case => ({
        method: 'post',
        path: `/exercises/${type}`,
        body:
          type === 'writing'
            ? { user_input: 'Food', language: 'English', level: 'A1', quantity: 1 }
            : type === 'reading'
              ? {
                  user_input: 'Food',
                  language: 'English',
                  level: 'A1',
                  questions_quantity: 1,
                  quantity_words: 40,
                }
              : { user_input: 'Food', language: 'English', level: 'A1', questions_quantity: 1 },
        allowed: everyone,
      }),
    ),
    {
      method: 'post',
      path: '/exercises/speaking',
      body: { user_input: 'Food', language: 'English', level: 'A1', speaking_task: 'questions' },
      allowed: everyone,
    },
    { method: 'get', path: '/exercises/all_exercises', allowed: everyone },
    {
      method: 'get',
      path: '/exercises/user_exercises/{userId}',
      params: { userId: student.id },
      allowed: ['teacher', 'student'],
    },
    {
      method: 'get',
      path: '/exercises/exercise/{id}',
      params: exerciseId,
      allowed: ['teacher', 'student'],
    },
    {
      method: 'get',
      path: '/exercises/shared/{id}',
      params: exerciseId,
      allowed: ['teacher', 'student'],
    },
    {
      method: 'post',
      path: '/exercises/review_answer',
      // The student's exercise is part of an assignment still open to them: answered in a sitting.
      body: (_user: TestUser, role: Role) =>
        role === 'student' ? { ...review, assignment_id: room.assignmentId } : review,
      allowed: ['teacher', 'student'],
    },
    {
      method: 'get',
      path: '/exercises/user_answer/{id}',
      params: exerciseId,
      allowed: ['teacher', 'student'],
    },
    {
      method: 'patch',
      path: '/exercises/update_exercise/{id}',
      params: exerciseId,
      body: { results: { Title: 'Edited', Paragraph: 'Text', Questions: ['Q?'] } },
      allowed: ['teacher'],
    },
    {
      method: 'patch',
      path: '/exercises/soft_delete_exercise/{id}',
      params: { id: hidden },
      allowed: ['teacher'],
    },
    {
      method: 'delete',
      path: '/exercises/delete_exercise/{id}',
      params: { id: doomed },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/exercises/{id}/versions',
      params: versioned,
      body: { count: 3 },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/exercises/{id}/versions', params: versioned, allowed: ['teacher'] },
    {
      method: 'post',
      path: '/exercises/{id}/versions/{n}/regenerate',
      params: { ...versioned, n: '1' },
      allowed: ['teacher'],
    },
    {
      method: 'patch',
      path: '/exercises/{id}/versions/{n}',
      params: { ...versioned, n: '1' },
      body: { results: { Title: 'Rutina', Description: 'Conjuga.', Exercises: ['Yo ___.'] } },
      allowed: ['teacher'],
    },
    {
      method: 'delete',
      path: '/exercises/{id}/versions/{n}',
      params: { ...versioned, n: '3' },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/templates/get_templates', allowed: everyone },
    { method: 'get', path: '/templates/get_shared_templates', allowed: everyone },
    {
      method: 'get',
      path: '/templates/get_template/{id}',
      params: templateId,
      allowed: ['teacher', 'student'],
    },
    {
      method: 'post',
      path: '/templates/create_template',
      body: {
        template_name: 'Copy',
        exercises_id_list: [...spare],
        language: 'German',
        template_level: 'B1',
      },
      allowed: ['teacher'],
    },
    {
      method: 'patch',
      path: '/templates/update_template/{id}',
      params: templateId,
      body: { template_name: 'Edited' },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/templates/share_template/{id}',
      params: templateId,
      body: { email: newcomer.email },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/templates/share_offers', allowed: everyone },
    {
      method: 'post',
      path: '/templates/share_offers/{id}',
      params: { id: secondTemplate.body.id },
      body: { accept: true },
      allowed: ['student'],
    },
    {
      method: 'patch',
      path: '/templates/delete_shared_template/{id}',
      params: templateId,
      allowed: ['student'],
    },
    {
      method: 'patch',
      path: '/templates/soft_delete_template/{id}',
      params: { id: secondTemplate.body.id },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/mailer/send_mails',
      body: {
        template_id: 1,
        url: 'http://lingua.test/assignments',
        list_users: [{ email: student.email }],
        room_id: room.roomId,
      },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/feedback/create',
      body: { feedback_type: 'general', feedback_text: 'Hello' },
      allowed: everyone,
    },
    { method: 'get', path: '/feedback/', allowed: everyone },
    {
      method: 'get',
      path: '/feedback/read/{id}',
      params: { id: feedback.body.id },
      allowed: ['teacher'],
    },
    {
      method: 'put',
      path: '/feedback/update/{id}',
      params: { id: feedback.body.id },
      body: { feedback_type: 'bug', feedback_text: 'Edited' },
      allowed: ['teacher'],
    },
    {
      method: 'delete',
      path: '/feedback/delete/{id}',
      params: { id: feedback.body.id },
      allowed: ['teacher'],
    },
    {
      method: 'delete',
      path: '/assignments/delete/{id}',
      params: assignmentId,
      allowed: ['teacher'],
    },
    { method: 'get', path: '/rooms/class_accounts/{id}', params: roomId, allowed: ['teacher'] },
    {
      method: 'post',
      path: '/rooms/class_accounts/{id}',
      params: roomId,
      body: { pupils: [{ first_name: 'Leo', last_name: 'Ruiz' }] },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/rooms/class_accounts/{id}/reset_password/{userId}',
      params: classPupil,
      allowed: ['teacher'],
    },
    // Joining by code is open to anyone holding it; afterwards the other teacher is a member.
    { method: 'post', path: '/rooms/join', body: { join_code: joinCode }, allowed: everyone },
    { method: 'post', path: '/rooms/leave/{id}', params: roomId, allowed: ['student', 'other'] },
    {
      method: 'post',
      path: '/rooms/join_code/{id}',
      params: roomId,
      body: { enabled: true },
      allowed: ['teacher'],
    },
    {
      method: 'patch',
      path: '/rooms/join_settings/{id}',
      params: roomId,
      body: { max_uses: 40 },
      allowed: ['teacher'],
    },
    {
      method: 'post',
      path: '/rooms/join_requests/{id}',
      params: { id: approving.body.id },
      body: { user_id: asker.id, approve: true },
      allowed: ['teacher'],
    },
    { method: 'get', path: '/rooms/invitations', allowed: everyone },
    {
      method: 'post',
      path: '/rooms/invitations/{id}/accept',
      params: toAccept,
      allowed: ['student', 'other'],
    },
    {
      method: 'post',
      path: '/rooms/invitations/{id}/decline',
      params: toDecline,
      allowed: ['student', 'other'],
    },
    { method: 'delete', path: '/rooms/delete/{id}', params: roomId, allowed: ['teacher'] },
  ];
}, 120_000);

describe('authorization', () => {
  it('asks every protected operation of the contract for a token', async () => {
    for (const operation of operations.filter((op) => op.requiresAuth)) {
      const params = Object.fromEntries(
        operation.path.match(/\{\w+\}/g)?.map((name) => [name.slice(1, -1), randomUUID()]) ?? [],
      );
      const response = await server.call(operation.method, operation.path, {
        params,
        query: { assignment_id: randomUUID() },
        ...(operation.schema.body ? { body: {} } : {}),
      });
      expect(response.status, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  it('lets each role do exactly what it may, without a single 500', async () => {
    const walked = new Set(cases.map((c) => `${c.method} ${c.path}`));
    const missing = operations
      .filter(
        (op) =>
          op.requiresAuth && op.path !== '/chat/messages' && !walked.has(`${op.method} ${op.path}`),
      )
      .map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
    for (const testCase of cases) {
      // Refused roles first, so a delete by the allowed one does not hide a wrong refusal.
      const order = (['other', 'student', 'teacher'] as Role[]).sort(
        (a, b) => Number(testCase.allowed.includes(a)) - Number(testCase.allowed.includes(b)),
      );
      for (const role of order) {
        if (testCase.allowed.includes(role)) await testCase.prepare?.();
        const response = await server.call(testCase.method, testCase.path, {
          token: users[role].token,
          ...(testCase.params ? { params: testCase.params } : {}),
          ...(testCase.query ? { query: testCase.query } : {}),
          ...(testCase.rawBody ? { rawBody: testCase.rawBody, headers: testCase.headers } : {}),
          ...(testCase.body !== undefined
            ? {
                body:
                  typeof testCase.body === 'function'
                    ? testCase.body(users[role], role)
                    : testCase.body,
              }
            : {}),
        });
        const label = `${role} ${testCase.method.toUpperCase()} ${testCase.path} -> ${response.status} ${JSON.stringify(response.body)}`;
        if (testCase.allowed.includes(role)) expect(response.status, label).toBeLessThan(300);
        else expect([403, 404], label).toContain(response.status);
      }
    }
  }, 120_000);

  it('answers the tutor chat with 503 while no LLM is configured', async () => {
    const response = await server.call('post', '/chat/messages', {
      token: users.student.token,
      body: { language: 'German', messages: [{ role: 'user', content: 'Hallo' }] },
    });
    expect(response.status).toBe(503);
  });
});
