import { type ServerMessage, serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/errors';
import type { AuthUser } from '../http/route';
import { requireTeacher, type StoredRole } from '../shared/roles';
import { isEmailVerified } from './queries';

export interface ProfileInput {
  username: string;
  first_name: string;
  last_name: string;
  country?: string | undefined;
  phone_number?: string | undefined;
  email: string;
}

type TrimmedProfile = Required<{ [K in keyof ProfileInput]: string }>;

/** A class account keeps no phone and no country (issue 31): the school gave the pupil's name. */
const NOT_ASKED_OF_CLASS_ACCOUNTS: readonly (keyof ProfileInput)[] = ['country', 'phone_number'];

const REQUIRED_MESSAGES: Record<keyof ProfileInput, ServerMessage> = {
  username: serverMessage('error.users.usernameRequired'),
  first_name: serverMessage('error.users.firstNameRequired'),
  last_name: serverMessage('error.users.lastNameRequired'),
  email: serverMessage('error.users.emailRequired'),
  country: serverMessage('error.users.countryRequired'),
  phone_number: serverMessage('error.users.phoneRequired'),
};

/**
 * Trims every field and reports the ones left blank, with the complete-profile messages. A
 * class account is not asked for a phone or a country.
 */
export function trimProfile(
  input: ProfileInput,
  { classAccount = false }: { classAccount?: boolean } = {},
): {
  profile: TrimmedProfile;
  errors: Record<string, ServerMessage>;
} {
  const profile: TrimmedProfile = {
    username: input.username.trim(),
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    country: (input.country ?? '').trim(),
    phone_number: (input.phone_number ?? '').trim(),
    email: input.email.trim().toLowerCase(),
  };
  const errors: Record<string, ServerMessage> = {};
  for (const key of Object.keys(REQUIRED_MESSAGES) as (keyof ProfileInput)[]) {
    if (classAccount && NOT_ASKED_OF_CLASS_ACCOUNTS.includes(key)) continue;
    if (!profile[key]) errors[key] = REQUIRED_MESSAGES[key];
  }
  return { profile, errors };
}

export type RoleDecision = { role: StoredRole } | { error: 'required' | 'immutable' };

/** The role is chosen once, at profile completion; afterwards it may only be repeated. */
export function decideRole(
  current: StoredRole | null,
  requested: StoredRole | undefined,
): RoleDecision {
  if (current === null) return requested ? { role: requested } : { error: 'required' };
  if (requested && requested !== current) return { error: 'immutable' };
  return { role: current };
}

export const UNCONFIRMED_TEACHER = serverMessage('error.unconfirmedTeacher');

/**
 * Adding pupils, looking up their addresses and mailing a room reach children: only a teacher
 * whose own address is confirmed (a real, reachable person) may do it.
 */
export async function requireConfirmedTeacher(db: Queryable, user: AuthUser): Promise<void> {
  requireTeacher(user);
  if (!(await isEmailVerified(db, user.id))) throw forbidden(UNCONFIRMED_TEACHER);
}
