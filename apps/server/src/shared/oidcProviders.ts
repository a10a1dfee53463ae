import { z } from 'zod';
import { StartupError } from './startupError';

/** What a provider's domain rule gives an address of that domain. */
export interface DomainRule {
  domain: string;
  role: 'student' | 'teacher';
  /** Password sign-in is refused for the domain's addresses: they sign in with this provider. */
  required: boolean;
}

/** One OpenID Connect provider the operator registered Lingua with (OIDC_PROVIDERS). */
export interface OidcProviderConfig {
  /** In the callback's path: `${APP_URL}/api/auth/oidc/{id}/callback`. */
  id: string;
  /** What the button says: "Continue with {name}". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: DomainRule[];
}

export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a domain such as school.example');

const providerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes'),
  name: z.string().trim().min(1).max(60),
  issuer: z.url({ protocol: /^https?$/ }),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  domains: z
    .array(
      z.strictObject({
        domain: domainSchema,
        role: z.enum(['student', 'teacher']),
        required: z.boolean().optional(),
      }),
    )
    .default([]),
});

/** The `domains` of a provider (OIDC_PROVIDERS or SAML_PROVIDERS). */
export const domainRulesSchema = providerSchema.shape.domains;

/**
 * Reads OIDC_PROVIDERS, a JSON array of providers; anything malformed stops start-up with what
 * to fix. Two providers may not share an id, nor claim the same domain.
 */
export function parseOidcProviders(raw: string | undefined): OidcProviderConfig[] {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new StartupError('OIDC_PROVIDERS must be a JSON array of providers');
  }
  const parsed = z.array(providerSchema).max(50).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StartupError(
      `OIDC_PROVIDERS: ${issue?.path.join('.') || 'the list'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const providers = parsed.data.map(
    (provider): OidcProviderConfig => ({
      id: provider.id,
      name: provider.name,
      issuer: provider.issuer,
      clientId: provider.client_id,
      clientSecret: provider.client_secret,
      domains: provider.domains.map((rule) => ({ ...rule, required: rule.required ?? false })),
    }),
  );
  const ids = providers.map((provider) => provider.id);
  const domains = providers.flatMap((provider) => provider.domains.map((rule) => rule.domain));
  const twice = (list: string[]) => list.find((entry, index) => list.indexOf(entry) !== index);
  if (twice(ids)) throw new StartupError(`OIDC_PROVIDERS: the id "${twice(ids)}" is used twice`);
  if (twice(domains))
    throw new StartupError(`OIDC_PROVIDERS: the domain "${twice(domains)}" has two rules`);
  return providers;
}
