import { createTokenStore } from '@lingua/api';
import { describe, expect, it } from 'vitest';
import { readSessionInput } from './storedSession';

function stored(entries: Record<string, string>) {
  const storage = {
    getItem: (key: string) => entries[key] ?? null,
    setItem: () => {},
    removeItem: () => {},
  };
  return readSessionInput(createTokenStore(storage), storage);
}

const user = { id: 'a1b2', email: 'teacher@example.com', first_name: 'Ana' };

describe('readSessionInput', () => {
  it('starts the session machine from the stored user and the remembered login e-mail', () => {
    expect(
      stored({
        access_token: 'token',
        user: JSON.stringify(user),
        remembered_email: 'teacher@example.com',
      }),
    ).toEqual({ storedUser: user, hasStoredToken: true, rememberedEmail: 'teacher@example.com' });
  });

  it('counts a user without an access token as signed out', () => {
    expect(stored({ user: JSON.stringify(user) })).toEqual({
      storedUser: null,
      hasStoredToken: false,
      rememberedEmail: null,
    });
  });

  it('counts a token without a user, or an unreadable user, as signed out', () => {
    expect(stored({ access_token: 'token' }).storedUser).toBeNull();
    expect(stored({ access_token: 'token', user: '{not json' }).storedUser).toBeNull();
    expect(stored({ access_token: 'token', user: JSON.stringify({ id: 'a1b2' }) })).toMatchObject({
      storedUser: null,
      hasStoredToken: false,
    });
  });
});
