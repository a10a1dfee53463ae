import { expectNoNamelessImages } from '../support/accessibility';
import { defaultPassword } from '../support/api';
import { logInThroughScreen, submitLogIn, submitSignUp } from '../support/authScreens';
import { expect, test } from '../support/fixtures';
import { linkIn } from '../support/mailbox';
import {
  completeProfileDialog,
  fillProfileDialog,
  submitProfileDialog,
} from '../support/profileDialog';

test('a new user signs up, confirms the address from the mail and logs in', async ({
  page,
  newEmail,
  mailbox,
  axe,
}) => {
  const email = newEmail('newcomer');
  await page.goto('/');
  await page.getByRole('link', { name: 'Start free trial: Lite Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await axe();

  await submitSignUp(page, { email, password: defaultPassword });
  await expect(
    page.getByText('Account created successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await mailbox.waitForMail({
    to: email,
    subject: 'Verify your Lingua e-mail address',
  });
  await page.goto(linkIn(mail, '/verify-email').href);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await axe();

  await page.getByRole('button', { name: 'Return to Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await axe();
  await submitLogIn(page, { email, password: defaultPassword });
  await expect(page.getByText('Login successful! Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // No profile yet: the dialog asks for it, with the login e-mail filled in.
  const dialog = completeProfileDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await axe({ include: '[role=dialog]' });
  // The whole page too, live announcer included: Log In was announced while pending, by
  // reference, and that entry must not outlive the button (issue 22: role-img-alt here).
  await expectNoNamelessImages(page);
  await fillProfileDialog(page, {
    username: `newcomer${Date.now()}`,
    firstName: 'Lucía',
    lastName: 'Fernández',
    country: 'Spain',
    phone: '+34 612345678',
    role: 'Student',
  });
  await submitProfileDialog(page);

  // The dashboard under the dialog greets the user by the name just saved, without a reload.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Lucía!' })).toBeVisible();
  await expect(completeProfileDialog(page)).toBeHidden();
});

test('the complete-profile dialog stays until every field is valid', async ({
  page,
  api,
  newEmail,
  signIn,
}) => {
  await signIn(await api.createAccount({ email: newEmail('noprofile') }));
  await page.goto('/dashboard');
  const dialog = completeProfileDialog(page);
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Complete Profile', exact: true }).click();
  for (const message of [
    'Username is required',
    'First name is required',
    'Last name is required',
    'Country is required',
    'Phone number is required',
    'Role is required',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  const phone = dialog.getByLabel('Phone number');
  for (const [typed, message] of [
    [
      '0049 123456789',
      'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)',
    ],
    ['+abc', 'You are missing the country code after the + symbol.'],
    ['+49 12', 'Please enter a valid phone number with country code (e.g., +49 123456789).'],
  ] as const) {
    await phone.fill(typed);
    await dialog.getByRole('button', { name: 'Complete Profile', exact: true }).click();
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await fillProfileDialog(page, {
    username: `teacher${Date.now()}`,
    firstName: 'Jonas',
    lastName: 'Weber',
    country: 'Germ',
    phone: '+49 123456789',
    role: 'Teacher',
  });
  await submitProfileDialog(page);
  await expect(page.getByRole('heading', { name: 'Welcome back, Jonas!' })).toBeVisible();
});

test('sign-up explains every rule beside its field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your password')).toBeVisible();

  await submitSignUp(page, {
    email: 'not-an-address',
    password: 'short',
    confirmation: 'different',
  });
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByText(
      'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('signing up again with a taken address answers as a new one and mails the owner', async ({
  page,
  teacher,
  mailbox,
}) => {
  await page.goto('/signup');
  await submitSignUp(page, { email: teacher.email, password: defaultPassword });
  await expect(page).toHaveURL(/\/login$/);
  const mail = await mailbox.waitForMail({
    to: teacher.email,
    subject: /Someone tried to sign up/,
  });
  expect(mail.text).toContain('/forgot-password');
});

test('a wrong password is refused and the user stays on the login page', async ({
  page,
  teacher,
  axe,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await axe();

  await submitLogIn(page, { email: teacher.email, password: 'Wrong-password-1' });
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a forgotten password is reset from the mail, once, and the new one logs in', async ({
  page,
  teacher,
  mailbox,
  axe,
}) => {
  const newPassword = 'Fresh-start-2027';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await axe();

  await page.getByLabel('Email').fill(teacher.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset email sent!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await mailbox.waitForMail({
    to: teacher.email,
    subject: 'Reset your Lingua password',
  });
  const resetLink = linkIn(mail, '/reset-password').href;
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await axe();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The link works once.
  await page.goto(resetLink);
  await page.getByLabel('New password').fill('Another-try-2028');
  await page.getByLabel('Confirm password').fill('Another-try-2028');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();

  await page.goto('/login');
  await submitLogIn(page, { email: teacher.email, password: teacher.password });
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await logInThroughScreen(page, { email: teacher.email, password: newPassword });
});

test('a page reloaded just after login, before the profile has arrived, stays signed in', async ({
  page,
  teacher,
}) => {
  // A slow network: the profile arrives seconds after the login has answered.
  let slow = true;
  await page.route('**/users/me', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The reload may have dropped the request meanwhile.
    await route.continue().catch(() => {});
  });
  await page.goto('/login');
  await submitLogIn(page, teacher);
  await expect(page).toHaveURL(/\/dashboard$/);
  slow = false;

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back, Maria!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logging out ends the session and closes the app screens', async ({
  page,
  signIn,
  student,
}) => {
  await signIn(student);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  await page.goto('/rooms');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the top bar opens the menu with Profile and Logout', async ({
    page,
    signIn,
    teacher,
    axe,
  }) => {
    await signIn(teacher);
    await page.goto('/dashboard');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(openMenu).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await axe();

    await openMenu.tap();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await axe();
    await menu.getByRole('link', { name: 'Logout' }).tap();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });
});
