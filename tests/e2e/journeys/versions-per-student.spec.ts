import type { components } from '@lingua/api';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { type Account, bearer, ok } from '../support/api';
import { storeSession } from '../support/browserSession';
import { choose, createContentApi } from '../support/exercises';
import { expect, test } from '../support/fixtures';

/**
 * A different version for each student (issue 32): the teacher asks for it, with shuffling, in
 * the create-assignment dialog; two students of the room sit it at the same time in two
 * browsers and meet different sentences; the teacher's sitting pages name each one's version.
 * Run alone: `pnpm exec playwright test tests/e2e/journeys/versions-per-student.spec.ts`.
 */

type Schemas = components['schemas'];

const title = 'Rutina: una versión cada uno';
const templateName = 'Rutina diaria';

/** Fills one date segment ("day", "month", "year") of a react-aria date field by typing. */
async function typeSegment(field: Locator, segment: string, value: number) {
  await field.getByRole('spinbutton', { name: new RegExp(segment) }).click();
  await field.page().keyboard.type(String(value).padStart(segment === 'year' ? 4 : 2, '0'));
}

async function createAssignmentThroughDialog(page: Page, roomName: string) {
  await page.goto('/assignments');
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Alert' });
  await dialog.getByRole('textbox', { name: 'Assignment Title' }).fill(title);
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Conjuga los verbos.');
  await choose(page, dialog, 'Template', new RegExp(templateName));
  await choose(page, dialog, 'Room', new RegExp(roomName));
  const due = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const date = dialog.getByRole('group', { name: 'Date' });
  await typeSegment(date, 'day', due.getUTCDate());
  await typeSegment(date, 'month', due.getUTCMonth() + 1);
  await typeSegment(date, 'year', due.getUTCFullYear());
  // react-aria's checkbox is its label (the input itself is visually hidden).
  for (const setting of ['Shuffle the questions', 'A different version for each student']) {
    await dialog.getByText(setting, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: setting })).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(page.getByText('Assignment Created and Sent Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * The student's sitting opened from their Assignments page: the prompts they are shown; then
 * handed in as it is.
 */
async function promptsShown(page: Page): Promise<string[]> {
  await page.goto('/assignments');
  await page.getByRole('button', { name: `Solve ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Solving: ${templateName}` });
  await expect(dialog.getByText('Exercise 1 of 2')).toBeVisible();
  const fields = dialog.getByRole('textbox');
  await expect(fields).toHaveCount(6);
  const labels: string[] = [];
  for (const field of await fields.all())
    labels.push(
      await field.evaluate(
        (element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '',
      ),
    );
  // Every field answered (a guess), so each exercise can be left and the sitting handed in.
  for (const forward of ['Next', 'Finish & Evaluate']) {
    for (const field of await dialog.getByRole('textbox').all()) await field.fill('sí');
    await dialog.getByRole('button', { name: forward }).click();
  }
  await expect(dialog.getByText('Average score:')).toBeVisible();
  return labels;
}

/** Downloads a CSV by pressing `button` and parses it as a spreadsheet would. */
async function downloadCsv(page: Page, button: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  return parse(await readFile(await download.path()), { bom: true }) as string[][];
}

test('two students of a room sit one assignment in two browsers and each meets another version', async ({
  page,
  browser,
  baseURL,
  api,
  newEmail,
  teacher,
  signIn,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL is not set');
  const students = (await Promise.all(
    ['Ana', 'Ben'].map((firstName) =>
      api.createAccount({ email: newEmail(firstName), role: 'student', firstName }),
    ),
  )) as [Account, Account];
  const [ana, ben] = students;
  const room = await api.createRoom(
    teacher,
    { name: 'Español A2 tardes', language: 'Spanish', level: 'A2' },
    students,
  );
  // Two writing exercises (a template holds two at least), three versions of each.
  const exercises: Schemas['Exercise'][] = [];
  const sets: string[][] = [];
  for (const topic of ['Daily routine', 'Food']) {
    const exercise = ok(
      'generate a writing exercise',
      await api.client.POST('/exercises/writing', {
        ...bearer(teacher),
        body: {
          user_input: topic,
          language: 'Spanish',
          level: 'A2',
          quantity: 6,
          variation: 'Verb Conjugation Drills',
        },
      }),
    ).data[0] as Schemas['Exercise'];
    const versions = ok(
      'make versions of it',
      await api.client.POST('/exercises/{id}/versions', {
        ...bearer(teacher),
        params: { path: { id: exercise.id } },
        body: { count: 3 },
      }),
    ).versions;
    exercises.push(exercise);
    for (const results of [exercise.results, ...versions.map((version) => version.results)])
      sets.push([...(results.Exercises ?? [])].sort());
  }
  await createContentApi(api).template(teacher, templateName, exercises);

  await signIn(teacher);
  await createAssignmentThroughDialog(page, room.room_name);

  // Ana here, Ben in a browser of his own, both in the room at the same time.
  await signIn(ana);
  const elsewhere = await browser.newContext();
  await storeSession(elsewhere, baseURL, ben);
  const benPage = await elsewhere.newPage();
  const [anaPrompts, benPrompts] = await Promise.all([promptsShown(page), promptsShown(benPage)]);
  // Each sees exactly one version's sentences (shuffled), and not the same ones.
  expect(sets).toContainEqual([...anaPrompts].sort());
  expect(sets).toContainEqual([...benPrompts].sort());
  expect([...anaPrompts].sort()).not.toEqual([...benPrompts].sort());
  await elsewhere.close();

  // The teacher's sitting pages name each student's version.
  await signIn(teacher);
  const sittings = ok(
    "read the room's sittings",
    await api.client.GET('/gradebook/rooms/{id}/sittings', {
      ...bearer(teacher),
      params: { path: { id: room.id } },
    }),
  ).sittings;
  const dealt: string[] = [];
  for (const student of students) {
    const sitting = sittings.find((each) => each.student_id === student.profile.id);
    if (!sitting) throw new Error(`no sitting of ${student.email}`);
    await page.goto(`/rooms/${room.id}/sittings/${sitting.attempt_id}`);
    const region = page.getByRole('region', { name: 'Versions dealt' });
    await expect(region.getByRole('listitem')).toHaveText([
      /^Exercise 1: (the exercise itself|version [1-3])$/,
      /^Exercise 2: (the exercise itself|version [1-3])$/,
    ]);
    dealt.push(((await region.textContent()) ?? '').trim());
  }
  expect(dealt[0]).not.toBe(dealt[1]);

  // The results CSV names each student's version of each exercise.
  const assignmentId = sittings[0]?.assignment_id ?? '';
  await page.goto(`/rooms/${room.id}/gradebook?assignment=${assignmentId}`);
  const [header, ...rows] = await downloadCsv(page, 'Download results (CSV)');
  expect(header?.slice(7, 9)).toEqual(['1.version', '2.version']);
  const csvVersions = rows.map((row) => row.slice(7, 9).join(' '));
  expect(csvVersions).toHaveLength(2);
  expect(csvVersions[0]).not.toBe(csvVersions[1]);

  // The item analysis shows an item's versions together.
  await page.goto(`/rooms/${room.id}/gradebook?tab=analysis&assignment=${assignmentId}`);
  const grid = page.getByRole('grid', { name: 'Item analysis' });
  await expect(grid.getByRole('list', { name: 'Versions dealt of this question' })).toHaveCount(12);
  await expect(
    grid
      .getByRole('list', { name: 'Versions dealt of this question' })
      .first()
      .getByRole('listitem'),
  ).toHaveCount(2);
});
