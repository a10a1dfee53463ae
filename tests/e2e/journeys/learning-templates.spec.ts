import type { Locator, Page } from '@playwright/test';
import { choose, createContentApi } from '../support/exercises';
import { expect, test } from '../support/fixtures';

test.describe.configure({ timeout: 120_000 });

/** Shares a template through its Share dialog and checks the toast's count. */
async function shareThroughDialog(
  page: Page,
  card: Locator,
  audience: { email: string } | { room: string },
) {
  await card.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Template' });
  if ('email' in audience) {
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(audience.email);
  } else {
    await dialog.getByText('Everyone in a room').click();
    await choose(page, dialog, 'Room', new RegExp(audience.room));
  }
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('the template library filters, shares by e-mail and to a room, and deletes after asking', async ({
  page,
  api,
  newEmail,
  teacher,
  student,
  signIn,
}) => {
  const content = createContentApi(api);
  const classmate = await api.createAccount({ email: newEmail('classmate'), role: 'student' });
  const colleague = await api.createAccount({
    email: newEmail('colleague'),
    role: 'teacher',
    firstName: 'Inès',
    lastName: 'Moreau',
  });
  const room = await api.createRoom(
    teacher,
    { name: 'French B1 evenings', language: 'French', level: 'B1' },
    [student, classmate],
  );
  const spanish = await content.readingExercises(teacher, { language: 'Spanish', level: 'A2' }, [
    'La ciudad',
    'La comida',
  ]);
  const french = await content.readingExercises(teacher, { language: 'French', level: 'B1' }, [
    'Le travail',
    'Le sport',
  ]);
  await content.template(teacher, 'Spanish basics', spanish);
  await content.template(teacher, 'French texts', french);
  const german = await content.template(
    colleague,
    'Deutsch für alle',
    await content.readingExercises(colleague, { language: 'German', level: 'A1' }, [
      'Die Schule',
      'Das Wetter',
    ]),
  );
  await content.shareWithUser(colleague, german, teacher.email);

  await signIn(teacher);
  await page.goto('/my-templates');
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText('My Templates2');
  await expect(stats).toContainText('Shared Templates1');
  await expect(stats).toContainText('Languages3');
  await expect(page.getByRole('tab', { name: 'My Templates (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Shared with Me (1)' })).toBeVisible();

  await page
    .locator('main')
    .getByRole('combobox', { name: 'Language' })
    .selectOption({ label: 'French' });
  await expect(page.getByText('1 active filter', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Templates (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spanish basics' })).toBeHidden();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('0 active filters')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Templates (2)' })).toBeVisible();

  await shareThroughDialog(page, page.getByRole('article', { name: 'Spanish basics' }), {
    email: student.email,
  });
  await expect(page.getByText('"Spanish basics" was shared with 1 user.')).toBeVisible();
  await shareThroughDialog(page, page.getByRole('article', { name: 'French texts' }), {
    room: room.room_name,
  });
  await expect(page.getByText('"French texts" was shared with 2 users.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete French texts' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this template?',
  });
  await expect(
    confirm.getByText('This action cannot be undone. This will permanently delete the template.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: 'French texts' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'My Templates (1)' })).toBeVisible();

  // A shared template can be solved, not shared on or deleted.
  await page.getByRole('tab', { name: 'Shared with Me (1)' }).click();
  const shared = page.getByRole('article', { name: 'Deutsch für alle' });
  // By name: the sharer's address is not shown to the people they share with.
  await expect(shared).toContainText('shared by Inès Moreau');
  await expect(shared).not.toContainText(colleague.email);
  await expect(shared.getByRole('button', { name: 'Solve' })).toBeVisible();
  await expect(shared.getByRole('button', { name: /Share|Delete/ })).toHaveCount(0);

  // The student received the Spanish template by e-mail address as an offer: it waits, from the
  // teacher by name, until they accept it; then it is in "Shared with me" and solved untimed.
  await signIn(student);
  await page.goto('/my-templates');
  const offers = page.getByRole('article', { name: 'Offered to you' });
  await expect(offers.getByRole('heading', { name: 'Spanish basics', level: 3 })).toBeVisible();
  await expect(offers).toContainText('Maria Morgan offers you this template.');
  await offers.getByRole('button', { name: 'Accept the template Spanish basics' }).click();
  await expect(page.getByText('"Spanish basics" is now in Shared with Me.')).toBeVisible();
  await expect(offers).toBeHidden();
  await page.getByRole('tab', { name: /^Shared with Me/ }).click();
  await page
    .getByRole('article', { name: 'Spanish basics' })
    .getByRole('button', { name: 'Solve' })
    .click();
  const solving = page.getByRole('dialog', { name: 'Solving: Spanish basics' });
  await expect(solving.getByText('Exercise 1 of 2')).toBeVisible();
  await expect(solving.getByRole('timer')).toHaveCount(0);
});
