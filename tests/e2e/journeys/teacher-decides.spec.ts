import { type Account, type Api, bearer, type Exercise, ok, type Room } from '../support/api';
import { type AssignedTemplate, assignExercises, sitAssignment } from '../support/assignments';
import { statValue } from '../support/figures';
import { expect, test } from '../support/fixtures';

/**
 * "The teacher decides" (issue 28) against the real server and the built-in grader: a translation
 * the grader can neither prove right nor wrong waits, half credited, for the teacher, who accepts
 * one and refuses another in the gradebook; the scores and room figures follow each decision, and
 * a later student's identical answer is right at once.
 */

/**
 * The translations decided on, as the teacher wrote them in the editor: generated items differ
 * from run to run, and whether a phrase added to one can be proved wrong depends on its words.
 */
const sentences = {
  Title: 'Translations: past simple and will (English A2)',
  Description: 'Translate each sentence into English.',
  Exercises: ['Ayer, mi hermana fue a la cocina.', 'Mañana, tú vendrás a la cocina.'],
};
const sentenceKeys = [
  {
    id: 1,
    answer: 'Yesterday my sister went to the kitchen.',
    grammar_topic: 'past simple',
    kind: 'translate' as const,
  },
  {
    id: 2,
    answer: 'Tomorrow you will come to the kitchen.',
    grammar_topic: 'future with will',
    kind: 'translate' as const,
  },
];

/** The key's sentence with a phrase it does not have: nothing proves it wrong, nor right. */
const borderline = (key: string) => `${key.replace(/[.!?]$/, '')} with a friend.`;

async function withSentences(api: Api, teacher: Account, exercise: Exercise): Promise<Exercise> {
  return ok(
    'write the translations in the editor',
    await api.client.PATCH('/exercises/update_exercise/{id}', {
      ...bearer(teacher),
      params: { path: { id: exercise.id } },
      body: { results: sentences, answer_key: sentenceKeys },
    }),
  );
}

async function translation(api: Api, teacher: Account, quantity: number): Promise<Exercise> {
  const generated = ok(
    'generate a translation exercise',
    await api.client.POST('/exercises/writing', {
      ...bearer(teacher),
      body: {
        language: 'English',
        level: 'A2',
        user_input: 'Food',
        quantity,
        variation: 'Translations',
      },
    }),
  );
  const [exercise] = generated.data;
  if (!exercise?.answer_key) throw new Error('The server generated no translation with its key');
  return exercise;
}

const keys = (exercise: Exercise) =>
  [...(exercise.answer_key ?? [])].sort((a, b) => a.id - b.id).map((item) => item.answer);

async function ownReview(api: Api, student: Account, exercise: Exercise) {
  return ok(
    "read the student's review",
    await api.client.GET('/exercises/user_answer/{id}', {
      ...bearer(student),
      params: { path: { id: exercise.id } },
    }),
  );
}

async function roomAverage(api: Api, teacher: Account, room: Room) {
  return ok(
    'read the room progress',
    await api.client.GET('/metrics/room_progress/{id}', {
      ...bearer(teacher),
      params: { path: { id: room.id } },
    }),
  ).average_score;
}

async function studentScore(api: Api, student: Account, assigned: AssignedTemplate) {
  return ok(
    "read the student's score",
    await api.client.GET('/assignments/assignment_score/{id}', {
      ...bearer(student),
      params: { path: { id: assigned.assignment.id } },
    }),
  ).average_score;
}

test('the teacher accepts a borderline translation; the scores follow and the next identical answer is right at once', async ({
  page,
  api,
  teacher,
  student,
  newEmail,
  signIn,
}) => {
  test.setTimeout(180_000);
  const second = await api.createAccount({
    email: newEmail('second'),
    role: 'student',
    firstName: 'Ada',
  });
  const room = await api.createRoom(
    teacher,
    { name: 'Translations to check', language: 'English', level: 'A2' },
    [student, second],
  );
  // A template holds two exercises: the translations to decide on, and one answered with its key.
  const exercise = await withSentences(api, teacher, await translation(api, teacher, 2));
  const other = await translation(api, teacher, 1);
  const assigned = await assignExercises(
    api,
    teacher,
    room,
    [exercise, other],
    'Translation homework',
  );
  const [firstKey = '', secondKey = ''] = keys(exercise);
  const accepted = borderline(firstKey);
  const refused = borderline(secondKey);
  const answering =
    (...toDecide: string[]) =>
    (given: Exercise) =>
      given.id === exercise.id ? toDecide : keys(given);

  // Both half credited for now (50), each waiting for the teacher, beside the other's 100.
  expect(await sitAssignment(api, student, assigned, answering(accepted, refused))).toEqual([
    50, 100,
  ]);
  expect(await roomAverage(api, teacher, room)).toBe(75);

  await signIn(student);
  await page.goto('/assignments');
  await page.getByRole('tab', { name: 'Completed Assignments' }).click();
  await page.getByRole('button', { name: 'Review Translation homework' }).click();
  const review = page.getByRole('dialog', { name: 'Review: Translation homework' });
  for (const question of ['Question 1', 'Question 2']) {
    const item = review.getByRole('listitem', { name: question });
    await expect(item.getByText('To check', { exact: true })).toBeVisible();
    await expect(item.getByText('Your teacher will check this one.')).toBeVisible();
  }

  await signIn(teacher);
  await page.goto(`/rooms/${room.id}/gradebook`);
  await page.getByRole('tab', { name: 'To check' }).click();
  const list = page.getByRole('list', { name: 'Answers to check' });
  const answer = (text: string) => list.getByRole('listitem').filter({ hasText: text });
  await expect(answer(accepted).getByText(firstKey, { exact: true })).toBeVisible();
  await answer(accepted).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted: 1 answer is now right.')).toBeVisible();
  await expect(answer(accepted)).toHaveCount(0);
  // Accepting raised the score: one item right, one still waiting (75), beside the other's 100.
  expect(await studentScore(api, student, assigned)).toBe(87.5);
  expect(await roomAverage(api, teacher, room)).toBe(87.5);
  await answer(refused).getByRole('button', { name: 'Refuse' }).click();
  await expect(page.getByText('Refused: the answer is now wrong.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to check' })).toBeVisible();

  // Refusing lowered it: one item of two right (50) beside the other exercise's 100.
  expect(await studentScore(api, student, assigned)).toBe(75);
  expect(await roomAverage(api, teacher, room)).toBe(75);
  await page.goto(`/rooms/${room.id}`);
  await expect(statValue(page, 'Average Score')).toHaveText('75.00');
  const decided = (await ownReview(api, student, exercise)).response;
  expect(decided.map((item) => [item.credit, item.to_check ?? false])).toEqual([
    [1, false],
    [0, false],
  ]);

  // The accepted answer is in the key now: the next student who gives it is right at once.
  expect(await sitAssignment(api, second, assigned, answering(accepted, secondKey))).toEqual([
    100, 100,
  ]);
  const [first] = (await ownReview(api, second, exercise)).response;
  expect(first).toMatchObject({ credit: 1, feedback: 'Correct!' });
  expect(first?.to_check).toBeUndefined();
  await page.goto(`/rooms/${room.id}/gradebook?tab=toCheck`);
  await expect(page.getByRole('heading', { name: 'Nothing to check' })).toBeVisible();
});
