import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

describe('decideAccess', () => {
  it('shows public-only pages (login, signup, forgot password) to anonymous visitors', () => {
    expect(decideAccess('publicOnly', 'anonymous')).toEqual({ kind: 'render' });
  });

  it('sends a signed-in user away from the auth pages to the dashboard', () => {
    expect(decideAccess('publicOnly', 'signedIn')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends an anonymous visitor of an app screen to the login page', () => {
    expect(decideAccess('signedIn', 'anonymous')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('shows app screens to a signed-in user', () => {
    expect(decideAccess('signedIn', 'signedIn')).toEqual({ kind: 'render' });
  });

  it('waits while the session loads instead of redirecting either way', () => {
    expect(decideAccess('signedIn', 'loading')).toEqual({ kind: 'wait' });
    expect(decideAccess('publicOnly', 'loading')).toEqual({ kind: 'wait' });
  });

  it('never holds back pages that are for everyone, such as the mail links', () => {
    for (const status of ['loading', 'anonymous', 'signedIn'] as const) {
      expect(decideAccess('everyone', status)).toEqual({ kind: 'render' });
    }
  });
});
