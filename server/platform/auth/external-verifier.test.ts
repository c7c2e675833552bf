import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { exportJWK, generateKeyPair, type JWK } from 'jose';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../../test-support/real-app';
import { signAccessToken, TEST_ADMIN, TEST_CLIENT_ID } from '../../test-support/access-token';
import { createExternalVerifier, InvalidAccessTokenError } from './access-token-verifier';
import { IdentityProviderUnavailableError } from './remote-keys';

async function signingKey(kid: string): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

/** An external provider on a loopback port: its discovery document and its keys, until stopped. */
async function startProvider(publicJwk: JWK) {
  const server: Server = createServer((req, res) => {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/oidc/.well-known/openid-configuration')
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    else if (req.url === '/oidc/jwks') res.end(JSON.stringify({ keys: [publicJwk] }));
    else res.writeHead(404).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  return {
    issuer,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** An issuer whose port nobody listens on: every call is refused. */
async function unreachableIssuer(): Promise<string> {
  const provider = await startProvider({});
  await provider.stop();
  return provider.issuer;
}

describe('an external provider that stops answering', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let key: Awaited<ReturnType<typeof signingKey>>;
  beforeAll(async () => {
    key = await signingKey('provider-key');
  });
  afterEach(() => provider.stop().catch(() => undefined));

  test('a token it signed keeps verifying with the keys fetched before, however old they are', async () => {
    provider = await startProvider(key.publicJwk);
    // Keys that are never fresh: every verification asks the provider again.
    const verifier = createExternalVerifier(provider.issuer, 'somnia-api', TEST_CLIENT_ID, {
      maxAgeMs: 0,
    });
    const token = await signAccessToken(key.privateJwk, { issuer: provider.issuer });
    await verifier.verify(token);

    await provider.stop();

    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: TEST_ADMIN.sub });
  });

  test('a token signed with a key it never published is still refused', async () => {
    provider = await startProvider(key.publicJwk);
    const verifier = createExternalVerifier(provider.issuer, 'somnia-api', TEST_CLIENT_ID, {
      maxAgeMs: 0,
    });
    await verifier.verify(await signAccessToken(key.privateJwk, { issuer: provider.issuer }));
    const stranger = await signingKey('stranger-key');

    await provider.stop();

    await expect(
      verifier.verify(await signAccessToken(stranger.privateJwk, { issuer: provider.issuer })),
    ).rejects.toBeInstanceOf(InvalidAccessTokenError);
  });

  test('down before its keys were ever fetched, it is unavailable: the token is not blamed', async () => {
    const issuer = await unreachableIssuer();
    const verifier = createExternalVerifier(issuer, 'somnia-api', TEST_CLIENT_ID);

    await expect(
      verifier.verify(await signAccessToken(key.privateJwk, { issuer })),
    ).rejects.toBeInstanceOf(IdentityProviderUnavailableError);
  });
});

describe('the admin API with an external provider that cannot be reached', () => {
  let real: RealApp;
  let issuer: string;
  beforeAll(async () => {
    issuer = await unreachableIssuer();
    real = await createRealApp({ OIDC_ISSUER: issuer }, { signIn: true });
  });
  afterAll(() => real.close());

  test('answers a 503 envelope, not a 401 that would sign the admin out', async () => {
    const { privateJwk } = await signingKey('any-key');
    const token = await signAccessToken(privateJwk, { issuer });

    const res = await request(real.app)
      .get('/api/admin/blog-comment')
      .set('Authorization', `Bearer ${token}`);

    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      success: false,
      code: 503,
      message: 'Service is temporarily down for maintenance. Please try again later.',
    });
  });
});

/**
 * A provider that takes the connection and never finishes its discovery document: it sends
 * nothing (`silent`), or its headers and then nothing more (`stalled`).
 */
async function startHangingProvider(mode: 'silent' | 'stalled') {
  const server = createServer((_req, res) => {
    if (mode === 'stalled') res.writeHead(200, { 'Content-Type': 'application/json' }).write('{');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

describe.each(['silent', 'stalled'] as const)(
  'the admin API with an external provider whose discovery hangs (%s)',
  (mode) => {
    let provider: Awaited<ReturnType<typeof startHangingProvider>>;
    let real: RealApp;
    beforeAll(async () => {
      provider = await startHangingProvider(mode);
      real = await createRealApp(
        { OIDC_ISSUER: provider.issuer, OIDC_TIMEOUT_MS: '200' },
        { signIn: true },
      );
    });
    afterAll(async () => {
      await real.close();
      await provider.stop();
    });

    test('answers the 503 envelope of a provider that is down, not a 500', async () => {
      const { privateJwk } = await signingKey('any-key');
      const token = await signAccessToken(privateJwk, { issuer: provider.issuer });

      const res = await request(real.app)
        .get('/api/admin/blog-comment')
        .set('Authorization', `Bearer ${token}`);

      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        code: 503,
        message: 'Service is temporarily down for maintenance. Please try again later.',
      });
    });
  },
);
