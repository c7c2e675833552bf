import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createLogger } from '../logger';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { signIn } from '../../test-support/sign-in';
import { REDACTED } from './redact-url';
import { requestLogging } from './request-logging';

const ADMIN = { email: 'admin@somnia.example', password: 'a-test-password-7Qx' };

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { method: string; url: string };
}

function capturedLog() {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) },
    lines,
    parsed: () => lines.map((line) => JSON.parse(line) as LogLine),
  };
}

describe('request ids', () => {
  const log = capturedLog();
  const logger = createLogger({ LOG_LEVEL: 'info' }, log.destination);
  const app = express();
  app.use(requestLogging(logger));
  // A module that logs through the root logger, as the page handler and the error handler do.
  app.get('/work', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    logger.warn('something worth a line');
    res.send('done');
  });

  test('every line of a request carries its id, which the answer names in X-Request-Id', async () => {
    log.lines.length = 0;
    const res = await request(app).get('/work');

    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.parsed();
    expect(lines.map((line) => line.msg)).toEqual(['something worth a line', 'request completed']);
    expect(lines.map((line) => line.reqId)).toEqual([id, id]);
  });

  test('a well-formed X-Request-Id from the proxy is kept; another one is replaced', async () => {
    const kept = await request(app).get('/work').set('X-Request-Id', 'edge-4f2a.7:9');
    const replaced = await request(app).get('/work').set('X-Request-Id', 'id with "spaces"');

    expect(kept.headers['x-request-id']).toBe('edge-4f2a.7:9');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the log of a whole sign-in and admin session', () => {
  const log = capturedLog();
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: ADMIN.password },
      { signIn: true, logger: createLogger({ LOG_LEVEL: 'info' }, log.destination) },
    );
  });
  afterAll(() => real.close());

  test('holds no password, code, verifier, state or token, and an id on every line', async () => {
    log.lines.length = 0;
    const session = await signIn(real.app, real.env, ADMIN);
    const bearer = { Authorization: `Bearer ${session.accessToken}` };
    const admin = await session.agent.get('/api/admin').set(bearer);
    const refreshed = await session.agent.post('/oidc/token').type('form').send({
      grant_type: 'refresh_token',
      client_id: real.env.OIDC_CLIENT_ID,
      refresh_token: session.refreshToken,
    });
    const signOut = await session.agent.get(
      `/oidc/session/end?${new URLSearchParams({
        id_token_hint: session.idToken,
        post_logout_redirect_uri: `${real.env.PUBLIC_ORIGIN}/`,
        client_id: real.env.OIDC_CLIENT_ID,
      })}`,
    );
    const revoked = await session.agent
      .post('/oidc/token/revocation')
      .type('form')
      .send({
        token: String(refreshed.body.refresh_token),
        client_id: real.env.OIDC_CLIENT_ID,
      });
    // A token where none belongs, as a careless client might send it.
    await session.agent.get(`/api/admin?access_token=${session.accessToken}`);

    expect([admin.status, refreshed.status, signOut.status, revoked.status]).toEqual([
      200, 200, 200, 200,
    ]);
    const secrets = {
      password: ADMIN.password,
      code: session.code,
      codeVerifier: session.codeVerifier,
      state: session.state,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      idToken: session.idToken,
      refreshedAccessToken: String(refreshed.body.access_token),
      refreshedRefreshToken: String(refreshed.body.refresh_token),
    };
    const text = log.lines.join('');
    const found = Object.entries(secrets).filter(([, secret]) => text.includes(secret));
    expect(found.map(([name]) => name)).toEqual([]);

    const lines = log.parsed();
    expect(lines.length).toBeGreaterThan(8);
    expect(lines.filter((line) => !line.reqId)).toEqual([]);
    const callback = lines.find((line) => line.req?.url.startsWith('/login?'));
    expect(callback?.req?.url).toContain(`code=${REDACTED}`);
  });
});
