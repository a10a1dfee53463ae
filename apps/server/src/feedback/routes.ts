import type { Deps } from '../deps';
import { type RouteDefinition, route } from '../http/route';
import { toFeedback } from './mappers';
import {
  deleteFeedback,
  findFeedback,
  insertFeedback,
  listFeedback,
  updateFeedback,
} from './queries';
import { requireOwnFeedback } from './rules';

export function feedbackRoutes({ db }: Deps): RouteDefinition[] {
  return [
    route('post', '/feedback/create', async ({ user, body }) => {
      const row = await insertFeedback(db, user.id, {
        feedback_type: body.feedback_type,
        feedback_text: body.feedback_text.trim(),
      });
      return { status: 201, body: toFeedback(row) };
    }),

    route('get', '/feedback/', async ({ user }) => ({
      status: 200,
      body: (await listFeedback(db, user.id)).map(toFeedback),
    })),

    route('get', '/feedback/read/{id}', async ({ user, params }) => ({
      status: 200,
      body: toFeedback(requireOwnFeedback(await findFeedback(db, user.id, params.id))),
    })),

    route('put', '/feedback/update/{id}', async ({ user, params, body }) => {
      const row = await updateFeedback(db, user.id, params.id, {
        feedback_type: body.feedback_type,
        feedback_text: body.feedback_text.trim(),
      });
      return { status: 200, body: toFeedback(requireOwnFeedback(row)) };
    }),

    route('delete', '/feedback/delete/{id}', async ({ user, params }) => {
      requireOwnFeedback(await deleteFeedback(db, user.id, params.id));
      return { status: 204 };
    }),
  ];
}
