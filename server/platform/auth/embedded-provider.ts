import type { ServerResponse } from 'node:http';

import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import Provider, { errors, type Configuration, type OidcContext } from 'oidc-provider';

import { ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '../../../contract/constants';
import { paths } from '../../../contract/paths';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { AccountRepository } from './accounts';
import { GRANT_ID_CLAIM } from './grant-status';
import { deleteExpiredOidcModels, KyselyOidcAdapter } from './oidc-adapter';
import { loadOrCreateProviderKeys, publicJwks } from './oidc-keys';
import { messagePage, signedOutPage, signOutPage } from './provider-pages';

interface EmbeddedProviderOptions {
  db: Kysely<Database>;
  accounts: AccountRepository;
  logger: Logger;
  publicOrigin: string;
  /**
   * Where the site that signs in here lives (its `/login` and `/`, its API's resource, the origin
   * allowed to call the token endpoint); default `publicOrigin`, the provider inside the site.
   */
  clientOrigin?: string;
  clientId: string;
  audience: string;
  companyName: string;
}

interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  /** The public signing keys: the API verifies access tokens against them in process. */
  jwks: { keys: JWK[] };
  /** The API's resource indicator (an absolute URI, RFC 8707); its tokens say `aud: audience`. */
  resource: string;
  /** The keys that sign the provider's cookies, the first signing (device-cookie.ts signs with them too). */
  cookieKeys: string[];
}

// The login page, the code and the interaction are short-lived; grants and sessions outlive the refresh token.
const AUTHORIZATION_CODE_TTL_S = 60;
const INTERACTION_TTL_S = 3600;
const ID_TOKEN_TTL_S = 3600;

/** The Node response under Koa's context: the CSP nonce Express assigned lives in its locals. */
function cspNonceOf(ctx: OidcContext): string | undefined {
  return (ctx.res as ServerResponse & { locals?: { cspNonce?: string } }).locals?.cspNonce;
}

/**
 * The embedded OpenID Connect provider (oidc-provider, a certified implementation), mounted
 * under `/oidc`: one public client with PKCE S256, rotating refresh tokens, JWT access tokens
 * for the API audience, everything persisted in the database (docs/auth.md).
 */
export async function createEmbeddedProvider(
  options: EmbeddedProviderOptions,
): Promise<EmbeddedProvider> {
  const { db, accounts, logger, publicOrigin, clientId, audience, companyName } = options;
  const clientOrigin = options.clientOrigin ?? publicOrigin;
  const issuer = `${publicOrigin}/oidc`;
  const resource = `${clientOrigin}/api`;
  const keys = await loadOrCreateProviderKeys(db);
  await deleteExpiredOidcModels(db);

  const configuration: Configuration = {
    adapter: (name) => new KyselyOidcAdapter(name, db),
    clients: [
      {
        client_id: clientId,
        client_name: `${companyName} admin`,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${clientOrigin}/login`],
        post_logout_redirect_uris: [`${clientOrigin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: keys.jwks as { keys: Record<string, unknown>[] },
    cookies: {
      keys: keys.cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    claims: { openid: ['sub'], email: ['email'], profile: [] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => ({ sub: account.id, email: account.email }) };
    },
    features: {
      devInteractions: { enabled: false },
      // Only the client a token was issued to may revoke it (the browser's sign-out).
      revocation: {
        enabled: true,
        allowedPolicy: (
          _ctx: OidcContext,
          client: { clientId: string },
          token: { clientId?: string },
        ) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: OidcContext, form: string) {
          ctx.type = 'html';
          ctx.body = signOutPage(companyName, form, cspNonceOf(ctx));
        },
        postLogoutSuccessSource(ctx: OidcContext) {
          ctx.type = 'html';
          ctx.body = signedOutPage(companyName, cspNonceOf(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx: OidcContext, indicator: string) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            audience,
            scope: ALL_ADMIN_SCOPES.join(' '),
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // MACHINE.md: offline_access is dropped without prompt=consent; the first-party client always gets one.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every use rotates; oidc-provider revokes the whole grant when a used one comes back.
    rotateRefreshToken: true,
    // Tokens live as long as the provider session: ending it (RP-initiated logout) revokes the
    // grant, and with it every access and refresh token of that sign-in (grant-status.ts).
    expiresWithSession: () => true,
    // The grant lets the API refuse a token whose grant was revoked (grant-status.ts).
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      return account ? { email: account.email, [GRANT_ID_CLAIM]: token.grantId } : undefined;
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: AUTHORIZATION_CODE_TTL_S,
      IdToken: ID_TOKEN_TTL_S,
      Interaction: INTERACTION_TTL_S,
      RefreshToken: REFRESH_TOKEN_TTL_S,
      Grant: REFRESH_TOKEN_TTL_S,
      Session: REFRESH_TOKEN_TTL_S,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // The site's own pages only call the token and revocation endpoints.
    clientBasedCORS: (_ctx, origin) => origin === clientOrigin,
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage(
        companyName,
        'Sign-in failed',
        out.error_description ?? out.error ?? 'The request was not valid.',
        {
          href: paths.login(),
          label: 'Back to sign-in',
        },
        cspNonceOf(ctx),
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx, error) =>
    logger.error({ err: error }, 'identity provider error'),
  );
  return {
    provider,
    issuer,
    jwks: publicJwks(keys.jwks),
    resource,
    cookieKeys: keys.cookieKeys,
  };
}
