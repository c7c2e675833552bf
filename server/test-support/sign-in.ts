/**
 * The embedded provider's sign-in as the browser goes through it (authorization code with PKCE),
 * over supertest: for tests of the sign-in form and of what a whole session leaves behind.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Express } from 'express';
import request from 'supertest';

import { ALL_ADMIN_SCOPES } from '../../contract/admin-scopes';
import type { Env } from '../platform/config';

interface StartedSignIn {
  /** The sign-in form's path, `/interaction/{uid}`. */
  interaction: string;
  codeVerifier: string;
  state: string;
  /** The provider's `Set-Cookie` headers on the way to the form. */
  cookies: string[];
}

interface SignedIn extends StartedSignIn {
  code: string;
  accessToken: string;
  refreshToken: string;
  idToken: string;
}

// As the browser's client asks (src/auth/oidc-client.ts).
const SIGN_IN_SCOPE = ['openid', 'profile', ...ALL_ADMIN_SCOPES].join(' ');
const base64url = (bytes: Buffer) => bytes.toString('base64url');
/** The path and query of an absolute URL of the app, for supertest. */
const pathOf = (location: string) => {
  const url = new URL(location, 'http://app.invalid');
  return `${url.pathname}${url.search}`;
};

/** Asks the provider for a code as the browser does; resolves with the sign-in form to fill. */
export async function startSignIn(agent: request.Agent, env: Env): Promise<StartedSignIn> {
  const codeVerifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const params = new URLSearchParams({
    client_id: env.OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${env.PUBLIC_ORIGIN}/login`,
    scope: SIGN_IN_SCOPE,
    state,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
  });
  const started = await agent.get(`/oidc/auth?${params}`);
  const interaction = String(started.headers.location);
  if (!interaction.startsWith('/interaction/'))
    throw new Error(`The provider answered ${started.status} ${interaction}`);
  return {
    interaction,
    codeVerifier,
    state,
    cookies: [started.headers['set-cookie'] ?? []].flat(),
  };
}

/** Posts the sign-in form (with `headers`, e.g. a proxy's `X-Forwarded-For`). */
export function submitSignIn(
  agent: request.Agent,
  interaction: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  return agent.post(`${interaction}/login`).set(headers).type('form').send(credentials);
}

/**
 * The whole sign-in: the form, the redirect back to `/login?code=…` (rendered, as the browser
 * loads it), and the code exchanged for tokens.
 */
export async function signIn(
  app: Express,
  env: Env,
  credentials: { email: string; password: string },
): Promise<SignedIn & { agent: request.Agent }> {
  const agent = request.agent(app);
  const started = await startSignIn(agent, env);
  const submitted = await submitSignIn(agent, started.interaction, credentials);
  const resumed = await agent.get(pathOf(String(submitted.headers.location)));
  const callback = new URL(String(resumed.headers.location));
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${callback.pathname}: the sign-in failed`);
  await agent.get(pathOf(callback.href));
  const tokens = await agent
    .post('/oidc/token')
    .type('form')
    .send({
      grant_type: 'authorization_code',
      client_id: env.OIDC_CLIENT_ID,
      redirect_uri: `${env.PUBLIC_ORIGIN}/login`,
      code,
      code_verifier: started.codeVerifier,
    });
  return {
    ...started,
    agent,
    code,
    accessToken: String(tokens.body.access_token),
    refreshToken: String(tokens.body.refresh_token),
    idToken: String(tokens.body.id_token),
  };
}
