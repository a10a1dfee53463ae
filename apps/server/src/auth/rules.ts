import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { LoginLockRule } from '../deps';

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

/** The failure that first locks an account from an address also tells its owner, once. */
export const isFirstLock = (failures: number, rule: LoginLockRule) =>
  failures === rule.freeFailures;

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
