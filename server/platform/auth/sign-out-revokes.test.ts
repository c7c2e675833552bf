/**
 * Issue 12: sign-out takes effect at once. The access token is a JWT the provider does not keep,
 * so the API checks on each request that the grant it was issued under still stands; the
 * provider deletes the grant on sign-out (refresh-token revocation, end of session) and when a
 * used refresh token is replayed. A real sign-in through the embedded provider, over HTTP.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  postTokenRequest,
  signInThroughProvider,
  type ProviderSession,
  type ProviderTokens,
} from '../../test-support/provider-sign-in';
import { createRealApp, type RealApp } from '../../test-support/real-app';

const ADMIN = { email: 'ada@somnia.example', password: 'a-test-password' };

let real: RealApp;

beforeAll(async () => {
  real = await createRealApp(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { signIn: true },
  );
});
afterAll(() => real.close());

const signIn = () => signInThroughProvider(real.app, real.env, ADMIN);

/** The status the admin API answers this access token with. */
async function adminStatus(accessToken: string): Promise<number> {
  const res = await request(real.app)
    .get('/api/admin')
    .set('Authorization', `Bearer ${accessToken}`);
  return res.status;
}

/** As the browser refreshes: without the provider's cookies. */
function refresh(refreshToken: string) {
  return postTokenRequest(real.app, {
    grant_type: 'refresh_token',
    client_id: real.env.OIDC_CLIENT_ID,
    refresh_token: refreshToken,
  });
}

/** The browser's sign-out, first step: the refresh token revoked at the provider. */
function revoke(session: ProviderSession, refreshToken: string) {
  return session.agent
    .post('/oidc/token/revocation')
    .type('form')
    .send(
      new URLSearchParams({
        token: refreshToken,
        token_type_hint: 'refresh_token',
        client_id: real.env.OIDC_CLIENT_ID,
      }).toString(),
    );
}

describe('sign-out', () => {
  test('revoking the refresh token ends the access token issued with it', async () => {
    const session = await signIn();
    const { access_token, refresh_token } = session.tokens;
    expect(await adminStatus(access_token)).toBe(200);

    expect((await revoke(session, refresh_token)).status).toBe(200);

    expect(await adminStatus(access_token)).toBe(401);
    const reuse = await refresh(refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
  });

  test('ending the provider session (RP-initiated logout) ends the access token too', async () => {
    const session = await signIn();
    const { access_token, id_token } = session.tokens;
    expect(id_token).toEqual(expect.any(String));
    const params = new URLSearchParams({
      id_token_hint: id_token ?? '',
      post_logout_redirect_uri: `${real.env.PUBLIC_ORIGIN}/`,
    });
    const confirm = await session.agent.get(`/oidc/session/end?${params}`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.text)?.[1];
    expect(xsrf).toEqual(expect.any(String));

    const ended = await session.agent
      .post('/oidc/session/end/confirm')
      .type('form')
      .send(new URLSearchParams({ xsrf: xsrf ?? '', logout: 'yes' }).toString());

    expect(ended.status).toBe(303);
    expect(await adminStatus(access_token)).toBe(401);
  });

  test('signing out in one browser leaves a sign-in elsewhere working', async () => {
    const here = await signIn();
    const elsewhere = await signIn();

    await revoke(here, here.tokens.refresh_token);

    expect(await adminStatus(here.tokens.access_token)).toBe(401);
    expect(await adminStatus(elsewhere.tokens.access_token)).toBe(200);
  });
});

describe('refresh tokens', () => {
  test('rotate on every use; the new access token works, and so does the earlier one', async () => {
    const session = await signIn();
    const first = session.tokens;

    const rotated = await refresh(first.refresh_token);
    const second = rotated.body as ProviderTokens;
    const again = (await refresh(second.refresh_token)).body as ProviderTokens;

    expect(rotated.status).toBe(200);
    expect(new Set([first.refresh_token, second.refresh_token, again.refresh_token]).size).toBe(3);
    expect(await adminStatus(again.access_token)).toBe(200);
    expect(await adminStatus(first.access_token)).toBe(200);
  });

  test('a replayed refresh token revokes the grant: every token of the sign-in stops working', async () => {
    const session = await signIn();
    const first = session.tokens;
    const current = (await refresh(first.refresh_token)).body as ProviderTokens;

    const replay = await refresh(first.refresh_token);

    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect(await adminStatus(current.access_token)).toBe(401);
    expect(await adminStatus(first.access_token)).toBe(401);
    expect((await refresh(current.refresh_token)).body.error).toBe('invalid_grant');
  });
});
