import { z } from 'zod';
import { type DomainRule, domainRulesSchema } from './oidcProviders';
import { StartupError } from './startupError';

/** One school's SAML 2.0 identity provider (SAML_PROVIDERS): ADFS, Shibboleth and the like. */
export interface SamlProviderConfig {
  /** In the ACS's path: `${APP_URL}/api/auth/saml/{id}/acs`. */
  id: string;
  /** What the button says: "Continue with {name}". */
  name: string;
  /** The provider's single sign-on address (HTTP-Redirect binding). */
  entryPoint: string;
  /** The provider's signing certificates (PEM or bare base64); two while it rolls its key. */
  idpCerts: string[];
  /** Lingua's entity ID there, the audience its assertions must name. */
  spEntityId: string;
  /**
   * The provider vouches only for addresses of these domains: an assertion's address of any
   * other domain reaches no account. Each rule gives a role and may require this provider.
   */
  domains: DomainRule[];
}

const providerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes'),
  name: z.string().trim().min(1).max(60),
  entry_point: z.url({ protocol: /^https?$/ }),
  idp_cert: z.union([z.string().min(1), z.array(z.string().min(1)).min(1).max(4)]),
  sp_entity_id: z.string().min(1).max(1024).optional(),
  domains: domainRulesSchema.pipe(z.array(z.any()).min(1, 'at least one domain')),
});

/**
 * Reads SAML_PROVIDERS, a JSON array of providers; anything malformed stops start-up with what
 * to fix. `appUrl` gives the default entity ID, `${APP_URL}/api/auth/saml/{id}`.
 */
export function parseSamlProviders(raw: string | undefined, appUrl: string): SamlProviderConfig[] {
  if (!raw?.trim()) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new StartupError('SAML_PROVIDERS must be a JSON array of providers');
  }
  const parsed = z.array(providerSchema).max(50).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StartupError(
      `SAML_PROVIDERS: ${issue?.path.join('.') || 'the list'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data.map(
    (provider): SamlProviderConfig => ({
      id: provider.id,
      name: provider.name,
      entryPoint: provider.entry_point,
      idpCerts: [provider.idp_cert].flat(),
      spEntityId: provider.sp_entity_id ?? `${appUrl}/api/auth/saml/${provider.id}`,
      domains: (provider.domains as z.infer<typeof domainRulesSchema>).map((rule) => ({
        ...rule,
        required: rule.required ?? false,
      })),
    }),
  );
}

/**
 * Every provider of both lists: no id twice within a list, no domain with two rules anywhere
 * (an address signs in through one provider).
 */
export function checkProviderLists(
  oidc: readonly { id: string; domains: readonly DomainRule[] }[],
  saml: readonly { id: string; domains: readonly DomainRule[] }[],
) {
  const twice = (list: string[]) => list.find((entry, index) => list.indexOf(entry) !== index);
  const samlId = twice(saml.map((provider) => provider.id));
  if (samlId) throw new StartupError(`SAML_PROVIDERS: the id "${samlId}" is used twice`);
  const domains = [...oidc, ...saml].flatMap((provider) => provider.domains.map((r) => r.domain));
  const domain = twice(domains);
  if (domain)
    throw new StartupError(
      `OIDC_PROVIDERS and SAML_PROVIDERS: the domain "${domain}" has two rules`,
    );
}
