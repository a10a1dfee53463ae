import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/** A school's SAML identity provider, made in the test: it reads requests and signs answers. */
export interface LocalSamlIdp {
  /** Its single sign-on address (nothing listens: the test reads the redirect to it). */
  entryPoint: string;
  /** Its signing key's public half, as the operator pastes it into SAML_PROVIDERS. */
  publicKey: string;
  /** The AuthnRequest in a redirect to `entryPoint`: its ID, ACS and issuer. */
  readRequest(redirect: URL): { id: string; acsUrl: string; issuer: string };
  /** A base64 Response to `inResponseTo`, as the provider's page posts it to the ACS. */
  respond(answer: SamlAnswer): string;
}

export interface SamlAnswer {
  inResponseTo: string;
  acsUrl: string;
  /** The audience the assertion names (Lingua's entity ID, unless a test says otherwise). */
  audience: string;
  nameId: string;
  attributes?: Record<string, string>;
  /** Which part carries the provider's signature. @default 'assertion' */
  signed?: 'assertion' | 'response' | 'none';
  /** Signed with another key than the one the operator configured. */
  wrongKey?: boolean;
  /** When the assertion was issued. @default now */
  issuedAt?: Date;
  /** How long it is valid from then. @default five minutes */
  validForMs?: number;
  /** The assertion's ID. @default a new one */
  assertionId?: string;
}

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attributeOf = (xml: string, element: string, attribute: string) =>
  new RegExp(`<(?:\\w+:)?${element}\\b[^>]*\\s${attribute}="([^"]*)"`).exec(xml)?.[1] ?? '';

export function startLocalSamlIdp(entityId = 'https://idp.school.example/saml'): LocalSamlIdp {
  const key = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const own = key();
  const other = key();
  const pem = (pair: ReturnType<typeof key>) =>
    pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  function sign(xml: string, element: 'Assertion' | 'Response', wrongKey: boolean) {
    const signer = new SignedXml({
      privateKey: pem(wrongKey ? other : own),
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    const target = `/*[local-name(.)='Response']${element === 'Assertion' ? "/*[local-name(.)='Assertion']" : ''}`;
    signer.addReference({
      xpath: target,
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    // The signature goes after the element's Issuer, where the schema puts it.
    signer.computeSignature(xml, {
      location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' },
    });
    return signer.getSignedXml();
  }

  return {
    entryPoint: 'https://idp.school.example/sso',
    publicKey: own.publicKey.export({ type: 'spki', format: 'pem' }).toString(),

    readRequest(redirect) {
      const encoded = redirect.searchParams.get('SAMLRequest') ?? '';
      const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
      return {
        id: attributeOf(xml, 'AuthnRequest', 'ID'),
        acsUrl: attributeOf(xml, 'AuthnRequest', 'AssertionConsumerServiceURL'),
        issuer: /<(?:\w+:)?Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '',
      };
    },

    respond(answer) {
      const issued = answer.issuedAt ?? new Date();
      const until = new Date(issued.getTime() + (answer.validForMs ?? 5 * 60_000));
      const assertionId = answer.assertionId ?? `_a${randomUUID()}`;
      const attributes = Object.entries(answer.attributes ?? {})
        .map(
          ([name, value]) =>
            `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
        )
        .join('');
      const xml =
        `<samlp:Response xmlns:samlp="${SAMLP}" xmlns:saml="${SAML}" ID="_r${randomUUID()}" Version="2.0" IssueInstant="${issued.toISOString()}" Destination="${escapeXml(answer.acsUrl)}" InResponseTo="${escapeXml(answer.inResponseTo)}">` +
        `<saml:Issuer>${entityId}</saml:Issuer>` +
        `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
        `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${issued.toISOString()}">` +
        `<saml:Issuer>${entityId}</saml:Issuer>` +
        `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escapeXml(answer.nameId)}</saml:NameID>` +
        `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escapeXml(answer.inResponseTo)}" NotOnOrAfter="${until.toISOString()}" Recipient="${escapeXml(answer.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
        `<saml:Conditions NotBefore="${issued.toISOString()}" NotOnOrAfter="${until.toISOString()}"><saml:AudienceRestriction><saml:Audience>${escapeXml(answer.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
        `<saml:AuthnStatement AuthnInstant="${issued.toISOString()}" SessionIndex="_s${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
        `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` +
        `</saml:Assertion></samlp:Response>`;
      const signed = answer.signed ?? 'assertion';
      const wrongKey = answer.wrongKey ?? false;
      const out =
        signed === 'assertion'
          ? sign(xml, 'Assertion', wrongKey)
          : signed === 'response'
            ? sign(xml, 'Response', wrongKey)
            : xml;
      return Buffer.from(out, 'utf8').toString('base64');
    },
  };
}
