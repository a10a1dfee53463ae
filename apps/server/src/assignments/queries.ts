import type { Queryable } from '../db/db';
import { forbidden, notFound } from '../http/errors';
import type { AuthUser } from '../http/route';

export interface AssignmentRow {
  id: string;
  teacher_id: string;
  room_id: string;
  template_id: string;
  assignment_text: string;
  assignment_description: string;
  schedule: Date;
  attempts: number;
  time_limit: number;
  created_at: Date;
}

export interface AssignmentListRow extends AssignmentRow {
  user_attempts: number;
  average_score: number | null;
  score_timestamp: Date | null;
  completed: boolean;
}

const COLUMNS = `a.id, a.teacher_id, a.room_id, a.template_id, a.assignment_text,
  a.assignment_description, a.schedule, a.attempts, a.time_limit, a.created_at`;

export async function findAssignment(db: Queryable, id: string): Promise<AssignmentRow> {
  const [row] = await db.query<AssignmentRow>(
    `SELECT ${COLUMNS} FROM assignments a WHERE a.id = $1`,
    [id],
  );
  if (!row) throw notFound('Assignment not found');
  return row;
}

export async function ownAssignment(
  db: Queryable,
  id: string,
  user: AuthUser,
): Promise<AssignmentRow> {
  const row = await findAssignment(db, id);
  if (row.teacher_id !== user.id)
    throw forbidden('Only the teacher who created this assignment can do this');
  return row;
}

/** The assignment, for a student who holds it. */
export async function heldAssignment(
  db: Queryable,
  id: string,
  user: AuthUser,
): Promise<AssignmentRow> {
  const row = await findAssignment(db, id);
  const [held] = await db.query(
    'SELECT 1 FROM assignment_members WHERE assignment_id = $1 AND user_id = $2',
    [id, user.id],
  );
  if (!held) throw forbidden('This assignment was not given to you');
  return row;
}

/**
 * A student's assignments with their own finished sittings and scores, by schedule, from the
 * per-learner summary rows (migration 002).
 */
export function studentAssignments(db: Queryable, userId: string): Promise<AssignmentListRow[]> {
  return db.query<AssignmentListRow>(
    `SELECT ${COLUMNS},
       coalesce(l.finished_sittings, 0) AS user_attempts,
       coalesce(l.finished_sittings, 0) > 0 AS completed,
       round(l.score_sum / nullif(l.answers, 0), 2)::float8 AS average_score,
       l.last_answered_at AS score_timestamp
     FROM assignments a JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = $1
     LEFT JOIN assignment_learner_stats l ON l.assignment_id = a.id AND l.user_id = $1
     ORDER BY a.schedule, a.id`,
    [userId],
  );
}

/** A teacher's assignments; completed once every holder finished an attempt; room averages. */
export function teacherAssignments(db: Queryable, teacherId: string): Promise<AssignmentListRow[]> {
  return db.query<AssignmentListRow>(
    `SELECT ${COLUMNS}, 0 AS user_attempts,
       coalesce(s.holders > 0 AND s.finished_holders = s.holders, false) AS completed,
       round(s.score_sum / nullif(s.answers, 0), 2)::float8 AS average_score,
       s.last_answered_at AS score_timestamp
     FROM assignments a LEFT JOIN assignment_stats s ON s.assignment_id = a.id
     WHERE a.teacher_id = $1
     ORDER BY a.schedule, a.id`,
    [teacherId],
  );
}

export interface AttemptCounts {
  submitted: number;
  /** Started, not submitted, and still within their deadline and grace. */
  open: number;
}

export async function attemptCounts(
  db: Queryable,
  assignmentId: string,
  userId: string,
  graceSeconds: number,
): Promise<AttemptCounts> {
  const [row] = await db.query<AttemptCounts>(
    `SELECT count(*) FILTER (WHERE submitted_at IS NOT NULL)::int AS submitted,
            count(*) FILTER (WHERE submitted_at IS NULL
                             AND deadline + make_interval(secs => $3) > now())::int AS open
     FROM assignment_attempts WHERE assignment_id = $1 AND user_id = $2`,
    [assignmentId, userId, graceSeconds],
  );
  return row ?? { submitted: 0, open: 0 };
}
