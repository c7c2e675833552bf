import { createHash, randomBytes } from 'node:crypto';

import type { Express } from 'express';
import request from 'supertest';

import { ALL_ADMIN_SCOPES } from '../../contract/admin-scopes';
import type { Env } from '../platform/config';

/** What the token endpoint answers the code exchange and each refresh. */
export interface ProviderTokens {
  access_token: string;
  refresh_token: string;
  id_token?: string;
}

export interface ProviderSession {
  tokens: ProviderTokens;
  /** Keeps the provider's cookies (its session), as the browser does. */
  agent: request.Agent;
}

const MAX_REDIRECTS = 10;

/**
 * Signs in through the embedded provider as the browser does, over HTTP: the authorization
 * request with PKCE, the provider's own sign-in form, the silent consent, and the code exchange.
 *
 * @example
 * const { tokens } = await signInThroughProvider(real.app, real.env, { email, password });
 * await request(real.app).get('/api/admin').set('Authorization', `Bearer ${tokens.access_token}`);
 */
export async function signInThroughProvider(
  app: Express,
  env: Env,
  credentials: { email: string; password: string },
): Promise<ProviderSession> {
  const agent = request.agent(app);
  const redirectUri = `${env.PUBLIC_ORIGIN}/login`;
  const verifier = randomBytes(32).toString('base64url');
  const authorization = new URLSearchParams({
    client_id: env.OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: ['openid', 'profile', ...ALL_ADMIN_SCOPES].join(' '),
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const interaction = await agent.get(`/oidc/auth?${authorization}`);
  const signedIn = await agent
    .post(`${interaction.headers.location}/login`)
    .type('form')
    .send(credentials);
  let location = String(signedIn.headers.location);
  // The provider resumes the authorization, asks its consent interaction, then sends the code.
  for (let hop = 0; !location.startsWith(redirectUri); hop += 1) {
    if (hop === MAX_REDIRECTS) throw new Error(`The sign-in did not come back: ${location}`);
    // The provider writes absolute URLs on the test server's own (ephemeral) address.
    const next = new URL(location, env.PUBLIC_ORIGIN);
    location = String((await agent.get(`${next.pathname}${next.search}`)).headers.location);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`The sign-in came back without a code: ${location}`);
  const tokens = await postTokenRequest(app, {
    grant_type: 'authorization_code',
    client_id: env.OIDC_CLIENT_ID,
    redirect_uri: redirectUri,
    code,
    code_verifier: verifier,
  });
  if (tokens.status !== 200) throw new Error(`The code exchange answered ${tokens.status}`);
  return { tokens: tokens.body as ProviderTokens, agent };
}

/** A form POST to the provider's token endpoint (code exchange or refresh), without cookies as the browser sends it. */
export function postTokenRequest(app: Express, fields: Record<string, string>): request.Test {
  return request(app).post('/oidc/token').type('form').send(new URLSearchParams(fields).toString());
}
