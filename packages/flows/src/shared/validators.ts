import * as contract from '@lingua/api/contract';
import { type Message, msg } from '@lingua/i18n';

/**
 * Field rules shared by every form of the platform-shell and learning-content specs.
 * Each validator returns the spec's message (its catalogue key; the English catalogue has it word
 * for word), or `undefined` when the value passes.
 */

/** The "simple {email} pattern": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit. */
const PASSWORD_PATTERN = new RegExp(contract.Password.pattern);

/** "+", 1 to 4 digits of country code, an optional single space, at least 4 digits. */
const PHONE_PATTERN = new RegExp(contract.PhoneNumber.pattern);

export const messages = {
  emailRequired: msg('validation.emailRequired'),
  emailInvalid: msg('validation.emailInvalid'),
  passwordRequired: msg('validation.passwordRequired'),
  passwordPolicy: msg('validation.passwordPolicy'),
  confirmRequired: msg('validation.confirmRequired'),
  confirmMismatch: msg('validation.confirmMismatch'),
  phoneRequired: msg('validation.phoneRequired'),
  phoneMissingPlus: msg('validation.phoneMissingPlus'),
  phoneMissingCountryCode: msg('validation.phoneMissingCountryCode'),
  phoneInvalid: msg('validation.phoneInvalid'),
} as const;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A required field: the given message when blank after trimming. */
export function required<T>(value: string, message: T): T | undefined {
  return isBlank(value) ? message : undefined;
}

export function validateEmail(value: string): Message | undefined {
  if (isBlank(value)) return messages.emailRequired;
  return isEmail(value) ? undefined : messages.emailInvalid;
}

const CLASS_USERNAME_PATTERN = new RegExp(contract.ClassUsername.pattern);

/** A class account's username (a pupil without e-mail, issue 31): letters, digits and dots. */
export function isClassUsername(value: string): boolean {
  const name = value.trim();
  return (
    name.length >= contract.ClassUsername.minLength &&
    name.length <= contract.ClassUsername.maxLength &&
    CLASS_USERNAME_PATTERN.test(name)
  );
}

/**
 * The login's first field: an e-mail as the spec checks it, or a class account's username (a
 * value without "@"); anything with "@" is read as an address.
 */
export function validateLoginName(value: string): Message | undefined {
  if (isBlank(value) || value.includes('@')) return validateEmail(value);
  return isClassUsername(value) ? undefined : messages.emailInvalid;
}

/** Login only asks for a password; the policy is checked where one is chosen. */
export function validatePasswordPresent(value: string): Message | undefined {
  return value === '' ? messages.passwordRequired : undefined;
}

export function validateNewPassword(value: string): Message | undefined {
  if (value === '') return messages.passwordRequired;
  return value.length >= contract.Password.minLength && PASSWORD_PATTERN.test(value)
    ? undefined
    : messages.passwordPolicy;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): Message | undefined {
  if (confirmation === '') return messages.confirmRequired;
  return password === confirmation ? undefined : messages.confirmMismatch;
}

export function validatePhone(value: string): Message | undefined {
  const phone = value.trim();
  if (phone === '') return messages.phoneRequired;
  if (!phone.startsWith('+')) return messages.phoneMissingPlus;
  if (!/^\+\d/.test(phone)) return messages.phoneMissingCountryCode;
  return PHONE_PATTERN.test(phone) ? undefined : messages.phoneInvalid;
}
