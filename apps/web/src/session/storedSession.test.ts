import { describe, expect, it } from 'vitest';
import { readSessionInput, readStoredUser } from './storedSession';

function storage(entries: Record<string, string>) {
  return { getItem: (key: string) => entries[key] ?? null };
}

const user = { id: 'a1b2', email: 'teacher@example.com', first_name: 'Ana' };

describe('readStoredUser', () => {
  it('restores the stored user when a token is stored too', () => {
    const stored = storage({ access_token: 'token', user: JSON.stringify(user) });
    expect(readStoredUser(stored)).toEqual(user);
  });

  it('counts a user without an access token as signed out', () => {
    expect(readStoredUser(storage({ user: JSON.stringify(user) }))).toBeNull();
  });

  it('counts a token without a user as signed out', () => {
    expect(readStoredUser(storage({ access_token: 'token' }))).toBeNull();
  });

  it('treats unreadable or incomplete user data as signed out rather than failing', () => {
    expect(readStoredUser(storage({ access_token: 'token', user: '{not json' }))).toBeNull();
    expect(
      readStoredUser(storage({ access_token: 'token', user: JSON.stringify({ id: 'a1b2' }) })),
    ).toBeNull();
    expect(readStoredUser(storage({ access_token: 'token', user: 'null' }))).toBeNull();
  });
});

describe('readSessionInput', () => {
  it('starts the session machine from the stored user and the remembered login e-mail', () => {
    const stored = storage({
      access_token: 'token',
      user: JSON.stringify(user),
      remembered_email: 'teacher@example.com',
    });
    expect(readSessionInput(stored)).toEqual({
      storedUser: user,
      hasStoredToken: true,
      rememberedEmail: 'teacher@example.com',
    });
  });

  it('starts signed out when the stored session is incomplete', () => {
    expect(readSessionInput(storage({ user: JSON.stringify(user) }))).toEqual({
      storedUser: null,
      hasStoredToken: false,
      rememberedEmail: null,
    });
  });
});
