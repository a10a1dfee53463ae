import { describe, expect, it } from 'vitest';
import { userDisplayName } from './userDisplayName';

describe('userDisplayName', () => {
  it('prefers the full name', () => {
    expect(userDisplayName({ first_name: 'Maria', last_name: 'Garcia', username: 'mg' })).toBe(
      'Maria Garcia',
    );
  });

  it('uses a lone first or last name', () => {
    expect(userDisplayName({ first_name: 'Maria', last_name: '' })).toBe('Maria');
    expect(userDisplayName({ last_name: 'Garcia' })).toBe('Garcia');
  });

  it('falls back to username, then e-mail, then "User"', () => {
    expect(userDisplayName({ first_name: ' ', username: 'mgarcia', email: 'm@x.example' })).toBe(
      'mgarcia',
    );
    expect(userDisplayName({ email: 'm@x.example' })).toBe('m@x.example');
    expect(userDisplayName({})).toBe('User');
    expect(userDisplayName(null, 'Usuario')).toBe('Usuario');
  });
});
