/**
 * Field rules shared by every form of the platform-shell and learning-content specs.
 * Each validator returns the spec's message, word for word, or `undefined` when the value passes.
 */

/** The "simple {email} pattern": something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit. */
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** "+", 1 to 4 digits of country code, an optional single space, at least 4 digits. */
const PHONE_PATTERN = /^\+\d{1,4} ?\d{4,}$/;

export const messages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordPolicy:
    'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Passwords do not match',
  phoneRequired: 'Phone number is required',
  phoneMissingPlus:
    'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)',
  phoneMissingCountryCode: 'You are missing the country code after the + symbol.',
  phoneInvalid: 'Please enter a valid phone number with country code (e.g., +49 123456789).',
} as const;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A required field: the given message when blank after trimming. */
export function required(value: string, message: string): string | undefined {
  return isBlank(value) ? message : undefined;
}

export function validateEmail(value: string): string | undefined {
  if (isBlank(value)) return messages.emailRequired;
  return isEmail(value) ? undefined : messages.emailInvalid;
}

/** Login only asks for a password; the policy is checked where one is chosen. */
export function validatePasswordPresent(value: string): string | undefined {
  return value === '' ? messages.passwordRequired : undefined;
}

export function validateNewPassword(value: string): string | undefined {
  if (value === '') return messages.passwordRequired;
  return PASSWORD_PATTERN.test(value) ? undefined : messages.passwordPolicy;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): string | undefined {
  if (confirmation === '') return messages.confirmRequired;
  return password === confirmation ? undefined : messages.confirmMismatch;
}

export function validatePhone(value: string): string | undefined {
  const phone = value.trim();
  if (phone === '') return messages.phoneRequired;
  if (!phone.startsWith('+')) return messages.phoneMissingPlus;
  if (!/^\+\d/.test(phone)) return messages.phoneMissingCountryCode;
  return PHONE_PATTERN.test(phone) ? undefined : messages.phoneInvalid;
}
