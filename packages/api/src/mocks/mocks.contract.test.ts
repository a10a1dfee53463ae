import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createContractValidator } from '../contract/validator';
import { memoryStorage } from '../testing/fakes';
import { FIXTURE_NOW, FIXTURE_PASSWORD, fixtureId, fixtures } from './fixtures';
import { createHandlers } from './handlers';
import { chatReplyHandler } from './handlers/system';
import { scenarios } from './scenarios';
import { createMockStore, type MockStore } from './store';

const ORIGIN = 'http://lingua.test';
const DAY = 24 * 60 * 60_000;
const f = fixtures;
const validator = createContractValidator();

type Caller = keyof typeof f.sessions | 'anonymous';

const server = setupServer();
/** Every mocked answer is checked against openapi.yaml; problems are collected per test. */
let pendingChecks: Promise<string | null>[] = [];

server.events.on('response:mocked', ({ request, response }) => {
  const copy = response.clone();
  pendingChecks.push(
    (async () => {
      const apiPath = new URL(request.url).pathname.replace(/^\/api/, '');
      const target = validator.findOperation(request.method, apiPath);
      if (!target) return `${request.method} ${apiPath}: not in openapi.yaml`;
      const text = await copy.text();
      const isJson = copy.headers.get('Content-Type')?.includes('application/json');
      const body = text && isJson ? JSON.parse(text) : text || undefined;
      const problems = validator.checkResponse(target, copy.status, body);
      return problems.length
        ? `${request.method} ${apiPath} -> ${copy.status}: ${problems.join('; ')}`
        : null;
    })(),
  );
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  const problems = (await Promise.all(pendingChecks)).filter(Boolean);
  pendingChecks = [];
  server.resetHandlers();
  expect(problems, 'answers that break openapi.yaml').toEqual([]);
});
afterAll(() => server.close());

/** A fresh mock server at FIXTURE_NOW and the real client signed in as `caller`. */
function startAs(caller: Caller) {
  const store = createMockStore({ now: () => FIXTURE_NOW });
  server.use(...createHandlers(store));
  const { storage } = memoryStorage(caller === 'anonymous' ? {} : { ...f.sessions[caller] });
  const client = createApiClient({
    baseUrl: `${ORIGIN}/api`,
    storage,
    onSessionExpired: () => {},
    now: () => FIXTURE_NOW,
  });
  return { store, client };
}

interface Call {
  operationId: string;
  as: Caller;
  path: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: { path?: Record<string, string>; query?: Record<string, string | number> };
  body?: unknown;
  status: number;
  /** State the call needs beyond the fixtures (an open attempt). */
  arrange?: (store: MockStore) => void | Promise<void>;
  /** How the client reads the answer when it is not JSON (a CSV file). */
  parseAs?: 'text';
  /** A body sent as bytes (a recording), with its media type. */
  raw?: { contentType: string };
}

