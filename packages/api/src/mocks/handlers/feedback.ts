import type { components } from '../../generated/schema';
import { http, notFound, problem, readBody, signedIn } from '../http';
import type { MockStore } from '../store';

type FeedbackRequest = components['schemas']['FeedbackRequest'];

const MAX_FEEDBACK = 1000;

export function feedbackHandlers(store: MockStore) {
  /** The caller's own feedback with this id, or the 404 the server answers otherwise. */
  function own(feedbackId: string, callerId: string) {
    return (
      store.db.feedback.find((f) => f.feedback.id === feedbackId && f.user_id === callerId)
        ?.feedback ?? notFound('Feedback')
    );
  }

  async function readFeedback(request: Request) {
    const body = await readBody<FeedbackRequest>(request, ['feedback_type', 'feedback_text']);
    if (body instanceof Response) return body;
    if (!body.feedback_text.trim() || body.feedback_text.length > MAX_FEEDBACK) {
      return problem(422, 'Please fill in all fields before submitting.', {
        feedback_text: `Between 1 and ${MAX_FEEDBACK} characters`,
      });
    }
    return body;
  }

  return [
    http.post('/feedback/create', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readFeedback(request);
      if (body instanceof Response) return body;
      const feedback = {
        id: store.newId(),
        ...body,
        created_at: store.nowIso(),
        updated_at: store.nowIso(),
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

    http.get('/feedback/read/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const feedback = own(params.id, caller.id);
      if (feedback instanceof Response) return feedback;
      return response(200).json(feedback);
    }),

    http.put('/feedback/update/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const feedback = own(params.id, caller.id);
      if (feedback instanceof Response) return feedback;
      const body = await readFeedback(request);
      if (body instanceof Response) return body;
      Object.assign(feedback, body, { updated_at: store.nowIso() });
      return response(200).json(feedback);
    }),

    http.delete('/feedback/delete/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const feedback = own(params.id, caller.id);
      if (feedback instanceof Response) return feedback;
      store.db.feedback = store.db.feedback.filter((f) => f.feedback.id !== feedback.id);
      return response(204).empty();
    }),
  ];
}
