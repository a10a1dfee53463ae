import type { components } from '../generated/schema';
import { createFixtures, FIXTURE_NOW, type MockSeed } from './fixtures';
import { readMockToken, signMockToken } from './tokens';

type Schemas = components['schemas'];
type UserProfile = Schemas['UserProfile'];
type RoomRecord = MockSeed['rooms'][number];

const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000;

export interface MockStoreOptions {
  /** The data to start from. @default createFixtures().seed */
  seed?: MockSeed;
  /**
   * The mock server's clock (new tokens, created_at). Frozen at the fixtures' moment by default
   * so new dates in stories don't move with the calendar.
   * @default () => FIXTURE_NOW
   */
  now?: () => number;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The mock server's in-memory data: a private copy of the seed, so what a story creates or
 * deletes shows in its lists and leaks into no other story. It keeps data, not rules: who may
 * do what, attempts and deadlines are the server's (stories that need a refusal use a scenario).
 */
export function createMockStore(options: MockStoreOptions = {}) {
  const db = structuredClone(options.seed ?? createFixtures().seed);
  const now = options.now ?? (() => FIXTURE_NOW);
  /** Attempts started in the story, with the answers saved in them. */
  const attempts: (Schemas['Attempt'] & {
    assignment_id: string;
    user_id: string;
    answers: Schemas['SavedAnswer'][];
  })[] = [];
  let sequence = 0;

  /** A fresh UUID that cannot collide with fixture ids. */
  function newId(): string {
    sequence += 1;
    return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  }

  const nowIso = () => new Date(now()).toISOString();
  const user = (id: string) => db.users.find((candidate) => candidate.id === id);
  const userByEmail = (email: string) =>
    db.users.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());

  /** The user the request's bearer token names, or null. */
  function caller(request: Request): UserProfile | null {
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
    const userId = token ? readMockToken(token) : null;
    return (userId && user(userId)) || null;
  }

  /** Tokens for the user; a refresh token `refresh-<user id>...` refreshes as that user. */
  function issueTokens(userId: string) {
    return {
      access_token: signMockToken(userId, now() + ACCESS_TOKEN_LIFETIME_MS),
      refresh_token: `refresh-${userId}-${newId()}`,
      token_type: 'bearer' as const,
      expires_in: ACCESS_TOKEN_LIFETIME_MS / 1000,
    };
  }

  const room = (id: string) => db.rooms.find((candidate) => candidate.id === id);
  const memberIds = (roomId: string) =>
    db.memberships.filter((m) => m.room_id === roomId).map((m) => m.user_id);
  const isMember = (roomId: string, userId: string) => memberIds(roomId).includes(userId);
  const progressOf = (assignmentId: string, userId: string) =>
    db.progress.find((p) => p.assignment_id === assignmentId && p.user_id === userId);

  function roomUsers(roomId: string): Schemas['RoomUser'][] {
    return memberIds(roomId)
      .flatMap((id) => user(id) ?? [])
      .map(({ id, first_name, last_name, email }) => ({ id, first_name, last_name, email }))
      .sort((a, b) => (a.last_name ?? a.email ?? '').localeCompare(b.last_name ?? b.email ?? ''));
  }

  /** The room with its members and figures, as the fixtures' rooms show them. */
  function roomView(record: RoomRecord): Schemas['Room'] {
    const members = memberIds(record.id);
    const assignments = db.assignments.filter((a) => a.room_id === record.id);
    const exerciseIds = new Set(
      assignments.flatMap((a) => template(a.template_id)?.exercises_id_list ?? []),
    );
    const pairs = members.length * assignments.length;
    const completed = assignments
      .flatMap((a) => members.map((id) => progressOf(a.id, id)))
      .filter((p) => p && p.user_attempts > 0).length;
    return {
      ...record,
      list_users: roomUsers(record.id),
      exercise_count: exerciseIds.size,
      completion_rate: pairs ? round2((completed / pairs) * 100) : null,
    };
  }

