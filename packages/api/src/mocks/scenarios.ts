import { delay, type RequestHandler } from 'msw';
import { http, problem } from './http';

const everyCall = '*/api/*';
const onlyTheTeacher = 'Only the teacher of this room can do this';

/**
 * Named departures from the happy path. Put them IN FRONT of the happy-path handlers
 * (`server.use(...scenarios.emptyRooms)`, or `[...scenarios.emptyRooms, ...handlers]` in a
 * story) so they win; everything they do not override keeps working.
 */
export const scenarios = {
  /** Wrong e-mail or password. */
  loginInvalid: [http.post('/auth/login', () => problem(401, 'Invalid e-mail or password'))],
  /** Too many login attempts. */
  loginRateLimited: [
    http.post('/auth/login', () =>
      problem(429, 'Too many attempts. Please wait a moment before trying again.'),
    ),
  ],
  /** Sign-up with an address that already has an account. */
  signupEmailTaken: [
    http.post('/auth/signup', () => problem(409, 'An account with this e-mail already exists')),
  ],
  /** The access token is rejected and so is the refresh token: the session ends. */
  refreshExpired: [
    http.post('/auth/token', () => problem(401, 'Invalid refresh token')),
    http.untyped.all(everyCall, ({ request }) =>
      new URL(request.url).pathname.includes('/api/auth/')
        ? undefined
        : problem(401, 'Not authenticated'),
    ),
  ],
  /** Signed in, profile not completed: the complete-profile dialog must open. */
  profileIncomplete: [
    http.get('/users/exists/{userId}', ({ response }) => response(200).json({ exists: false })),
    http.get('/users/role', () => problem(404, 'Profile not found')),
  ],
  /** A teacher without rooms and a student in none. */
  emptyRooms: [
    http.get('/rooms/all_rooms', ({ response }) => response(200).json([])),
    http.get('/rooms/rooms_list_created', ({ response }) => response(200).json([])),
    http.get('/rooms/rooms_list_assigned', ({ response }) => response(200).json({ rooms: [] })),
  ],
  /** Anyone but the room's teacher asks for its analytics: the server's 403 for each. */
  analyticsForbidden: [
    ...(
      [
        '/metrics/room_progress/{id}',
        '/metrics/top_students/{id}',
        '/metrics/assignment_completion_rate/{id}',
        '/metrics/accuracy_by_type/{id}',
        '/metrics/topic_performance/{id}',
      ] as const
    ).map((path) => http.get(path, () => problem(403, onlyTheTeacher))),
    http.post('/metrics/avg_completion_time_assign_students', () => problem(403, onlyTheTeacher)),
  ],
  /** A room without members (create-assignment stops after creating). */
  roomWithoutUsers: [http.get('/rooms/get_users/{id}', ({ response }) => response(200).json([]))],
  /** No exercises generated yet. */
  emptyExercises: [
    http.get('/exercises/all_exercises', ({ response }) => response(200).json([])),
    http.get('/exercises/user_exercises/{userId}', ({ response }) => response(200).json([])),
  ],
  /** No templates of one's own and none shared. */
  emptyTemplates: [
    http.get('/templates/get_templates', ({ response }) => response(200).json({ templates: [] })),
    http.get('/templates/get_shared_templates', ({ response }) =>
      response(200).json({ templates: [] }),
    ),
  ],
  /** No assignments for the teacher or the student. */
  emptyAssignments: [
    http.get('/assignments/users_assignments_list', ({ response }) =>
      response(200).json({ assignments: [] }),
    ),
    http.get('/assignments/assignments_completion_list', ({ response }) =>
      response(200).json({ assignments_completion: [] }),
    ),
  ],
  /** Exercise generation refused for rate limiting. */
  generationRateLimited: [
    ...(['/exercises/writing', '/exercises/reading', '/exercises/listening'] as const).map((path) =>
      http.post(path, () =>
        problem(429, 'Too many requests. Please wait a moment before trying again.'),
      ),
    ),
  ],
  /** Sending the assignment mails fails. */
  mailFailure: [
    http.post('/mailer/send_mails', ({ response }) =>
      response.untyped(problem(500, 'The mail server did not answer')),
    ),
  ],
  /** Every call fails with a server error. */
  serverError: [http.untyped.all(everyCall, () => problem(500, 'Internal server error'))],
  /** Every call hangs: loading states. */
  loading: [
    http.untyped.all(everyCall, async () => {
      await delay('infinite');
    }),
  ],
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;
