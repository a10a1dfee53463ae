import { randomBytes } from 'node:crypto';
import {
  type CacheProvider,
  type Profile,
  SAML,
  type SamlConfig,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import type { Queryable } from '../../db/db';
import type { SamlProviderConfig } from '../../shared/samlProviders';
import { domainRuleFor, nameClaim, type ProviderIdentity } from '../sso/rules';
import { closeRequest, insertRequest, openRequestSentAt, REQUEST_MINUTES } from './queries';

/** How far the provider's clock may be from ours (NotBefore, NotOnOrAfter). */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** What a valid response proves: who signed in, and what makes it once-only. */
export interface SamlSignIn {
  identity: ProviderIdentity;
  /** The AuthnRequest it answers. */
  requestId: string;
  /** The signed assertion's ID, kept as used until `expiresAt`. */
  assertionId: string;
  expiresAt: Date;
}

export interface SamlClient {
  /** Where to send the browser: the provider's sign-on address with a new AuthnRequest. */
  start(browserHash: string): Promise<URL>;
  /**
   * Checks a posted response: it answers an open request of ours (which it closes), its
   * assertion is signed with the provider's certificate, names our entity ID as audience and
   * is within its validity. Throws what is wrong otherwise.
   */
  finish(samlResponse: string): Promise<SamlSignIn>;
}

/** Attributes that carry the address and names, as ADFS, Entra ID and Shibboleth send them. */
const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';
const EMAIL_ATTRIBUTES = ['email', 'mail', `${CLAIMS}/emailaddress`, `${CLAIMS}/upn`];
const GIVEN_NAME_ATTRIBUTES = ['givenName', 'urn:oid:2.5.4.42', `${CLAIMS}/givenname`];
const FAMILY_NAME_ATTRIBUTES = ['sn', 'surname', 'urn:oid:2.5.4.4', `${CLAIMS}/surname`];
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

const first = (profile: Profile, names: string[]) => {
  for (const name of names) {
    const value = profile[name];
    const single = Array.isArray(value) ? value[0] : value;
    if (typeof single === 'string' && single.trim() !== '') return single;
  }
  return undefined;
};

export function createSamlClient(
  db: Queryable,
  provider: SamlProviderConfig,
  acsUrl: string,
): SamlClient {
  const options = (cacheProvider: CacheProvider, requestId?: string): SamlConfig => ({
    entryPoint: provider.entryPoint,
    callbackUrl: acsUrl,
    issuer: provider.spEntityId,
    audience: provider.spEntityId,
    idpCert: provider.idpCerts,
    // The assertion itself must carry the provider's signature (ADFS and Shibboleth sign it by
    // default); a signed envelope around an unsigned assertion is not enough.
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_MINUTES * 60_000,
    cacheProvider,
    // Whatever name identifier and sign-in method the school uses.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });

  /** Open requests live in the database: any instance may receive the response. */
  const requests: CacheProvider = {
    saveAsync: () => Promise.reject(new Error('requests are saved by start()')),
    getAsync: (requestId) => openRequestSentAt(db, provider.id, requestId),
    async removeAsync(requestId) {
      if (requestId) await closeRequest(db, provider.id, requestId);
      return requestId;
    },
  };
  const validator = new SAML(options(requests));

  return {
    async start(browserHash) {
      const requestId = `_${randomBytes(20).toString('hex')}`;
      const saml = new SAML(
        options(
          {
            async saveAsync(key, value) {
              await insertRequest(db, { requestId: key, providerId: provider.id, browserHash });
              return { value, createdAt: Date.now() };
            },
            getAsync: () => Promise.resolve(null),
            removeAsync: () => Promise.resolve(null),
          },
          requestId,
        ),
      );
      return new URL(await saml.getAuthorizeUrlAsync('', undefined, {}));
    },

    async finish(samlResponse) {
      const { profile } = await validator.validatePostResponseAsync({
        SAMLResponse: samlResponse,
      });
      if (!profile) throw new Error('the response holds no sign-in');
      const assertion = profile.getAssertion?.() as
        | { Assertion?: { $?: { ID?: string }; Conditions?: { $?: { NotOnOrAfter?: string } }[] } }
        | undefined;
      const assertionId = assertion?.Assertion?.$?.ID;
      if (!assertionId) throw new Error('the assertion has no ID');
      if (typeof profile.inResponseTo !== 'string') throw new Error('the response answers nothing');
      if (!profile.nameID) throw new Error('the assertion names no subject');
      const notOnOrAfter = assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter;
      // Kept as used a while past its end: a provider's clock may run behind ours.
      const expiresAt = new Date(
        (notOnOrAfter ? Date.parse(notOnOrAfter) : Date.now() + 60 * 60_000) + CLOCK_SKEW_MS,
      );

      const address =
        first(profile, EMAIL_ATTRIBUTES) ??
        (profile.nameIDFormat === EMAIL_FORMAT ? profile.nameID : undefined);
      const email = address?.includes('@') ? address.trim().toLowerCase() : undefined;
      return {
        identity: {
          subject: profile.nameID,
          // A school's provider vouches for its own domains only (the operator listed them).
          verifiedEmail: email && domainRuleFor(provider, email) ? email : undefined,
          firstName: nameClaim(first(profile, GIVEN_NAME_ATTRIBUTES)),
          lastName: nameClaim(first(profile, FAMILY_NAME_ATTRIBUTES)),
        },
        requestId: profile.inResponseTo,
        assertionId,
        expiresAt,
      };
    },
  };
}
