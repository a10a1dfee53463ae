import { displayRole } from '../shared/roles';
import { iso } from '../shared/time';
import type { UserRow } from './queries';

/** The contract's UserProfile; profile fields stay null until the profile is completed. */
export function toProfile(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    country: row.country,
    phone_number: row.phone_number,
    role: row.role ? displayRole(row.role) : null,
    preferences: row.preferences,
    created_at: iso(row.created_at),
    email_verified: row.email_verified_at !== null,
    pending_email: row.pending_email,
    class_account: row.class_account,
  };
}
