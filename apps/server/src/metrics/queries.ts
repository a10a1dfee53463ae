import type { Queryable } from '../db/db';
import type { ExerciseType } from '../shared/schemas';

/**
 * Room analytics, all computed in SQL from stored attempts. "Room attempts" are the reviewed
 * answers given inside the room's assignments; completion counts (holder, assignment) pairs
 * with at least one finished sitting.
 */

const FINISHED = (assignment: string, user: string) =>
  `EXISTS (SELECT 1 FROM assignment_attempts aa WHERE aa.assignment_id = ${assignment}
           AND aa.user_id = ${user} AND aa.submitted_at IS NOT NULL)`;

export async function roomProgress(db: Queryable, roomId: string) {
  const [row] = await db.query<{
    total_students: number;
    total_exercises_assigned: number;
    overall_completion_rate: number;
    average_score: number | null;
  }>(
    `SELECT
       (SELECT count(*) FROM room_members WHERE room_id = $1)::int AS total_students,
       (SELECT count(*) FROM assignments a JOIN template_exercises te ON te.template_id = a.template_id
        WHERE a.room_id = $1)::int AS total_exercises_assigned,
       coalesce((SELECT round(100.0 * count(*) FILTER (WHERE ${FINISHED('am.assignment_id', 'am.user_id')})
                              / nullif(count(*), 0), 2)
                 FROM assignments a JOIN assignment_members am ON am.assignment_id = a.id
                 WHERE a.room_id = $1), 0)::float8 AS overall_completion_rate,
       (SELECT round(avg(at.score), 2)::float8 FROM attempts at JOIN assignments a ON a.id = at.assignment_id
        WHERE a.room_id = $1) AS average_score`,
    [roomId],
  );
  if (!row) throw new Error('room progress query returned nothing');
  return row;
}

export function topStudents(db: Queryable, roomId: string, limit: number) {
  return db.query<{
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    exercises_completed: number;
    avg_score: number;
    completion_rate: number;
  }>(
    `SELECT u.id AS user_id, u.first_name, u.last_name,
       (SELECT count(DISTINCT at.exercise_id) FROM attempts at JOIN assignments a ON a.id = at.assignment_id
        WHERE a.room_id = $1 AND at.user_id = u.id)::int AS exercises_completed,
       coalesce((SELECT round(avg(at.score), 2) FROM attempts at JOIN assignments a ON a.id = at.assignment_id
                 WHERE a.room_id = $1 AND at.user_id = u.id), 0)::float8 AS avg_score,
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
  return db.query<{
    assignment_id: string;
    assignment_text: string;
    total_students: number;
    completion_rate: number | null;
  }>(
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
  return db.query<{ exercise_type: ExerciseType; total_exercises: number; avg_accuracy: number }>(
    `SELECT at.exercise_type, count(*)::int AS total_exercises, round(avg(at.score), 2)::float8 AS avg_accuracy
     FROM attempts at JOIN assignments a ON a.id = at.assignment_id
     WHERE a.room_id = $1
     GROUP BY at.exercise_type
     ORDER BY at.exercise_type`,
    [roomId],
  );
}

interface TopicScore {
  grammar_topic: string;
  total_exercises: number;
  avg_score: number;
}

/** Best and worst grammar topics among the attempts matched by `scope` (bound to `$1`). */
async function topicPerformance(db: Queryable, scope: string, id: string, limit: number) {
  const topics = await db.query<TopicScore>(
    `SELECT ai.grammar_topic, count(DISTINCT ai.attempt_id)::int AS total_exercises,
       round(100.0 * avg(CASE WHEN ai.is_correct THEN 1 ELSE 0 END), 2)::float8 AS avg_score
     FROM attempt_items ai JOIN attempts at ON at.id = ai.attempt_id
     WHERE ${scope}
     GROUP BY ai.grammar_topic`,
    [id],
  );
  const byScore = [...topics].sort(
    (a, b) =>
      b.avg_score - a.avg_score ||
      b.total_exercises - a.total_exercises ||
      a.grammar_topic.localeCompare(b.grammar_topic),
  );
  return {
    best_topics: byScore.slice(0, limit),
    worst_topics: [...byScore].reverse().slice(0, limit),
  };
}

export const roomTopicPerformance = (db: Queryable, roomId: string, limit: number) =>
  topicPerformance(
    db,
    'at.assignment_id IN (SELECT id FROM assignments WHERE room_id = $1)',
    roomId,
    limit,
  );

export const userTopicPerformance = (db: Queryable, userId: string, limit: number) =>
  topicPerformance(db, 'at.user_id = $1', userId, limit);

/**
 * Minutes from start to finish of each member's finished sittings, averaged. A sitting
 * recorded without a start (the specs' client) falls back to the time its answers report.
 */
export function averageCompletionTimes(db: Queryable, roomId: string, assignmentId: string) {
  return db.query<{ username: string; completion_time: number | null }>(
    `SELECT coalesce(u.username, u.email) AS username,
       round(coalesce(
         (SELECT avg(extract(epoch FROM aa.submitted_at - aa.started_at) / 60)
          FROM assignment_attempts aa
          WHERE aa.assignment_id = $2 AND aa.user_id = u.id
            AND aa.submitted_at IS NOT NULL AND aa.submitted_at > aa.started_at),
         (SELECT sum(at.duration_seconds) / 60.0
                 / nullif((SELECT count(*) FROM assignment_attempts aa
                           WHERE aa.assignment_id = $2 AND aa.user_id = u.id AND aa.submitted_at IS NOT NULL), 0)
          FROM attempts at WHERE at.assignment_id = $2 AND at.user_id = u.id)
       ), 2)::float8 AS completion_time
     FROM room_members m JOIN users u ON u.id = m.user_id
     WHERE m.room_id = $1
     ORDER BY username`,
    [roomId, assignmentId],
  );
}
