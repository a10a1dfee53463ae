import type { ApiClient } from '@lingua/api';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../app/request';
import { useApi } from '../../app/services';

/** The auth area's query keys: a verification link is sent once per token. */
export const authKeys = {
  verifyEmail: (token: string) => ['verify-email', token] as const,
  signInProviders: ['sign-in-providers'] as const,
};

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

/** The sign-up mail's link: its token is sent once on arrival and the answer kept. */
export function useVerifyEmail(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => request(api.POST('/auth/verify-email', { body: { token } })),
    enabled: token !== '',
    // A used token cannot be sent again: one try, kept for the life of the page.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The operator's sign-in providers, OpenID Connect and SAML ("Continue with {name}"). */
export function useSignInProviders() {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.signInProviders,
    queryFn: () => request(api.GET('/auth/oidc/providers')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Where the browser goes to sign in with a provider (a page load, not a call). */
export const signInProviderUrl = (provider: { id: string; protocol: 'oidc' | 'saml' }) =>
  `/api/auth/${provider.protocol}/${encodeURIComponent(provider.id)}/start`;
