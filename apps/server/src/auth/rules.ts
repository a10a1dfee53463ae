import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from '../db/db';
import type { LoginLockRule, RateLimitRule } from '../deps';
import { hitRateLimit } from '../http/rateLimit';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The delay after the `failures`-th failed sign-in of one account from one address: none
 * while the free failures last, then the first delay doubling with each failure.
 */
export function loginLockDelaySeconds(failures: number, rule: LoginLockRule): number {
  const over = failures - rule.freeFailures;
  if (over < 0) return 0;
  return Math.min(rule.firstDelaySeconds * 2 ** Math.min(over, 30), rule.maxDelaySeconds);
}

/** The failure that first locks an account from an address (its owner may be told). */
export const isFirstLock = (failures: number, rule: LoginLockRule) =>
  failures === rule.freeFailures;

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one home
 * or school network gets a whole /64, and could otherwise take a fresh address per guess).
 */
export function addressKey(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = plain.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The operator's allowlist (RATE_LIMIT_ALLOWLIST): addresses or CIDR ranges, IPv4 or IPv6,
 * that per-address ceilings never stop. Per-account locks still apply to them.
 */
export function createAddressList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.split('/');
    const type = isIPv6(network) ? 'ipv6' : 'ipv4';
    if (!isIPv4(network) && !isIPv6(network))
      throw new Error(`RATE_LIMIT_ALLOWLIST: "${entry}" is not an address or CIDR range`);
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:/, '');
    return entries.length > 0 && list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Counts one password check of the account (a sign-in, right or wrong, or an account
 * deletion): each costs an argon2 hash, so past the rule's ceiling the account waits.
 */
export const chargePasswordCheck = (db: Queryable, email: string, rule: RateLimitRule) =>
  hitRateLimit(db, `password-checks:account:${email}`, rule);
