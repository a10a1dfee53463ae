import type { Schemas } from '../shared/schemas';
import { iso, isoOrNull } from '../shared/time';
import type {
  AccommodationRow,
  ExtensionRow,
  FlagRow,
  OverrideRow,
  SittingExerciseRow,
  SittingRow,
  ToCheckRow,
} from './queries';
import { withCriteria } from './rubric';
import { itemCredit, itemQuestion, studentAnswer } from './rules';

const minutesBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / 6000) / 10;

export const toGradebookSitting = (row: SittingRow): Schemas['GradebookSitting'] => ({
  attempt_id: row.id,
  assignment_id: row.assignment_id,
  assignment_text: row.assignment_text,
  student_id: row.user_id,
  student_name: row.student_name,
  attempt_number: row.attempt_number,
  started_at: iso(row.started_at),
  deadline: iso(row.deadline),
  submitted_at: isoOrNull(row.submitted_at),
  minutes_taken: row.submitted_at
    ? Math.max(0, minutesBetween(row.started_at, row.submitted_at))
    : null,
  late: row.late,
  score: row.score,
  excused: row.excused,
  overridden: row.overridden,
});

export const toFlag = (row: Omit<FlagRow, 'student_name' | 'attempt_id'>): Schemas['ItemFlag'] => ({
  exercise_id: row.exercise_id,
  item_id: row.item_id,
  note: row.note,
  flagged_at: iso(row.flagged_at),
});

const toOverride = (row: OverrideRow): Schemas['ItemOverride'] => ({
  teacher_name: row.teacher_name,
  at: iso(row.created_at),
  from: row.from_credit,
  to: row.to_credit,
  comment: row.comment,
  ...(row.rubric ? { rubric: row.rubric } : {}),
});

const itemKey = (answerId: string, itemId: number) => `${answerId}:${itemId}`;

/** A sitting with every item of every exercise, its verdict, overrides and the student's flag. */
export function toSittingDetail(
  sitting: SittingRow,
  exercises: readonly SittingExerciseRow[],
  overrides: readonly OverrideRow[],
  flags: readonly FlagRow[],
): Schemas['GradebookSittingDetail'] {
  const history = new Map<string, Schemas['ItemOverride'][]>();
  for (const row of overrides) {
    const key = itemKey(row.attempt_id, row.item_id);
    history.set(key, [...(history.get(key) ?? []), toOverride(row)]);
  }
  const flagged = new Map(flags.map((row) => [itemKey(row.attempt_id, row.item_id), toFlag(row)]));
  return {
    sitting: toGradebookSitting(sitting),
    exercises: exercises.map((exercise) => {
      const criteria = withCriteria(exercise);
      return {
        exercise_id: exercise.exercise_id,
        type: exercise.type,
        position: exercise.position,
        ...(criteria ? { criteria } : {}),
        score: exercise.score,
        items: exercise.answer_key.flatMap((key) => {
          const review = exercise.review?.find((item) => item.id === key.id);
          if (!exercise.attempt_id || !review) return [];
          const at = itemKey(exercise.attempt_id, key.id);
          return [
            {
              id: key.id,
              question: itemQuestion(exercise.prompts, exercise.answers, key.id),
              student_answer: studentAnswer(exercise.answers, key.id),
              key: key.answer,
              credit: itemCredit(review),
              is_correct: review.is_correct,
              to_check: review.to_check === true,
              feedback: review.feedback,
              tip: review.tip,
              overrides: history.get(at) ?? [],
              ...(review.rubric ? { rubric: review.rubric } : {}),
              flag: flagged.get(at) ?? null,
            },
          ];
        }),
      };
    }),
  };
}

export const toAccommodation = (row: AccommodationRow): Schemas['Accommodation'] => ({
  student_id: row.student_id,
  student_name: row.student_name,
  time_multiplier: row.time_multiplier as Schemas['TimeMultiplier'],
  extra_attempts: row.extra_attempts,
});

export const toExtension = (row: ExtensionRow): Schemas['Extension'] => ({
  student_id: row.student_id,
  student_name: row.student_name,
  schedule: iso(row.schedule),
});

export const toAnswerToCheck = (row: ToCheckRow): Schemas['AnswerToCheck'] => ({
  attempt_id: row.attempt_id,
  assignment_id: row.assignment_id,
  assignment_text: row.assignment_text,
  student_id: row.student_id,
  student_name: row.student_name,
  exercise_id: row.exercise_id,
  item_id: row.item_id,
  question: itemQuestion(row.prompts, row.answers, row.item_id),
  student_answer: studentAnswer(row.answers, row.item_id),
  key: row.answer_key.find((item) => item.id === row.item_id)?.answer ?? '',
  submitted_at: iso(row.submitted_at),
});
