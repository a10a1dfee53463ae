import { SESSION_KEYS, type StoredUser } from '@lingua/api';
import type { BrowserContext } from '@playwright/test';
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
