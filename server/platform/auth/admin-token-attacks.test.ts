/**
 * Issue 12: forged and misused access tokens against the admin API of the real app (embedded
 * provider, its stored signing key): every one refused with 401 or 403, and every refusal logged
 * with who, what and when, never with the token.
 */
import { exportJWK, exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import { ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import {
  readSigningKey,
  TEST_ADMIN,
  TEST_CLIENT_ID,
  TEST_GRANT_ID,
} from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { GRANT_ID_CLAIM } from './grant-status';

let real: RealApp;
let signingKey: JWK;
let issuer: string;
const logLines: string[] = [];

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
  real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { signIn: true, logger });
  signingKey = await readSigningKey(real.services.database.db);
  issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
});
afterAll(() => real.close());
beforeEach(() => {
  logLines.length = 0;
});

const now = () => Math.floor(Date.now() / 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a good token; `undefined` in the overrides leaves a claim out. */
function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<string, unknown> = {
    iss: issuer,
    aud: 'somnia-api',
    sub: TEST_ADMIN.sub,
    email: TEST_ADMIN.email,
    client_id: TEST_CLIENT_ID,
    [GRANT_ID_CLAIM]: TEST_GRANT_ID,
    scope: ALL_ADMIN_SCOPES.join(' '),
    iat: now(),
    exp: now() + 1800,
  };
  const merged = { ...base, ...overrides };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
}

/** Signed with the provider's own key (RS256, its `kid`) unless another key is given. */
async function sign(
  payload: Record<string, unknown>,
  { key = signingKey, typ = 'at+jwt' }: { key?: JWK; typ?: string } = {},
): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ, kid: key.kid })
    .sign(await importJWK(key, 'RS256'));
}

async function foreignKey(kid: string | undefined): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid };
}

/** The key-confusion attack: HS256 with the provider's public key (PEM) as the HMAC secret. */
async function signedWithPublicKeyAsSecret(): Promise<string> {
  const publicJwk: JWK = { kty: signingKey.kty, n: signingKey.n, e: signingKey.e };
  const pem = await exportSPKI((await importJWK(publicJwk, 'RS256')) as CryptoKey);
  return new SignJWT(claims())
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: signingKey.kid })
    .sign(new TextEncoder().encode(pem));
}

interface Attack {
  name: string;
  token: () => Promise<string>;
  status: 401 | 403;
  reason: RegExp;
  /** The subject the token names (default the test admin). */
  claimedSub?: string;
}

const attacks: Attack[] = [
  {
    name: 'alg none, unsigned',
    token: async () => `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims())}.`,
    status: 401,
    reason: /ERR_JOSE_ALG_NOT_ALLOWED/,
  },
  {
    name: 'HS256 signed with the public key',
    token: signedWithPublicKeyAsSecret,
    status: 401,
    reason: /ERR_JOSE_ALG_NOT_ALLOWED/,
  },
  {
    name: 'an unknown kid',
    token: async () => sign(claims(), { key: await foreignKey('not-a-published-kid') }),
    status: 401,
    reason: /ERR_JWKS_NO_MATCHING_KEY/,
  },
  {
    name: 'another key under the published kid',
    token: async () => sign(claims(), { key: await foreignKey(signingKey.kid) }),
    status: 401,
    reason: /ERR_JWS_SIGNATURE_VERIFICATION_FAILED/,
  },
  {
    name: 'another issuer',
    token: () => sign(claims({ iss: 'https://evil.example/oidc' })),
    status: 401,
    reason: /ERR_JWT_CLAIM_VALIDATION_FAILED \(iss\)/,
  },
  {
    name: 'another audience',
    token: () => sign(claims({ aud: 'somnia-web' })),
    status: 401,
    reason: /ERR_JWT_CLAIM_VALIDATION_FAILED \(aud\)/,
  },
  {
    name: 'expired a minute ago',
    token: () => sign(claims({ iat: now() - 1900, exp: now() - 60 })),
    status: 401,
    reason: /ERR_JWT_EXPIRED \(exp\)/,
  },
  {
    name: 'not valid before a minute from now (nbf)',
    token: () => sign(claims({ nbf: now() + 60 })),
    status: 401,
    reason: /ERR_JWT_CLAIM_VALIDATION_FAILED \(nbf\)/,
  },
  {
    name: 'issued a minute from now (iat)',
    token: () => sign(claims({ iat: now() + 60 })),
    status: 401,
    reason: /ERR_JWT_CLAIM_VALIDATION_FAILED \(iat\)/,
  },
  {
    name: 'issued longer ago than an access token lives',
    token: () => sign(claims({ iat: now() - 7200, exp: now() + 600 })),
    status: 401,
    reason: /ERR_JWT_EXPIRED \(iat\)/,
  },
  {
    name: 'without iat',
    token: () => sign(claims({ iat: undefined })),
    status: 401,
    reason: /ERR_JWT_CLAIM_VALIDATION_FAILED \(iat\)/,
  },
  {
    name: 'an ID token (typ JWT)',
    token: () => sign(claims(), { typ: 'JWT' }),
    status: 401,
    reason: /unexpected token type/,
  },
  {
    name: 'for another client (client_id)',
    token: () => sign(claims({ client_id: 'another-client' })),
    status: 401,
    reason: /issued to another client/,
  },
  {
    name: 'for another client (azp, no client_id)',
    token: () => sign(claims({ client_id: undefined, azp: 'another-client' })),
    status: 401,
    reason: /issued to another client/,
  },
  {
    name: 'naming no client',
    token: () => sign(claims({ client_id: undefined })),
    status: 401,
    reason: /issued to another client/,
  },
  {
    name: 'naming no grant',
    token: () => sign(claims({ [GRANT_ID_CLAIM]: undefined })),
    status: 401,
    reason: /no grant named/,
  },
  {
    name: 'under a grant that does not exist (revoked)',
    token: () => sign(claims({ [GRANT_ID_CLAIM]: 'a-revoked-grant' })),
    status: 401,
    reason: /grant revoked/,
  },
  {
    name: 'under the grant of another account',
    token: () => sign(claims({ sub: 'another-account' })),
    status: 401,
    reason: /grant revoked/,
    claimedSub: 'another-account',
  },
  {
    name: 'without a scope claim',
    token: () => sign(claims({ scope: undefined })),
    status: 403,
    reason: /insufficient scope/,
  },
  {
    name: 'with OpenID scopes only',
    token: () => sign(claims({ scope: 'openid profile email' })),
    status: 403,
    reason: /insufficient scope/,
  },
];

