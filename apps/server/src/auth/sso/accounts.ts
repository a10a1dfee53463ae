import { randomBytes } from 'node:crypto';
import { type ServerMessage, serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../../db/db';
import { hashPassword } from '../passwords';
import { revokeAllForUser } from '../refreshTokens';
import {
  confirmLinkedAccount,
  findIdentityUser,
  insertIdentity,
  insertProviderAccount,
  lockAccountByEmail,
} from './queries';
import { domainRuleFor, type ProviderIdentity, type SsoProvider } from './rules';

export type AccountOutcome =
  | { userId: string; created: boolean }
  | { userId?: undefined; refusal: ServerMessage };

/** A password nobody knows: an account made or reclaimed by a provider signs in there. */
const unknownPassword = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The account a provider's identity signs in to (OpenID Connect and SAML alike): the one
 * already tied to it; else the account of the address the provider verified, tied to it now;
 * else a new account for that address (role from the provider's domain rule). `beforeCreate`
 * runs first (the sign-up ceiling).
 */
export async function accountForIdentity(
  tx: Queryable,
  provider: SsoProvider,
  identity: ProviderIdentity,
  beforeCreate: () => Promise<void>,
): Promise<AccountOutcome> {
  const linked = await findIdentityUser(tx, provider.identityKey, identity.subject);
  if (linked) return { userId: linked, created: false };
  const email = identity.verifiedEmail;
  if (!email)
    return { refusal: serverMessage('error.oidc.unverifiedEmail', { provider: provider.name }) };
  const role = domainRuleFor(provider, email)?.role ?? null;

  const existing = await lockAccountByEmail(tx, email);
  if (existing) {
    // Whoever opened an unconfirmed account may not be the address's owner: their password
    // and sessions end, and the owner the provider vouched for takes the account.
    await confirmLinkedAccount(
      tx,
      existing.id,
      role,
      existing.verified ? null : await unknownPassword(),
    );
    if (!existing.verified) await revokeAllForUser(tx, existing.id);
    await insertIdentity(tx, provider.identityKey, identity.subject, existing.id);
    return { userId: existing.id, created: false };
  }

  await beforeCreate();
  const created = await insertProviderAccount(tx, {
    email,
    passwordHash: await unknownPassword(),
    firstName: identity.firstName,
    lastName: identity.lastName,
    role,
  });
  if (!created) return { refusal: serverMessage('error.oidc.failed', { provider: provider.name }) };
  await insertIdentity(tx, provider.identityKey, identity.subject, created);
  return { userId: created, created: true };
}
