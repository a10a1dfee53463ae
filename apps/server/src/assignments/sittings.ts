import type { Engine } from '@lingua/content';
import { type ServerMessage, serverMessage } from '@lingua/i18n/server';
import type { Db, Queryable } from '../db/db';
import {
  blankAnswer,
  type GradableExercise,
  type Grade,
  gradeAnswer,
  reviewOf,
  storeInSittingOnce,
} from '../grading/grading';
import {
  gradableExercises,
  gradedExerciseIds,
  gradedInSitting,
  versionsOfExercises,
} from '../grading/queries';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import type { Schemas } from '../shared/schemas';
import { type DealtOrder, deal, newSeed, type ShuffleSettings, sameDeal, shuffles } from './deal';
import {
  type AssignmentRow,
  assignmentExerciseIds,
  type DealtVersionRow,
  dealtCounts,
  findSitting,
  finishSitting,
  heldAssignment,
  heldAssignmentsWithExercise,
  insertSitting,
  insertSittingVersions,
  lockDealing,
  lockHolder,
  lockOpenSitting,
  type OwnedSitting,
  roomAssignmentsWithExercise,
  saveAnswer,
  savedAnswers,
  sittingsOf,
  sittingVersions,
  versionsHad,
} from './queries';
import {
  answersRefusal,
  decideOpen,
  isOpenInRoom,
  isOpenToStudent,
  openInRoomRefusal,
  outsideSittingRefusal,
  type Sitting,
  saveRefusal,
  typedAt,
} from './rules';
import { answerAsDealt, asDealtVersion, chooseVersion } from './versions';

/**
 * The timed sitting, whole: enter one, resolve the one a call means, review an answer in it,
 * close it. The model grades outside every transaction; what it graded is stored in a short
 * transaction under the student's lock that checks again that the exercise has no grade yet.
 */

const ATTEMPT_NOT_FOUND = serverMessage('error.assignments.attemptNotFound');

/**
 * Resumes the student's open sitting or starts one, under the lock on their holding (two tabs
 * cannot both start one). Throws 409 when the schedule has passed or no attempt is left.
 */
export async function enterSitting(
  tx: Queryable,
  assignment: AssignmentRow,
  userId: string,
): Promise<{ sitting: Sitting; resumed: boolean }> {
  await lockHolder(tx, assignment.id, userId);
  const sittings = await sittingsOf(tx, assignment.id, userId);
  const decision = decideOpen(new Date(), assignment, sittings);
  if (decision.kind === 'refuse') throw conflict(decision.detail);
  if (decision.kind === 'resume') return { sitting: decision.sitting, resumed: true };
  const seed = await seedFor(tx, assignment, sittings);
  const sitting = await insertSitting(tx, assignment.id, userId, assignment.time_limit, seed);
  if (assignment.deal_versions)
    await insertSittingVersions(tx, sitting.id, await versionsFor(tx, assignment, userId));
  return { sitting, resumed: false };
}

/**
 * The version of each of the template's exercises a new sitting of the student is dealt (see
 * `chooseVersion`), under a lock on the assignment so two students starting together count each
 * other's deal.
 */
async function versionsFor(
  tx: Queryable,
  assignment: AssignmentRow,
  userId: string,
): Promise<DealtVersionRow[]> {
  await lockDealing(tx, assignment.id);
  const ids = await assignmentExerciseIds(tx, assignment.template_id);
  const stored = await versionsOfExercises(tx, ids);
  const counts = await dealtCounts(tx, assignment.id);
  const had = await versionsHad(tx, assignment.id, userId);
  return ids.map((exerciseId): DealtVersionRow => {
    const own = stored.filter((version) => version.exercise_id === exerciseId);
    const version = chooseVersion(
      [0, ...own.map((each) => each.number)],
      new Map(
        counts
          .filter((count) => count.exercise_id === exerciseId)
          .map((count) => [count.version, count.dealt]),
      ),
      had.filter((each) => each.exercise_id === exerciseId).map((each) => each.version),
    );
    const content = own.find((each) => each.number === version);
    return {
      exercise_id: exerciseId,
      version,
      results: content?.results ?? null,
      answer_key: content?.answer_key ?? null,
    };
  });
}

