import { describe, expect, it } from 'vitest';
import { readStoredUser } from './storedSession';

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
