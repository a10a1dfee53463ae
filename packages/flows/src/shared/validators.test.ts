import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import {
  isEmail,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validatePhone,
} from './validators';

describe('shared validators', () => {
  it.each([
    ['ana@school.org', true],
    ['  ana@school.org  ', true],
    ['ana@school', false],
    ['ana school@x.org', false],
    ['@school.org', false],
  ])('reads %s as an e-mail: %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it('distinguishes a missing from a malformed e-mail', () => {
    expect(inEnglish([validateEmail(' '), validateEmail('x@y'), validateEmail('x@y.z')])).toEqual([
      'Email is required',
      'Please enter a valid email address',
      undefined,
    ]);
  });

  it('accepts a password of 8 with upper, lower and digit, and nothing less', () => {
    expect(inEnglish(validateNewPassword('Abcdefg1'))).toBeUndefined();
    expect(inEnglish(validateNewPassword('Abcdef1'))).toMatch(
      /^Password must be at least 8 characters/,
    );
    expect(inEnglish(validateNewPassword(''))).toBe('Password is required');
  });

  it('compares the confirmation exactly', () => {
    expect(inEnglish(validatePasswordConfirmation('Abcdefg1', 'Abcdefg1 '))).toBe(
      'Passwords do not match',
    );
  });

  it.each([
    ['', 'Phone number is required'],
    ['49 1234', 'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)'],
    ['+', 'You are missing the country code after the + symbol.'],
    ['+abc 1234', 'You are missing the country code after the + symbol.'],
    ['+49 12a4567', 'Please enter a valid phone number with country code (e.g., +49 123456789).'],
    ['+49 1234', undefined],
    ['+1 2345678901', undefined],
  ])('checks the phone number "%s"', (value, message) => {
    expect(inEnglish(validatePhone(value))).toBe(message);
  });
});
