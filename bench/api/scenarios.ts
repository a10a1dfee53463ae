import { BIG_ROOM, SCALE, studentEmail } from '../seed/plan';
import { bearer, loginBody, rotateTokens } from './clients';
import type { LoadRequest } from './load';
import { type RoomMetric, roomMetrics } from './roomMetrics';

/** floor: the framework's own cost; read: budgeted at p99; write: reported. */
export type ScenarioKind = 'floor' | 'read' | 'write';

export interface Scenario {
  id: string;
  label: string;
  kind: ScenarioKind;
  request: LoadRequest;
  /** Room metrics are compared with their bare SQL. */
  metric?: RoomMetric;
}

export interface ScenarioInputs {
  /** Students of the big room, signed in. */
  studentTokens: string[];
  /** Every teacher, signed in. */
  teacherTokens: string[];
  /** The big room's teacher. */
  roomTeacherToken: string;
  nextAddress: () => string;
  /** Body of POST /exercises/review_answer. */
  reviewBody: string;
}

/** The calls a school makes most, in the order they run (writes last, after every read). */
export function apiScenarios(inputs: ScenarioInputs): Scenario[] {
  return [
    {
      id: 'health',
      label: 'GET /api/health (framework floor)',
      kind: 'floor',
      request: { method: 'GET', path: '/api/health' },
    },
    {
      id: 'student_assignments',
      label: 'Student assignment list',
      kind: 'read',
      request: {
        method: 'GET',
        path: '/api/assignments/assignments_completion_list',
        vary: rotateTokens(inputs.studentTokens),
      },
    },
    {
      id: 'teacher_assignments',
      label: 'Teacher assignment list',
      kind: 'read',
      request: {
        method: 'GET',
        path: '/api/assignments/users_assignments_list',
        vary: rotateTokens(inputs.teacherTokens),
      },
    },
    ...roomMetrics.map(
      (metric): Scenario => ({
        id: metric.id,
        label: `Room metric ${metric.id} (${SCALE.bigRoomStudents} students)`,
        kind: 'read',
        metric,
        request: {
          ...metric.request(BIG_ROOM.id, BIG_ROOM.firstAssignmentId),
          headers: bearer(inputs.roomTeacherToken),
        },
      }),
    ),
    {
      id: 'login',
      label: 'Login (argon2id)',
      kind: 'write',
      request: {
        method: 'POST',
        path: '/api/auth/login',
        vary: (i) => ({
          headers: { 'x-forwarded-for': inputs.nextAddress() },
          body: loginBody(studentEmail((i % SCALE.students) + 1)),
        }),
      },
    },
    {
      id: 'review_answer',
      label: 'review_answer (built-in grading, stored)',
      kind: 'write',
      // The exercise's teacher trying it: its students hold it in open assignments, where the
      // server takes answers in the sitting only (a practice answer is refused with 409).
      request: {
        method: 'POST',
        path: '/api/exercises/review_answer',
        body: inputs.reviewBody,
        headers: bearer(inputs.roomTeacherToken),
      },
    },
  ];
}
