import { nameClaim, type ProviderIdentity } from '../sso/rules';

/** The claims of a sign-in that Lingua reads (from the ID token, else from userinfo). */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  /** Microsoft Entra ID: the address's domain is verified by the tenant that owns it. */
  xms_edov?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

/**
 * The address the provider vouches for, lower-cased, or undefined. Only a verified address
 * may create or reach an account: anyone can type any address into an account at some
 * providers (Microsoft's multi-tenant sign-in sends no email_verified but xms_edov when asked).
 */
export function verifiedEmailOf(claims: IdentityClaims): string | undefined {
  if (typeof claims.email !== 'string' || !claims.email.includes('@')) return undefined;
  if (claims.email_verified !== true && claims.xms_edov !== true) return undefined;
  return claims.email.trim().toLowerCase();
}

/** The identity an OpenID Connect sign-in proves. */
export const identityOfClaims = (claims: IdentityClaims): ProviderIdentity => ({
  subject: claims.sub,
  verifiedEmail: verifiedEmailOf(claims),
  firstName: nameClaim(claims.given_name),
  lastName: nameClaim(claims.family_name),
});
