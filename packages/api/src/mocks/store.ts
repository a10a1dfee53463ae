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
   * The mock server's clock (token expiry, schedules, created_at). Frozen at the fixtures' moment
   * by default so pending/expired states and new dates in stories don't move with the calendar.
   * @default () => FIXTURE_NOW
   */
  now?: () => number;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number) => (whole ? round2((part / whole) * 100) : 0);

/**
 * The mock server's in-memory database: a private copy of the seed plus the queries and views
 * the handlers share. Every story or test creates its own, so nothing leaks between them.
 */
export function createMockStore(options: MockStoreOptions = {}) {
  const db = structuredClone(options.seed ?? createFixtures().seed);
  const now = options.now ?? (() => FIXTURE_NOW);
  const deletedExercises = new Set<string>();
  const deletedTemplates = new Set<string>();
  const attempts: (Schemas['Attempt'] & {
    assignment_id: string;
    user_id: string;
    closed: boolean;
    /** The last saved answer of each exercise (save_answers). */
    answers: Schemas['SavedAnswer'][];
  })[] = [];
  const mailOutbox: { to: string; url: string }[] = [];
  let sequence = 0;

  /** A fresh UUID that cannot collide with fixture ids. */
  function newId(): string {
    sequence += 1;
    return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  }

  const nowIso = () => new Date(now()).toISOString();

  // ------------------------------------------------------------------ users and sessions

  function user(id: string): UserProfile | undefined {
    return db.users.find((candidate) => candidate.id === id);
  }

  function userByEmail(email: string): UserProfile | undefined {
    const wanted = email.trim().toLowerCase();
    return db.users.find((candidate) => candidate.email.toLowerCase() === wanted);
  }

  /** The user of the request's bearer token, or null (missing, expired or unknown). */
  function authenticate(request: Request): UserProfile | null {
    const header = request.headers.get('Authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const userId = token ? readMockToken(token, now()) : null;
    return (userId && user(userId)) || null;
  }

  function issueTokens(userId: string) {
    const refresh_token = `refresh-${userId}-${newId()}`;
    return {
      access_token: signMockToken(userId, now() + ACCESS_TOKEN_LIFETIME_MS),
      refresh_token,
      token_type: 'bearer' as const,
      expires_in: ACCESS_TOKEN_LIFETIME_MS / 1000,
    };
  }

  /**
   * New tokens for the user a mock refresh token names (`refresh-<user id>...`). Rotation,
   * reuse detection and revocation are the server's rules; stories only need a refresh to work
   * (and `scenarios.refreshExpired` for one that does not).
   */
  function refreshTokens(token: string) {
    const userId = /^refresh-([0-9a-f-]{36})/.exec(token)?.[1];
    return userId && user(userId) ? issueTokens(userId) : null;
  }

  const isTeacher = (candidate: UserProfile) => candidate.role === 'Teacher';

  // ------------------------------------------------------------------ rooms

  function room(id: string): RoomRecord | undefined {
    return db.rooms.find((candidate) => candidate.id === id);
  }

  function memberIds(roomId: string): string[] {
    return db.memberships.filter((m) => m.room_id === roomId).map((m) => m.user_id);
  }

  function isMember(roomId: string, userId: string) {
    return memberIds(roomId).includes(userId);
  }

  function canReadRoom(record: RoomRecord, userId: string) {
    return record.teacher_id === userId || isMember(record.id, userId);
  }

  function roomUser(userId: string): Schemas['RoomUser'] | undefined {
    const profile = user(userId);
    return (
      profile && {
        id: profile.id,
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
      }
    );
  }

  function roomUsers(roomId: string): Schemas['RoomUser'][] {
    return memberIds(roomId)
      .map(roomUser)
      .filter((entry): entry is Schemas['RoomUser'] => entry !== undefined)
      .sort((a, b) => (a.last_name ?? a.email ?? '').localeCompare(b.last_name ?? b.email ?? ''));
  }

  function roomAssignments(roomId: string) {
    return db.assignments.filter((a) => a.room_id === roomId);
  }

  function progressOf(assignmentId: string, userId: string) {
    return db.progress.find((p) => p.assignment_id === assignmentId && p.user_id === userId);
  }

  function roomView(record: RoomRecord): Schemas['Room'] {
    const members = memberIds(record.id);
    const assignments = roomAssignments(record.id);
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
      completion_rate: pairs ? percent(completed, pairs) : null,
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

  // ------------------------------------------------------------------ exercises and templates

  function exercise(id: string): Schemas['Exercise'] | undefined {
    return db.exercises.find((candidate) => candidate.id === id);
  }

  function template(id: string): Schemas['Template'] | undefined {
    return db.templates.find((candidate) => candidate.id === id && !deletedTemplates.has(id));
  }

  function isSharedWith(templateId: string, userId: string) {
    return db.shares.some((s) => s.template_id === templateId && s.user_id === userId);
  }

  function isAssignedTo(templateId: string, userId: string) {
    return db.assignments.some((a) => a.template_id === templateId && isMember(a.room_id, userId));
  }

  function canReadTemplate(record: Schemas['Template'], userId: string) {
    return (
      record.user_id === userId ||
      isSharedWith(record.id, userId) ||
      isAssignedTo(record.id, userId)
    );
  }

  /** Templates through which `userId` may read someone else's exercise. */
  function templatesReaching(exerciseId: string, userId: string) {
    return db.templates.filter(
      (t) => t.exercises_id_list.includes(exerciseId) && canReadTemplate(t, userId),
    );
  }

  /** The exercise as `userId` may see it: the answer key is for the owner only. */
  function exerciseView(record: Schemas['Exercise'], userId: string): Schemas['Exercise'] {
    if (record.user_id === userId) return record;
    const { answer_key: _hidden, ...rest } = record;
    return rest;
  }

  function exercisesOf(userId: string) {
    return newestFirst(
      db.exercises.filter((e) => e.user_id === userId && !deletedExercises.has(e.id)),
    );
  }

  function answerOf(exerciseId: string, userId: string) {
    return db.answers.findLast((a) => a.user_id === userId && a.record.exercise_id === exerciseId)
      ?.record;
  }

  function templateStatus(record: Schemas['Template'], userId: string) {
    return record.exercises_id_list.every((id) => answerOf(id, userId)) ? 'Completed' : 'Pending';
  }

  function templateView(record: Schemas['Template'], userId: string): Schemas['Template'] {
    return { ...record, status: templateStatus(record, userId) };
  }

  function templatesOf(userId: string) {
    return newestFirst(db.templates.filter((t) => t.user_id === userId && template(t.id))).map(
      (t) => templateView(t, userId),
    );
  }

  function sharedTemplatesOf(userId: string): Schemas['SharedTemplate'][] {
    return db.shares
      .filter((s) => s.user_id === userId)
      .sort((a, b) => b.shared_at.localeCompare(a.shared_at))
      .flatMap((share) => {
        const record = template(share.template_id);
        const owner = record && user(record.user_id);
        if (!record || !owner) return [];
        const { id, user_id: _owner, ...fields } = templateView(record, userId);
        return [{ template_id: id, ...fields, shared_by: owner.email }];
      });
  }

  // ------------------------------------------------------------------ assignments

  function assignment(id: string): Schemas['AssignmentDetails'] | undefined {
    return db.assignments.find((candidate) => candidate.id === id);
  }

  function studentAssignmentView(
    record: Schemas['AssignmentDetails'],
    userId: string,
  ): Schemas['Assignment'] {
    const progress = progressOf(record.id, userId);
    const average = mean(progress?.scores ?? []);
    return {
      assignment_id: record.id,
      assignment_text: record.assignment_text,
      assignment_description: record.assignment_description,
      schedule: record.schedule,
      room_id: record.room_id,
      template_id: record.template_id,
      attempts: record.attempts,
      time_limit: record.time_limit,
      status: progress && progress.user_attempts > 0 ? 'Completed' : 'Pending',
      user_attempts: progress?.user_attempts ?? 0,
      average_score: average === null ? null : round2(average),
      score_timestamp: progress?.score_timestamp ?? null,
    };
  }

  function teacherAssignmentView(record: Schemas['AssignmentDetails']): Schemas['Assignment'] {
    const members = memberIds(record.room_id);
    const progress = members.map((id) => progressOf(record.id, id));
    const scores = progress.flatMap((p) => p?.scores ?? []);
    const timestamps = progress.flatMap((p) => (p?.score_timestamp ? [p.score_timestamp] : []));
    const average = mean(scores);
    return {
      ...studentAssignmentView(record, ''),
      status:
        members.length > 0 && progress.every((p) => p && p.user_attempts > 0)
          ? 'Completed'
          : 'Pending',
      average_score: average === null ? null : round2(average),
      score_timestamp: timestamps.sort().at(-1) ?? null,
    };
  }

  function assignmentsOfTeacher(userId: string) {
    const rooms = new Set(db.rooms.filter((r) => r.teacher_id === userId).map((r) => r.id));
    return db.assignments
      .filter((a) => rooms.has(a.room_id))
      .sort((a, b) => a.schedule.localeCompare(b.schedule))
      .map(teacherAssignmentView);
  }

  function assignmentsOfStudent(userId: string) {
    return db.progress
      .filter((p) => p.user_id === userId)
      .flatMap((p) => {
        const record = assignment(p.assignment_id);
        return record ? [studentAssignmentView(record, userId)] : [];
      })
      .sort((a, b) => a.schedule.localeCompare(b.schedule));
  }

  /** Gives the assignment to every member who does not hold it yet; returns how many. */
  function assignToMembers(record: Schemas['AssignmentDetails']) {
    let assigned = 0;
    for (const userId of memberIds(record.room_id)) {
      if (progressOf(record.id, userId)) continue;
      db.progress.push({
        assignment_id: record.id,
        user_id: userId,
        user_attempts: 0,
        scores: [],
        score_timestamp: null,
        minutes: [],
      });
      assigned += 1;
    }
    return assigned;
  }

  return {
    db,
    now,
    nowIso,
    newId,
    deletedExercises,
    deletedTemplates,
    attempts,
    mailOutbox,
    user,
    userByEmail,
    authenticate,
    issueTokens,
    refreshTokens,
    isTeacher,
    room,
    memberIds,
    isMember,
    canReadRoom,
    roomUsers,
    roomView,
    roomsOf,
    progressOf,
    exercise,
    exerciseView,
    exercisesOf,
    templatesReaching,
    answerOf,
    template,
    canReadTemplate,
    templateView,
    templatesOf,
    sharedTemplatesOf,
    assignment,
    studentAssignmentView,
    assignmentsOfTeacher,
    assignmentsOfStudent,
    assignToMembers,
  };
}

export type MockStore = ReturnType<typeof createMockStore>;
