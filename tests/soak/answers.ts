import { api } from './serverProcess';

/** A German writing exercise of the student's own to answer many times. */
export async function createWritingExercise(url: string, token: string): Promise<string> {
  const generated = await api(url, 'POST', '/exercises/writing', {
    token,
    body: {
      user_input: 'Travel',
      language: 'German',
      level: 'A2',
      quantity: 1,
      variation: 'Verb Conjugation Drills',
    },
  });
  if (generated.status !== 201) throw new Error(`generation failed: ${generated.status}`);
  return generated.body.data[0].id;
}

/** One graded answer whose text carries `mark`, so the student's export shows which were kept. */
export function writeAnswer(
  url: string,
  token: string,
  exerciseId: string,
  mark: number,
  signal?: AbortSignal,
) {
  return api(url, 'POST', '/exercises/review_answer', {
    token,
    ...(signal ? { signal } : {}),
    body: {
      exercise_id: exerciseId,
      type: 'Writing',
      language: 'German',
      user_answer: { Exercises: [{ id: 1, question: 'ich (gehen)', answer: `write-${mark}` }] },
    },
  });
}

/** The marks of the answers the student's export holds. */
export async function storedMarks(url: string, token: string): Promise<Set<number>> {
  const exported = await api(url, 'GET', '/users/export', { token });
  if (exported.status !== 200) throw new Error(`export failed: ${exported.status}`);
  const marks = exported.body.answers.map(
    (answer: { user_answer: { Exercises: { answer: string }[] } }) =>
      Number(answer.user_answer.Exercises[0]?.answer.replace('write-', '')),
  );
  return new Set(marks);
}
