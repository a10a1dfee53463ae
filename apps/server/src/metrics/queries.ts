import type { Queryable } from '../db/db';
import { teacherAssignmentsOfPupil } from '../exercises/queries';
import type { ExerciseType, Schemas } from '../shared/schemas';

type TopicScore = Schemas['TopicScore'];

/**
 * Room analytics, read from the summary tables that migration 002 keeps up to date on every
 * write (per assignment, per assignment and student, per room and student, per exercise type
 * and grammar topic), so a call reads a few rows whatever the number of answers. "Room
 * answers" are the reviewed answers given inside the room's assignments; completion counts
 * (holder, assignment) pairs with at least one finished sitting.
 */

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
       coalesce(round(100.0 * sum(s.finished_holders) / nullif(sum(s.holders), 0), 2), 0)::float8
         AS overall_completion_rate,
       round(sum(s.score_sum) / nullif(sum(s.answers), 0), 2)::float8 AS average_score
     FROM assignments a JOIN assignment_stats s ON s.assignment_id = a.id
     WHERE a.room_id = $1`,
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
       coalesce(s.exercises_answered, 0) AS exercises_completed,
       coalesce(round(s.score_sum / nullif(s.answers, 0), 2), 0)::float8 AS avg_score,
       coalesce(round(100.0 * s.finished_assignments / nullif(s.held_assignments, 0), 2), 0)::float8
         AS completion_rate
     FROM room_members m JOIN users u ON u.id = m.user_id
     LEFT JOIN room_learner_stats s ON s.room_id = m.room_id AND s.user_id = m.user_id
     WHERE m.room_id = $1
     ORDER BY avg_score DESC, exercises_completed DESC, u.last_name, u.id
     LIMIT $2`,
    [roomId, limit],
  );
}

/** The most rows a room's list of assignments or of members holds (openapi.yaml's maxItems). */
export const METRICS_LIST_CAP = 500;

export function assignmentCompletion(db: Queryable, roomId: string) {
  return db.query<{
    assignment_id: string;
    assignment_text: string;
    total_students: number;
    completion_rate: number | null;
  }>(
    `SELECT a.id AS assignment_id, a.assignment_text, coalesce(s.holders, 0) AS total_students,
       round(100.0 * s.finished_holders / nullif(s.holders, 0), 2)::float8 AS completion_rate
     FROM assignments a LEFT JOIN assignment_stats s ON s.assignment_id = a.id
     WHERE a.room_id = $1
     ORDER BY a.schedule, a.id LIMIT ${METRICS_LIST_CAP}`,
    [roomId],
  );
}

export function accuracyByType(db: Queryable, roomId: string) {
  return db.query<{ exercise_type: ExerciseType; total_exercises: number; avg_accuracy: number }>(
    `SELECT t.exercise_type, sum(t.answers)::int AS total_exercises,
       round(sum(t.score_sum) / sum(t.answers), 2)::float8 AS avg_accuracy
     FROM assignments a JOIN assignment_type_stats t ON t.assignment_id = a.id
     WHERE a.room_id = $1
     GROUP BY t.exercise_type
     ORDER BY t.exercise_type`,
    [roomId],
  );
}

// 100.0 * (correct / items) rather than (100.0 * correct) / items: the numeric division of the
// average it stands for, so both round alike.
/** The room's grammar topics over the answers given in its assignments. */
export function roomTopics(db: Queryable, roomId: string): Promise<TopicScore[]> {
  return db.query<TopicScore>(
    `SELECT t.grammar_topic, sum(t.answers)::int AS total_exercises,
       round(100.0 * (sum(t.correct_items)::numeric / sum(t.items)), 2)::float8 AS avg_score
     FROM assignments a JOIN assignment_topic_stats t ON t.assignment_id = a.id
     WHERE a.room_id = $1
     GROUP BY t.grammar_topic`,
    [roomId],
  );
}

/**
 * A user's topics over every answer they gave, excused sittings left out as in every figure;
 * for a teacher (`teacherId`), only from the answers given in that teacher's own assignments.
 */
export function userTopics(
  db: Queryable,
  userId: string,
  teacherId: string | null = null,
): Promise<TopicScore[]> {
  return db.query<TopicScore>(
    `SELECT ai.grammar_topic, count(DISTINCT ai.attempt_id)::int AS total_exercises,
       round(100.0 * avg(CASE WHEN ai.is_correct THEN 1 ELSE 0 END), 2)::float8 AS avg_score
     FROM attempt_items ai JOIN counted_attempts at ON at.id = ai.attempt_id
     WHERE at.user_id = $1
       AND ($2::uuid IS NULL OR at.assignment_id IN (${teacherAssignmentsOfPupil('$2', '$1')}))
     GROUP BY ai.grammar_topic`,
    [userId, teacherId],
  );
}

/**
 * Minutes from start to finish of each member's finished sittings, averaged. A sitting
 * recorded without a start (the specs' client) falls back to the time its answers report.
 * No rows when the assignment is not one of the room's (or the room has no members).
 */
export function averageCompletionTimes(db: Queryable, roomId: string, assignmentId: string) {
  return db.query<{ username: string; completion_time: number | null }>(
    `SELECT coalesce(u.username, u.email) AS username,
       round(coalesce(l.timed_minutes, l.answered_seconds / 60.0 / nullif(l.finished_sittings, 0)), 2)::float8
         AS completion_time
     FROM assignments a
     JOIN room_members m ON m.room_id = a.room_id
     JOIN users u ON u.id = m.user_id
     LEFT JOIN assignment_learner_stats l ON l.assignment_id = a.id AND l.user_id = m.user_id
     WHERE a.id = $2 AND a.room_id = $1
     ORDER BY username LIMIT ${METRICS_LIST_CAP}`,
    [roomId, assignmentId],
  );
}

export async function isRoomAssignment(
  db: Queryable,
  roomId: string,
  assignmentId: string,
): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM assignments WHERE id = $1 AND room_id = $2', [
    assignmentId,
    roomId,
  ]);
  return row !== undefined;
}
