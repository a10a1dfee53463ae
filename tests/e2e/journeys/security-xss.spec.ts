import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createHostileClassroom, HOSTILE, injectedMarkup } from '../support/hostileContent';

/**
 * Text from users reaches other users' screens (a student's name on the teacher's room page,
 * a teacher's room and assignment names on the student's). Markup in it must show as the
 * characters typed and never run. (Feedback texts are not shown on any page.)
 */

/** Each text is visible as typed, and nothing in the page was parsed from it as HTML. */
async function expectShownAsText(page: Page, texts: readonly string[]) {
  for (const text of texts)
    await expect(page.getByText(text).filter({ visible: true }).first()).toBeVisible();
  expect(await injectedMarkup(page)).toEqual({ ran: null, elements: [] });
}

test('markup in names, rooms, exercises, templates and assignments shows as text and never runs', async ({
  page,
  api,
  newEmail,
  signIn,
}) => {
  const classroom = await createHostileClassroom(api, newEmail);
  const { teacher, student, rooms, exerciseTitles, templateNames, assignment } = classroom;
  const roomNames = rooms.map((room) => room.room_name);
  const teacherFirstName = teacher.profile.first_name ?? '';
  const studentFirstName = student.profile.first_name ?? '';

  await signIn(teacher);
  await page.goto('/dashboard');
  await expectShownAsText(page, [teacherFirstName]);
  await page.goto('/rooms');
  await expectShownAsText(page, roomNames);
  await page.goto(`/rooms/${rooms[0]?.id}`);
  await expectShownAsText(page, [roomNames[0] ?? '', studentFirstName]);
  await page.goto('/my-exercises');
  await expectShownAsText(page, exerciseTitles);
  await page
    .getByRole('article', { name: exerciseTitles[0] })
    .getByRole('button', { name: 'Solve' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Solve Exercise' });
  await expect(dialog.getByText(exerciseTitles[0] ?? '')).toBeVisible();
  await expectShownAsText(page, [HOSTILE.handlers, HOSTILE.scriptAndLink]);
  await page.goto('/my-templates');
  await expectShownAsText(page, templateNames);
  await page.goto('/assignments');
  await expectShownAsText(page, [assignment.text, assignment.description]);

  await signIn(student);
  await page.goto('/dashboard');
  await expectShownAsText(page, [studentFirstName]);
  await page.goto('/rooms');
  await expectShownAsText(page, roomNames);
  await page.goto('/assignments');
  await expectShownAsText(page, [assignment.text]);
});
