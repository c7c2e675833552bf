import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

import ipaddr from 'ipaddr.js';

/** IANA's global unicast block: any IPv6 address outside it is not on the public internet. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** The words for each of ipaddr.js's ranges a request must not reach; any other is "reserved". */
const RANGE_WORDS: Readonly<Record<string, string>> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private address',
  carrierGradeNat: 'a private address',
  linkLocal: 'a link-local address',
  deprecatedSiteLocal: 'a private address',
};

/**
 * An address parsed as the socket will use it: an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`)
 * is the IPv4 address it carries. Null when `address` is a name: `node:net` decides by `isIP`
 * whether it connects at once or looks the name up first, so this does too.
 */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? ipaddr.process(bare) : null;
}

/** Every address of this machine's interfaces, in ipaddr.js's normal form. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? []) {
      const address = parsed(entry.address);
      if (address) own.add(address.toNormalizedString());
    }
  return own;
}

/**
 * Why a request must not go to `address`, in words ("a loopback address"), or null for an address
 * on the public internet. Allowed: IPv4 unicast outside every special range, IPv6 global unicast
 * outside every special range (so NAT64, 6to4 and Teredo, which carry an IPv4 address, are
 * refused), neither being an address of this machine. Read at every call: interfaces change.
 *
 * @example
 * addressRefusal('::ffff:127.0.0.1'); // 'a loopback address'
 * addressRefusal('10.1.2.3'); // 'a private address'
 */
export function addressRefusal(address: string): string | null {
  const ip = parsed(address);
  if (!ip) return 'not an IP address';
  const range = ip.range();
  if (range !== 'unicast') return RANGE_WORDS[range] ?? 'a reserved address';
  if (ip.kind() === 'ipv6' && !ip.match(IPV6_GLOBAL_UNICAST)) return 'a reserved address';
  if (ownAddresses().has(ip.toNormalizedString())) return 'an address of this server';
  return null;
}

/** True when `host` (a URL's hostname, IPv6 in brackets or not) is an IP address, not a name. */
export function isAddress(host: string): boolean {
  return parsed(host) !== null;
}
