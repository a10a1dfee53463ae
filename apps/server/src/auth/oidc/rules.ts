import type { DomainRule, OidcProviderConfig } from '../../shared/oidcProviders';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The rule `provider` has for the address's domain, if any. */
export function domainRuleFor(provider: OidcProviderConfig, email: string): DomainRule | undefined {
  const domain = domainOf(email);
  return provider.domains.find((rule) => rule.domain === domain);
}

/** The provider an address must sign in with (its domain's rule says `required`), if any. */
export function requiredProviderFor(
  providers: readonly OidcProviderConfig[],
  email: string,
): { provider: OidcProviderConfig; domain: string } | undefined {
  const domain = domainOf(email);
  const provider = providers.find((candidate) =>
    candidate.domains.some((rule) => rule.domain === domain && rule.required),
  );
  return provider && { provider, domain };
}

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

/** A name claim fit for the profile (the contract's 100 characters at most), else null. */
export function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, 100);
  return trimmed === '' ? null : trimmed;
}
