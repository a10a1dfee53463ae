import { http, signedIn } from '../http';
import type { MockStore } from '../store';

/** Feedback sent in a story is answered as made; the app shows no list of it. */
export function feedbackHandlers(store: MockStore) {
  return [
    http.post('/feedback/create', async ({ request, response }) => {
      signedIn(store, request);
      const [id, at] = [store.newId(), store.nowIso()];
      return response(201).json({ id, ...(await request.json()), created_at: at, updated_at: at });
    }),
  ];
}
