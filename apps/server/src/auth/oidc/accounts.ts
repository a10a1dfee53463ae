import { randomBytes } from 'node:crypto';
import { type ServerMessage, serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../../db/db';
import type { OidcProviderConfig } from '../../shared/oidcProviders';
import { hashPassword } from '../passwords';
import { revokeAllForUser } from '../refreshTokens';
import {
  confirmLinkedAccount,
  findIdentityUser,
  insertIdentity,
  insertProviderAccount,
  lockAccountByEmail,
} from './queries';
import { domainRuleFor, type IdentityClaims, nameClaim, verifiedEmailOf } from './rules';

export type AccountOutcome =
  | { userId: string; created: boolean }
  | { userId?: undefined; refusal: ServerMessage };

/** A password nobody knows: an account made or reclaimed by a provider signs in there. */
const unknownPassword = () => hashPassword(randomBytes(32).toString('base64url'));

/**
 * The account a provider's identity signs in to: the one already tied to it; else the account
 * of the address the provider verified, tied to it now; else a new account for that address
 * (role from the provider's domain rule). `beforeCreate` runs first (the sign-up ceiling).
 */
export async function accountForIdentity(
  tx: Queryable,
  provider: OidcProviderConfig,
  claims: IdentityClaims,
  beforeCreate: () => Promise<void>,
): Promise<AccountOutcome> {
  const linked = await findIdentityUser(tx, provider.id, claims.sub);
  if (linked) return { userId: linked, created: false };
  const email = verifiedEmailOf(claims);
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
    await insertIdentity(tx, provider.id, claims.sub, existing.id);
    return { userId: existing.id, created: false };
  }

  await beforeCreate();
  const created = await insertProviderAccount(tx, {
    email,
    passwordHash: await unknownPassword(),
    firstName: nameClaim(claims.given_name),
    lastName: nameClaim(claims.family_name),
    role,
  });
  if (!created) return { refusal: serverMessage('error.oidc.failed', { provider: provider.name }) };
  await insertIdentity(tx, provider.id, claims.sub, created);
  return { userId: created, created: true };
}
