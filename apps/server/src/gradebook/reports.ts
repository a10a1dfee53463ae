import type { AssignmentRow } from '../assignments/queries';
import { sittingOrder } from '../assignments/sittings';
import type { Queryable } from '../db/db';
import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';
import { type Cell, toCsv } from './csv';
import { toSittingDetail } from './mappers';
import {
  assignmentDealtVersions,
  assignmentFlags,
  findSittingRow,
  flagsOf,
  holdersWithLatestSitting,
  latestCountedAnswers,
  overridesOf,
  roomAssignments,
  roomGrades,
  type SittingRow,
  sittingExercises,
  templateExercises,
} from './queries';
import { analyseItems } from './rules';

/** A sitting as the teacher reviews it, read inside the caller's transaction when given one. */
export async function sittingDetail(
  db: Queryable,
  sitting: SittingRow,
): Promise<Schemas['GradebookSittingDetail']> {
  const exercises = await sittingExercises(db, sitting.id, sitting.template_id);
  const answerIds = exercises.flatMap((exercise) => exercise.attempt_id ?? []);
  const order = await sittingOrder(db, sitting, sitting);
  return {
    ...toSittingDetail(
      sitting,
      exercises,
      await overridesOf(db, answerIds),
      await flagsOf(db, answerIds),
    ),
    ...(order ? { order } : {}),
  };
}

export async function itemAnalysis(
  db: Queryable,
  assignment: AssignmentRow,
): Promise<Schemas['ItemAnalysis']> {
  const { students, questions } = analyseItems(
    await templateExercises(db, assignment.template_id),
    await latestCountedAnswers(db, assignment.id),
  );
  const flags = await assignmentFlags(db, assignment.id);
  return {
    assignment_id: assignment.id,
    students,
    questions: questions.map((question) => ({
      ...question,
      flags: flags
        .filter(
          (flag) => flag.exercise_id === question.exercise_id && flag.item_id === question.item_id,
        )
        .map((flag) => ({
          student_name: flag.student_name,
          note: flag.note,
          flagged_at: iso(flag.flagged_at),
        })),
    })),
  };
}

/** One row per member, one column per assignment (their average there), and their average. */
export async function roomCsv(db: Queryable, roomId: string): Promise<string> {
  const assignments = await roomAssignments(db, roomId);
  const rows: Cell[][] = [
    ['Student', ...assignments.map((assignment) => assignment.assignment_text), 'Average'],
  ];
  for (const student of await roomGrades(db, roomId))
    rows.push([
      student.student_name,
      ...assignments.map((assignment) => student.scores[assignment.id] ?? null),
      student.average,
    ]);
  return toCsv(rows);
}

/** One row per holder from their latest finished sitting, one column per question's credit. */
export async function assignmentCsv(db: Queryable, assignment: AssignmentRow): Promise<string> {
  const exercises = await templateExercises(db, assignment.template_id);
  const questions = exercises.flatMap((exercise) =>
    exercise.answer_key.map((key) => ({
      exerciseId: exercise.exercise_id,
      itemId: key.id,
      label: `${exercise.position}.${key.id}`,
    })),
  );
  // With versions dealt, a column per exercise ("1.version", beside its questions' "1.1"...)
  // names each student's version (0: the exercise itself).
  const versioned = assignment.deal_versions || (await assignmentDealtVersions(db, assignment.id));
  const versionColumns = versioned
    ? exercises.map((exercise) => ({
        exerciseId: exercise.exercise_id,
        label: `${exercise.position}.version`,
      }))
    : [];
  const rows: Cell[][] = [
    [
      'Student',
      'Attempt',
      'Submitted',
      'Minutes',
      'Late',
      'Excused',
      'Score',
      ...versionColumns.map((column) => column.label),
      ...questions.map((question) => question.label),
    ],
  ];
  for (const holder of await holdersWithLatestSitting(db, assignment.id)) {
    const sitting = holder.sitting_id ? await findSittingRow(db, holder.sitting_id) : undefined;
    if (!sitting) {
      rows.push([
        holder.student_name,
        ...Array<Cell>(6 + versionColumns.length + questions.length).fill(null),
      ]);
      continue;
    }
    const detail = await sittingDetail(db, sitting);
    const credit = new Map(
      detail.exercises.flatMap((exercise) =>
        exercise.items.map((item) => [`${exercise.exercise_id}:${item.id}`, item.credit]),
      ),
    );
    rows.push([
      holder.student_name,
      detail.sitting.attempt_number,
      detail.sitting.submitted_at,
      detail.sitting.minutes_taken,
      detail.sitting.late ? 'yes' : 'no',
      detail.sitting.excused ? 'yes' : 'no',
      detail.sitting.score,
      ...versionColumns.map(
        (column) =>
          detail.order?.find((dealt) => dealt.exercise_id === column.exerciseId)?.version ?? null,
      ),
      ...questions.map(
        (question) => credit.get(`${question.exerciseId}:${question.itemId}`) ?? null,
      ),
    ]);
  }
  return toCsv(rows);
}
