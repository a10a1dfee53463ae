import type { paths } from './generated/schema';

/**
 * The calls openapi.yaml marks `security: []`: they need no access token and never trigger a
 * refresh. `publicPaths.test.ts` keeps this list equal to the contract.
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set<keyof paths>([
  '/auth/signup',
  '/auth/login',
  '/auth/token',
  '/auth/logout',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/oidc/providers',
  '/auth/oidc/{id}/start',
  '/auth/oidc/{id}/callback',
  '/auth/oidc/exchange',
  '/auth/saml/{id}/start',
  '/auth/saml/{id}/acs',
  '/health',
  '/health/live',
  '/health/ready',
  '/capabilities',
]);