/** The exercises as the sitting was dealt them: each its version's prompts and key. */
export async function asDealt<T extends GradableExercise>(
  db: Queryable,
  sittingId: string,
  exercises: readonly T[],
): Promise<T[]> {
  const dealt = new Map(
    (await sittingVersions(db, sittingId)).map((row) => [row.exercise_id, row]),
  );
  return exercises.map((exercise) => asDealtVersion(exercise, dealt.get(exercise.id)));
}

/** The template's exercises in its order, with their keys (what an order is dealt from). */
async function templateExercises(db: Queryable, templateId: string) {
  const ids = await assignmentExerciseIds(db, templateId);
  const byId = new Map(
    (await gradableExercises(db, ids)).map((exercise) => [exercise.id, exercise]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A new sitting's seed. Every sitting records one (so a setting turned on later applies to it at
 * its next load); when the assignment shuffles, one that deals another order than the student's
 * previous sitting (a retake does not meet the same order again, unless there is only one).
 */
async function seedFor(
  db: Queryable,
  assignment: AssignmentRow,
  sittings: readonly Sitting[],
): Promise<number> {
  const previous = sittings.at(-1)?.deal_seed;
  let seed = newSeed();
  if (!shuffles(assignment) || previous === undefined || previous === null) return seed;
  const exercises = await templateExercises(db, assignment.template_id);
  const before = deal(previous, exercises, assignment);
  for (let tries = 1; tries < 10 && sameDeal(deal(seed, exercises, assignment), before); tries++)
    seed = newSeed();
  return seed;
}

/**
 * The order a sitting presents, dealt from its seed with the assignment's settings as they are
 * now, with the prompts of the versions it was dealt (each exercise naming its version);
 * undefined when the assignment shuffles nothing and the sitting was dealt no versions (the
 * template's order and content).
 */
export async function sittingOrder(
  db: Queryable,
  assignment: ShuffleSettings & { template_id: string },
  sitting: Pick<Sitting, 'id' | 'deal_seed'>,
): Promise<DealtOrder | undefined> {
  const seed = sitting.deal_seed ?? null;
  const versions = await sittingVersions(db, sitting.id);
  const shuffled = seed !== null && shuffles(assignment);
  if (!shuffled && versions.length === 0) return undefined;
  const dealt = new Map(versions.map((row) => [row.exercise_id, row]));
  const exercises = (await templateExercises(db, assignment.template_id)).map((exercise) =>
    asDealtVersion(exercise, dealt.get(exercise.id)),
  );
  const settings = shuffled ? assignment : { shuffle_questions: false, shuffle_options: false };
  return deal(seed ?? 0, exercises, settings).map((entry) => {
    const version = dealt.get(entry.exercise_id)?.version;
    return version === undefined ? entry : { ...entry, version };
  });
}

/** Which sitting a call means: the one it names, else the assignment's open one or a new one. */
export interface SittingRequest {
  assignmentId?: string | undefined;
  attemptId?: string | null | undefined;
}

/**
 * The caller's sitting a call means: the one named (theirs, of the assignment if one is given),
 * else the open one resumed or a new one (the specs' client sends no attempt). The caller must
 * hold the assignment; `check` runs before a sitting is entered (nothing is spent on a call that
 * is refused). With `takingAnswers`, a named sitting that is finished or out of time is a 409.
 */
export async function resolveSitting(
  db: Db,
  user: AuthUser,
  request: SittingRequest,
  options: { takingAnswers: boolean; check?: (assignment: AssignmentRow) => Promise<void> },
): Promise<{ assignment: AssignmentRow; sitting: OwnedSitting }> {
  let assignmentId = request.assignmentId;
  let assignment = assignmentId ? await heldAssignment(db, assignmentId, user) : undefined;
  if (request.attemptId) {
    const named = await findSitting(db, request.attemptId, user.id);
    if (!named || (assignmentId && named.assignment_id !== assignmentId))
      throw notFound(ATTEMPT_NOT_FOUND);
    assignmentId = named.assignment_id;
  }
  assignment ??= await heldAssignment(db, assignmentId as string, user);
  await options.check?.(assignment);
  const held = assignment;
  const sitting = await db.transaction(async (tx): Promise<OwnedSitting> => {
    const owner = { assignment_id: held.id, user_id: user.id };
    if (!request.attemptId) return { ...(await enterSitting(tx, held, user.id)).sitting, ...owner };
    await lockHolder(tx, held.id, user.id);
    const named = await findSitting(tx, request.attemptId, user.id);
    if (!named) throw notFound(ATTEMPT_NOT_FOUND);
    const refusal = options.takingAnswers ? answersRefusal(named, new Date()) : undefined;
    if (refusal) throw conflict(refusal);
    return named;
  });
  return { assignment: held, sitting };
}

/**
 * An answer given inside an assignment: graded in its sitting (see `resolveSitting`). Each
 * exercise of a sitting is graded once: asked again, the same grade comes back.
 */
export async function reviewInSitting(
  db: Db,
  engine: Engine,
  user: AuthUser,
  exercise: GradableExercise,
  answer: { user_answer: Schemas['UserAnswer']; duration_seconds?: number | undefined },
  request: SittingRequest,
): Promise<Grade & { attemptId: string }> {
  const { assignment, sitting } = await resolveSitting(db, user, request, {
    takingAnswers: true,
    check: async ({ template_id }) => {
      if (!(await assignmentExerciseIds(db, template_id)).includes(exercise.id))
        throw unprocessable({ exercise_id: serverMessage('error.exercises.notInAssignment') });
    },
  });
  const graded = await gradedInSitting(db, sitting.id, exercise.id);
  if (graded) return { score: graded.score, response: graded.results, attemptId: sitting.id };
  const [dealt = exercise] = await asDealt(db, sitting.id, [exercise]);
  const userAnswer =
    dealt === exercise ? answer.user_answer : answerAsDealt(dealt, answer.user_answer);
  const grade = await gradeAnswer(db, engine, user.id, dealt, userAnswer);
  const kept = await db.transaction(async (tx) => {
    await lockHolder(tx, assignment.id, user.id);
    return storeInSittingOnce(
      tx,
      sitting.id,
      reviewOf(user.id, dealt, userAnswer, grade, {
        assignmentId: assignment.id,
        durationSeconds: answer.duration_seconds,
      }),
    );
  });
  return { ...kept, attemptId: sitting.id };
}

/** One answer of a save, taken or refused with the reason. */
export type SaveOutcome =
  | { exercise_id: string; saved: true; saved_at: Date }
  | { exercise_id: string; saved: false; refusal: ServerMessage };

/**
 * Keeps the answers of the caller's named sitting as typed (each exercise's whole answer, the
 * last one by the browser's time): 404 for a sitting not theirs, 422 for an exercise outside the
 * assignment, 409 once the sitting takes no more answers; each answer is taken or refused.
 */
export async function saveInSitting(
  db: Db,
  user: AuthUser,
  assignmentId: string,
  attemptId: string,
  answers: Schemas['SavedAnswer'][],
): Promise<SaveOutcome[]> {
  const assignment = await heldAssignment(db, assignmentId, user);
  const sitting = await findSitting(db, attemptId, user.id);
  if (!sitting || sitting.assignment_id !== assignment.id) throw notFound(ATTEMPT_NOT_FOUND);
  const inTemplate = new Set(await assignmentExerciseIds(db, assignment.template_id));
  const outside = answers.findIndex((answer) => !inTemplate.has(answer.exercise_id));
  if (outside >= 0)
    throw unprocessable({
      [`answers.${outside}.exercise_id`]: serverMessage('error.exercises.notInAssignment'),
    });
  return db.transaction(async (tx) => {
    await lockHolder(tx, assignment.id, user.id);
    const now = new Date();
    const current = (await findSitting(tx, sitting.id, user.id)) ?? sitting;
    const refusal = answersRefusal(current, now);
    if (refusal) throw conflict(refusal);
    const graded = await gradedExerciseIds(tx, sitting.id);
    const outcomes: SaveOutcome[] = [];
    for (const answer of answers) {
      const typed = typedAt(new Date(answer.saved_at), now);
      const refused = saveRefusal(current, now, typed, graded.has(answer.exercise_id));
      outcomes.push(
        refused
          ? { exercise_id: answer.exercise_id, saved: false, refusal: refused }
          : {
              exercise_id: answer.exercise_id,
              saved: true,
              saved_at: await saveAnswer(
                tx,
                sitting.id,
                answer.exercise_id,
                answer.user_answer,
                typed,
              ),
            },
      );
    }
    return outcomes;
  });
}

/** How often closing grades again the answers saved while it graded, before it keeps them. */
const CLOSE_ROUNDS = 3;

interface Ungraded {
  exercise: GradableExercise;
  answer: Schemas['UserAnswer'];
  /** When the server stored the saved answer graded (null: nothing saved, graded blank). */
  savedAt: number | null;
}

/** The exercises of the sitting without a grade, with the last answer saved for each. */
async function ungraded(db: Queryable, sitting: OwnedSitting, templateId: string) {
  const graded = await gradedExerciseIds(db, sitting.id);
  const pending = (await assignmentExerciseIds(db, templateId)).filter((id) => !graded.has(id));
  const saved = new Map((await savedAnswers(db, sitting.id)).map((row) => [row.exercise_id, row]));
  const dealt = await asDealt(db, sitting.id, await gradableExercises(db, pending));
  return dealt.map((exercise): Ungraded => {
    const kept = saved.get(exercise.id);
    return {
      exercise,
      answer: kept ? answerAsDealt(exercise, kept.user_answer) : blankAnswer(exercise),
      savedAt: kept?.saved_at.getTime() ?? null,
    };
  });
}

/**
 * Grades the last saved answer of every exercise the sitting has no grade for yet (blank when
 * nothing was saved), then finishes it: the score comes from the last answer the student saved.
 * The model grades outside any transaction; the grades are stored and the sitting finished in
 * one short transaction under the student's lock, where an answer saved meanwhile is graded
 * again. False when the sitting was finished already (closing twice counts once).
 */
export async function closeSitting(
  db: Db,
  engine: Engine,
  sitting: OwnedSitting,
  templateId: string,
  at: Date,
  late: boolean,
): Promise<boolean> {
  for (let round = 1; ; round += 1) {
    const grades: (Ungraded & { grade: Grade })[] = [];
    for (const item of await ungraded(db, sitting, templateId))
      grades.push({
        ...item,
        grade: await gradeAnswer(db, engine, sitting.user_id, item.exercise, item.answer),
      });
    const outcome = await db.transaction(async (tx) => {
      await lockHolder(tx, sitting.assignment_id, sitting.user_id);
      if (!(await lockOpenSitting(tx, sitting.id))) return 'finished already';
      const savedNow = new Map(
        (await savedAnswers(tx, sitting.id)).map((row) => [row.exercise_id, row.saved_at]),
      );
      let changed = false;
      for (const { exercise, answer, savedAt, grade } of grades) {
        if (round < CLOSE_ROUNDS && (savedNow.get(exercise.id)?.getTime() ?? null) !== savedAt) {
          changed = true;
          continue;
        }
        await storeInSittingOnce(
          tx,
          sitting.id,
          reviewOf(sitting.user_id, exercise, answer, grade, {
            assignmentId: sitting.assignment_id,
          }),
        );
      }
      if (changed) return 'saved meanwhile';
      return (await finishSitting(tx, sitting.id, at, late)) ? 'finished' : 'finished already';
    });
    if (outcome !== 'saved meanwhile') return outcome === 'finished';
  }
}

/**
 * Integrity: an exercise of an assignment still open in one of the caller's rooms is not
 * practised outside a sitting, by anyone in the room (holder or not, finished or not): its
 * feedback shows the key. A holder who may still sit it is told to answer it there. Throws 409.
 */
export async function refusePracticeWhileOpen(
  db: Queryable,
  userId: string,
  exerciseId: string,
): Promise<void> {
  const now = new Date();
  for (const assignment of await heldAssignmentsWithExercise(db, userId, exerciseId)) {
    if (isOpenToStudent(now, assignment, await sittingsOf(db, assignment.id, userId)))
      throw conflict(outsideSittingRefusal);
  }
  const open = (await roomAssignmentsWithExercise(db, userId, exerciseId)).some((assignment) =>
    isOpenInRoom(now, assignment),
  );
  if (open) throw conflict(openInRoomRefusal);
}
