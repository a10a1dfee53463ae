import type { SessionStatus } from '../session/sessionContext';

/** Who may open a route (platform-shell.md section 2, route map and guards). */
export type Access = 'everyone' | 'publicOnly' | 'signedIn';

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: '/login' | '/dashboard' };

export function decideAccess(access: Access, status: SessionStatus): AccessDecision {
  if (access === 'everyone') return { kind: 'render' };
  // Until the session is known neither kind of page can be chosen safely: rendering would
  // flash the login form to a signed-in user, or an app screen to a signed-out one.
  if (status === 'loading') return { kind: 'wait' };
  if (access === 'publicOnly') {
    return status === 'signedIn' ? { kind: 'redirect', to: '/dashboard' } : { kind: 'render' };
  }
  return status === 'signedIn' ? { kind: 'render' } : { kind: 'redirect', to: '/login' };
}
