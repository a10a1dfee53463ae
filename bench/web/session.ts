import { type components, SESSION_KEYS, type StoredUser } from '@lingua/api';
import { createAddressPool, signIn } from '../api/clients';

export type Role = 'teacher' | 'student';

/** What the web app keeps in localStorage after a login (packages/api's session keys). */
export type StoredSession = { name: string; value: string }[];

export type Sessions = Record<Role, StoredSession>;

/** Logs the accounts in through the API and returns what the app would have stored. */
export async function createSessions(
  baseUrl: string,
  emails: Record<Role, string>,
): Promise<Sessions> {
  const nextAddress = createAddressPool();
  const stored = async (role: Role): Promise<StoredSession> => {
    const login = await signIn(baseUrl, emails[role], nextAddress);
    const profile = await fetch(`${baseUrl}/api/users/me`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    if (!profile.ok) throw new Error(`GET /users/me answered ${profile.status}`);
    const me = (await profile.json()) as components['schemas']['UserProfile'];
    const user: StoredUser = {
      id: me.id,
      email: me.email,
      first_name: me.first_name,
      last_name: me.last_name,
      username: me.username,
      role: me.role,
    };
    return [
      { name: SESSION_KEYS.accessToken, value: login.access_token },
      { name: SESSION_KEYS.refreshToken, value: login.refresh_token },
      { name: SESSION_KEYS.user, value: JSON.stringify(user) },
    ];
  };
  return { teacher: await stored('teacher'), student: await stored('student') };
}
