import type { Db } from '../db/db';

/** The newest outbox mail to `to`, and the token of the first link in it matching `route`. */
export async function latestMail(db: Db, to: string, route: string) {
  const [mail] = await db.query<{ subject: string; body_text: string }>(
    'SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC, id LIMIT 1',
    [to],
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`/${route}\\?token=([\\w%-]+)`).exec(mail.body_text);
  return { ...mail, token: match?.[1] ? decodeURIComponent(match[1]) : undefined };
}
