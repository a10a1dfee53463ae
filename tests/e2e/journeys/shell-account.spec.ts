import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storeSession } from '../support/browserSession';
import { expect, test } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

/** The app frame's background colour (the element around `main`): the sign of the theme. */
const background = (page: Page) =>
  page
    .getByRole('main')
    .evaluate((main) => getComputedStyle(main.parentElement ?? main).backgroundColor);

test('the profile is shown, edited by keyboard, cancelled and saved', async ({
  page,
  signIn,
  teacher,
}) => {
  await signIn(teacher);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Maria Morgan', level: 2 })).toBeVisible();
  // The month as the browser's time zone has it: near midnight it differs from this process's.
  const joined = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: test.info().project.use.timezoneId,
  }).format(new Date(teacher.profile.created_at));
  await expect(main.getByText(`Joined ${joined}`)).toBeVisible();
  await expect(main.getByText(teacher.email).first()).toBeVisible();
  // Stored as "teacher" by the dialog, shown capitalised; the legacy country name is normalised.
  await expect(main.getByRole('definition').filter({ hasText: /^Teacher$/ })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'Germany' })).toBeVisible();

  // Cancel drops what was typed.
  await tabTo(page, main.getByRole('button', { name: 'Edit Profile' }));
  await page.keyboard.press('Enter');
  const firstName = main.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toHaveValue('Maria');
  await firstName.fill('Mariana');
  await tabTo(page, main.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { name: 'Maria Morgan', level: 2 })).toBeVisible();
  await expect(firstName).toBeHidden();

  // Save checks the fields like the complete-profile dialog, then keeps the change.
  await main.getByRole('button', { name: 'Edit Profile' }).click();
  await firstName.fill('');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('First name is required')).toBeVisible();
  await firstName.fill('Mariana');
  await main.getByRole('textbox', { name: 'Phone number' }).fill('+49 30123456');
  await tabTo(page, main.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Mariana Morgan', level: 2 })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: '+49 30123456' })).toBeVisible();
  // The sidebar's user block follows at once, not at the next login.
  await expect(page.getByRole('link', { name: /^Mariana Morgan/ })).toBeVisible();

  // The greeting knows the new name without a reload, and the change is stored.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Mariana!' })).toBeVisible();
  await page.goto('/profile');
  await expect(main.getByRole('heading', { name: 'Mariana Morgan', level: 2 })).toBeVisible();
});

test('settings apply the theme at once and follow the user to another browser', async ({
  page,
  browser,
  baseURL,
  clientIp,
  signIn,
  student,
}) => {
  await signIn(student);
  await page.goto('/settings');
  const main = page.getByRole('main');
  const light = main.getByRole('radio', { name: 'Light' });
  await expect(light).toBeChecked();
  const lightBackground = await background(page);

  // Arrow keys move through the theme radios; each choice shows at once.
  await tabTo(page, light);
  await page.keyboard.press('ArrowDown');
  await expect(main.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect.poll(() => background(page)).not.toBe(lightBackground);
  const darkBackground = await background(page);

  const push = main.getByRole('switch', { name: 'Push notifications' });
  await tabTo(page, push);
  await page.keyboard.press('Space');
  await expect(push).toBeChecked();
  const visibility = main.getByRole('combobox', { name: 'Profile visibility' });
  await tabTo(page, visibility);
  await visibility.selectOption({ label: 'Private' });
  await tabTo(page, page.getByRole('button', { name: 'Save Settings' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Settings Saved')).toBeVisible();

  // A browser that never saw these settings gets them from the profile.
  if (!baseURL) throw new Error('baseURL is not set');
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  await storeSession(elsewhere, baseURL, student);
  const other = await elsewhere.newPage();
  await other.goto(`${baseURL}/settings`);
  const otherMain = other.getByRole('main');
  await expect(otherMain.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(otherMain.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  await expect(otherMain.getByRole('combobox', { name: 'Profile visibility' })).toHaveValue(
    'private',
  );
  await expect.poll(() => background(other)).toBe(darkBackground);
  await elsewhere.close();
});

test('feedback is sent, and Export Data downloads it with the rest of the account', async ({
  page,
  signIn,
  student,
}) => {
  const text = 'The listening exercises could show the transcript after the review.';
  await signIn(student);
  await page.goto('/feedback');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();

  await main.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(page.getByText('Please fill in all fields before submitting.')).toBeVisible();

  const category = main.getByRole('combobox', { name: 'Category' });
  await tabTo(page, category);
  await category.selectOption({ label: 'Feature Request' });
  await tabTo(page, main.getByRole('textbox', { name: 'Your feedback' }));
  await page.keyboard.type(text);
  await expect(main.getByText(`${text.length}/1000 characters`)).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Submit Feedback' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Feedback Submitted')).toBeVisible();
  await expect(page.getByText("Thank you for your feedback! We'll review it soon.")).toBeVisible();

  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Export Data' }));
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lingua-export.json');
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(exported.profile).toMatchObject({ id: student.profile.id, email: student.email });
  expect(exported.feedback).toEqual([
    expect.objectContaining({ feedback_type: 'feature', feedback_text: text }),
  ]);
  for (const list of ['exercises', 'templates', 'attempts', 'answers']) {
    expect(exported[list], list).toEqual([]);
  }
});

test('Log out, reached by keyboard, ends the session', async ({ page, signIn, student }) => {
  await signIn(student);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Log out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
