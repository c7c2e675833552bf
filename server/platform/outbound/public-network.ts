import { lookup as systemLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { Agent, buildConnector, type Dispatcher } from 'undici';

import { addressRefusal, isAddress } from './address-class';

/**
 * A connection refused before it was made: its message names the host and the kind of address,
 * never a port or anything the host said, so a closed, a hung and a listening port read the same.
 */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

export interface PublicNetworkOptions {
  /**
   * Hosts opened although they are on the server's own network (`JOB_SOURCE_ALLOWED_HOSTS`), as a
   * URL writes them (`ats.intranet`, `10.0.0.7`, `::1`): by name, so a redirect elsewhere is not.
   */
  allowedHosts: readonly string[];
  /** How names become addresses; a test gives its own. Default: the system's (`dns.lookup`). */
  lookup?: LookupFunction;
}

/** Requests that must stay on the public internet (decision 035). */
export interface PublicNetwork {
  /**
   * undici's dispatcher for them: each connection, of every redirect too, goes only to a public
   * address or an allowed host, checked on the address the socket connects to (so a name that
   * resolves differently later, DNS rebinding, is caught too).
   */
  dispatcher: Dispatcher;
  /**
   * Why a request to `url` must not be made, in words ("localhost leads to a loopback address"),
   * or null: checked when a source is saved, before any connection. A name that does not resolve
   * (within 5 s) passes: its requests will fail, or be refused then.
   */
  refusalOf(url: string): Promise<string | null>;
}

const SAVE_LOOKUP_TIMEOUT_MS = 5_000;

/** A host as the allow-list compares it: lower case, an IPv6 address without its brackets. */
const hostKey = (host: string) => host.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** The addresses of `hostname`, however the lookup function answers (one or all). */
function lookupAll(
  lookup: LookupFunction,
  hostname: string,
  options: LookupOptions = {},
): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    lookup(hostname, { ...options, all: true }, (error, addresses, family) => {
      if (error) reject(error);
      else
        resolve(
          typeof addresses === 'string' ? [{ address: addresses, family: family ?? 0 }] : addresses,
        );
    });
  });
}

/** The first address of `addresses` a request must not reach, in words, or null. */
function firstRefusal(host: string, addresses: readonly LookupAddress[]): string | null {
  for (const { address } of addresses) {
    const refusal = addressRefusal(address);
    if (refusal) return `${host} leads to ${refusal}`;
  }
  return addresses.length === 0 ? `${host} leads to no address` : null;
}

/**
 * `lookup`, refusing a name any of whose addresses is not public: the socket then connects to
 * none of them. Answers one address or all, as the socket asks (all: for happy eyeballs).
 */
function guardedLookup(lookup: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    lookupAll(lookup, hostname, options).then(
      (addresses) => {
        const refusal = firstRefusal(hostname, addresses);
        const [first] = addresses;
        if (refusal || !first) callback(new RefusedAddressError(refusal ?? hostname), '');
        else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * The public network of `options`: one keep-alive pool for its requests, and the check a form
 * runs before saving an address.
 *
 * @example
 * const network = createPublicNetwork({ allowedHosts: ['ats.intranet'] });
 * await network.refusalOf('http://127.0.0.1:6379'); // '127.0.0.1 is a loopback address'
 * await fetch(url, { dispatcher: network.dispatcher }); // cause: RefusedAddressError
 */
export function createPublicNetwork(options: PublicNetworkOptions): PublicNetwork {
  const lookup = options.lookup ?? systemLookup;
  const allowed = new Set(options.allowedHosts.map(hostKey));
  const plain = buildConnector({ lookup });
  const guarded = buildConnector({ lookup: guardedLookup(lookup) });

  // `node:net` looks up names only: an address in the URL is checked here, before connecting.
  const connect: buildConnector.connector = (target, callback) => {
    if (allowed.has(hostKey(target.hostname))) return plain(target, callback);
    const refusal = isAddress(target.hostname) ? addressRefusal(target.hostname) : null;
    if (refusal) return callback(new RefusedAddressError(`${target.hostname} is ${refusal}`), null);
    guarded(target, callback);
  };

  return {
    dispatcher: new Agent({ connect }),

    async refusalOf(url) {
      const { hostname } = new URL(url);
      if (allowed.has(hostKey(hostname))) return null;
      if (isAddress(hostname)) {
        const refusal = addressRefusal(hostname);
        return refusal && `${hostname} is ${refusal}`;
      }
      // A lookup cannot be cancelled: past the bound the form does not wait for it.
      const bound = new AbortController();
      try {
        const addresses = await Promise.race([
          lookupAll(lookup, hostname).catch(() => null),
          sleep(SAVE_LOOKUP_TIMEOUT_MS, null, { signal: bound.signal }).catch(() => null),
        ]);
        return addresses && firstRefusal(hostname, addresses);
      } finally {
        bound.abort();
      }
    },
  };
}
