import type { GradebookSittingDetail } from '../../features/gradebook/queries';

type Exercises = GradebookSittingDetail['exercises'];

/**
 * The sitting's exercises and items as the student met them: when the assignment shuffled, in
 * the order dealt to this sitting with each question as it was shown (its choices in their
 * dealt order); otherwise the template's. Anything the order does not name keeps its place at
 * the end, so the teacher never loses an item.
 */
export function asDealt({ exercises, order }: GradebookSittingDetail): Exercises {
  if (!order) return exercises;
  const dealtIds = new Set(order.map((dealt) => dealt.exercise_id));
  const dealt = order.flatMap((dealtExercise) => {
    const exercise = exercises.find((each) => each.exercise_id === dealtExercise.exercise_id);
    if (!exercise) return [];
    const shown = dealtExercise.items.flatMap(({ id, prompt }) => {
      const item = exercise.items.find((each) => each.id === id);
      return item ? [{ ...item, question: prompt }] : [];
    });
    const shownIds = new Set(shown.map((item) => item.id));
    return [
      { ...exercise, items: [...shown, ...exercise.items.filter((i) => !shownIds.has(i.id))] },
    ];
  });
  return [...dealt, ...exercises.filter((exercise) => !dealtIds.has(exercise.exercise_id))];
}

/**
 * The version of each exercise the sitting was dealt, by the exercise's place in the template
 * (0: the exercise itself); none when the assignment dealt no versions.
 */
export function dealtVersions({
  exercises,
  order,
}: GradebookSittingDetail): { position: number; version: number }[] {
  return exercises.flatMap(({ exercise_id, position }) => {
    const version = order?.find((dealt) => dealt.exercise_id === exercise_id)?.version;
    return version === undefined ? [] : [{ position, version }];
  });
}
