import { type Account, type Api, bearer, type Exercise, ok } from '../support/api';
import { createContentApi, fillAnswers, rightAnswers } from '../support/exercises';
import { expect, test } from '../support/fixtures';

/**
 * Speaking inside a timed sitting (issue 33): the student records each answer with Chromium's
 * fake microphone (a beep; its permission prompt answered yes); a take is saved as soon as it
 * is stopped, survives a reload (played back from the server), and the sitting is submitted
 * with both recordings, which the teacher can then list.
 * Run alone: `pnpm exec playwright test tests/e2e/journeys/speaking-sitting.spec.ts`.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const templateName = 'Speaking sitting';
const title = 'Tell us about your holidays';

/**
 * A room with the student, a template of a speaking task (two questions at A2) and a reading
 * exercise (a template holds two at least), assigned.
 */
async function setUpSpeakingSitting(api: Api, teacher: Account, student: Account) {
  const room = await api.createRoom(
    teacher,
    { name: 'Speaking room', language: 'Spanish', level: 'A2' },
    [student],
  );
  const generated = ok(
    'generate a speaking task',
    await api.client.POST('/exercises/speaking', {
      ...bearer(teacher),
      body: {
        user_input: 'holidays',
        language: 'Spanish',
        level: 'A2',
        speaking_task: 'questions',
      },
    }),
  );
  const task = generated.data[0] as Exercise;
  const content = createContentApi(api);
  const reading = await content.readingExercise(teacher, {
    topic: 'La playa',
    language: 'Spanish',
    level: 'A2',
  });
  const template = await content.template(teacher, templateName, [task, reading]);
  const assignment = ok(
    'create an assignment',
    await api.client.POST('/assignments/create_assignment', {
      ...bearer(teacher),
      body: {
        assignment_text: title,
        assignment_description: 'Answer aloud.',
        template_id: template.id,
        room_id: room.id,
        schedule: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        attempts: 1,
        time_limit: 15,
      },
    }),
  );
  ok(
    'give the assignment to the room',
    await api.client.POST('/assignments/assign_assignment_students', {
      ...bearer(teacher),
      params: { query: { assignment_id: assignment.id } },
    }),
  );
  return { task, reading, assignment };
}

test('a student records two answers in a timed sitting, reloads between them, and submits both', async ({
  page,
  api,
  teacher,
  student,
  signIn,
}) => {
  test.setTimeout(180_000);
  const { task, reading, assignment } = await setUpSpeakingSitting(api, teacher, student);
  const [firstQuestion, secondQuestion] = task.results.Questions ?? [];
  await signIn(student);

  const openSitting = async () => {
    await page.goto('/assignments');
    await page.getByRole('button', { name: `Solve ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Solving: ${templateName}` });
    await expect(dialog.getByText('Exercise 1 of 2')).toBeVisible();
    return dialog;
  };
  const item = (dialog: ReturnType<typeof page.getByRole>, question: string | undefined) =>
    dialog.getByRole('listitem').filter({ hasText: question ?? '' });
  const record = async (answer: ReturnType<typeof item>) => {
    await answer.getByRole('button', { name: 'Record' }).click();
    await expect(answer.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await expect(answer.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    // Two seconds of the fake microphone's beep.
    await expect(answer.getByRole('timer', { name: 'Time left' })).not.toHaveText(
      (await answer.getByRole('timer', { name: 'Time left' }).textContent()) ?? '',
      { timeout: 5_000 },
    );
    await page.waitForTimeout(1_000);
    await answer.getByRole('button', { name: 'Stop' }).click();
    await expect(answer.getByText(/^Recorded 0:0\d, saved$/).first()).toBeVisible();
  };

  let dialog = await openSitting();
  await expect(dialog.getByText(/Up to \d+ seconds per answer/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Graded on' })).toBeVisible();
  await record(item(dialog, firstQuestion));
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.reload();
  dialog = await openSitting();
  const first = item(dialog, firstQuestion);
  // Played back from the server.
  await expect(first.getByText(/^Recorded 0:0\d, saved$/).first()).toBeVisible();
  await expect(first.getByLabel('Your recording')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Record again' })).toBeVisible();

  await record(item(dialog, secondQuestion));
  const open = ok(
    'read the open attempt',
    await api.client.GET('/assignments/resume_attempt/{id}', {
      ...bearer(student),
      params: { path: { id: assignment.id } },
    }),
  );
  const attemptId = open.attempt?.attempt_id ?? '';
  await dialog.getByRole('button', { name: 'Next' }).click();
  await fillAnswers(dialog, rightAnswers(reading));
  await dialog.getByRole('button', { name: 'Finish & Evaluate' }).click();
  await expect(dialog.getByText('Average score:')).toBeVisible();
  await expect(page.getByText('Failed to submit some answers.')).toHaveCount(0);

  // The teacher has both recordings, each the answer of its item, waiting to be graded.
  const recordings = ok(
    'list the sitting’s recordings',
    await api.client.GET('/recordings/sittings/{id}', {
      ...bearer(teacher),
      params: { path: { id: attemptId } },
    }),
  );
  expect(recordings.map((recording) => recording.item_id)).toEqual([1, 2]);
  const sitting = ok(
    'read the sitting',
    await api.client.GET('/gradebook/sittings/{id}', {
      ...bearer(teacher),
      params: { path: { id: attemptId } },
    }),
  );
  const spoken = sitting.exercises.find((exercise) => exercise.exercise_id === task.id);
  expect(spoken?.items.map((answer) => [answer.student_answer, answer.to_check])).toEqual(
    recordings.map((recording) => [recording.id, true]),
  );
});
