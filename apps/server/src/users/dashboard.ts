import type { Queryable } from '../db/db';
import type { AuthUser } from '../http/route';
import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';
import { dashboardCounts, recentActivity } from './queries';

const RECENT_ITEMS = 10;

/** The caller's own figures and latest activity, for the dashboard tiles and list. */
export async function dashboardFor(db: Queryable, user: AuthUser): Promise<Schemas['Dashboard']> {
  const counts = await dashboardCounts(db, user.id, user.role ?? 'student');
  const activity = await recentActivity(db, user.id, RECENT_ITEMS);
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
