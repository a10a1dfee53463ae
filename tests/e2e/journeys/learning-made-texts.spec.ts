import type { Locator, Page } from '@playwright/test';
import type { Exercise } from '../support/api';
import { assignToRoom } from '../support/assignments';
import {
  createContentApi,
  fillAnswers,
  generateAndAccept,
  rightAnswers,
} from '../support/exercises';
import { expect, test } from '../support/fixtures';

// Two generations through the screen, one of them with speech synthesis, on a 2-core machine.
test.describe.configure({ timeout: 240_000 });

/** Opens an assignment from the student's Assignments page; returns its solve dialog. */
async function openAssignment(page: Page, title: string, template: string): Promise<Locator> {
  await page.goto('/assignments');
  await page.getByRole('button', { name: `Solve ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Solving: ${template}` });
  await expect(dialog.getByText('Exercise 1 of 2')).toBeVisible();
  return dialog;
}

/** Answers each exercise of the open dialog in turn, then finishes and waits for the score. */
async function answerAll(dialog: Locator, answers: readonly string[][]) {
  for (const [index, exercise] of answers.entries()) {
    await expect(dialog.getByText(`Exercise ${index + 1} of ${answers.length}`)).toBeVisible();
    await fillAnswers(dialog, exercise);
    const last = index === answers.length - 1;
    await dialog.getByRole('button', { name: last ? 'Finish & Evaluate' : 'Next' }).click();
  }
  await expect(dialog.getByText('Average score:')).toBeVisible({ timeout: 30_000 });
}

/** A price as a student writes it ("19,20 €"), not as the dialogue says it ("19 euros con 20"). */
const writtenAnswers = (exercise: Exercise) =>
  [...(exercise.answer_key ?? [])]
    .sort((a, b) => a.id - b.id)
    .map((item) => item.accepted?.find((form) => /^\d+,\d\d €$/.test(form)) ?? item.answer);

test('a teacher generates a French A1 timetable and a Spanish B1 shop dialogue; a student answers both and is graded', {
  tag: '@soak',
}, async ({ page, api, teacher, student, signIn }) => {
  const content = createContentApi(api);
  const room = await api.createRoom(
    teacher,
    { name: 'Langues A1-B1', language: 'French', level: 'A1' },
    [student],
  );

  // Both texts are made from data by the built-in engine: a timetable to read, a dialogue to hear.
  await signIn(teacher);
  await page.goto('/generate');
  await expect(page.getByRole('heading', { name: 'Generate Exercises', level: 1 })).toBeVisible();
  const timetableTitle = await generateAndAccept(page, {
    type: 'Reading',
    topic: 'Les horaires de train',
    language: 'French',
    level: 'A1',
  });
  expect(timetableTitle).toMatch(/^Horaires : le (train|bus) \d+, de .+ à .+$/);
  const dialogueTitle = await generateAndAccept(page, {
    type: 'Listening',
    topic: 'Hacer la compra',
    language: 'Spanish',
    level: 'B1',
  });
  expect(dialogueTitle).toMatch(/ en la tienda del barrio$/);

  // Each goes into a template with a second text of its language and level, assigned to the room.
  const timetable = await content.ownExercise(teacher, timetableTitle);
  const dialogue = await content.ownExercise(teacher, dialogueTitle);
  const weather = await content.readingExercise(teacher, {
    topic: 'la météo',
    language: 'French',
    level: 'A1',
  });
  const trains = await content.readingExercise(teacher, {
    topic: 'el horario de trenes',
    language: 'Spanish',
    level: 'B1',
  });
  const french = await content.template(teacher, 'Horaires et météo', [timetable, weather]);
  const spanish = await content.template(teacher, 'De compras', [dialogue, trains]);
  await assignToRoom(api, teacher, room, french, 'Lire un horaire', 'Lisez et répondez.');
  await assignToRoom(api, teacher, room, spanish, 'En la tienda', 'Escucha y contesta.');

  // The student reads the timetable and answers every question right.
  await signIn(student);
  const reading = await openAssignment(page, 'Lire un horaire', 'Horaires et météo');
  await expect(reading.getByText(timetableTitle)).toBeVisible();
  await answerAll(reading, [rightAnswers(timetable), rightAnswers(weather)]);
  await expect(reading).toContainText('Average score: 100%');
  await reading.getByRole('button', { name: 'Close' }).click();
  await expect(reading).toBeHidden();

  // The dialogue is heard, not read; prices written as a student writes them are right, and
  // the one wrong answer costs that question: 4 of 5 (80%) and 100% average 90%.
  const listening = await openAssignment(page, 'En la tienda', 'De compras');
  await expect(listening.getByLabel('Audio')).toHaveAttribute('src', /^data:audio\/mpeg;base64,/);
  await expect(listening.getByText('¡Buenos días! ¿Qué le pongo?')).toHaveCount(0);
  const heard = writtenAnswers(dialogue);
  expect(heard).toHaveLength(5);
  expect(heard.filter((answer) => answer.endsWith(' €')).length).toBeGreaterThan(0);
  await answerAll(listening, [[...heard.slice(0, -1), 'no lo sé'], rightAnswers(trains)]);
  await expect(listening).toContainText('Average score: 90%');
});
