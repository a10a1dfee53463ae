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

test('every menu entry opens its page with a mouse, clicked where a person clicks it', async ({
  page,
  signIn,
  teacher,
}) => {
  // Eleven pages, each opened from the rail.
  test.setTimeout(120_000);
  await signIn(teacher);
  await page.goto('/settings');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of [...topLevel, ...exerciseEntries]) {
    // From the middle of the page onto the Exercises icon (the rail widens and shows the
    // Exercises entries), then along to the entry, and a click on the middle of its highlight.
    await page.mouse.move(640, 400);
    const icon = await nav.getByRole('link', { name: 'Exercises' }).boundingBox();
    if (!icon) throw new Error('The Exercises entry is not on the rail');
    await page.mouse.move(icon.x + 16, icon.y + icon.height / 2, { steps: 8 });
    const entry = nav.getByRole('link', { name, exact: true });
    await expect(entry).toBeVisible();
    const box = await entry.boundingBox();
    if (!box) throw new Error(`${name} is not on the rail`);
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x, middle.y, { steps: 12 });
    await page.mouse.down();
    await page.mouse.up();
    const href = await entry.getAttribute('href');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  }
});
