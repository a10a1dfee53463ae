import type { Queryable } from '../db/db';
import type { AuthUser } from '../http/route';
import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';

const RECENT_ITEMS = 10;

/** The caller's own figures and latest activity, for the dashboard tiles and list. */
export async function dashboardFor(db: Queryable, user: AuthUser): Promise<Schemas['Dashboard']> {
  const [counts] = await db.query<{
    exercises_count: number;
    templates_count: number;
    assignments_due: number;
    average_score: number | null;
  }>(
    `SELECT
       (SELECT count(*) FROM exercises WHERE user_id = $1 AND deleted_at IS NULL)::int AS exercises_count,
       (SELECT count(*) FROM templates WHERE user_id = $1 AND deleted_at IS NULL)::int AS templates_count,
       CASE WHEN $2 = 'teacher'
         THEN (SELECT count(*) FROM assignments WHERE teacher_id = $1 AND schedule >= now())
         ELSE (SELECT count(*) FROM assignment_members am JOIN assignments a ON a.id = am.assignment_id
               WHERE am.user_id = $1 AND a.schedule >= now()
                 AND NOT EXISTS (SELECT 1 FROM assignment_attempts aa WHERE aa.assignment_id = a.id
                                 AND aa.user_id = $1 AND aa.submitted_at IS NOT NULL))
       END::int AS assignments_due,
       (SELECT round(avg(score), 2)::float8 FROM attempts WHERE user_id = $1) AS average_score`,
    [user.id, user.role ?? 'student'],
  );
  const activity = await db.query<{
    kind: 'generated' | 'solved' | 'assigned';
    title: string;
    at: Date;
    exercise_type: Schemas['ExerciseType'] | null;
    score: number | null;
  }>(
    `(SELECT 'generated' AS kind, e.results->>'Title' AS title, e.created_at AS at, e.type AS exercise_type,
             NULL::float8 AS score
      FROM exercises e WHERE e.user_id = $1 ORDER BY e.created_at DESC LIMIT $2)
     UNION ALL
     (SELECT 'solved', e.results->>'Title', at.submitted_at, at.exercise_type, at.score::float8
      FROM attempts at JOIN exercises e ON e.id = at.exercise_id
      WHERE at.user_id = $1 ORDER BY at.submitted_at DESC LIMIT $2)
     UNION ALL
     (SELECT 'assigned', a.assignment_text, coalesce(am.assigned_at, a.created_at), NULL, NULL
      FROM assignments a LEFT JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = $1
      WHERE a.teacher_id = $1 OR am.user_id = $1 ORDER BY 3 DESC LIMIT $2)
     ORDER BY at DESC LIMIT $2`,
    [user.id, RECENT_ITEMS],
  );
  if (!counts) throw new Error('dashboard query returned nothing');
  return {
    ...counts,
    recent_activity: activity.map((item) => ({
      kind: item.kind,
      title: (item.title ?? '').slice(0, 200),
      at: iso(item.at),
      ...(item.exercise_type ? { exercise_type: item.exercise_type } : {}),
      ...(item.score !== null ? { score: item.score } : {}),
    })),
  };
}
