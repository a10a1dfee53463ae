import { http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

export function feedbackHandlers(store: MockStore) {
  const find = (id: string) => store.db.feedback.find((f) => f.feedback.id === id)?.feedback;

  return [
    http.post('/feedback/create', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const at = store.nowIso();
      const feedback = {
        id: store.newId(),
        ...(await request.json()),
        created_at: at,
        updated_at: at,
      };
      store.db.feedback.push({ user_id: caller.id, feedback });
      return response(201).json(feedback);
    }),

    http.get('/feedback/', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json(
        store.db.feedback
          .filter((f) => f.user_id === caller.id)
          .map((f) => f.feedback)
          .sort((a, b) => b.created_at.localeCompare(a.created_at)),
      );
    }),

    http.get('/feedback/read/{id}', ({ params, response }) => {
      const feedback = find(params.id);
      return feedback ? response(200).json(feedback) : notFound('Feedback');
    }),

    http.put('/feedback/update/{id}', async ({ request, params, response }) => {
      const feedback = find(params.id);
      if (!feedback) return notFound('Feedback');
      Object.assign(feedback, await request.json(), { updated_at: store.nowIso() });
      return response(200).json(feedback);
    }),

    http.delete('/feedback/delete/{id}', ({ params, response }) => {
      if (!find(params.id)) return notFound('Feedback');
      store.db.feedback = store.db.feedback.filter((f) => f.feedback.id !== params.id);
      return response(204).empty();
    }),
  ];
}