/** The first bytes of a WebM recording (its EBML header), and a few more. */
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);
/** A sitting of the student's with one recording kept, for the reads and the delete. */
const withRecording = async () => {
  await fetch(
    `${ORIGIN}/api/recordings?attempt_id=${fixtureId(9, 1)}&exercise_id=${fixtureId(9, 2)}&item_id=1&duration_ms=4000`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${f.sessions.student.access_token}`,
        'content-type': 'audio/webm',
      },
      body: WEBM,
    },
  );
};

const roomUsers = [f.users.student, f.users.classmate].map(
  ({ id, first_name, last_name, email }) => ({ id, first_name, last_name, email }),
);

/** One successful call of every operation, made by the user who would make it. */
/** The teacher's Spanish writing exercise with the three versions the stories make. */
function withVersions(store: MockStore) {
  const id = f.exercises.writingSpanish.id;
  const made = store.read('teacher', `POST /exercises/${id}/versions 3`)?.body as {
    versions: unknown[];
  };
  store.answer('teacher', `GET /exercises/${id}/versions`, {
    exercise_id: id,
    versions: made.versions,
  });
}

const CALLS: Call[] = [
  {
    operationId: 'uploadRecording',
    as: 'student',
    method: 'post',
    path: '/recordings',
    params: {
      query: {
        attempt_id: fixtureId(9, 1),
        exercise_id: fixtureId(9, 2),
        item_id: 1,
        duration_ms: 4000,
      },
    },
    body: WEBM,
    raw: { contentType: 'audio/webm' },
    status: 201,
  },
  {
    operationId: 'uploadReplyRecording',
    as: 'teacher',
    method: 'post',
    path: '/recordings/replies',
    params: {
      query: {
        attempt_id: fixtureId(9, 1),
        exercise_id: fixtureId(9, 2),
        item_id: 1,
        duration_ms: 4000,
      },
    },
    body: WEBM,
    raw: { contentType: 'audio/webm' },
    status: 201,
  },
  {
    operationId: 'playRecording',
    as: 'teacher',
    method: 'get',
    path: '/recordings/{id}',
    params: { path: { id: '00000000-0000-4000-9000-000000000001' } },
    arrange: withRecording,
    parseAs: 'text',
    status: 200,
  },
  {
    operationId: 'deleteRecording',
    as: 'student',
    method: 'delete',
    path: '/recordings/{id}',
    params: { path: { id: '00000000-0000-4000-9000-000000000001' } },
    arrange: withRecording,
    status: 204,
  },
  {
    operationId: 'listSittingRecordings',
    as: 'teacher',
    method: 'get',
    path: '/recordings/sittings/{id}',
    params: { path: { id: fixtureId(9, 1) } },
    status: 200,
  },
  // auth
  {
    operationId: 'signup',
    as: 'anonymous',
    method: 'post',
    path: '/auth/signup',
    body: { email: 'lea.martin@lingua.test', password: 'Str0ngPass' },
    status: 201,
  },
  {
    operationId: 'login',
    as: 'anonymous',
    method: 'post',
    path: '/auth/login',
    body: { email: f.users.teacher.email, password: 'Passw0rd1' },
    status: 200,
  },
  {
    operationId: 'refreshToken',
    as: 'anonymous',
    method: 'post',
    path: '/auth/token',
    params: { query: { grant_type: 'refresh_token' } },
    body: { refresh_token: f.sessions.teacher.refresh_token },
    status: 200,
  },
  {
    operationId: 'logout',
    as: 'anonymous',
    method: 'post',
    path: '/auth/logout',
    body: { refresh_token: f.sessions.classmate.refresh_token },
    status: 204,
  },
  {
    operationId: 'forgotPassword',
    as: 'anonymous',
    method: 'post',
    path: '/auth/forgot-password',
    body: { email: 'someone@lingua.test' },
    status: 202,
  },
  {
    operationId: 'resetPassword',
    as: 'anonymous',
    method: 'post',
    path: '/auth/reset-password',
    body: { token: `reset-${f.users.student.email}`, new_password: 'N3wPassword' },
    status: 200,
  },
  {
    operationId: 'verifyEmail',
    as: 'anonymous',
    method: 'post',
    path: '/auth/verify-email',
    body: { token: `verify-${f.users.newcomer.email}` },
    status: 200,
  },
  {
    operationId: 'listOidcProviders',
    as: 'anonymous',
    method: 'get',
    path: '/auth/oidc/providers',
    status: 200,
  },
  // No provider is configured in the mocks: the server's 404.
  {
    operationId: 'startOidcSignIn',
    as: 'anonymous',
    method: 'get',
    path: '/auth/oidc/{id}/start',
    params: { path: { id: 'google' } },
    status: 404,
  },
  {
    operationId: 'finishOidcSignIn',
    as: 'anonymous',
    method: 'get',
    path: '/auth/oidc/{id}/callback',
    params: { path: { id: 'google' } },
    status: 404,
  },
  {
    operationId: 'startSamlSignIn',
    as: 'anonymous',
    method: 'get',
    path: '/auth/saml/{id}/start',
    params: { path: { id: 'lycee-moliere' } },
    status: 404,
  },
  {
    operationId: 'finishSamlSignIn',
    as: 'anonymous',
    method: 'post',
    path: '/auth/saml/{id}/acs',
    params: { path: { id: 'lycee-moliere' } },
    status: 404,
  },
  {
    operationId: 'exchangeOidcSignIn',
    as: 'anonymous',
    method: 'post',
    path: '/auth/oidc/exchange',
    body: { code: `sso-${f.users.teacher.email}` },
    status: 200,
  },
  // users
  { operationId: 'getCurrentUser', as: 'newcomer', method: 'get', path: '/users/me', status: 200 },
  {
    operationId: 'updateProfile',
    as: 'newcomer',
    method: 'patch',
    path: '/users/update-profile',
    body: {
      username: 'lea',
      first_name: 'Léa',
      last_name: 'Martin',
      country: 'FR',
      phone_number: '+33 612345678',
      email: f.users.newcomer.email,
      role: 'student',
      preferences: {},
    },
    status: 200,
  },
  {
    operationId: 'userExists',
    as: 'teacher',
    method: 'get',
    path: '/users/exists/{userId}',
    params: { path: { userId: f.users.teacher.id } },
    status: 200,
  },
  { operationId: 'getUserRole', as: 'student', method: 'get', path: '/users/role', status: 200 },
  {
    operationId: 'getUserIds',
    as: 'teacher',
    method: 'post',
    path: '/users/get_user_ids',
    body: { list_users: [f.users.student.email, 'nobody@lingua.test'] },
    status: 200,
  },
  {
    operationId: 'exportUserData',
    as: 'student',
    method: 'get',
    path: '/users/export',
    status: 200,
  },
  {
    operationId: 'getDashboard',
    as: 'student',
    method: 'get',
    path: '/users/dashboard',
    status: 200,
  },
  // rooms
  {
    operationId: 'listAllRooms',
    as: 'teacher',
    method: 'get',
    path: '/rooms/all_rooms',
    status: 200,
  },
  {
    operationId: 'getRoom',
    as: 'student',
    method: 'get',
    path: '/rooms/room/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    status: 200,
  },
  {
    operationId: 'createRoom',
    as: 'teacher',
    method: 'post',
    path: '/rooms/create_room',
    body: {
      room_name: 'German A1',
      room_level: 'A1',
      room_lang: 'German',
      list_users: [f.users.student.id],
    },
    status: 201,
  },
  {
    operationId: 'updateRoom',
    as: 'teacher',
    method: 'patch',
    path: '/rooms/update_room/{id}',
    params: { path: { id: f.rooms.french.id } },
    body: { room_name: 'French C1 — Novels' },
    status: 200,
  },
  {
    operationId: 'deleteRoom',
    as: 'teacher',
    method: 'delete',
    path: '/rooms/delete/{id}',
    params: { path: { id: f.rooms.french.id } },
    status: 204,
  },
  {
    operationId: 'listCreatedRooms',
    as: 'teacher',
    method: 'get',
    path: '/rooms/rooms_list_created',
    status: 200,
  },
  {
    operationId: 'listAssignedRooms',
    as: 'student',
    method: 'get',
    path: '/rooms/rooms_list_assigned',
    status: 200,
  },
  {
    operationId: 'getRoomUsers',
    as: 'teacher',
    method: 'get',
    path: '/rooms/get_users/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    status: 200,
  },
  {
    operationId: 'addRoomUsers',
    as: 'teacher',
    method: 'post',
    path: '/rooms/add_users',
    body: { room_id: f.rooms.english.id, user_ids: [f.users.classmate.id] },
    status: 200,
  },
  {
    operationId: 'removeRoomUser',
    as: 'teacher',
    method: 'post',
    path: '/rooms/remove_user',
    body: { room_id: f.rooms.spanish.id, user_email: f.users.classmate.email },
    status: 204,
  },
  {
    operationId: 'deleteAccount',
    as: 'student',
    method: 'post',
    path: '/users/delete_account',
    body: { password: FIXTURE_PASSWORD },
    status: 204,
  },
  {
    operationId: 'joinRoom',
    as: 'classmate',
    method: 'post',
    path: '/rooms/join',
    body: { join_code: 'k7mp q2xr' },
    status: 200,
  },
  {
    operationId: 'leaveRoom',
    as: 'student',
    method: 'post',
    path: '/rooms/leave/{id}',
    params: { path: { id: f.rooms.english.id } },
    status: 204,
  },
  {
    operationId: 'setRoomJoinCode',
    as: 'teacher',
    method: 'post',
    path: '/rooms/join_code/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    body: { enabled: false },
    status: 200,
  },
  {
    operationId: 'setRoomJoinSettings',
    as: 'teacher',
    method: 'patch',
    path: '/rooms/join_settings/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    body: { approval: true, max_uses: 30 },
    status: 200,
  },
  {
    operationId: 'listClassAccounts',
    as: 'teacher',
    method: 'get',
    path: '/rooms/class_accounts/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    status: 200,
  },
  {
    operationId: 'createClassAccounts',
    as: 'teacher',
    method: 'post',
    path: '/rooms/class_accounts/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    body: { pupils: [{ first_name: 'Nina', last_name: 'Costa' }] },
    status: 201,
  },
  {
    operationId: 'resetClassAccountPassword',
    as: 'teacher',
    method: 'post',
    path: '/rooms/class_accounts/{id}/reset_password/{userId}',
    params: { path: { id: f.rooms.spanish.id, userId: fixtureId(31, 1) } },
    status: 200,
  },
  {
    operationId: 'answerJoinRequest',
    as: 'teacher',
    method: 'post',
    path: '/rooms/join_requests/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    body: { user_id: f.users.newcomer.id, approve: true },
    status: 204,
  },
  {
    operationId: 'listRoomInvitations',
    as: 'student',
    method: 'get',
    path: '/rooms/invitations',
    status: 200,
  },
  {
    operationId: 'acceptRoomInvitation',
    as: 'student',
    method: 'post',
    path: '/rooms/invitations/{id}/accept',
    params: { path: { id: f.rooms.french.id } },
    status: 200,
  },
  {
    operationId: 'declineRoomInvitation',
    as: 'student',
    method: 'post',
    path: '/rooms/invitations/{id}/decline',
    params: { path: { id: f.rooms.french.id } },
    status: 204,
  },
  // metrics
  {
    operationId: 'getRoomProgress',
    as: 'teacher',
    method: 'get',
    path: '/metrics/room_progress/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    status: 200,
  },
  {
    operationId: 'getTopStudents',
    as: 'teacher',
    method: 'get',
    path: '/metrics/top_students/{id}',
    params: { path: { id: f.rooms.spanish.id }, query: { limit: 5 } },
    status: 200,
  },
  {
    operationId: 'getUserTopicsPerformance',
    as: 'teacher',
    method: 'get',
    path: '/metrics/user_topics_performance/{id}',
    params: { path: { id: f.users.student.id }, query: { limit: 5 } },
    status: 200,
  },
  {
    operationId: 'getAssignmentCompletionRate',
    as: 'teacher',
    method: 'get',
    path: '/metrics/assignment_completion_rate/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    status: 200,
  },
  {
    operationId: 'getAccuracyByType',
    as: 'teacher',
    method: 'get',
    path: '/metrics/accuracy_by_type/{id}',
    params: { path: { id: f.rooms.spanish.id } },
    status: 200,
  },
  {
    operationId: 'getTopicPerformance',
    as: 'teacher',
    method: 'get',
    path: '/metrics/topic_performance/{id}',
    params: { path: { id: f.rooms.spanish.id }, query: { limit: 10 } },
    status: 200,
  },
  {
    operationId: 'getAvgCompletionTime',
    as: 'teacher',
    method: 'post',
    path: '/metrics/avg_completion_time_assign_students',
    body: { room_id: f.rooms.spanish.id, assignment_id: f.assignments.completed.id },
    status: 200,
  },
  // assignments
  {
    operationId: 'createAssignment',
    as: 'teacher',
    method: 'post',
    path: '/assignments/create_assignment',
    body: {
      assignment_text: 'Week 2 homework',
      assignment_description: 'Three more exercises.',
      template_id: f.templates.spanish.id,
      room_id: f.rooms.spanish.id,
      schedule: new Date(FIXTURE_NOW + 7 * DAY).toISOString(),
      attempts: 2,
      time_limit: 15,
    },
    status: 201,
  },
  {
    operationId: 'listTeacherAssignments',
    as: 'teacher',
    method: 'get',
    path: '/assignments/users_assignments_list',
    status: 200,
  },
  {
    operationId: 'listStudentAssignments',
    as: 'student',
    method: 'get',
    path: '/assignments/assignments_completion_list',
    status: 200,
  },
  {
    operationId: 'updateAssignment',
    as: 'teacher',
    method: 'patch',
    path: '/assignments/update_assignment/{id}',
    params: { path: { id: f.assignments.pending.id } },
    body: { time_limit: 30 },
    status: 200,
  },
  {
    operationId: 'deleteAssignment',
    as: 'teacher',
    method: 'delete',
    path: '/assignments/delete/{id}',
    params: { path: { id: f.assignments.expired.id } },
    status: 204,
  },
  {
    operationId: 'assignAssignmentStudents',
    as: 'teacher',
    method: 'post',
    path: '/assignments/assign_assignment_students',
    params: { query: { assignment_id: f.assignments.pending.id } },
    status: 200,
  },
  {
    operationId: 'startAttempt',
    as: 'student',
    method: 'post',
    path: '/assignments/start_attempt/{id}',
    params: { path: { id: f.assignments.pending.id } },
    status: 201,
  },
  {
    operationId: 'resumeAttempt',
    as: 'student',
    method: 'get',
    path: '/assignments/resume_attempt/{id}',
    params: { path: { id: f.assignments.pending.id } },
    status: 200,
  },
  {
    operationId: 'saveAnswers',
    as: 'student',
    method: 'put',
    path: '/assignments/save_answers/{id}',
    params: { path: { id: f.assignments.pending.id } },
    arrange: (store) =>
      store.answer('student', `GET /assignments/resume_attempt/${f.assignments.pending.id}`, {
        attempt: {
          attempt_id: fixtureId(9, 1),
          started_at: new Date(FIXTURE_NOW).toISOString(),
          deadline: new Date(FIXTURE_NOW + 15 * 60_000).toISOString(),
        },
        answers: [],
        server_time: new Date(FIXTURE_NOW).toISOString(),
      }),
    body: {
      attempt_id: fixtureId(9, 1),
      answers: [
        {
          exercise_id: f.exercises.readingSpanish.id,
          user_answer: { Questions: [{ id: 1, question: 'Where?', user_answer: 'Home' }] },
          saved_at: new Date(FIXTURE_NOW).toISOString(),
        },
      ],
    },
    status: 200,
  },
  {
    operationId: 'updateAttempts',
    as: 'student',
    method: 'put',
    path: '/assignments/update_attempts/{id}',
    params: { path: { id: f.assignments.completed.id } },
    status: 200,
  },
  {
    operationId: 'getAssignmentScore',
    as: 'student',
    method: 'get',
    path: '/assignments/assignment_score/{id}',
    params: { path: { id: f.assignments.completed.id } },
    status: 200,
  },
  // gradebook
  ...((): Call[] => {
    const g = f.gradebook;
    const sitting = { id: g.sittings[0]?.attempt_id as string };
    const own = g.sittings.find((s) => s.student_id === f.users.student.id);
    const room = { id: g.roomId };
    const quiz = { id: g.assignmentId };
    const member = { userId: f.users.classmate.id };
    return [
      {
        operationId: 'listRoomSittings',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/rooms/{id}/sittings',
        params: { path: room, query: { user_id: f.users.student.id } },
        status: 200,
      },
      {
        operationId: 'getGradebookSitting',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/sittings/{id}',
        params: { path: sitting },
        status: 200,
      },
      {
        operationId: 'overrideItem',
        as: 'teacher',
        method: 'post',
        path: '/gradebook/sittings/{id}/overrides',
        params: { path: sitting },
        body: {
          exercise_id: f.exercises.writingSpanish.id,
          item_id: 2,
          verdict: 'correct',
          comment: 'Accepted.',
        },
        status: 200,
      },
      {
        operationId: 'gradeSpokenItem',
        as: 'teacher',
        method: 'post',
        path: '/gradebook/sittings/{id}/rubric',
        params: { path: sitting },
        body: {
          exercise_id: f.exercises.writingSpanish.id,
          item_id: 2,
          scores: { fluency: 3, pronunciation: 2 },
        },
        status: 200,
      },
      {
        operationId: 'listAnswersToCheck',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/rooms/{id}/to_check',
        params: { path: room },
        status: 200,
      },
      {
        operationId: 'decideAnswerToCheck',
        as: 'teacher',
        method: 'post',
        path: '/gradebook/sittings/{id}/to_check',
        params: { path: { id: g.toCheck[0]?.attempt_id as string } },
        body: {
          exercise_id: g.toCheck[0]?.exercise_id as string,
          item_id: g.toCheck[0]?.item_id as number,
          decision: 'accept',
        },
        status: 200,
      },
      {
        operationId: 'setSittingExcused',
        as: 'teacher',
        method: 'put',
        path: '/gradebook/sittings/{id}/excused',
        params: { path: sitting },
        body: { excused: true },
        status: 200,
      },
      {
        operationId: 'flagItem',
        as: 'student',
        method: 'put',
        path: '/gradebook/sittings/{id}/flags',
        params: { path: { id: own?.attempt_id as string } },
        body: { exercise_id: f.exercises.readingSpanish.id, item_id: 3, note: 'Two answers fit' },
        status: 200,
      },
      {
        operationId: 'listAccommodations',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/rooms/{id}/accommodations',
        params: { path: room },
        status: 200,
      },
      {
        operationId: 'setAccommodation',
        as: 'teacher',
        method: 'put',
        path: '/gradebook/rooms/{id}/accommodations/{userId}',
        params: { path: { ...room, ...member } },
        body: { time_multiplier: 2, extra_attempts: 1 },
        status: 200,
      },
      {
        operationId: 'listExtensions',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/assignments/{id}/extensions',
        params: { path: quiz },
        status: 200,
      },
      {
        operationId: 'setExtension',
        as: 'teacher',
        method: 'put',
        path: '/gradebook/assignments/{id}/extensions/{userId}',
        params: { path: { ...quiz, ...member } },
        body: { schedule: new Date(FIXTURE_NOW + 10 * DAY).toISOString() },
        status: 200,
      },
      {
        operationId: 'deleteExtension',
        as: 'teacher',
        method: 'delete',
        path: '/gradebook/assignments/{id}/extensions/{userId}',
        params: { path: { ...quiz, ...member } },
        status: 204,
      },
      {
        operationId: 'getItemAnalysis',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/assignments/{id}/item_analysis',
        params: { path: quiz },
        status: 200,
      },
      {
        operationId: 'exportRoomGrades',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/rooms/{id}/export',
        params: { path: room },
        parseAs: 'text',
        status: 200,
      },
      {
        operationId: 'exportAssignmentGrades',
        as: 'teacher',
        method: 'get',
        path: '/gradebook/assignments/{id}/export',
        params: { path: quiz },
        parseAs: 'text',
        status: 200,
      },
    ];
  })(),
  // exercises
  {
    operationId: 'generateWritingExercise',
    as: 'teacher',
    method: 'post',
    path: '/exercises/writing',
    body: {
      user_input: 'Travel',
      language: 'Spanish',
      level: 'B1',
      quantity: 3,
      variation: 'Fill in the Blanks',
    },
    status: 201,
  },
  {
    operationId: 'generateReadingExercise',
    as: 'student',
    method: 'post',
    path: '/exercises/reading',
    body: {
      user_input: 'A day at the beach',
      language: 'Portuguese',
      level: 'A2',
      questions_quantity: 5,
      quantity_words: 300,
    },
    status: 201,
  },
  {
    operationId: 'generateListeningExercise',
    as: 'teacher',
    method: 'post',
    path: '/exercises/listening',
    body: { user_input: 'At the station', language: 'German', level: 'A1', questions_quantity: 10 },
    status: 201,
  },
  {
    operationId: 'generateSpeakingExercise',
    as: 'teacher',
    method: 'post',
    path: '/exercises/speaking',
    body: { user_input: 'Travel', language: 'Spanish', level: 'B1', speaking_task: 'read_aloud' },
    status: 201,
  },
  {
    operationId: 'listAllExercises',
    as: 'teacher',
    method: 'get',
    path: '/exercises/all_exercises',
    params: { query: { limit: 10 } },
    status: 200,
  },
  {
    operationId: 'listUserExercises',
    as: 'teacher',
    method: 'get',
    path: '/exercises/user_exercises/{userId}',
    params: { path: { userId: f.users.student.id }, query: { limit: 4 } },
    status: 200,
  },
  {
    operationId: 'getExercise',
    as: 'student',
    method: 'get',
    path: '/exercises/exercise/{id}',
    params: { path: { id: f.exercises.readingSpanish.id } },
    status: 200,
  },
  {
    operationId: 'reviewAnswer',
    as: 'student',
    method: 'post',
    path: '/exercises/review_answer',
    body: {
      exercise_id: f.exercises.readingSpanish.id,
      type: 'Reading',
      language: 'Spanish',
      user_answer: {
        paragraph: f.exercises.readingSpanish.results.Paragraph,
        Questions: [
          { id: 1, question: '¿Qué museo visitó Lucía?', user_answer: 'el prado' },
          { id: 2, question: '¿Con quién fue?', user_answer: 'Sola' },
        ],
      },
      assignment_id: f.assignments.pending.id,
    },
    status: 200,
  },
  {
    operationId: 'getUserAnswer',
    as: 'student',
    method: 'get',
    path: '/exercises/user_answer/{id}',
    params: { path: { id: f.exercises.writingSpanish.id } },
    status: 200,
  },
  {
    operationId: 'updateExercise',
    as: 'teacher',
    method: 'patch',
    path: '/exercises/update_exercise/{id}',
    params: { path: { id: f.exercises.writingItalian.id } },
    body: {
      results: {
        Title: 'Il congiuntivo presente',
        Description: 'Completa.',
        Exercises: ['Credo che tu (essere) ___ stanco.'],
      },
    },
    status: 200,
  },
  {
    operationId: 'softDeleteExercise',
    as: 'teacher',
    method: 'patch',
    path: '/exercises/soft_delete_exercise/{id}',
    params: { path: { id: f.exercises.writingItalian.id } },
    status: 204,
  },
  {
    operationId: 'deleteExercise',
    as: 'teacher',
    method: 'delete',
    path: '/exercises/delete_exercise/{id}',
    params: { path: { id: f.exercises.readingFrench.id } },
    status: 204,
  },
  {
    operationId: 'listExerciseVersions',
    as: 'teacher',
    method: 'get',
    path: '/exercises/{id}/versions',
    params: { path: { id: f.exercises.writingSpanish.id } },
    status: 200,
  },
  {
    operationId: 'generateExerciseVersions',
    as: 'teacher',
    method: 'post',
    path: '/exercises/{id}/versions',
    params: { path: { id: f.exercises.writingSpanish.id } },
    body: { count: 3 },
    status: 201,
  },
  {
    operationId: 'regenerateExerciseVersion',
    as: 'teacher',
    method: 'post',
    path: '/exercises/{id}/versions/{n}/regenerate',
    params: { path: { id: f.exercises.writingSpanish.id, n: '2' } },
    arrange: withVersions,
    status: 200,
  },
  {
    operationId: 'updateExerciseVersion',
    as: 'teacher',
    method: 'patch',
    path: '/exercises/{id}/versions/{n}',
    params: { path: { id: f.exercises.writingSpanish.id, n: '1' } },
    body: {
      results: {
        Title: 'El pretérito indefinido',
        Description: 'Completa.',
        Exercises: ['Ayer yo (viajar) ___ a Sevilla.'],
      },
    },
    arrange: withVersions,
    status: 200,
  },
  {
    operationId: 'deleteExerciseVersion',
    as: 'teacher',
    method: 'delete',
    path: '/exercises/{id}/versions/{n}',
    params: { path: { id: f.exercises.writingSpanish.id, n: '3' } },
    arrange: withVersions,
    status: 204,
  },
  {
    operationId: 'getSharedExercise',
    as: 'classmate',
    method: 'get',
    path: '/exercises/shared/{id}',
    params: { path: { id: f.exercises.writingSpanish.id } },
    status: 200,
  },
  // templates
  {
    operationId: 'listTemplates',
    as: 'teacher',
    method: 'get',
    path: '/templates/get_templates',
    status: 200,
  },
  {
    operationId: 'getTemplate',
    as: 'student',
    method: 'get',
    path: '/templates/get_template/{id}',
    params: { path: { id: f.templates.spanish.id } },
    status: 200,
  },
  {
    operationId: 'createTemplate',
    as: 'teacher',
    method: 'post',
    path: '/templates/create_template',
    body: {
      template_name: 'English A2 — Review',
      exercises_id_list: [f.exercises.writingEnglish.id, f.exercises.readingEnglish.id],
      language: 'English',
      template_level: 'A2',
    },
    status: 201,
  },
  {
    operationId: 'updateTemplate',
    as: 'teacher',
    method: 'patch',
    path: '/templates/update_template/{id}',
    params: { path: { id: f.templates.english.id } },
    body: { template_name: 'English A2 — First steps' },
    status: 200,
  },
  {
    operationId: 'softDeleteTemplate',
    as: 'teacher',
    method: 'patch',
    path: '/templates/soft_delete_template/{id}',
    params: { path: { id: f.templates.english.id } },
    status: 204,
  },
  {
    operationId: 'deleteSharedTemplate',
    as: 'classmate',
    method: 'patch',
    path: '/templates/delete_shared_template/{id}',
    params: { path: { id: f.templates.spanish.id } },
    status: 204,
  },
  {
    operationId: 'listSharedTemplates',
    as: 'student',
    method: 'get',
    path: '/templates/get_shared_templates',
    status: 200,
  },
  {
    operationId: 'shareTemplate',
    as: 'teacher',
    method: 'post',
    path: '/templates/share_template/{id}',
    params: { path: { id: f.templates.spanish.id } },
    body: { room_id: f.rooms.english.id },
    status: 200,
  },
  {
    operationId: 'listShareOffers',
    as: 'student',
    method: 'get',
    path: '/templates/share_offers',
    status: 200,
  },
  {
    operationId: 'answerShareOffer',
    as: 'student',
    method: 'post',
    path: '/templates/share_offers/{id}',
    params: { path: { id: f.templates.spanish.id } },
    body: { accept: true },
    status: 204,
  },
  // feedback
  {
    operationId: 'createFeedback',
    as: 'student',
    method: 'post',
    path: '/feedback/create',
    body: { feedback_type: 'improvement', feedback_text: 'A dark theme would be nice.' },
    status: 201,
  },
  { operationId: 'listFeedback', as: 'teacher', method: 'get', path: '/feedback/', status: 200 },
  {
    operationId: 'readFeedback',
    as: 'teacher',
    method: 'get',
    path: '/feedback/read/{id}',
    params: { path: { id: fixtureId(6, 1) } },
    status: 200,
  },
  {
    operationId: 'updateFeedback',
    as: 'teacher',
    method: 'put',
    path: '/feedback/update/{id}',
    params: { path: { id: fixtureId(6, 1) } },
    body: { feedback_type: 'feature', feedback_text: 'A shared calendar per room, please.' },
    status: 200,
  },
  {
    operationId: 'deleteFeedback',
    as: 'teacher',
    method: 'delete',
    path: '/feedback/delete/{id}',
    params: { path: { id: fixtureId(6, 2) } },
    status: 204,
  },
  // mailer, chat, system
  {
    operationId: 'sendMails',
    as: 'teacher',
    method: 'post',
    path: '/mailer/send_mails',
    body: { template_id: 1, url: 'http://localhost:3000/assignments', list_users: roomUsers },
    status: 202,
  },
  {
    operationId: 'sendChatMessage',
    as: 'student',
    method: 'post',
    path: '/chat/messages',
    body: { language: 'Spanish', messages: [{ role: 'user', content: '¿Cómo se dice "train"?' }] },
    status: 503,
  },
  { operationId: 'getHealth', as: 'anonymous', method: 'get', path: '/health', status: 200 },
  {
    operationId: 'getHealthLive',
    as: 'anonymous',
    method: 'get',
    path: '/health/live',
    status: 200,
  },
  {
    operationId: 'getHealthReady',
    as: 'anonymous',
    method: 'get',
    path: '/health/ready',
    status: 200,
  },
  {
    operationId: 'getCapabilities',
    as: 'anonymous',
    method: 'get',
    path: '/capabilities',
    status: 200,
  },
];

type UntypedClient = {
  request(
    method: string,
    path: string,
    init: {
      params?: Call['params'];
      body?: unknown;
      parseAs?: 'text';
      bodySerializer?: (body: unknown) => unknown;
      headers?: Record<string, string>;
    },
  ): Promise<{ response: Response; data?: unknown; error?: unknown }>;
};

async function perform(call: Call) {
  const { client, store } = startAs(call.as);
  await call.arrange?.(store);
  return (client as unknown as UntypedClient).request(call.method, call.path, {
    params: call.params,
    body: call.body,
    ...(call.parseAs ? { parseAs: call.parseAs } : {}),
    ...(call.raw
      ? {
          bodySerializer: (body: unknown) => body,
          headers: { 'content-type': call.raw.contentType },
        }
      : {}),
  });
}

describe('recordings match openapi.yaml', () => {
  const groups: [string, unknown[]][] = [
    ['UserProfile', Object.values(f.users)],
    ['Exercise', Object.values(f.exercises)],
    ['Template', Object.values(f.templates)],
    ['AssignmentDetails', Object.values(f.assignments)],
  ];

  it.each(groups)('every %s fixture is valid', (schema, values) => {
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(validator.checkSchema(schema, value)).toEqual([]);
  });

  it('has exercises of every type, several languages and assignments in every status', () => {
    const exercises = Object.values(f.exercises);
    expect(new Set(exercises.map((e) => e.type))).toEqual(
      new Set(['Writing', 'Reading', 'Listening']),
    );
    expect(new Set(exercises.map((e) => e.language)).size).toBeGreaterThanOrEqual(4);

    const list = createMockStore().read('student', 'GET /assignments/assignments_completion_list');
    const { assignments_completion } = (list?.body ?? {}) as {
      assignments_completion: { schedule: string; status: string }[];
    };
    const seen = assignments_completion.map((a) => {
      if (Date.parse(a.schedule) < FIXTURE_NOW) return 'expired';
      return a.status === 'Completed' ? 'completed' : 'pending';
    });
    expect(new Set(seen)).toEqual(new Set(['pending', 'completed', 'expired']));
  });
});

describe('every operation has a handler that answers as the contract says', () => {
  it('the table below calls every operation of openapi.yaml', () => {
    const inContract = validator.operations.map((o) => o.operation.operationId).sort();
    expect(CALLS.map((call) => call.operationId).sort()).toEqual(inContract);
  });

  it.each(CALLS)('$operationId', async (call) => {
    const { response } = await perform(call);
    expect(response.status).toBe(call.status);
  });
});

describe('the session rules against the mocks', () => {
  it('logs in, refreshes an expiring token through /auth/token and keeps working', async () => {
    let clock = FIXTURE_NOW;
    const store = createMockStore({ now: () => clock });
    server.use(...createHandlers(store));
    const { storage, entries } = memoryStorage();
    const client = createApiClient({
      baseUrl: `${ORIGIN}/api`,
      storage,
      onSessionExpired: () => {},
      now: () => clock,
    });

    const { data: login } = await client.POST('/auth/login', {
      body: { email: f.users.student.email, password: 'Passw0rd1' },
    });
    if (!login) throw new Error('login failed');
    storage.setItem('access_token', login.access_token);
    storage.setItem('refresh_token', login.refresh_token);

    clock += 11 * 60_000; // inside the 5-minute window of a 15-minute token
    const { data: me } = await client.GET('/users/me');

    expect(me?.email).toBe(f.users.student.email);
    expect(entries().access_token).not.toBe(login.access_token);
    expect(entries().refresh_token).not.toBe(login.refresh_token);
  });
});

describe('scenarios answer within the contract', () => {
  it('loginInvalid refuses the login', async () => {
    const { client } = startAs('anonymous');
    server.use(...scenarios.loginInvalid);
    const { response, error } = await client.POST('/auth/login', {
      body: { email: f.users.teacher.email, password: 'Passw0rd1' },
    });
    expect(response.status).toBe(401);
    expect(error?.detail).toBe('Incorrect email or password');
  });

  it('refreshExpired ends the session', async () => {
    const { client } = startAs('teacher');
    server.use(...scenarios.refreshExpired);
    await expect(client.GET('/users/me')).rejects.toThrow('Failed to refresh token');
  });

  it('emptyRooms empties both room lists', async () => {
    const { client } = startAs('teacher');
    server.use(...scenarios.emptyRooms);
    expect((await client.GET('/rooms/rooms_list_created')).data).toEqual([]);
    expect((await client.GET('/rooms/rooms_list_assigned')).data).toEqual({ rooms: [] });
  });

  it('a room shows until the caller leaves it, then is refused as the server refuses it', async () => {
    const { client } = startAs('student');
    const room = { params: { path: { id: f.rooms.spanish.id } } };
    expect((await client.GET('/rooms/room/{id}', room)).response.status).toBe(200);
    expect((await client.POST('/rooms/leave/{id}', room)).response.status).toBe(204);
    expect((await client.GET('/rooms/room/{id}', room)).response.status).toBe(403);
  });

  it('serverError fails every call with the error shape', async () => {
    const { client } = startAs('teacher');
    server.use(...scenarios.serverError);
    const { response, error } = await client.GET('/templates/get_templates');
    expect(response.status).toBe(500);
    expect(validator.checkSchema('Error', error)).toEqual([]);
  });

  it('chatReplyHandler streams the tutor reply as server-sent events', async () => {
    const { client } = startAs('student');
    server.use(chatReplyHandler('¡Hola! ¿Qué tal?'));
    const { data, response } = await client.POST('/chat/messages', {
      body: { language: 'Spanish', messages: [{ role: 'user', content: 'Hola' }] },
      parseAs: 'text',
    });
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    expect(data).toBe(
      'data: {"delta":"¡Hola!"}\n\ndata: {"delta":" ¿Qué"}\n\ndata: {"delta":" tal?"}\n\ndata: [DONE]\n\n',
    );
  });
});