interface RefusalLine {
  event: string;
  status: number;
  reason: string;
  method: string;
  path: string;
  ip: string;
  time: number;
  sub?: string;
  claimedSub?: string;
}

function refusalsLogged(): RefusalLine[] {
  return logLines
    .map((line) => JSON.parse(line) as RefusalLine)
    .filter((line) => line.event === 'admin.refused');
}

describe('a forged or misused access token on GET /api/admin', () => {
  test('a good token passes (the baseline every attack changes one thing of)', async () => {
    const res = await request(real.app)
      .get('/api/admin')
      .set('Authorization', `Bearer ${await sign(claims())}`);

    expect(res.status).toBe(200);
    expect(refusalsLogged()).toEqual([]);
  });

  test.each(attacks)(
    '$name: refused and logged',
    async ({ token, status, reason, claimedSub = TEST_ADMIN.sub }) => {
      const jwt = await token();
      const before = Date.now();

      const res = await request(real.app)
        .get('/api/admin?page=1')
        .set('Authorization', `Bearer ${jwt}`);

      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ success: false, code: status, data: null });
      expect(res.headers['www-authenticate']).toMatch(
        status === 401 ? /^Bearer error="invalid_token"/ : /^Bearer error="insufficient_scope"/,
      );
      const [refusal, ...others] = refusalsLogged();
      expect(others).toEqual([]);
      expect(refusal).toMatchObject({
        status,
        method: 'GET',
        path: '/api/admin',
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      });
      expect(refusal?.reason).toMatch(reason);
      expect(refusal?.time).toBeGreaterThanOrEqual(before);
      // Who: the verified subject on a 403, the subject the token claims on a 401.
      const who = status === 403 ? refusal?.sub : refusal?.claimedSub;
      expect(who).toBe(claimedSub);
      const log = logLines.join('');
      for (const segment of jwt.split('.').filter(Boolean)) expect(log).not.toContain(segment);
      expect(log).not.toMatch(/Bearer /);
    },
  );

  test('a request without a token is logged as such, without a subject', async () => {
    const res = await request(real.app).post('/api/admin/blacklist-keywords').send({
      keyword: 'casino',
    });

    expect(res.status).toBe(401);
    expect(refusalsLogged()).toEqual([
      expect.objectContaining({
        status: 401,
        reason: 'no bearer token',
        method: 'POST',
        path: '/api/admin/blacklist-keywords',
      }),
    ]);
  });

  test('the subject a forged token claims is logged cut short, as the caller wrote it', async () => {
    const jwt = await sign(claims({ sub: 'x'.repeat(5000), iss: 'https://evil.example' }));

    await request(real.app).get('/api/admin').set('Authorization', `Bearer ${jwt}`);

    expect(refusalsLogged()[0]?.claimedSub).toBe('x'.repeat(100));
  });
});
