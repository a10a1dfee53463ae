import type { Deps } from '../deps';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { type RouteDefinition, route } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import { requireTeacher } from '../shared/roles';
import { iso, isoOrNull } from '../shared/time';
import {
  type AssignmentListRow,
  type AssignmentRow,
  attemptCounts,
  findAssignment,
  heldAssignment,
  ownAssignment,
  studentAssignments,
  teacherAssignments,
} from './queries';
import { ATTEMPT_GRACE_SECONDS, isLate, startRefusal } from './rules';

const FUTURE_SCHEDULE = 'Please select a date and time in the future';

export const toAssignmentDetails = (row: AssignmentRow) => ({
  id: row.id,
  assignment_text: row.assignment_text,
  assignment_description: row.assignment_description,
  template_id: row.template_id,
  room_id: row.room_id,
  schedule: iso(row.schedule),
  attempts: row.attempts,
  time_limit: row.time_limit,
  created_at: iso(row.created_at),
});

const toListed = (row: AssignmentListRow) => ({
  assignment_id: row.id,
  assignment_text: row.assignment_text,
  assignment_description: row.assignment_description,
  schedule: iso(row.schedule),
  room_id: row.room_id,
  template_id: row.template_id,
  attempts: row.attempts,
  time_limit: row.time_limit,
  status: row.completed ? ('Completed' as const) : ('Pending' as const),
  user_attempts: row.user_attempts,
  average_score: row.average_score,
  score_timestamp: isoOrNull(row.score_timestamp),
});

function assertFuture(schedule: string) {
  if (new Date(schedule).getTime() <= Date.now())
    throw unprocessable({ schedule: FUTURE_SCHEDULE });
}

