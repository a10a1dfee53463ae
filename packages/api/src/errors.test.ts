import { describe, expect, it } from 'vitest';
import { errorStatus, readApiError, readFieldErrors } from './errors';

describe('readApiError', () => {
  it('prefers the server detail', () => {
    expect(readApiError({ detail: 'Room not found', message: 'ignored' })).toBe('Room not found');
  });

  it('falls back to an error message', () => {
    expect(readApiError(new Error('No access token found'))).toBe('No access token found');
  });

  it('falls back to the raw text of the answer', () => {
    expect(readApiError('Bad Gateway')).toBe('Bad Gateway');
  });

  it('uses the fallback when nothing readable is there', () => {
    expect(readApiError(undefined, 'Login failed')).toBe('Login failed');
    expect(readApiError({ detail: '' }, 'Login failed')).toBe('Login failed');
    expect(readApiError('  ', 'Login failed')).toBe('Login failed');
    expect(readApiError({ detail: '   ' }, 'Login failed')).toBe('Login failed');
  });

  it("keeps the spec's own words instead of an error's message when asked", () => {
    const offline = new TypeError('Failed to fetch');
    expect(readApiError(offline, 'Signup failed. Please try again.', { useMessage: false })).toBe(
      'Signup failed. Please try again.',
    );
    expect(
      readApiError({ detail: 'Email already registered' }, 'Signup failed', { useMessage: false }),
    ).toBe('Email already registered');
  });
});

describe('errorStatus', () => {
  it('reads the status the caller kept, and nothing else', () => {
    expect(errorStatus({ status: 409, detail: 'No attempts left' })).toBe(409);
    expect(errorStatus(new Error('offline'))).toBeUndefined();
  });
});

describe('readFieldErrors', () => {
  it('returns the messages per field of a validation answer', () => {
    expect(
      readFieldErrors({
        detail: 'Invalid',
        errors: { email: 'Please enter a valid email address' },
      }),
    ).toEqual({ email: 'Please enter a valid email address' });
  });

  it('returns nothing for other errors', () => {
    expect(readFieldErrors('Bad Gateway')).toEqual({});
    expect(readFieldErrors({ detail: 'Room not found' })).toEqual({});
  });
});
