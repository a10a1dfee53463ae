import type { ApiClient } from '@lingua/api';
import { request } from '../../app/request';
import { useApi } from '../../app/services';
import { useCallOnce } from '../../app/useCallOnce';

/** The auth calls the pages' form machines make, rejecting with the contract's error body. */
export function authCalls(api: ApiClient) {
  return {
    login: (email: string, password: string) =>
      request(api.POST('/auth/login', { body: { email: email.trim(), password } })),
    signup: (email: string, password: string) =>
      request(api.POST('/auth/signup', { body: { email: email.trim(), password } })),
    forgotPassword: (email: string) =>
      request(api.POST('/auth/forgot-password', { body: { email: email.trim() } })),
    resetPassword: (token: string, newPassword: string) =>
      request(api.POST('/auth/reset-password', { body: { token, new_password: newPassword } })),
    /** The session a provider sign-in opened, for the one-time code it came back with. */
    exchangeSso: (code: string) => request(api.POST('/auth/oidc/exchange', { body: { code } })),
    logout: (refreshToken: string) =>
      request(api.POST('/auth/logout', { body: { refresh_token: refreshToken } })),
  };
}

/**
 * The sign-up mail's link: its token is sent once on arrival and the answer kept for the life of
 * the page (a used token cannot be sent again: one try). No query cache: the sign-in pages do
 * without TanStack Query.
 */
export function useVerifyEmail(token: string) {
  const api = useApi();
  return useCallOnce(
    api,
    `verify-email:${token}`,
    () => request(api.POST('/auth/verify-email', { body: { token } })),
    { enabled: token !== '' },
  );
}

/** A failed call tried once more a second later (as the app's queries are). */
const retriedOnce = <T>(call: () => Promise<T>): Promise<T> =>
  call().catch(() => new Promise((resolve) => setTimeout(resolve, 1000)).then(call));

/**
 * The operator's sign-in providers, OpenID Connect and SAML ("Continue with {name}"), asked once
 * for the life of the page.
 */
export function useSignInProviders() {
  const api = useApi();
  return useCallOnce(api, 'sign-in-providers', () =>
    retriedOnce(() => request(api.GET('/auth/oidc/providers'))),
  );
}

/** Where the browser goes to sign in with a provider (a page load, not a call). */
export const signInProviderUrl = (provider: { id: string; protocol: 'oidc' | 'saml' }) =>
  `/api/auth/${provider.protocol}/${encodeURIComponent(provider.id)}/start`;
