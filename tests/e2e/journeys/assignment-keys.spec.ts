import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, ok } from '../support/api';
import { assignTemplate } from '../support/assignments';
import { readAppCatalogue } from '../support/englishText';
import { fillAnswers } from '../support/exercises';
import { expect, test } from '../support/fixtures';
import { speak } from '../support/interfaceLanguage';
import { repoRoot } from '../support/repo';

test.describe.configure({ timeout: 120_000 });

/** The server's words for a refusal, as it answers a reader of `locale`. */
function serverMessage(locale: string, key: string): string {
  const file = join(repoRoot, 'packages/i18n/catalogues/server', `${locale}.json`);
  const message = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (!message) throw new Error(`no ${key} in the ${locale} server catalogue`);
  return message;
}

// Issue 30, finding 5: a pupil's second account joined the room by code, practised the assigned
// exercises with throw-away answers and read every key in the feedback before the first account
// sat the assignment.
test("a pupil's second account cannot see an open assignment's keys", async ({
  page,
  api,
  newEmail,
  teacher,
  student,
  signIn,
}) => {
  const room = await api.createRoom(
    teacher,
    { name: 'English A2', language: 'English', level: 'A2' },
    [student],
  );
  const { assignment, exercises } = await assignTemplate(api, teacher, room);
  const keys = exercises.flatMap((exercise) => exercise.answer_key ?? []);
  expect(keys.length).toBeGreaterThan(0);

  // The second account speaks Spanish: the refusal must reach it in its own language.
  const second = await speak(
    api,
    await api.createAccount({ email: newEmail('second'), role: 'student', firstName: 'Tom' }),
    'es',
  );
  const es = readAppCatalogue('es');
  const seen: { url: string; status: number; body: string | null }[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    // A response of a page the test has already left (page.goto) keeps no body to read.
    const body = await response.text().catch(() => null);
    seen.push({ url: response.url(), status: response.status(), body });
  });

  await signIn(second);
  await page.goto('/rooms');
  await page.getByRole('textbox', { name: es['rooms.join.code'] }).fill(room.join_code ?? '');
  await page.getByRole('button', { name: es['rooms.join.submit'], exact: true }).click();
  await expect(page.getByText(es['rooms.join.joined'] ?? 'joined').first()).toBeVisible();

  // The teacher shares the assignment's template with the room: its members have it at once.
  ok(
    'share the template with the room',
    await api.client.POST('/templates/share_template/{id}', {
      ...bearer(teacher),
      params: { path: { id: assignment.template_id } },
      body: { room_id: room.id },
    }),
  );

  await page.goto('/my-templates');
  await page.getByRole('tab', { name: new RegExp(`^${es['templates.sharedWithMe']}`) }).click();
  await page
    .getByRole('article', { name: 'Week 1 review template' })
    .getByRole('button', { name: es['templates.card.solve'] })
    .click();
  const solving = page.getByRole('dialog');
  // Answers typed only to read the feedback.
  await fillAnswers(solving, ['?', '?']);
  await solving.getByRole('button', { name: es['solve.next'] }).click();
  await fillAnswers(solving, ['?', '?']);
  await solving.getByRole('button', { name: es['solve.finish'] }).click();

  await expect(solving.getByRole('alert')).toHaveText(
    serverMessage('es', 'error.assignments.openInRoom'),
  );
  await expect(solving.getByText(es['solve.noneEvaluated'] ?? 'none')).toBeVisible();

  // Nothing the browser received holds a key: each review was refused with the message alone,
  // and the exercises came without their answer keys.
  const reviews = seen.filter((response) => response.url.includes('/exercises/review_answer'));
  expect(reviews).toHaveLength(exercises.length);
  for (const review of reviews) {
    expect(review.status).toBe(409);
    expect(JSON.parse(review.body ?? 'null')).toEqual({
      detail: serverMessage('es', 'error.assignments.openInRoom'),
    });
  }
  const reads = seen.filter((response) => response.url.includes('/exercises/exercise/'));
  expect(reads).toHaveLength(exercises.length);
  expect(seen.filter((response) => response.body?.includes('answer_key'))).toEqual([]);
  // Every exercise and template the browser was sent was read for keys.
  const unread = seen.filter(
    ({ url, body }) => body === null && /\/(exercises|templates)\//.test(url),
  );
  expect(unread).toEqual([]);
});
