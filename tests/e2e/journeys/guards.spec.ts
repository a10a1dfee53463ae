import { expect, test } from '../support/fixtures';

/** The signed-in screens of platform-shell.md section 2's route map. */
const appScreens = [
  '/dashboard',
  '/exercises',
  '/my-exercises',
  '/generate',
  '/my-templates',
  '/rooms',
  '/rooms/4b6f8e1e-4a4e-4c35-9d0b-0a1c2e3f4a5b',
  '/assignments',
  '/profile',
  '/settings',
  '/chatbot',
  '/voice-chat',
  '/feedback',
];

const authPages = ['/login', '/signup', '/forgot-password'];

test('an anonymous visitor who opens an app screen is sent to the login page', async ({ page }) => {
  for (const path of appScreens) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/login$/);
  }
});

test('an anonymous visitor can open the sign-in pages', async ({ page }) => {
  for (const path of authPages) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('a signed-in user who opens a sign-in page is sent to the dashboard', async ({
  page,
  signIn,
  teacher,
}) => {
  await signIn(teacher);
  for (const path of authPages) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/dashboard$/);
  }
});

test('a signed-in user stays on the app screen they open', async ({ page, signIn, student }) => {
  await signIn(student);
  for (const path of ['/dashboard', '/rooms', '/assignments']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('the links in mails open for everyone, signed in or not', async ({
  page,
  signIn,
  teacher,
}) => {
  const mailLinks = ['/reset-password?token=abc', '/verify-email?token=abc'];
  for (const link of mailLinks) {
    await page.goto(link);
    await expect(page, 'anonymous').toHaveURL(new RegExp(`${link.replace('?', '\\?')}$`));
  }
  await signIn(teacher);
  for (const link of mailLinks) {
    await page.goto(link);
    await expect(page, 'signed in').toHaveURL(new RegExp(`${link.replace('?', '\\?')}$`));
  }
});
