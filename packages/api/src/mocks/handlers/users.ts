import type { components } from '../../generated/schema';
import { http, signedIn } from '../http';
import { recordedAnswer } from '../recorded';
import classroom from '../recorded/classroom.json';
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
      return caller instanceof Response ? caller : response(200).json(caller);
    }),

    http.patch('/users/update-profile', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const { role, preferences, ...fields } = await request.json();
      Object.assign(caller, fields, {
        email: fields.email.toLowerCase(),
        role: role ? ROLE_OF[role] : caller.role,
        preferences: preferences ?? caller.preferences,
      });
      return response(200).json(caller);
    }),

    http.get('/users/exists/{userId}', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ exists: caller.role !== null && caller.username !== null });
    }),

    http.get('/users/role', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      if (!caller.role) return recordedAnswer('profileIncomplete', 'GET /users/role');
      return response(200).json({ role: caller.role });
    }),

    http.post('/users/get_user_ids', async ({ request, response }) => {
      const { list_users } = await request.json();
      const user_ids = list_users.flatMap((email) => store.userByEmail(email)?.id ?? []);
      return response(200).json({ user_ids });
    }),

    http.post('/users/delete_account', ({ response }) => response(204).empty()),

    http.get('/users/export', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json(
        {
          exported_at: store.nowIso(),
          profile: caller,
          exercises: store.exercisesOf(caller.id),
          templates: store.templatesOf(caller.id),
          attempts: [],
          answers: store.db.answers.filter((a) => a.user_id === caller.id).map((a) => a.record),
          feedback: store.db.feedback.filter((f) => f.user_id === caller.id).map((f) => f.feedback),
        },
        { headers: { 'Content-Disposition': 'attachment; filename="lingua-export.json"' } },
      );
    }),

    http.get('/users/dashboard', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      // The server's figures for the fixture users, recorded by apps/server/src/mockClassroom.test.ts.
      const figures = (classroom.dashboard as Record<string, Dashboard>)[caller.id];
      return response(200).json(figures ?? emptyDashboard);
    }),
  ];
}
