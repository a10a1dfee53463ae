import type { Locator, Page } from '@playwright/test';
import { choose, createContentApi, rightAnswers } from '../support/exercises';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

const title = 'Semana 3 quiz';
const templateName = 'Semana 3';
const timeLimitMinutes = 5;

/** Fills one date segment ("day", "month", "year") of a react-aria date field by typing. */
async function typeSegment(field: Locator, segment: string, value: number) {
  await field.getByRole('spinbutton', { name: new RegExp(segment) }).click();
  await field.page().keyboard.type(String(value).padStart(segment === 'year' ? 4 : 2, '0'));
}

async function createAssignmentThroughDialog(page: Page, roomName: string) {
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Alert' });
  await dialog.getByRole('textbox', { name: 'Assignment Title' }).fill(title);
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Read both texts and answer.');
  await choose(page, dialog, 'Template', new RegExp(templateName));
  await choose(page, dialog, 'Room', new RegExp(roomName));
  await expect(dialog.getByText('This alert will be sent to 2 user(s) in the room')).toBeVisible();
  // Three days ahead, so the schedule is in the future in any time zone.
  const due = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const date = dialog.getByRole('group', { name: 'Date' });
  await typeSegment(date, 'day', due.getUTCDate());
  await typeSegment(date, 'month', due.getUTCMonth() + 1);
  await typeSegment(date, 'year', due.getUTCFullYear());
  await dialog
    .getByRole('textbox', { name: 'Time Limit (minutes)' })
    .fill(String(timeLimitMinutes));
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('region', { name: 'Alert Summary' })).toContainText(title);

  await dialog.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(page.getByText('Assignment Created and Sent Successfully!')).toBeVisible();
  await expect(page.getByText(/^Scheduled for .+, sent to 2 users\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens the assignment from the student's Assignments page; returns the solve dialog. */
async function openAssignment(page: Page): Promise<Locator> {
  await page.goto('/assignments');
  const solve = page.getByRole('button', { name: `Solve ${title}` });
  await expect(solve).toBeEnabled();
  await tabTo(page, solve);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Solving: ${templateName}` });
  await expect(dialog.getByText('Exercise 1 of 2')).toBeVisible();
  await expect(dialog.getByRole('timer', { name: 'Time left' })).toHaveText(/^0[45]:\d\d$/);
  return dialog;
}

test('a teacher assigns a template to a room; one student finishes in time, the other runs out of time', async ({
  page,
  api,
  newEmail,
  teacher,
  signIn,
  mailbox,
}) => {
  test.setTimeout(240_000);
  const content = createContentApi(api);
  const [ana, ben] = await Promise.all([
    api.createAccount({
      email: newEmail('ana'),
      role: 'student',
      firstName: 'Ana',
      lastName: 'Lopez',
    }),
    api.createAccount({
      email: newEmail('ben'),
      role: 'student',
      firstName: 'Ben',
      lastName: 'Weber',
    }),
  ]);
  const room = await api.createRoom(
    teacher,
    { name: 'Spanish A2 mornings', language: 'Spanish', level: 'A2' },
    [ana, ben],
  );
  const exercises = await content.readingExercises(teacher, { language: 'Spanish', level: 'A2' }, [
    'La familia',
    'El deporte',
  ]);
  await content.template(teacher, templateName, exercises);

  await signIn(teacher);
  await createAssignmentThroughDialog(page, room.room_name);
  for (const student of [ana, ben]) {
    const mail = await mailbox.waitForMail({
      to: student.email,
      subject: `New assignment: ${title}`,
    });
    expect(mail.text).toContain(room.room_name);
  }

  // Ana solves it by keyboard alone, well within the countdown.
  await signIn(ana);
  const anaDialog = await openAssignment(page);
  for (const [index, exercise] of exercises.entries()) {
    await expect(anaDialog.getByText(`Exercise ${index + 1} of 2`)).toBeVisible();
    const fields = anaDialog.getByRole('textbox');
    for (const [at, answer] of rightAnswers(exercise).entries()) {
      await tabTo(page, fields.nth(at));
      await page.keyboard.type(answer);
    }
    const forward = anaDialog.getByRole('button', {
      name: index === exercises.length - 1 ? 'Finish & Evaluate' : 'Next',
    });
    await tabTo(page, forward);
    await page.keyboard.press('Enter');
  }
  await expect(anaDialog.getByText('Average score:')).toBeVisible();
  await expect(anaDialog).toContainText('100%');
  await expect(page.getByText('Template Submitted!')).toBeVisible();
  await tabTo(page, anaDialog.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(anaDialog).toBeHidden();

  // Ben answers one question and lets the time run out on the browser's test clock.
  await page.clock.install();
  await signIn(ben);
  const benDialog = await openAssignment(page);
  const [firstAnswer] = rightAnswers(exercises[0] as (typeof exercises)[number]);
  await benDialog
    .getByRole('textbox')
    .first()
    .fill(firstAnswer ?? '');
  await page.clock.runFor(timeLimitMinutes * 60 * 1000 + 1000);
  await expect(
    benDialog.getByText('Time is up! Answers have been submitted automatically.'),
  ).toBeVisible();
  // The one answer he typed was graded: half of the first exercise, nothing of the second.
  await expect(benDialog.getByText('Average score:')).toContainText('25%');

  // The teacher finds both in the room's analytics.
  await signIn(teacher);
  await page.goto(`/rooms/${room.id}`);
  await expect(page.getByRole('heading', { name: room.room_name, level: 1 })).toBeVisible();
  const top = page.getByRole('grid', { name: 'Top Students' });
  await expect(top.getByRole('row', { name: /Ana Lopez/ })).toContainText('100');
  await expect(top.getByRole('row', { name: /Ben Weber/ })).toContainText('25');
  await expect(page.getByRole('figure', { name: 'Assignment Completion Rates' })).toContainText(
    title,
  );
  // Both sittings finished: Ana's by Finish, Ben's by the clock.
  await expect(page.getByRole('region', { name: 'Room figures' })).toContainText('100%');
});
