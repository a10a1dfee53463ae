import { FIXTURE_NOW, fixtures, signMockToken } from './fixtures';
import classroom from './recorded/classroom.json';

export type UserName = keyof typeof fixtures.users;
type Reads = Record<UserName, Record<string, Answer>>;
/** One recorded answer of the server. */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000;

export type MockStoreOptions = {
  /** The mock server's clock (new tokens, created_at). @default () => FIXTURE_NOW */
  now?: () => number;
};

/** Whether `value` is the object with this id, under any of the contract's id names. */
const hasId = (value: unknown, id: string) =>
  ['id', 'assignment_id', 'template_id', 'attempt_id'].some(
    (key) => (value as Record<string, unknown> | null)?.[key] === id,
  );

/** Every object inside `value`, depth first. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return;
  if (!Array.isArray(value)) yield value as Record<string, unknown>;
  for (const item of Object.values(value)) yield* objectsIn(item);
}

/**
 * The mock server's state: a private copy of the server's recorded answers, per fixture user
 * (apps/server/src/mockClassroom.test.ts), which the write handlers edit so that what a story
 * creates, changes or deletes shows in what it reads next. It keeps no rules: every figure,
 * refusal and access decision is the server's, as recorded.
 */
export function createMockStore(options: MockStoreOptions = {}) {
  const reads = structuredClone(classroom.reads) as unknown as Reads;
  const users = Object.keys(reads) as UserName[];
  const now = options.now ?? (() => FIXTURE_NOW);
  /** The fixture users by id, with the profile a story may change. */
  const profiles = new Map(
    users.map((name) => [fixtures.users[name].id, { name, profile: { ...fixtures.users[name] } }]),
  );
  let sequence = 0;
  /** A fresh UUID that cannot collide with fixture ids. */
  const newId = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;

  return {
    now,
    nowIso: () => new Date(now()).toISOString(),
    newId,
    profiles,
    byEmail: (email: string) =>
      [...profiles.values()].find(
        ({ profile }) => profile.email.toLowerCase() === email.trim().toLowerCase(),
      ),
    /** The user the request's bearer token names (expiry is the client's concern), or undefined. */
    caller: (request: Request) =>
      profiles.get(request.headers.get('Authorization')?.split('.')[2] ?? ''),
    /** Tokens for the user; a refresh token `refresh-<user id>...` refreshes as that user. */
    issueTokens: (userId: string) => ({
      access_token: signMockToken(userId, now() + ACCESS_TOKEN_LIFETIME_MS),
      refresh_token: `refresh-${userId}-${newId()}`,
      token_type: 'bearer' as const,
      expires_in: ACCESS_TOKEN_LIFETIME_MS / 1000,
    }),
    /** The recorded answer to `key` ("GET /path?query") for `name`. */
    read: (name: UserName, key: string): Answer | undefined => reads[name][key],
    /** What `name` reads at `key` from now on. */
    answer(name: UserName, key: string, body: unknown, status = 200) {
      reads[name][key] = { status, body };
    },
    /** Puts `item` first in the list `name` reads at `key` (in `field` of the answer if given). */
    prepend(name: UserName, key: string, item: unknown, field?: string) {
      const answer = reads[name][key];
      if (!answer) return;
      const holder = answer.body as Record<string, unknown[]>;
      if (field) holder[field] = [item, ...(holder[field] ?? [])];
      else answer.body = [item, ...(answer.body as unknown[])];
    },
    /** Sets the `fields` every recorded object with this id has, for `only` or everyone. */
    patch(id: string, fields: object, only: UserName[] = users) {
      for (const name of only)
        for (const answer of Object.values(reads[name]))
          for (const object of objectsIn(answer.body))
            if (hasId(object, id))
              for (const [key, value] of Object.entries(fields))
                if (key in object) object[key] = value;
    },
    /** Drops the object with this id from every recorded list, for `only` or everyone. */
    forget(id: string, only: UserName[] = users) {
      for (const name of only)
        for (const [key, answer] of Object.entries(reads[name])) {
          // What a write answered (a generation) stays: the next identical write answers it again.
          if (key.startsWith('POST ')) continue;
          if (key.includes(id)) delete reads[name][key];
          const lists = [answer, ...objectsIn(answer.body)] as Record<string, unknown>[];
          for (const holder of lists)
            for (const [field, list] of Object.entries(holder))
              if (Array.isArray(list)) holder[field] = list.filter((item) => !hasId(item, id));
        }
    },
  };
}

export type MockStore = ReturnType<typeof createMockStore>;
