import type { Queryable } from '../db/db';

/**
 * The room metrics and assignment lists computed from the raw answers, sittings and holders,
 * as they were before the summary tables of migration 002: the oracle the maintained figures
 * must equal after any sequence of writes. Scores count the answers of sittings not excused
 * (`counted_attempts`, migration 019); exercises answered count every answer.
 */

const FINISHED = (assignment: string, user: string) =>
  `EXISTS (SELECT 1 FROM assignment_attempts aa WHERE aa.assignment_id = ${assignment}
           AND aa.user_id = ${user} AND aa.submitted_at IS NOT NULL)`;

const ROOM_ANSWERS = 'at.assignment_id IN (SELECT id FROM assignments WHERE room_id = $1)';

export async function roomProgress(db: Queryable, roomId: string) {
  const [row] = await db.query(
    `SELECT
       (SELECT count(*) FROM room_members WHERE room_id = $1)::int AS total_students,
       (SELECT count(*) FROM assignments a JOIN template_exercises te ON te.template_id = a.template_id
        WHERE a.room_id = $1)::int AS total_exercises_assigned,
       coalesce((SELECT round(100.0 * count(*) FILTER (WHERE ${FINISHED('am.assignment_id', 'am.user_id')})
                              / nullif(count(*), 0), 2)
                 FROM assignments a JOIN assignment_members am ON am.assignment_id = a.id
                 WHERE a.room_id = $1), 0)::float8 AS overall_completion_rate,
       (SELECT round(avg(at.score), 2)::float8 FROM counted_attempts at WHERE ${ROOM_ANSWERS}) AS average_score`,
    [roomId],
  );
  return row;
}

export function topStudents(db: Queryable, roomId: string, limit: number) {
  return db.query(
    `SELECT u.id AS user_id, u.first_name, u.last_name,
       (SELECT count(DISTINCT at.exercise_id) FROM attempts at
        WHERE ${ROOM_ANSWERS} AND at.user_id = u.id)::int AS exercises_completed,
       coalesce((SELECT round(avg(at.score), 2) FROM counted_attempts at
                 WHERE ${ROOM_ANSWERS} AND at.user_id = u.id), 0)::float8 AS avg_score,
       coalesce((SELECT round(100.0 * count(*) FILTER (WHERE ${FINISHED('am.assignment_id', 'am.user_id')})
                              / nullif(count(*), 0), 2)
                 FROM assignment_members am JOIN assignments a ON a.id = am.assignment_id
                 WHERE a.room_id = $1 AND am.user_id = u.id), 0)::float8 AS completion_rate
     FROM room_members m JOIN users u ON u.id = m.user_id
     WHERE m.room_id = $1
     ORDER BY avg_score DESC, exercises_completed DESC, u.last_name, u.id
     LIMIT $2`,
    [roomId, limit],
  );
}

export function assignmentCompletion(db: Queryable, roomId: string) {
  return db.query(
    `SELECT a.id AS assignment_id, a.assignment_text,
       count(am.user_id)::int AS total_students,
       round(100.0 * count(am.user_id) FILTER (WHERE ${FINISHED('a.id', 'am.user_id')})
             / nullif(count(am.user_id), 0), 2)::float8 AS completion_rate
     FROM assignments a LEFT JOIN assignment_members am ON am.assignment_id = a.id
     WHERE a.room_id = $1
     GROUP BY a.id
     ORDER BY a.schedule, a.id`,
    [roomId],
  );
}

export function accuracyByType(db: Queryable, roomId: string) {
  return db.query(
    `SELECT at.exercise_type, count(*)::int AS total_exercises, round(avg(at.score), 2)::float8 AS avg_accuracy
     FROM counted_attempts at WHERE ${ROOM_ANSWERS}
     GROUP BY at.exercise_type
     ORDER BY at.exercise_type`,
    [roomId],
  );
}

/** Every topic of the room's answers. */
export function roomTopics(db: Queryable, roomId: string) {
  return db.query<{ grammar_topic: string }>(
    `SELECT ai.grammar_topic, count(DISTINCT ai.attempt_id)::int AS total_exercises,
       round(100.0 * avg(CASE WHEN ai.is_correct THEN 1 ELSE 0 END), 2)::float8 AS avg_score
     FROM attempt_items ai JOIN counted_attempts at ON at.id = ai.attempt_id
     WHERE ${ROOM_ANSWERS}
     GROUP BY ai.grammar_topic`,
    [roomId],
  );
}

export function averageCompletionTimes(db: Queryable, roomId: string, assignmentId: string) {
  return db.query(
    `SELECT coalesce(u.username, u.email) AS username,
       round(coalesce(
         (SELECT avg(extract(epoch FROM aa.submitted_at - aa.started_at) / 60)
          FROM assignment_attempts aa
          WHERE aa.assignment_id = $2 AND aa.user_id = u.id
            AND aa.submitted_at IS NOT NULL AND aa.submitted_at > aa.started_at),
         (SELECT sum(at.duration_seconds) / 60.0
                 / nullif((SELECT count(*) FROM assignment_attempts aa
                           WHERE aa.assignment_id = $2 AND aa.user_id = u.id AND aa.submitted_at IS NOT NULL), 0)
          FROM counted_attempts at WHERE at.assignment_id = $2 AND at.user_id = u.id)
       ), 2)::float8 AS completion_time
     FROM room_members m JOIN users u ON u.id = m.user_id
     WHERE m.room_id = $1
     ORDER BY username`,
    [roomId, assignmentId],
  );
}

const SUBMITTED_BY = (user: string) =>
  `SELECT count(*) FROM assignment_attempts aa
   WHERE aa.assignment_id = a.id AND aa.user_id = ${user} AND aa.submitted_at IS NOT NULL`;

export function studentAssignments(db: Queryable, userId: string) {
  return db.query(
    `SELECT a.id,
       (${SUBMITTED_BY('$1')})::int AS user_attempts,
       (${SUBMITTED_BY('$1')}) > 0 AS completed,
       (SELECT round(avg(at.score), 2)::float8 FROM counted_attempts at
        WHERE at.assignment_id = a.id AND at.user_id = $1) AS average_score,
       (SELECT max(at.submitted_at) FROM counted_attempts at
        WHERE at.assignment_id = a.id AND at.user_id = $1) AS score_timestamp
     FROM assignments a JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = $1
     ORDER BY a.schedule, a.id`,
    [userId],
  );
}

export function teacherAssignments(db: Queryable, teacherId: string) {
  return db.query(
    `SELECT a.id, 0 AS user_attempts,
       EXISTS (SELECT 1 FROM assignment_members am WHERE am.assignment_id = a.id)
         AND NOT EXISTS (SELECT 1 FROM assignment_members am
                         WHERE am.assignment_id = a.id AND (${SUBMITTED_BY('am.user_id')}) = 0) AS completed,
       (SELECT round(avg(at.score), 2)::float8 FROM counted_attempts at WHERE at.assignment_id = a.id) AS average_score,
       (SELECT max(at.submitted_at) FROM counted_attempts at WHERE at.assignment_id = a.id) AS score_timestamp
     FROM assignments a WHERE a.teacher_id = $1
     ORDER BY a.schedule, a.id`,
    [teacherId],
  );
}
