import type { RequestHandler } from 'msw';
import { assignmentsHandlers } from './handlers/assignments';
import { authHandlers } from './handlers/auth';
import { exercisesHandlers } from './handlers/exercises';
import { feedbackHandlers } from './handlers/feedback';
import { gradebookHandlers } from './handlers/gradebook';
import { mailerHandlers } from './handlers/mailer';
import { readHandlers } from './handlers/reads';
import { roomsHandlers } from './handlers/rooms';
import { systemHandlers } from './handlers/system';
import { templatesHandlers } from './handlers/templates';
import { createMockStore, type MockStore } from './store';

/** Handlers for every operation of openapi.yaml, all over one store of recorded answers. */
export function createHandlers(store: MockStore = createMockStore()): RequestHandler[] {
  return [
    ...systemHandlers(),
    ...authHandlers(store),
    ...readHandlers(store),
    ...roomsHandlers(store),
    ...assignmentsHandlers(store),
    ...exercisesHandlers(store),
    ...templatesHandlers(store),
    ...feedbackHandlers(store),
    ...mailerHandlers(),
    ...gradebookHandlers(store),
  ];
}

/** Handlers over a store of their own; call `createHandlers()` for a fresh one per test. */
export const handlers: RequestHandler[] = createHandlers();
