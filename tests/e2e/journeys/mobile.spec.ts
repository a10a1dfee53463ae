import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.describe('landing page on a phone', () => {
  test.beforeEach(async ({ page }) => {
    // The page is pre-rendered: its menu answers keys once the small enhancement script has run
    // (a key pressed before it, on a busy machine, did nothing and the journey failed).
    await page.goto('/', { waitUntil: 'networkidle' });
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('the menu opens the section links and closes on choosing one', async ({ page }) => {
    const menu = page.getByRole('button', { name: 'Menu' });
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sections.getByRole('link', { name: 'Pricing' })).toBeHidden();

    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await sections.getByRole('link', { name: 'Pricing' }).tap();

    await expect(page).toHaveURL(/#pricing$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sections.getByRole('link', { name: 'Pricing' })).toBeHidden();
  });

  test('Escape closes the menu and gives the focus back to its button', async ({ page }) => {
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});
