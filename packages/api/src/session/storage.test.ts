import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/fakes';
import { createTokenStore } from './storage';

describe('createTokenStore', () => {
  it('treats a corrupted or incomplete stored user as none', () => {
    for (const user of ['{not json', JSON.stringify({ id: 'a1b2' }), 'null', '"text"']) {
      const { storage } = memoryStorage({ access_token: 'token', user });
      expect(createTokenStore(storage).user()).toBeNull();
    }
  });

  it('forgets the tokens and the user, and nothing else, when the session ends', () => {
    const { storage, entries } = memoryStorage({
      access_token: 'a',
      refresh_token: 'r',
      user: JSON.stringify({ id: 'u', email: 'u@example.com' }),
      theme: 'dark',
    });
    createTokenStore(storage).clear();
    expect(entries()).toEqual({ theme: 'dark' });
  });
});