export function assignmentRoutes({ db }: Deps): RouteDefinition[] {
  const progress = async (assignment: AssignmentRow, user: AuthUser) => {
    const counts = await attemptCounts(db, assignment.id, user.id, ATTEMPT_GRACE_SECONDS);
    return {
      user_attempts: counts.submitted,
      attempts: assignment.attempts,
      status: counts.submitted > 0 ? ('Completed' as const) : ('Pending' as const),
    };
  };

  return [
    route('post', '/assignments/create_assignment', async ({ user, body }) => {
      requireTeacher(user);
      await requireRoomTeacher(db, body.room_id, user);
      const [template] = await db.query<{ user_id: string }>(
        'SELECT user_id FROM templates WHERE id = $1 AND deleted_at IS NULL',
        [body.template_id],
      );
      if (!template) throw notFound('Template not found');
      if (template.user_id !== user.id) throw forbidden('You can only assign your own templates');
      assertFuture(body.schedule);
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO assignments (teacher_id, room_id, template_id, assignment_text,
           assignment_description, schedule, attempts, time_limit)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          user.id,
          body.room_id,
          body.template_id,
          body.assignment_text.trim(),
          body.assignment_description.trim(),
          body.schedule,
          body.attempts,
          body.time_limit,
        ],
      );
      if (!row) throw new Error('assignment insert returned nothing');
      return { status: 201, body: toAssignmentDetails(await findAssignment(db, row.id)) };
    }),

    route('get', '/assignments/users_assignments_list', async ({ user }) => ({
      status: 200,
      body: { assignments: (await teacherAssignments(db, user.id)).map(toListed) },
    })),

    route('get', '/assignments/assignments_completion_list', async ({ user }) => ({
      status: 200,
      body: { assignments_completion: (await studentAssignments(db, user.id)).map(toListed) },
    })),

    route('patch', '/assignments/update_assignment/{id}', async ({ user, params, body }) => {
      await ownAssignment(db, params.id, user);
      if (body.schedule) assertFuture(body.schedule);
      await db.query(
        `UPDATE assignments SET
           assignment_text = coalesce($2, assignment_text),
           assignment_description = coalesce($3, assignment_description),
           schedule = coalesce($4::timestamptz, schedule),
           attempts = coalesce($5, attempts),
           time_limit = coalesce($6, time_limit),
           updated_at = now()
         WHERE id = $1`,
        [
          params.id,
          body.assignment_text?.trim() ?? null,
          body.assignment_description?.trim() ?? null,
          body.schedule ?? null,
          body.attempts ?? null,
          body.time_limit ?? null,
        ],
      );
      return { status: 200, body: toAssignmentDetails(await findAssignment(db, params.id)) };
    }),

    route('delete', '/assignments/delete/{id}', async ({ user, params }) => {
      await ownAssignment(db, params.id, user);
      await db.query('DELETE FROM assignments WHERE id = $1', [params.id]);
      return { status: 204 };
    }),

    route('post', '/assignments/assign_assignment_students', async ({ user, query }) => {
      const assignment = await ownAssignment(db, query.assignment_id, user);
      const added = await db.query(
        `INSERT INTO assignment_members (assignment_id, user_id)
         SELECT $1, m.user_id FROM room_members m WHERE m.room_id = $2
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [assignment.id, assignment.room_id],
      );
      return { status: 200, body: { assigned: added.length } };
    }),

    route('post', '/assignments/start_attempt/{id}', async ({ user, params }) => {
      const assignment = await heldAssignment(db, params.id, user);
      // One student's attempts are counted and started under a row lock, so two tabs
      // cannot both take the last attempt.
      const attempt = await db.transaction(async (tx) => {
        await tx.query(
          'SELECT 1 FROM assignment_members WHERE assignment_id = $1 AND user_id = $2 FOR UPDATE',
          [assignment.id, user.id],
        );
        const counts = await attemptCounts(tx, assignment.id, user.id, ATTEMPT_GRACE_SECONDS);
        const refusal = startRefusal(new Date(), assignment.schedule, assignment.attempts, counts);
        if (refusal === 'expired') throw conflict('This assignment has expired');
        if (refusal === 'no_attempts_left') throw conflict('You have used all your attempts');
        const [row] = await tx.query<{ id: string; started_at: Date; deadline: Date }>(
          `INSERT INTO assignment_attempts (assignment_id, user_id, deadline)
           VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id, started_at, deadline`,
          [assignment.id, user.id, assignment.time_limit],
        );
        if (!row) throw new Error('attempt insert returned nothing');
        return row;
      });
      return {
        status: 201,
        body: {
          attempt_id: attempt.id,
          started_at: iso(attempt.started_at),
          deadline: iso(attempt.deadline),
        },
      };
    }),

    route('put', '/assignments/update_attempts/{id}', async ({ user, params, body }) => {
      const assignment = await heldAssignment(db, params.id, user);
      await db.transaction(async (tx) => {
        await tx.query(
          'SELECT 1 FROM assignment_members WHERE assignment_id = $1 AND user_id = $2 FOR UPDATE',
          [assignment.id, user.id],
        );
        const [open] = await tx.query<{ id: string; deadline: Date; submitted_at: Date | null }>(
          body?.attempt_id
            ? `SELECT id, deadline, submitted_at FROM assignment_attempts
               WHERE id = $3 AND assignment_id = $1 AND user_id = $2`
            : `SELECT id, deadline, submitted_at FROM assignment_attempts
               WHERE assignment_id = $1 AND user_id = $2 AND submitted_at IS NULL
               ORDER BY started_at DESC LIMIT 1`,
          body?.attempt_id ? [assignment.id, user.id, body.attempt_id] : [assignment.id, user.id],
        );
        if (body?.attempt_id && !open) throw notFound('Attempt not found');
        if (open?.submitted_at) return; // closing the same attempt twice counts once
        const counts = await attemptCounts(tx, assignment.id, user.id, ATTEMPT_GRACE_SECONDS);
        if (counts.submitted >= assignment.attempts)
          throw conflict('You have used all your attempts');
        const now = new Date();
        if (open) {
          await tx.query(
            'UPDATE assignment_attempts SET submitted_at = $2, late = $3 WHERE id = $1',
            [open.id, now, isLate(now, open.deadline)],
          );
          return;
        }
        // The specs' client finishes without starting: the attempt is recorded as it ends.
        if (now.getTime() > assignment.schedule.getTime())
          throw conflict('This assignment has expired');
        await tx.query(
          `INSERT INTO assignment_attempts (assignment_id, user_id, started_at, deadline, submitted_at)
           VALUES ($1, $2, $3, $3, $3)`,
          [assignment.id, user.id, now],
        );
      });
      return { status: 200, body: await progress(assignment, user) };
    }),

    route('get', '/assignments/assignment_score/{id}', async ({ user, params }) => {
      const assignment = await findAssignment(db, params.id);
      const isTeacher = assignment.teacher_id === user.id;
      if (!isTeacher) await heldAssignment(db, params.id, user);
      const [row] = await db.query<{ average_score: number | null; timestamp: Date | null }>(
        `SELECT round(avg(score), 2)::float8 AS average_score, max(submitted_at) AS timestamp
         FROM attempts WHERE assignment_id = $1 AND ($2::uuid IS NULL OR user_id = $2)`,
        [params.id, isTeacher ? null : user.id],
      );
      return {
        status: 200,
        body: {
          average_score: row?.average_score ?? null,
          timestamp: isoOrNull(row?.timestamp ?? null),
        },
      };
    }),
  ];
}
