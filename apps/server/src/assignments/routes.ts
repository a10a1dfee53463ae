import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { detailText, forbidden, notFound, unprocessable } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import { requireTeacher } from '../shared/roles';
import { iso, isoOrNull } from '../shared/time';
import {
  toAssignmentDetails,
  toAttempt,
  toAttemptsStatus,
  toListed,
  toSavedAnswer,
  toStudentListed,
} from './mappers';
import {
  assignmentScore,
  assignRoomMembers,
  deleteAssignment,
  findAssignment,
  heldAssignment,
  insertAssignment,
  ownAssignment,
  savedAnswers,
  sittingsOf,
  studentAssignments,
  teacherAssignments,
  templateOwner,
  updateAssignment,
} from './queries';
import { attemptsUsed, isLate, openSitting } from './rules';
import {
  closeSitting,
  enterSitting,
  resolveSitting,
  saveInSitting,
  sittingOrder,
} from './sittings';

const FUTURE_SCHEDULE = serverMessage('error.assignments.futureSchedule');

function assertFuture(schedule: string) {
  if (new Date(schedule).getTime() <= Date.now())
    throw unprocessable({ schedule: FUTURE_SCHEDULE });
}

export function assignmentRoutes({ db, engine }: Deps): RouteDefinition[] {
  return [
    route('post', '/assignments/create_assignment', async ({ user, body }) => {
      requireTeacher(user);
      await requireRoomTeacher(db, body.room_id, user);
      const owner = await templateOwner(db, body.template_id);
      if (!owner) throw notFound(serverMessage('error.templates.notFound'));
      if (owner !== user.id) throw forbidden(serverMessage('error.assignments.ownTemplatesOnly'));
      assertFuture(body.schedule);
      const id = await insertAssignment(db, {
        teacherId: user.id,
        roomId: body.room_id,
        templateId: body.template_id,
        text: body.assignment_text.trim(),
        description: body.assignment_description.trim(),
        schedule: body.schedule,
        attempts: body.attempts,
        timeLimit: body.time_limit,
        shuffleQuestions: body.shuffle_questions ?? false,
        shuffleOptions: body.shuffle_options ?? false,
        dealVersions: body.deal_versions ?? false,
      });
      return { status: 201, body: toAssignmentDetails(await findAssignment(db, id)) };
    }),

    route('get', '/assignments/users_assignments_list', async ({ user }) => ({
      status: 200,
      body: { assignments: (await teacherAssignments(db, user.id)).map(toListed) },
    })),

    route('get', '/assignments/assignments_completion_list', async ({ user }) => ({
      status: 200,
      body: {
        assignments_completion: (await studentAssignments(db, user.id)).map(toStudentListed),
      },
    })),

    route('patch', '/assignments/update_assignment/{id}', async ({ user, params, body }) => {
      await ownAssignment(db, params.id, user);
      if (body.schedule) assertFuture(body.schedule);
      await updateAssignment(db, params.id, {
        text: body.assignment_text?.trim() ?? null,
        description: body.assignment_description?.trim() ?? null,
        schedule: body.schedule ?? null,
        attempts: body.attempts ?? null,
        timeLimit: body.time_limit ?? null,
        shuffleQuestions: body.shuffle_questions ?? null,
        shuffleOptions: body.shuffle_options ?? null,
        dealVersions: body.deal_versions ?? null,
      });
      return { status: 200, body: toAssignmentDetails(await findAssignment(db, params.id)) };
    }),

    route('delete', '/assignments/delete/{id}', async ({ user, params }) => {
      await ownAssignment(db, params.id, user);
      await deleteAssignment(db, params.id);
      return { status: 204 };
    }),

    route('post', '/assignments/assign_assignment_students', async ({ user, query }) => {
      const assignment = await ownAssignment(db, query.assignment_id, user);
      return { status: 200, body: { assigned: await assignRoomMembers(db, assignment) } };
    }),

    route('post', '/assignments/start_attempt/{id}', async ({ user, params }) => {
      const assignment = await heldAssignment(db, params.id, user);
      const { sitting, resumed } = await db.transaction((tx) =>
        enterSitting(tx, assignment, user.id),
      );
      return {
        status: resumed ? 200 : 201,
        body: toAttempt(sitting, await sittingOrder(db, assignment, sitting)),
      };
    }),

    route('get', '/assignments/resume_attempt/{id}', async ({ user, params }) => {
      const assignment = await heldAssignment(db, params.id, user);
      const open = openSitting(await sittingsOf(db, assignment.id, user.id), new Date());
      return {
        status: 200,
        body: {
          attempt: open ? toAttempt(open, await sittingOrder(db, assignment, open)) : null,
          answers: open ? (await savedAnswers(db, open.id)).map(toSavedAnswer) : [],
          server_time: iso(new Date()),
        },
      };
    }),

    route('put', '/assignments/save_answers/{id}', async ({ user, params, body, request }) => {
      const locale = callerLocale(request);
      const outcomes = await saveInSitting(db, user, params.id, body.attempt_id, body.answers);
      const answers = outcomes.map((outcome) =>
        outcome.saved
          ? { exercise_id: outcome.exercise_id, saved: true, saved_at: iso(outcome.saved_at) }
          : {
              exercise_id: outcome.exercise_id,
              saved: false,
              saved_at: null,
              detail: detailText(locale, outcome.refusal),
            },
      );
      return { status: 200, body: { answers, server_time: iso(new Date()) } };
    }),

    route('put', '/assignments/update_attempts/{id}', async ({ user, params, body }) => {
      // The specs' client finishes without starting: its open sitting, or one recorded now.
      const { assignment, sitting } = await resolveSitting(
        db,
        user,
        { assignmentId: params.id, attemptId: body?.attempt_id },
        { takingAnswers: false },
      );
      // Closing the same sitting twice counts once: closeSitting skips a finished one.
      const now = new Date();
      await closeSitting(
        db,
        engine,
        sitting,
        assignment.template_id,
        now,
        isLate(now, sitting.deadline),
      );
      const finished = attemptsUsed(await sittingsOf(db, assignment.id, user.id)).finished;
      return { status: 200, body: toAttemptsStatus(assignment.attempts, finished) };
    }),

    route('get', '/assignments/assignment_score/{id}', async ({ user, params }) => {
      const assignment = await findAssignment(db, params.id);
      const isTeacher = assignment.teacher_id === user.id;
      if (!isTeacher) await heldAssignment(db, params.id, user);
      const score = await assignmentScore(db, params.id, isTeacher ? null : user.id);
      return {
        status: 200,
        body: { average_score: score.average_score, timestamp: isoOrNull(score.timestamp) },
      };
    }),
  ];
}
