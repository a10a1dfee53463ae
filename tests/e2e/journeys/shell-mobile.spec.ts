import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone the menu is a drawer that keeps the keyboard inside until Escape', async ({
  page,
  signIn,
  teacher,
}) => {
  await signIn(teacher);
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  // The wide rail is gone: no menu on the page until the top bar opens it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scrolling').toBe(0);

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(openMenu).toHaveAttribute('aria-expanded', 'true');

  // Every stop of a full round of Tab, both ways, is inside the drawer.
  const stops = (await drawer.getByRole('link').count()) + 2;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press <= stops; press += 1) {
      await page.keyboard.press(key);
      expect(
        await drawer.evaluate((element) => element.contains(document.activeElement)),
        `${key} ${press + 1} stays in the drawer`,
      ).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openMenu).toBeFocused();

  // Following a link closes the drawer too.
  await page.keyboard.press('Enter');
  await drawer.getByRole('link', { name: 'Settings' }).tap();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
