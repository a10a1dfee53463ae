import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

const topLevel = [
  'Dashboard',
  'ChatbotAI',
  'Exercises',
  'Voice Chat',
  'Assignments',
  'Rooms',
  'Feedback',
  'Settings',
];
const exerciseEntries = ['Generate', 'My Exercises', 'My Templates'];

test('teachers and students get the same menu, usable by keyboard', async ({
  page,
  signIn,
  teacher,
  student,
}) => {
  for (const account of [teacher, student]) {
    await signIn(account);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(topLevel);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const rooms = nav.getByRole('link', { name: 'Rooms' });
    await tabTo(page, rooms);
    // Focus inside the rail widens it, and the Exercises entries appear under Exercises.
    await expect(nav.getByRole('link')).toHaveText([
      ...topLevel.slice(0, 3),
      ...exerciseEntries,
      ...topLevel.slice(3),
    ]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(rooms).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('the user block shows who is signed in and opens the profile', async ({
  page,
  signIn,
  teacher,
}) => {
  await signIn(teacher);
  await page.goto('/dashboard');
  const userBlock = page.getByRole('link', { name: new RegExp(`Maria Morgan.*${teacher.email}`) });
  await expect(userBlock).toBeVisible();
  await userBlock.click();
  await expect(page).toHaveURL(/\/profile$/);
});