  const newestFirst = <T extends { created_at: string }>(items: T[]) =>
    [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));

  function roomsOf(userId: string, relation: 'teacher' | 'member' | 'any') {
    return newestFirst(
      db.rooms.filter(
        (r) =>
          (relation !== 'member' && r.teacher_id === userId) ||
          (relation !== 'teacher' && isMember(r.id, userId)),
      ),
    ).map(roomView);
  }

  const exercise = (id: string) => db.exercises.find((candidate) => candidate.id === id);
  const exercisesOf = (userId: string) =>
    newestFirst(db.exercises.filter((e) => e.user_id === userId));
  const answerOf = (exerciseId: string, userId: string) =>
    db.answers.findLast((a) => a.user_id === userId && a.record.exercise_id === exerciseId)?.record;
  const template = (id: string) => db.templates.find((candidate) => candidate.id === id);

  function templateView(record: Schemas['Template'], userId: string): Schemas['Template'] {
    const solved = record.exercises_id_list.every((id) => answerOf(id, userId));
    return { ...record, status: solved ? 'Completed' : 'Pending' };
  }

  const templatesOf = (userId: string) =>
    newestFirst(db.templates.filter((t) => t.user_id === userId)).map((t) =>
      templateView(t, userId),
    );

  function sharedTemplatesOf(userId: string): Schemas['SharedTemplate'][] {
    return db.shares
      .filter((s) => s.user_id === userId)
      .sort((a, b) => b.shared_at.localeCompare(a.shared_at))
      .flatMap((share) => {
        const record = template(share.template_id);
        const owner = record && user(record.user_id);
        if (!record || !owner) return [];
        const { id, user_id: _owner, ...fields } = templateView(record, userId);
        return [
          { template_id: id, ...fields, shared_by: `${owner.first_name} ${owner.last_name}` },
        ];
      });
  }

  const assignment = (id: string) => db.assignments.find((candidate) => candidate.id === id);

  function studentAssignmentView(
    record: Schemas['AssignmentDetails'],
    userId: string,
  ): Schemas['Assignment'] {
    const progress = progressOf(record.id, userId);
    const average = mean(progress?.scores ?? []);
    const { id, created_at: _created, ...fields } = record;
    return {
      assignment_id: id,
      ...fields,
      status: progress && progress.user_attempts > 0 ? 'Completed' : 'Pending',
      user_attempts: progress?.user_attempts ?? 0,
      average_score: average === null ? null : round2(average),
      score_timestamp: progress?.score_timestamp ?? null,
    };
  }

  function teacherAssignmentView(record: Schemas['AssignmentDetails']): Schemas['Assignment'] {
    const progress = memberIds(record.room_id).map((id) => progressOf(record.id, id));
    const average = mean(progress.flatMap((p) => p?.scores ?? []));
    const timestamps = progress.flatMap((p) => (p?.score_timestamp ? [p.score_timestamp] : []));
    return {
      ...studentAssignmentView(record, ''),
      status:
        progress.length > 0 && progress.every((p) => p && p.user_attempts > 0)
          ? 'Completed'
          : 'Pending',
      average_score: average === null ? null : round2(average),
      score_timestamp: timestamps.sort().at(-1) ?? null,
    };
  }

  const bySchedule = (a: Schemas['Assignment'], b: Schemas['Assignment']) =>
    a.schedule.localeCompare(b.schedule);

  const assignmentsOfTeacher = (userId: string) =>
    db.assignments
      .filter((a) => room(a.room_id)?.teacher_id === userId)
      .map(teacherAssignmentView)
      .sort(bySchedule);

  const assignmentsOfStudent = (userId: string) =>
    db.progress
      .filter((p) => p.user_id === userId)
      .flatMap((p) => assignment(p.assignment_id) ?? [])
      .map((record) => studentAssignmentView(record, userId))
      .sort(bySchedule);

  return {
    db,
    now,
    nowIso,
    newId,
    attempts,
    user,
    userByEmail,
    caller,
    issueTokens,
    room,
    memberIds,
    roomUsers,
    roomView,
    roomsOf,
    progressOf,
    exercise,
    exercisesOf,
    answerOf,
    template,
    templateView,
    templatesOf,
    sharedTemplatesOf,
    assignment,
    studentAssignmentView,
    assignmentsOfTeacher,
    assignmentsOfStudent,
  };
}

export type MockStore = ReturnType<typeof createMockStore>;
