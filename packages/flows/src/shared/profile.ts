import { msg } from '@lingua/i18n';
import type { StoredUser, UserProfile } from './api';
import type { FieldErrors } from './errors';
import { required, validateEmail, validatePhone } from './validators';

/** The profile fields a user types in (complete-profile dialog and profile page). */
export interface ProfileFields {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  phone_number: string;
}

export function trimProfile<T extends ProfileFields>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;
}

/**
 * platform-shell.md section 5, complete-profile form. A class account (issue 31) keeps no phone
 * or country and may have no address: only an address typed in is checked.
 */
export function validateProfile(
  fields: ProfileFields,
  { classAccount = false }: { classAccount?: boolean } = {},
): FieldErrors<keyof ProfileFields> {
  return {
    username: required(fields.username, msg('validation.usernameRequired')),
    first_name: required(fields.first_name, msg('validation.firstNameRequired')),
    last_name: required(fields.last_name, msg('validation.lastNameRequired')),
    email: classAccount && fields.email === '' ? undefined : validateEmail(fields.email),
    country: classAccount ? undefined : required(fields.country, msg('validation.countryRequired')),
    phone_number: classAccount ? undefined : validatePhone(fields.phone_number),
  };
}

/** What the session keeps in storage from a server profile. */
export function toStoredUser(profile: UserProfile): StoredUser {
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    role: profile.role,
  };
}
