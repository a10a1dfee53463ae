import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

type Feedback = components['schemas']['Feedback'];

/** Feedback sent, edited or deleted in a story shows in the caller's list. */
export function feedbackHandlers(store: MockStore) {
  return [
    http.post('/feedback/create', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const at = store.nowIso();
      const feedback = {
        id: store.newId(),
        ...(await request.json()),
        created_at: at,
        updated_at: at,
      };
      store.prepend(caller.name, 'GET /feedback/', feedback);
      store.answer(caller.name, `GET /feedback/read/${feedback.id}`, feedback);
      return response(201).json(feedback);
    }),

    http.put('/feedback/update/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.patch(params.id, { ...(await request.json()), updated_at: store.nowIso() });
      const feedback = store.read(caller.name, `GET /feedback/read/${params.id}`);
      return feedback?.status === 200
        ? response(200).json(feedback.body as Feedback)
        : notFound('Feedback');
    }),

    http.delete('/feedback/delete/{id}', forgets(store)),
  ];
}
