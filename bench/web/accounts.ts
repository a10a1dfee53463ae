import type { Db } from '@lingua/server';
import { BIG_ROOM, teacherEmail } from '../seed/plan';
import type { Role } from './session';

/**
 * The big room's teacher, and a student of that room with an assignment still to do (due
 * later, never attempted), so the assignments page offers Solve.
 */
export async function pickAccounts(db: Db): Promise<Record<Role, string>> {
  const [student] = await db.query<{ email: string }>(
    `SELECT u.email FROM assignments a
     JOIN assignment_members am ON am.assignment_id = a.id
     JOIN users u ON u.id = am.user_id
     WHERE a.room_id = $1 AND a.schedule > now()
       AND NOT EXISTS (SELECT 1 FROM assignment_attempts aa
                       WHERE aa.assignment_id = a.id AND aa.user_id = u.id)
     ORDER BY u.email LIMIT 1`,
    [BIG_ROOM.id],
  );
  if (!student) throw new Error('The seeded big room has no student with work to do.');
  return { teacher: teacherEmail(BIG_ROOM.teacher), student: student.email };
}
