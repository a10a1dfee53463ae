import { delay, type RequestHandler, http as untypedHttp } from 'msw';
import type { components } from '../generated/schema';
import { fixtures } from './fixtures';
import { http, problem } from './http';
import { recordedAnswer, replay, replayed, routeOf } from './recorded';
import classroom from './recorded/classroom.json';
import type { Answer } from './store';

type Schemas = components['schemas'];

const everyCall = '*/api/*';
const newcomer = fixtures.users.newcomer.id;

/** The newcomer's recorded (empty) lists at these paths, for anyone; its id stands for any. */
const newcomerReads = (...paths: string[]): RequestHandler[] =>
  paths.map((path) =>
    untypedHttp.get(`*/api${path.replace(newcomer, ':id')}`, () =>
      replayed((classroom.reads.newcomer as Record<string, Answer>)[`GET ${path}`] as Answer),
    ),
  );

/**
 * Named departures from the happy path. Put them IN FRONT of the happy-path handlers
 * (`server.use(...scenarios.emptyRooms)`, or `[...scenarios.emptyRooms, ...handlers]` in a
 * story) so they win; everything they do not override keeps working. Error answers are the
 * server's, recorded, and so are the empty lists (the newcomer's); hanging or failing servers
 * need no recording.
 */
export const scenarios = {
  /** Wrong e-mail or password. */
  loginInvalid: replay('loginInvalid'),
  /** Too many failed logins for one account. */
  loginRateLimited: replay('loginRateLimited'),
  /** The access token is rejected and so is the refresh token: the session ends. */
  refreshExpired: [
    ...replay('refreshExpired'),
    untypedHttp.all(everyCall, ({ request }) =>
      request.url.includes('/api/auth/')
        ? undefined
        : recordedAnswer('refreshExpired', 'GET /users/me'),
    ),
  ],
  /** A reset link that expired or was used. */
  resetLinkExpired: replay('resetLinkExpired'),
  /** A verification link that expired or was used. */
  verifyLinkInvalid: replay('verifyLinkInvalid'),
  /** Deleting the account with a wrong password. */
  deleteAccountWrongPassword: replay('deleteAccountWrongPassword'),
  /** Signed in, profile not completed: the complete-profile dialog must open. */
  profileIncomplete: replay('profileIncomplete'),
  /** Anyone but the room's teacher asks for its analytics. */
  analyticsForbidden: replay('analyticsForbidden'),
  /** A teacher without rooms and a student in none. */
  emptyRooms: newcomerReads(
    '/rooms/all_rooms',
    '/rooms/rooms_list_created',
    '/rooms/rooms_list_assigned',
  ),
  /** A room without members (create-assignment stops after creating). */
  roomWithoutUsers: [http.get('/rooms/get_users/{id}', ({ response }) => response(200).json([]))],
  /** No exercises generated yet. */
  emptyExercises: newcomerReads(
    '/exercises/all_exercises',
    `/exercises/user_exercises/${newcomer}`,
  ),
  /** No templates of one's own and none shared. */
  emptyTemplates: newcomerReads('/templates/get_templates', '/templates/get_shared_templates'),
  /** No assignments for the teacher or the student. */
  emptyAssignments: newcomerReads(
    '/assignments/users_assignments_list',
    '/assignments/assignments_completion_list',
  ),
  /** Exercise generation refused with the server's 429 (the answer every rate limit gives). */
  generationRateLimited: ['writing', 'reading', 'listening'].map((type) =>
    untypedHttp.post(routeOf(`/exercises/${type}`), () =>
      recordedAnswer('loginRateLimited', 'POST /auth/login'),
    ),
  ),
  /** The operator configured sign-in providers: "Continue with …" on login and sign-up. */
  oidcProviders: [
    http.get('/auth/oidc/providers', ({ response }) =>
      response(200).json({
        providers: [
          { id: 'google', name: 'Google', protocol: 'oidc' },
          { id: 'lycee-moliere', name: 'Lycée Molière', protocol: 'saml' },
        ],
      }),
    ),
  ],
  /** Sending the assignment mails fails. */
  mailFailure: [
    http.post('/mailer/send_mails', () => problem(500, 'The mail server did not answer')),
  ],
  /**
   * The assignment dealt versions (issue 32): a sitting the teacher reads names the version of
   * each exercise its student was dealt (the first exercise's version 2, the second's the
   * exercise itself, then 1, 3...), its items as recorded; the item analysis shows the first
   * question's versions together.
   */
  versionsDealt: [
    http.get('/gradebook/sittings/{id}', ({ params, response }) => {
      const reads = classroom.reads.teacher as Record<string, Answer>;
      const recorded = reads[`GET /gradebook/sittings/${params.id}`];
      if (recorded?.status !== 200) return undefined;
      const detail = recorded.body as Schemas['GradebookSittingDetail'];
      const order = detail.exercises.map((exercise, index) => ({
        exercise_id: exercise.exercise_id,
        version: [2, 0, 1][index] ?? index,
        items: exercise.items.map((item) => ({ id: item.id, prompt: item.question })),
      }));
      return response(200).json({ ...detail, order });
    }),
    // The first question's versions side by side in the item analysis: the recorded student's
    // (the exercise itself) and two more students' version 2, much harder.
    http.get('/gradebook/assignments/{id}/item_analysis', ({ params, response }) => {
      const reads = classroom.reads.teacher as Record<string, Answer>;
      const recorded = reads[`GET /gradebook/assignments/${params.id}/item_analysis`];
      if (recorded?.status !== 200) return undefined;
      const analysis = recorded.body as Schemas['ItemAnalysis'];
      const questions = analysis.questions.map((question, index) =>
        index === 0
          ? {
              ...question,
              answered: 3,
              share_correct: 33.3,
              versions: [
                { ...question, version: 0, answered: 1, share_correct: 100, harder: false },
                {
                  version: 2,
                  question: 'Ayer tú (cantar) ___ en el coro.',
                  key: 'cantaste',
                  answered: 2,
                  share_correct: 0,
                  discrimination: null,
                  harder: true,
                },
              ].map(
                ({ version, question, key, answered, share_correct, discrimination, harder }) => ({
                  version,
                  question,
                  key,
                  answered,
                  share_correct,
                  discrimination,
                  harder,
                }),
              ),
            }
          : question,
      );
      // Two more students sat it, dealt version 2 of the first question.
      return response(200).json({ ...analysis, students: analysis.students + 2, questions });
    }),
  ],
  /** Every call fails with a server error. */
  serverError: [http.untyped.all(everyCall, () => problem(500, 'Internal server error'))],
  /** Every call hangs: loading states. */
  loading: [http.untyped.all(everyCall, () => delay('infinite'))],
} satisfies Record<string, RequestHandler[]>;

export type ScenarioName = keyof typeof scenarios;
