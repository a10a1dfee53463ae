import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type Account, type Api, bearer, ok } from '../support/api';
import { chooseNative, createContentApi } from '../support/exercises';
import { expect, test } from '../support/llmFixtures';
import { writeSpokenWav } from '../support/spokenWav';

/**
 * Issue 33 from end to end, with a deployment that transcribes: a Spanish teacher generates two
 * A2 speaking tasks through the screen and assigns them; a pupil answers aloud through Chromium's
 * fake microphone playing a WAV eSpeak NG made (two answers to questions, then a text read
 * aloud), reloading after the first; the teacher plays the answers, sees the read-aloud check mark
 * the word the transcript missed, scores both answers on the rubric with a comment; the pupil
 * sees the score and the comment.
 */
const speech = join(tmpdir(), `lingua-e2e-speech-${process.pid}.wav`);
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${speech}`,
    ],
  },
});
// Chromium opens the file when the microphone starts, after this.
test.beforeAll(() => writeSpokenWav('Hola, me llamo Ana y vivo en Sevilla.', 'es', speech));

const templateName = 'Hablar A2';
const title = 'Habla y lee en voz alta';

async function generateSpeaking(page: Page, task: string) {
  await page.getByRole('tab', { name: 'Speaking' }).click();
  const form = page.getByRole('form', { name: 'Generate a Speaking exercise' });
  await form.getByLabel('Topic & Instructions').fill('la familia');
  await chooseNative(form, 'Language', 'Spanish');
  await chooseNative(form, 'Level', 'A2');
  await chooseNative(form, 'Task', task);
  await form.getByRole('button', { name: 'Generate Speaking Exercise' }).click();
  const preview = page.getByRole('dialog', { name: 'Exercise Preview' });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await preview.getByRole('button', { name: 'Accept' }).click();
  await expect(preview).toBeHidden();
}

async function assign(api: Api, teacher: Account, student: Account) {
  const content = createContentApi(api);
  const questions = await content.ownExercise(teacher, 'Habla de ti');
  const readAloud = await content.ownExercise(teacher, 'Lectura en voz alta');
  const room = await api.createRoom(
    teacher,
    { name: 'Español 2B', language: 'Spanish', level: 'A2' },
    [student],
  );
  const template = await content.template(teacher, templateName, [questions, readAloud]);
  const assignment = ok(
    'create an assignment',
    await api.client.POST('/assignments/create_assignment', {
      ...bearer(teacher),
      body: {
        assignment_text: title,
        assignment_description: 'Contesta en voz alta.',
        template_id: template.id,
        room_id: room.id,
        schedule: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        attempts: 1,
        time_limit: 20,
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
  return { room, questions, readAloud, assignment };
}

/** Records a few seconds of the fake microphone's speech in one answer, and stops. */
async function record(page: Page, answer: Locator) {
  await answer.getByRole('button', { name: 'Record' }).click();
  const left = answer.getByRole('timer', { name: 'Time left' });
  await expect(left).toBeVisible();
  const start = (await left.textContent()) ?? '';
  await expect(left).not.toHaveText(start, { timeout: 5_000 });
  await page.waitForTimeout(1_500);
  await answer.getByRole('button', { name: 'Stop' }).click();
  await expect(answer.getByText(/^Recorded 0:0\d, saved$/).first()).toBeVisible();
}

test('a pupil answers a Spanish speaking task aloud and the teacher grades it on the rubric', async ({
  page,
  api,
  teacher,
  student,
  signIn,
  fakeLlm,
}) => {
  test.setTimeout(240_000);
  await signIn(teacher);
  await page.goto('/generate');
  await generateSpeaking(page, 'Answer questions aloud');
  await generateSpeaking(page, 'Read a text aloud');
  const { room, questions, readAloud } = await assign(api, teacher, student);
  const text = readAloud.results.Paragraph ?? '';
  const [firstWord, ...rest] = text.split(' ');
  // The transcript leaves out the text's second word.
  const [, ...afterSecond] = rest;
  fakeLlm.hears([firstWord, ...afterSecond].join(' '));

  await signIn(student);
  const openSitting = async () => {
    await page.goto('/assignments');
    await page.getByRole('button', { name: `Solve ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Solving: ${templateName}` });
    await expect(dialog.getByText('Exercise 1 of 2')).toBeVisible();
    return dialog;
  };
  const item = (dialog: Locator, question: string | undefined) =>
    dialog.getByRole('listitem').filter({ hasText: question ?? '' });
  const [firstQuestion, secondQuestion] = questions.results.Questions ?? [];

  let dialog = await openSitting();
  await record(page, item(dialog, firstQuestion));
  await page.reload();
  dialog = await openSitting();
  await expect(item(dialog, firstQuestion).getByLabel('Your recording')).toBeVisible();
  await record(page, item(dialog, secondQuestion));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await record(page, item(dialog, readAloud.results.Questions?.[0]));
  await dialog.getByRole('button', { name: 'Finish & Evaluate' }).click();
  await expect(dialog.getByText('Average score:')).toBeVisible();

  // The teacher: both answers play, the read-aloud check marks the missed word.
  await signIn(teacher);
  const sittings = ok(
    'list the room’s sittings',
    await api.client.GET('/gradebook/rooms/{id}/sittings', {
      ...bearer(teacher),
      params: { path: { id: room.id } },
    }),
  );
  const sittingId = sittings.sittings[0]?.attempt_id ?? '';
  await page.goto(`/rooms/${room.id}/sittings/${sittingId}`);
  // Each answer's player holds its audio, read through the signed-in client.
  for (const position of [1, 2, 3])
    await expect(page.getByLabel(`Recording of answer ${position}`)).toHaveAttribute(
      'src',
      /^blob:/,
    );
  await expect(page.getByText('1 word missed, none changed.')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('del').filter({ hasText: rest[0] ?? '' })).toBeVisible();

  // The teacher scores both answers to the questions on the rubric, with a comment.
  const comment = 'Muy bien. Cuida la pronunciación de la erre.';
  const scores = { Range: 3, Accuracy: 3, Fluency: 2, Pronunciation: 3, 'Task achievement': 4 };
  for (const [index, question] of [firstQuestion, secondQuestion].entries()) {
    await page.getByRole('button', { name: `Grade on the rubric: ${question}` }).click();
    const rubric = page.getByRole('form', {
      name: `Grade the recording of question ${index + 1} on the rubric`,
    });
    // The model's suggestion from the transcript (two points a criterion) is where it starts.
    await expect(rubric.getByText('10 of 20 points')).toBeVisible();
    for (const [criterion, points] of Object.entries(scores))
      await rubric
        .getByRole('radiogroup', { name: new RegExp(`^${criterion}`) })
        .getByText(String(points), { exact: true })
        .click();
    await expect(rubric.getByText('15 of 20 points')).toBeVisible();
    await rubric.getByLabel('Comment for the student').fill(comment);
    await rubric.getByRole('button', { name: 'Save grade' }).click();
    await expect(rubric).toBeHidden();
  }
  await expect(page.getByText(comment).first()).toBeVisible();
  const graded = ok(
    'read the graded sitting',
    await api.client.GET('/gradebook/sittings/{id}', {
      ...bearer(teacher),
      params: { path: { id: sittingId } },
    }),
  );
  const spoken = graded.exercises.find((exercise) => exercise.exercise_id === questions.id);
  // 15 of 20 points: three quarters of each answer's credit.
  expect(spoken?.items.map((answer) => answer.credit)).toEqual([0.75, 0.75]);

  // The pupil sees the points and the comment in the review of the assignment.
  await signIn(student);
  await page.goto('/assignments');
  await page.getByRole('tab', { name: 'Completed Assignments' }).click();
  await page.getByRole('button', { name: `Review ${title}` }).click();
  const review = page.getByRole('dialog');
  await expect(review.getByText(comment)).toHaveCount(2);
  await expect(review.getByText(/15 of 20 points/).first()).toBeVisible();
});
