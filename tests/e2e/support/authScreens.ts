import { expect, type Page } from '@playwright/test';

/** The sign-in screens as a user fills them in (labels as the screens show them). */
export interface Credentials {
  email: string;
  password: string;
}

export async function submitSignUp(
  page: Page,
  { email, password, confirmation = password }: Credentials & { confirmation?: string },
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(confirmation);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

export async function submitLogIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through /login and waits for the dashboard. */
export async function logInThroughScreen(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await submitLogIn(page, credentials);
  await expect(page.getByText('Login successful! Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}
