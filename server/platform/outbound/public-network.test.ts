import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { type FeedServer, startFeedServer } from '../../test-support/feed-server';
import { addressRefusal } from './address-class';
import { createPublicNetwork, RefusedAddressError } from './public-network';

/**
 * A resolver that answers names from a table, so no test asks a real DNS server (only loopback is
 * reachable here). A public address it answers is never connected to: the tests that get one make
 * no request with it.
 */
function tableLookup(table: Record<string, string[] | (() => string[])>): LookupFunction {
  return (hostname, options, callback) => {
    const entry = table[hostname];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses) {
      callback(Object.assign(new Error(`no ${hostname}`), { code: 'ENOTFOUND' }), '');
      return;
    }
    const all: LookupAddress[] = addresses.map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    if (options.all) callback(null, all);
    else callback(null, all[0]?.address ?? '', all[0]?.family);
  };
}

describe('addressRefusal', () => {
  test.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['[::ffff:7f00:1]', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['100.64.0.1', 'a private address'],
    ['fd00::1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['0.0.0.0', 'a reserved address'],
    ['::', 'a reserved address'],
    ['224.0.0.1', 'a reserved address'],
    ['255.255.255.255', 'a reserved address'],
    // IPv6 forms that carry an IPv4 address: the old IPv4-compatible one, NAT64, 6to4
    ['::127.0.0.1', 'a loopback address'],
    ['64:ff9b::7f00:1', 'a reserved address'],
    ['2002:7f00:1::', 'a reserved address'],
  ])('%s is %s', (address, words) => {
    expect(addressRefusal(address)).toBe(words);
  });

  test.each(['93.184.216.34', '2606:4700::1111'])(
    '%s, on the public internet, passes',
    (address) => {
      expect(addressRefusal(address)).toBeNull();
    },
  );
});

describe('refusalOf: the check before a source is saved', () => {
  const network = createPublicNetwork({
    allowedHosts: ['ats.intranet'],
    lookup: tableLookup({
      'intranet.example.test': ['10.20.30.40'],
      'mixed.example.test': ['93.184.216.34', '192.168.0.10'],
      'public.example.test': ['93.184.216.34'],
      'ats.intranet': ['10.0.0.7'],
    }),
  });

  test.each([
    ['http://127.0.0.1:6379/', '127.0.0.1 is a loopback address'],
    ['http://2130706433/', '127.0.0.1 is a loopback address'],
    ['http://0177.0.0.1/', '127.0.0.1 is a loopback address'],
    ['http://0x7f.1/', '127.0.0.1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]:8080/', '[::ffff:7f00:1] is a loopback address'],
    ['http://[::1]/', '[::1] is a loopback address'],
    ['http://0/', '0.0.0.0 is a reserved address'],
    ['https://10.0.0.1/feed', '10.0.0.1 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['http://[fd12:3456::1]/', '[fd12:3456::1] is a private address'],
    ['http://intranet.example.test/', 'intranet.example.test leads to a private address'],
    ['http://mixed.example.test/', 'mixed.example.test leads to a private address'],
  ])('%s is refused: %s', async (url, words) => {
    await expect(network.refusalOf(url)).resolves.toBe(words);
  });

  test('localhost, as the system resolves it, is refused', async () => {
    const system = createPublicNetwork({ allowedHosts: [] });
    await expect(system.refusalOf('http://localhost:5432')).resolves.toBe(
      'localhost leads to a loopback address',
    );
  });

  test('the port makes no difference: the same words for any port', async () => {
    const words = await Promise.all(
      [1, 22, 6379, 65535].map((port) => network.refusalOf(`http://127.0.0.1:${port}/`)),
    );
    expect(new Set(words)).toEqual(new Set(['127.0.0.1 is a loopback address']));
  });

  test('a public name, an allowed host and a name that does not resolve pass', async () => {
    await expect(network.refusalOf('https://public.example.test/')).resolves.toBeNull();
    await expect(network.refusalOf('http://ats.intranet:8080/')).resolves.toBeNull();
    await expect(network.refusalOf('https://nowhere.example.test/')).resolves.toBeNull();
  });
});

describe('the dispatcher: every connection checked where it goes', () => {
  let feed: FeedServer;
  let inside: FeedServer;
  beforeAll(async () => {
    [feed, inside] = await Promise.all([startFeedServer(), startFeedServer()]);
    inside.route('/secret', { body: { secret: 'inside-only' } });
  });
  afterAll(() => Promise.all([feed.close(), inside.close()]));

  const port = (server: FeedServer) => new URL(server.baseUrl).port;
  const causeOf = async (request: Promise<unknown>): Promise<unknown> => {
    const error: unknown = await request.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(TypeError);
    return (error as TypeError).cause;
  };

  test('an address in the URL is refused before connecting, the same for a listening and a closed port', async () => {
    const network = createPublicNetwork({ allowedHosts: [] });
    const listening = await causeOf(
      fetch(`${inside.baseUrl}/secret`, { dispatcher: network.dispatcher }),
    );
    const gone = await startFeedServer();
    await gone.close();
    const closed = await causeOf(fetch(gone.baseUrl, { dispatcher: network.dispatcher }));
    expect(listening).toBeInstanceOf(RefusedAddressError);
    expect((listening as Error).message).toBe('127.0.0.1 is a loopback address');
    expect((closed as Error).message).toBe((listening as Error).message);
    expect(inside.requests).toEqual([]);
  });

  test('a name is checked on the address it resolves to, at each request (DNS rebinding)', async () => {
    let lookups = 0;
    const network = createPublicNetwork({
      allowedHosts: [],
      // public when the source is saved, loopback when it is read
      lookup: tableLookup({
        'feeds.example.test': () => (lookups++ === 0 ? ['93.184.216.34'] : ['127.0.0.1']),
      }),
    });
    await expect(network.refusalOf('http://feeds.example.test/')).resolves.toBeNull();
    const cause = await causeOf(
      fetch(`http://feeds.example.test:${port(inside)}/secret`, {
        dispatcher: network.dispatcher,
      }),
    );
    expect(cause).toEqual(
      new RefusedAddressError('feeds.example.test leads to a loopback address'),
    );
    expect(inside.requests).toEqual([]);
  });

  test('an allowed host is reached, by the same resolver', async () => {
    const network = createPublicNetwork({
      allowedHosts: ['feeds.example.test'],
      lookup: tableLookup({ 'feeds.example.test': ['127.0.0.1'] }),
    });
    const response = await fetch(`http://feeds.example.test:${port(inside)}/secret`, {
      dispatcher: network.dispatcher,
    });
    expect(await response.json()).toEqual({ secret: 'inside-only' });
    inside.requests.length = 0;
  });

  test('an allowed host that redirects to loopback: the redirect is refused before connecting', async () => {
    const network = createPublicNetwork({ allowedHosts: ['localhost'] });
    feed.route('/board', {
      status: 302,
      headers: { location: `http://127.0.0.1:${port(inside)}/secret` },
    });
    const cause = await causeOf(
      fetch(`http://localhost:${port(feed)}/board`, { dispatcher: network.dispatcher }),
    );
    expect(cause).toEqual(new RefusedAddressError('127.0.0.1 is a loopback address'));
    expect(feed.requests).toEqual(['/board']);
    expect(inside.requests).toEqual([]);
  });
});
