import type { components } from '../generated/schema';
import classroom from './recorded/classroom.json';

type Schemas = components['schemas'];

/** The moment the recordings are moved to; freeze the clock here for stable screenshots. */
export const FIXTURE_NOW = Date.parse('2026-11-21T09:00:00.000Z');

/** The password of every fixture account. */
export const FIXTURE_PASSWORD = 'Passw0rd1';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A JWT-shaped access token for `userId` expiring at `expiresAt` (epoch ms), for mocks only:
 * the client reads its `exp`; in place of a signature it names the user (see MockStore.caller).
 */
export const signMockToken = (userId: string, expiresAt: number) =>
  `${base64url({ alg: 'none' })}.${base64url({ exp: Math.floor(expiresAt / 1000) })}.${userId}`;

/** Deterministic UUIDs: the block says what the id is (1 users, 2 rooms, 3 exercises...). */
export function fixtureId(block: number, n: number): string {
  return `00000000-0000-4000-8000-${String(block * 1000 + n).padStart(12, '0')}`;
}

/** The recorded objects of `T`, by the names the seed gave them, typed by the contract. */
type Named<T, Schema> = { [Name in keyof T]: Schema };
const recorded = classroom.fixtures;

/**
 * The classroom the recordings are about, by name, as it was written into the server
 * (apps/server/src/mockClassroom.seed.ts).
 */
const named = recorded as unknown as {
  users: Named<typeof recorded.users, Schemas['UserProfile']>;
  rooms: Named<
    typeof recorded.rooms,
    Omit<Schemas['Room'], 'list_users' | 'exercise_count' | 'completion_rate'>
  >;
  exercises: Named<typeof recorded.exercises, Schemas['Exercise']>;
  templates: Named<typeof recorded.templates, Schemas['Template']>;
  assignments: Named<typeof recorded.assignments, Schemas['AssignmentDetails']>;
};

/** Ready-made sessions: put them in storage to start a story signed in. */
const sessions = Object.fromEntries(
  Object.entries(named.users).map(([name, user]) => [
    name,
    {
      access_token: signMockToken(user.id, Date.parse('2100-01-01T00:00:00Z')),
      refresh_token: `refresh-${user.id}`,
    },
  ]),
) as Named<typeof named.users, { access_token: string; refresh_token: string }>;

/** The fixtures' gradebook: the Spanish room, its past tense quiz and its sittings. */
const gradebook = {
  roomId: named.rooms.spanish.id,
  assignmentId: named.assignments.completed.id,
  sittings: (
    classroom.reads.teacher[`GET /gradebook/rooms/${named.rooms.spanish.id}/sittings` as never] as {
      body: { sittings: Schemas['GradebookSitting'][] };
    }
  ).body.sittings,
  /** The answers the grader left to the teacher in the Spanish room. */
  toCheck: (
    classroom.reads.teacher[`GET /gradebook/rooms/${named.rooms.spanish.id}/to_check` as never] as {
      body: Schemas['AnswerToCheckList'];
    }
  ).body.answers,
};

export const fixtures = { ...named, sessions, gradebook };
export type Fixtures = typeof fixtures;
