import { serverMessage } from '@lingua/i18n/server';
import { findSitting } from '../assignments/queries';
import type { Deps } from '../deps';
import { gradedInSitting } from '../grading/queries';
import { notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import { attachment } from './csv';
import {
  toAccommodation,
  toAnswerToCheck,
  toExtension,
  toFlag,
  toGradebookSitting,
} from './mappers';
import {
  assignmentExtensions,
  correctAnswer,
  deleteExtension,
  findSittingRow,
  holderName,
  memberName,
  roomAccommodations,
  roomAnswersToCheck,
  roomName,
  roomSittings,
  setExcused,
  storeAccommodation,
  storeExtension,
  upsertFlag,
} from './queries';
import { assignmentCsv, itemAnalysis, roomCsv, sittingDetail } from './reports';
import { gradeOnRubric } from './rubric';
import {
  applyVerdict,
  creditOf,
  extensionRefusal,
  requireFinished,
  teacherAssignment,
  teacherSitting,
} from './rules';
import { decideToCheck } from './toCheck';

const NO_GRADED_ITEM = serverMessage('error.gradebook.noGradedItem');
const CSV = 'text/csv; charset=utf-8';

export function gradebookRoutes({ db }: Deps): RouteDefinition[] {
  return [
    route('get', '/gradebook/rooms/{id}/sittings', async ({ user, params, query }) => {
      await requireRoomTeacher(db, params.id, user);
      const rows = await roomSittings(db, params.id, {
        userId: query.user_id,
        assignmentId: query.assignment_id,
      });
      return { status: 200, body: { sittings: rows.map(toGradebookSitting) } };
    }),

    route('get', '/gradebook/sittings/{id}', async ({ user, params }) => {
      const sitting = await teacherSitting(db, params.id, user);
      return { status: 200, body: await sittingDetail(db, sitting) };
    }),

    route('post', '/gradebook/sittings/{id}/overrides', async ({ user, params, body }) => {
      requireFinished(await teacherSitting(db, params.id, user));
      const detail = await db.transaction(async (tx) => {
        const answer = await gradedInSitting(tx, params.id, body.exercise_id, {
          forUpdate: true,
        });
        const credit = creditOf[body.verdict];
        const comment = body.comment?.trim() ?? '';
        const change =
          answer && applyVerdict(answer.results, body.item_id, credit, comment, new Date());
        if (!answer || !change) throw notFound(NO_GRADED_ITEM);
        await correctAnswer(tx, {
          answerId: answer.id,
          itemId: body.item_id,
          score: change.score,
          results: change.results,
          isCorrect: credit === 1,
          teacherId: user.id,
          from: change.from,
          to: credit,
          comment,
        });
        const sitting = await findSittingRow(tx, params.id);
        if (!sitting) throw notFound(serverMessage('error.gradebook.sittingNotFound'));
        return sittingDetail(tx, sitting);
      });
      return { status: 200, body: detail };
    }),

    route('post', '/gradebook/sittings/{id}/rubric', async ({ user, params, body }) => {
      requireFinished(await teacherSitting(db, params.id, user));
      const detail = await db.transaction(async (tx) => {
        const before = await findSittingRow(tx, params.id);
        if (!before) throw notFound(serverMessage('error.gradebook.sittingNotFound'));
        await gradeOnRubric(tx, before, { ...body, teacherId: user.id });
        // Read again: the sitting's score follows the item's new credit.
        const sitting = await findSittingRow(tx, params.id);
        if (!sitting) throw notFound(serverMessage('error.gradebook.sittingNotFound'));
        return sittingDetail(tx, sitting);
      });
      return { status: 200, body: detail };
    }),

    route('get', '/gradebook/rooms/{id}/to_check', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      const rows = await roomAnswersToCheck(db, params.id);
      return { status: 200, body: { answers: rows.map(toAnswerToCheck) } };
    }),

    route('post', '/gradebook/sittings/{id}/to_check', async ({ user, params, body }) => {
      requireFinished(await teacherSitting(db, params.id, user));
      const decided = await db.transaction((tx) =>
        decideToCheck(tx, {
          sittingId: params.id,
          exerciseId: body.exercise_id,
          itemId: body.item_id,
          decision: body.decision,
          teacherId: user.id,
        }),
      );
      return { status: 200, body: decided };
    }),

    route('put', '/gradebook/sittings/{id}/excused', async ({ user, params, body }) => {
      requireFinished(await teacherSitting(db, params.id, user));
      await setExcused(db, params.id, body.excused);
      const sitting = await findSittingRow(db, params.id);
      if (!sitting) throw notFound(serverMessage('error.gradebook.sittingNotFound'));
      return { status: 200, body: toGradebookSitting(sitting) };
    }),

    route('put', '/gradebook/sittings/{id}/flags', async ({ user, params, body }) => {
      // Someone else's sitting answers as an unknown one: its existence is not theirs to learn.
      const own = await findSitting(db, params.id, user.id);
      if (!own) throw notFound(serverMessage('error.gradebook.sittingNotFound'));
      const answer = await db.transaction(async (tx) => {
        const graded = await gradedInSitting(tx, params.id, body.exercise_id, {
          forUpdate: true,
        });
        if (!graded?.results.some((item) => item.id === body.item_id))
          throw notFound(NO_GRADED_ITEM);
        const note = body.note?.trim() ?? '';
        return { note, flagged_at: await upsertFlag(tx, graded.id, body.item_id, note) };
      });
      return {
        status: 200,
        body: toFlag({ exercise_id: body.exercise_id, item_id: body.item_id, ...answer }),
      };
    }),

    route('get', '/gradebook/rooms/{id}/accommodations', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      const rows = await roomAccommodations(db, params.id);
      return { status: 200, body: { accommodations: rows.map(toAccommodation) } };
    }),

    route(
      'put',
      '/gradebook/rooms/{id}/accommodations/{userId}',
      async ({ user, params, body }) => {
        await requireRoomTeacher(db, params.id, user);
        const name = await memberName(db, params.id, params.userId);
        if (name === undefined) throw notFound(serverMessage('error.gradebook.notRoomMember'));
        await storeAccommodation(db, params.id, params.userId, body);
        return {
          status: 200,
          body: toAccommodation({ student_id: params.userId, student_name: name, ...body }),
        };
      },
    ),

    route('get', '/gradebook/assignments/{id}/extensions', async ({ user, params }) => {
      await teacherAssignment(db, params.id, user);
      const rows = await assignmentExtensions(db, params.id);
      return { status: 200, body: { extensions: rows.map(toExtension) } };
    }),

    route(
      'put',
      '/gradebook/assignments/{id}/extensions/{userId}',
      async ({ user, params, body }) => {
        const assignment = await teacherAssignment(db, params.id, user);
        const name = await holderName(db, params.id, params.userId);
        if (name === undefined) throw notFound(serverMessage('error.gradebook.notHolding'));
        extensionRefusal(body.schedule, assignment.schedule);
        const schedule = await storeExtension(db, params.id, params.userId, body.schedule);
        return {
          status: 200,
          body: toExtension({ student_id: params.userId, student_name: name, schedule }),
        };
      },
    ),

    route('delete', '/gradebook/assignments/{id}/extensions/{userId}', async ({ user, params }) => {
      await teacherAssignment(db, params.id, user);
      await deleteExtension(db, params.id, params.userId);
      return { status: 204 };
    }),

    route('get', '/gradebook/assignments/{id}/item_analysis', async ({ user, params }) => {
      const assignment = await teacherAssignment(db, params.id, user);
      return { status: 200, body: await itemAnalysis(db, assignment) };
    }),

    route('get', '/gradebook/rooms/{id}/export', async ({ user, params, reply }) => {
      await requireRoomTeacher(db, params.id, user);
      const csv = await roomCsv(db, params.id);
      reply
        .type(CSV)
        .header('content-disposition', attachment(await roomName(db, params.id), 'grades'));
      return { status: 200, body: csv };
    }),

    route('get', '/gradebook/assignments/{id}/export', async ({ user, params, reply }) => {
      const assignment = await teacherAssignment(db, params.id, user);
      const csv = await assignmentCsv(db, assignment);
      reply
        .type(CSV)
        .header('content-disposition', attachment(assignment.assignment_text, 'results'));
      return { status: 200, body: csv };
    }),
  ];
}
