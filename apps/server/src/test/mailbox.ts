import type { Db } from '../db/db';

/** The newest outbox mail to `to` linking to `route`, and the token of that link. */
export async function latestMail(db: Db, to: string, route: string) {
  const [mail] = await db.query<{ subject: string; body_text: string }>(
    `SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND strpos(body_text, $2) > 0
     ORDER BY created_at DESC, id LIMIT 1`,
    [to, `/${route}`],
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`/${route}[#?]token=([\\w%-]+)`).exec(mail.body_text);
  return { ...mail, token: match?.[1] ? decodeURIComponent(match[1]) : undefined };
}
