import type { Locale } from '@lingua/i18n';
import type { Queryable } from '../db/db';
import { emailChangeMail, emailTakenMail } from '../mail/messages';
import type { MailQueue } from '../mail/outbox';
import { createOneTimeToken, retireOneTimeTokens } from './oneTimeTokens';
import {
  clearLoginLocks,
  isEmailTaken,
  movePendingEmail,
  savedLanguageOf,
  setPendingEmail,
} from './queries';
import { revokeAllForUser } from './refreshTokens';

/**
 * Asks to move the account to `email`: the address waits as pending until the link mailed to it
 * is opened. Every older link of the account stops working, and every other session ends. A
 * taken address is told by mail instead, so the caller's answer is the same either way.
 */
export async function requestEmailChange(
  tx: Queryable,
  mail: MailQueue,
  appUrl: string,
  change: { userId: string; sessionId: string | undefined; email: string; locale: Locale },
): Promise<void> {
  await retireOneTimeTokens(tx, change.userId, ['verify_email', 'change_email', 'reset_password']);
  await setPendingEmail(tx, change.userId, change.email);
  await revokeAllForUser(tx, change.userId, change.sessionId);
  if (await isEmailTaken(tx, change.email)) {
    const locale = (await savedLanguageOf(tx, change.email)) ?? change.locale;
    await mail.enqueue(tx, emailTakenMail(locale, change.email, appUrl));
    return;
  }
  const token = await createOneTimeToken(tx, change.userId, 'change_email', change.email);
  await mail.enqueue(tx, emailChangeMail(change.locale, change.email, appUrl, token));
}

/** The pending address's link was opened: the account moves to it, confirmed. */
export async function completeEmailChange(
  tx: Queryable,
  userId: string,
  email: string,
): Promise<boolean> {
  const oldEmail = await movePendingEmail(tx, userId, email);
  if (oldEmail === undefined) return false;
  await retireOneTimeTokens(tx, userId, ['verify_email', 'change_email', 'reset_password']);
  await clearLoginLocks(tx, oldEmail);
  return true;
}
