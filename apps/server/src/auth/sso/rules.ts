import type { DomainRule } from '../../shared/oidcProviders';

/** What the account rules need of a sign-in provider, OpenID Connect or SAML alike. */
export interface SsoProvider {
  /** Its identities' key in oidc_identities: `saml:` before a SAML provider's id. */
  identityKey: string;
  /** What the button says, and the messages: "Continue with {name}". */
  name: string;
  domains: DomainRule[];
}

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The rule `provider` has for the address's domain, if any. */
export function domainRuleFor(
  provider: { domains: readonly DomainRule[] },
  email: string,
): DomainRule | undefined {
  const domain = domainOf(email);
  return provider.domains.find((rule) => rule.domain === domain);
}

/** The provider an address must sign in with (its domain's rule says `required`), if any. */
export function requiredProviderFor<P extends { domains: readonly DomainRule[] }>(
  providers: readonly P[],
  email: string,
): { provider: P; domain: string } | undefined {
  const domain = domainOf(email);
  const provider = providers.find((candidate) =>
    candidate.domains.some((rule) => rule.domain === domain && rule.required),
  );
  return provider && { provider, domain };
}

/** A name claim fit for the profile (the contract's 100 characters at most), else null. */
export function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, 100);
  return trimmed === '' ? null : trimmed;
}

/** Who a provider says signed in: its subject, the address it vouches for, and names. */
export interface ProviderIdentity {
  subject: string;
  /** Lower-cased; undefined when the provider does not vouch for one. */
  verifiedEmail: string | undefined;
  firstName: string | null;
  lastName: string | null;
}
