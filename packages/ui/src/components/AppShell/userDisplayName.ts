export interface NamedUser {
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  email?: string | null;
}

/** Full name, else username, else e-mail, else the fallback (the sidebar's "User"). */
export function userDisplayName(user: NamedUser | null | undefined, fallback = 'User'): string {
  const fullName = [user?.first_name, user?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fullName || user?.username?.trim() || user?.email?.trim() || fallback;
}
