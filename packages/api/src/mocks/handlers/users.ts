import type { components } from '../../generated/schema';
import dashboard from '../dashboard.json';
import { forbidden, http, notFound, problem, readBody, signedIn, signedInTeacher } from '../http';
import type { MockStore } from '../store';

type Dashboard = components['schemas']['Dashboard'];

/** A user the fixtures know nothing about (one signed up in a story) has done nothing yet. */
const emptyDashboard: Dashboard = {
  exercises_count: 0,
  templates_count: 0,
  assignments_due: 0,
  average_score: null,
  recent_activity: [],
};

const ROLE_OF = { student: 'Student', teacher: 'Teacher' } as const;

export function usersHandlers(store: MockStore) {
  return [
    http.get('/users/me', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json(caller);
    }),

    http.patch('/users/update-profile', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, [
        'username',
        'first_name',
        'last_name',
        'country',
        'phone_number',
        'email',
      ]);
      if (body instanceof Response) return body;
      const role = body.role ? ROLE_OF[body.role] : caller.role;
      if (caller.role && role !== caller.role) {
        return forbidden('The role cannot be changed once chosen');
      }
      const other = store.userByEmail(body.email);
      if (other && other.id !== caller.id) {
        return problem(409, 'This e-mail is used by another account', {
          email: 'This e-mail is used by another account',
        });
      }
      if (body.email.toLowerCase() !== caller.email) {
        store.db.passwords[body.email.toLowerCase()] = store.db.passwords[caller.email] ?? '';
        delete store.db.passwords[caller.email];
        caller.email_verified = false;
      }
      Object.assign(caller, {
        username: body.username,
        first_name: body.first_name,
        last_name: body.last_name,
        country: body.country,
        phone_number: body.phone_number,
        email: body.email.toLowerCase(),
        role: role ?? null,
        preferences: body.preferences ?? caller.preferences,
      });
      return response(200).json(caller);
    }),

    http.get('/users/exists/{userId}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      if (params.userId !== caller.id) return forbidden('You can only check your own profile');
      return response(200).json({ exists: caller.role !== null && caller.username !== null });
    }),

    http.get('/users/role', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      if (!caller.role) return notFound('Profile');
      return response(200).json({ role: caller.role });
    }),

    http.post('/users/get_user_ids', async ({ request, response }) => {
      const caller = signedInTeacher(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['list_users']);
      if (body instanceof Response) return body;
      const user_ids = body.list_users.flatMap((email) => store.userByEmail(email)?.id ?? []);
      return response(200).json({ user_ids });
    }),

    http.post('/users/delete_account', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['password']);
      if (body instanceof Response) return body;
      if (store.db.passwords[caller.email] !== body.password) {
        return problem(403, 'Incorrect password');
      }
      return response(204).empty();
    }),

    http.get('/users/export', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json(
        {
          exported_at: store.nowIso(),
          profile: caller,
          exercises: store.exercisesOf(caller.id),
          templates: store.templatesOf(caller.id),
          attempts: store.attempts
            .filter((a) => a.user_id === caller.id)
            .map(({ attempt_id, assignment_id, started_at, closed }) => ({
              id: attempt_id,
              assignment_id,
              started_at,
              finished_at: closed ? started_at : null,
              score: null,
            })),
          answers: store.db.answers.filter((a) => a.user_id === caller.id).map((a) => a.record),
          feedback: store.db.feedback.filter((f) => f.user_id === caller.id).map((f) => f.feedback),
        },
        { headers: { 'Content-Disposition': 'attachment; filename="lingua-export.json"' } },
      );
    }),

    http.get('/users/dashboard', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      // The server counts and averages; the mocks serve its figures for the fixture users.
      const figures = (dashboard as Record<string, Dashboard>)[caller.id];
      return response(200).json(figures ?? emptyDashboard);
    }),
  ];
}
