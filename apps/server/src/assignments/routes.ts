import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { gradedExerciseIds } from '../exercises/queries';
import { callerLocale } from '../http/callerLocale';
import { conflict, detailText, forbidden, notFound, unprocessable } from '../http/errors';
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
  assignmentExerciseIds,
  assignmentScore,
  assignRoomMembers,
  deleteAssignment,
  findAssignment,
  findSitting,
  heldAssignment,
  insertAssignment,
  lockHolder,
  ownAssignment,
  saveAnswer,
  savedAnswers,
  sittingsOf,
  studentAssignments,
  teacherAssignments,
  templateOwner,
  updateAssignment,
} from './queries';
import { answersRefusal, attemptsUsed, isLate, openSitting, saveRefusal, typedAt } from './rules';
import { closeSitting, enterSitting } from './sittings';

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
      return { status: resumed ? 200 : 201, body: toAttempt(sitting) };
    }),

    route('get', '/assignments/resume_attempt/{id}', async ({ user, params }) => {
      const assignment = await heldAssignment(db, params.id, user);
      const open = openSitting(await sittingsOf(db, assignment.id, user.id), new Date());
      return {
        status: 200,
        body: {
          attempt: open ? toAttempt(open) : null,
          answers: open ? (await savedAnswers(db, open.id)).map(toSavedAnswer) : [],
          server_time: iso(new Date()),
        },
      };
    }),

    route('put', '/assignments/save_answers/{id}', async ({ user, params, body, request }) => {
      const assignment = await heldAssignment(db, params.id, user);
      const sitting = await findSitting(db, body.attempt_id, user.id);
      if (!sitting || sitting.assignment_id !== assignment.id)
        throw notFound(serverMessage('error.assignments.attemptNotFound'));
      const inTemplate = new Set(await assignmentExerciseIds(db, assignment.template_id));
      const outside = body.answers.findIndex((answer) => !inTemplate.has(answer.exercise_id));
      if (outside >= 0)
        throw unprocessable({
          [`answers.${outside}.exercise_id`]: serverMessage('error.exercises.notInAssignment'),
        });
      const answers = await db.transaction(async (tx) => {
        await lockHolder(tx, assignment.id, user.id);
        const now = new Date();
        const current = (await findSitting(tx, sitting.id, user.id)) ?? sitting;
        const refusal = answersRefusal(current, now);
        if (refusal) throw conflict(refusal);
        const graded = await gradedExerciseIds(tx, sitting.id);
        const acknowledged = [];
        for (const answer of body.answers) {
          const typed = typedAt(new Date(answer.saved_at), now);
          const refused = saveRefusal(current, now, typed, graded.has(answer.exercise_id));
          acknowledged.push(
            refused
              ? {
                  exercise_id: answer.exercise_id,
                  saved: false,
                  saved_at: null,
                  detail: detailText(callerLocale(request), refused),
                }
              : {
                  exercise_id: answer.exercise_id,
                  saved: true,
                  saved_at: iso(
                    await saveAnswer(tx, sitting.id, answer.exercise_id, answer.user_answer, typed),
                  ),
                },
          );
        }
        return acknowledged;
      });
      return { status: 200, body: { answers, server_time: iso(new Date()) } };
    }),

    route('put', '/assignments/update_attempts/{id}', async ({ user, params, body }) => {
      const assignment = await heldAssignment(db, params.id, user);
      const finished = await db.transaction(async (tx) => {
        let sitting = body?.attempt_id
          ? await findSitting(tx, body.attempt_id, user.id)
          : undefined;
        if (body?.attempt_id && sitting?.assignment_id !== assignment.id)
          throw notFound(serverMessage('error.assignments.attemptNotFound'));
        if (!sitting) {
          // The specs' client finishes without starting: its open sitting, or one recorded now.
          const entered = await enterSitting(tx, assignment, user.id);
          sitting = { ...entered.sitting, assignment_id: assignment.id, user_id: user.id };
        } else {
          await lockHolder(tx, assignment.id, user.id);
        }
        // Closing the same sitting twice counts once: closeSitting skips a finished one.
        const now = new Date();
        await closeSitting(
          tx,
          engine,
          sitting,
          assignment.template_id,
          now,
          isLate(now, sitting.deadline),
        );
        return attemptsUsed(await sittingsOf(tx, assignment.id, user.id)).finished;
      });
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
