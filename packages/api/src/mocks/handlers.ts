import type { RequestHandler } from 'msw';
import { assignmentsHandlers } from './handlers/assignments';
import { authHandlers } from './handlers/auth';
import { exercisesHandlers } from './handlers/exercises';
import { feedbackHandlers } from './handlers/feedback';
import { gradebookHandlers } from './handlers/gradebook';
import { mailerHandlers } from './handlers/mailer';
import { metricsHandlers } from './handlers/metrics';
import { roomsHandlers } from './handlers/rooms';
import { systemHandlers } from './handlers/system';
import { templatesHandlers } from './handlers/templates';
import { usersHandlers } from './handlers/users';
import { createMockStore, type MockStore } from './store';

/** Happy-path handlers for every operation of openapi.yaml, all backed by one store. */
export function createHandlers(store: MockStore = createMockStore()): RequestHandler[] {
  return [
    ...authHandlers(store),
    ...usersHandlers(store),
    ...roomsHandlers(store),
    ...metricsHandlers(),
    ...assignmentsHandlers(store),
    ...exercisesHandlers(store),
    ...templatesHandlers(store),
    ...feedbackHandlers(store),
    ...mailerHandlers(),
    ...gradebookHandlers(store),
    ...systemHandlers(),
  ];
}

/** Handlers over a store of their own; call `createHandlers()` for a fresh one per test. */
export const handlers: RequestHandler[] = createHandlers();
