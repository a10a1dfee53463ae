import { createHash } from 'node:crypto';
import { type Language, type Level, languages, levels } from '@lingua/content';

/**
 * The school `pnpm seed:scale` builds: the sizes of issue 9 and the deterministic layout every
 * benchmark relies on (which room is the big one, who teaches it, who sits in it). Ids are
 * derived from names, so a re-seeded database has the same ids and the same figures.
 */
export const SCALE = {
  teachers: 20,
  students: 2_000,
  rooms: 100,
  /** Room 0 holds this many students; the rest are spread over the other rooms. */
  bigRoomStudents: 200,
  assignments: 300,
  /** Assignments given to the big room; the rest are spread over the other rooms. */
  bigRoomAssignments: 12,
  exercisesPerTeacher: 10,
  templatesPerTeacher: 5,
  exercisesPerTemplate: 4,
  /** Graded answers, one per exercise of a finished sitting. */
  gradedAttempts: 50_000,
  allowedAttempts: 3,
  timeLimitMinutes: 30,
} as const;

/** Every seeded account has this password (hashed once with the server's argon2id settings). */
export const BENCH_PASSWORD = 'Bench-password-1';

const ID_PREFIX = 'lingua-bench';

/** A stable UUID for the n-th seeded row of a kind. */
export function seedId(kind: string, n: number | string): string {
  const hex = createHash('md5').update(`${ID_PREFIX}:${kind}:${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The same UUID as `seedId`, computed in SQL from an expression. */
export function seedIdSql(kind: string, expression: string): string {
  return `md5('${ID_PREFIX}:${kind}:' || (${expression})::text)::uuid`;
}

/** A non-negative integer derived from a text expression, identical on every PostgreSQL. */
export function hashIntSql(expression: string): string {
  return `('x' || substr(md5(${expression}), 1, 7))::bit(28)::int`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const teacherEmail = (n: number) => `teacher${pad(n, 2)}@bench.lingua.test`;
export const studentEmail = (n: number) => `student${pad(n, 4)}@bench.lingua.test`;
export const teacherId = (n: number) => seedId('teacher', n);
export const studentId = (n: number) => seedId('student', n);
export const roomId = (r: number) => seedId('room', r);
export const assignmentId = (a: number) => seedId('assignment', a);

/** Rooms are numbered from 0; room r belongs to teacher (r mod teachers) + 1. */
export const teacherOfRoom = (r: number) => (r % SCALE.teachers) + 1;

/** Students 1..200 sit in room 0; every other student in one of rooms 1..99. */
export function roomOfStudent(n: number): number {
  if (n <= SCALE.bigRoomStudents) return 0;
  return 1 + ((n - SCALE.bigRoomStudents - 1) % (SCALE.rooms - 1));
}

/** The first assignments go to the big room, the others round the remaining rooms. */
export function roomOfAssignment(a: number): number {
  if (a < SCALE.bigRoomAssignments) return 0;
  return 1 + ((a - SCALE.bigRoomAssignments) % (SCALE.rooms - 1));
}

/** Each teacher teaches one language at one level, so their rooms and exercises agree. */
export function teacherCourse(n: number): { language: Language; level: Level } {
  return {
    language: languages[(n - 1) % languages.length] as Language,
    level: levels[(n - 1) % levels.length] as Level,
  };
}

export const BIG_ROOM = {
  id: roomId(0),
  teacher: teacherOfRoom(0),
  /** Students 1..bigRoomStudents. */
  studentNumbers: Array.from({ length: SCALE.bigRoomStudents }, (_, i) => i + 1),
  /** The big room's first assignment (the completion-time metric needs one). */
  firstAssignmentId: assignmentId(0),
} as const;
