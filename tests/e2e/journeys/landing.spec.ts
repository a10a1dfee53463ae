import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

const sections = [
  { link: 'Why Us', id: 'features' },
  { link: 'AI Assistant', id: 'ai-assistant' },
  { link: 'Exercises', id: 'exercises' },
  { link: 'Assignments', id: 'rooms-templates' },
  { link: 'Pricing', id: 'pricing' },
];

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the header anchors bring each section into view', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const { link, id } of sections) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
  });

  test('Start Free Trial scrolls to the three plans', async ({ page }) => {
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Start Free Trial', exact: true })
      .click();
    const pricing = page.locator('#pricing');
    await expect(pricing).toBeInViewport();
    for (const [plan, price] of [
      ['Lite Plan', '€2'],
      ['Academy Student Plan', '€4.99'],
      ['Teacher Premium Plan', '€9.99'],
    ] as const) {
      const card = pricing
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: plan }) });
      await expect(card).toContainText(price);
    }
    await expect(
      pricing.getByRole('listitem').filter({ hasText: 'Most popular' }).getByRole('heading'),
    ).toHaveText('Academy Student Plan');
  });

  test('Sign In opens the login page', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Get Started Free opens the login page', async ({ page }) => {
    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the back-to-top button appears only after 300px of scrolling', async ({ page }) => {
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await expect(backToTop).toBeVisible();

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('Book a Demo opens the demo by keyboard and Escape closes it', async ({ page }) => {
    const bookDemo = page.getByRole('button', { name: 'Book a Demo' });
    const dialog = page.getByRole('dialog', { name: 'See Lingua in action' });

    await tabTo(page, bookDemo);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(
      dialog
        .getByRole('button', { name: 'Play tour' })
        .or(dialog.getByRole('button', { name: 'Pause tour' })),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bookDemo).toBeFocused();
  });

  test('the demo closes with its Close button, by keyboard', async ({ page }) => {
    const bookDemo = page.getByRole('button', { name: 'Book a Demo' });
    const dialog = page.getByRole('dialog', { name: 'See Lingua in action' });

    await tabTo(page, bookDemo);
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();

    await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(bookDemo).toBeFocused();
  });
});
