import { iso } from '../shared/time';
import type { ClassAccountRow } from './queries';
import type { IssuedCard } from './rules';

export function toClassAccount(row: ClassAccountRow) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    created_at: iso(row.created_at),
    password_set_at: iso(row.password_set_at),
    last_signed_in_at: row.last_signed_in_at ? iso(row.last_signed_in_at) : null,
  };
}

/** The cards of one print: the login page they point to and each pupil's sign-in. */
export function toCards(appUrl: string, cards: IssuedCard[]) {
  return { sign_in_url: `${appUrl}/login`, cards };
}
