import { SESSION_KEYS, type StoredUser } from '@lingua/api';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Account } from './api';

/**
 * Puts an account's session into the browser exactly where a login through the screens
 * leaves it (platform-shell.md section 4: tokens and the user in local storage), so journeys
 * that are not about logging in start signed in without typing a password.
 */
export async function storeSession(
  context: BrowserContext,
  origin: string,
  account: Account,
): Promise<void> {
  const { id, email, first_name, last_name, username, role } = account.profile;
  const user: StoredUser = { id, email, first_name, last_name, username, role };
  await context.setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: SESSION_KEYS.accessToken, value: account.tokens.access_token },
          { name: SESSION_KEYS.refreshToken, value: account.tokens.refresh_token },
          { name: SESSION_KEYS.user, value: JSON.stringify(user) },
        ],
      },
    ],
  });
}

/**
 * Another computer at the school, whose browser asks for `locale`: a fresh context (no session)
 * on the run's server from the school's address, and a page in it. Close the context when done.
 */
export async function anotherBrowser(
  browser: Browser,
  { baseURL, clientIp }: { baseURL: string | undefined; clientIp: string },
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  return { context, page: await context.newPage() };
}
