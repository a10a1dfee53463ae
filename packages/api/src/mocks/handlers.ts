import type { RequestHandler } from 'msw';
import { assignmentsHandlers } from './handlers/assignments';
import { authHandlers } from './handlers/auth';
import { classAccountsHandlers } from './handlers/classAccounts';
import { exercisesHandlers } from './handlers/exercises';
import { gradebookHandlers } from './handlers/gradebook';
import { recordedHandlers } from './handlers/recorded';
import { recordingsHandlers } from './handlers/recordings';
import { roomsHandlers } from './handlers/rooms';
import { templatesHandlers } from './handlers/templates';
import { versionsHandlers } from './handlers/versions';
import { replay } from './recorded';
import { createMockStore, type MockStore } from './store';

/**
 * Handlers for every operation of openapi.yaml over one store of recorded answers: the writes
 * a story's later reads depend on, then every other call as the server answered it (recorded).
 */
export function createHandlers(store: MockStore = createMockStore()): RequestHandler[] {
  return [
    ...replay('anyone'),
    ...authHandlers(store),
    ...roomsHandlers(store),
    ...classAccountsHandlers(store),
    ...assignmentsHandlers(store),
    ...exercisesHandlers(store),
    ...versionsHandlers(store),
    ...templatesHandlers(store),
    ...gradebookHandlers(store),
    ...recordingsHandlers(store),
    ...recordedHandlers(store),
  ];
}

/** `handlers`' store; Storybook makes it fresh before each story (its closures are its state). */
const shared = createMockStore();
export const handlers: RequestHandler[] = createHandlers(shared);
export const resetSharedMocks = () => Object.assign(shared, createMockStore());
