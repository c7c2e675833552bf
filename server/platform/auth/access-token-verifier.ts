import {
  createLocalJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';

import { scopesOf } from '../../../contract/scopes';
import { ACCESS_TOKEN_TTL_S } from '../../../contract/constants';
import { GRANT_ID_CLAIM, type GrantCheck } from './grant-status';
import {
  createRemoteKeys,
  IdentityProviderUnavailableError,
  PROVIDER_TIMEOUT_MS,
  type RemoteKeysOptions,
} from './remote-keys';

/** Who a valid access token speaks for, and what it allows. */
export interface VerifiedAccessToken {
  sub: string;
  email: string | null;
  scopes: string[];
  /** The embedded provider's grant the token was issued under (its sign-in); none for an external one. */
  grantId?: string;
}

export interface AccessTokenVerifier {
  /** Resolves the token's claims, or rejects with an `InvalidAccessTokenError`. */
  verify(token: string): Promise<VerifiedAccessToken>;
}

/** A refused token; the message says why (a jose error code or ours), for the log, never the client. */
export class InvalidAccessTokenError extends Error {
  override name = 'InvalidAccessTokenError';
}

// Asymmetric algorithms only: `none` and HMAC (which a public JWKS cannot check) are refused.
const ALLOWED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
// RFC 9068 access tokens say `at+jwt`; several providers (Keycloak, Entra ID) still say `JWT`.
const EMBEDDED_TOKEN_TYPES = ['at+jwt', 'application/at+jwt'];
const EXTERNAL_TOKEN_TYPES = [...EMBEDDED_TOKEN_TYPES, 'JWT'];
const CLOCK_TOLERANCE_S = 5;
// External providers choose their own lifetimes; Auth0's default for API tokens is a day.
const EXTERNAL_MAX_TOKEN_AGE = '24h';

interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The admin client: a token must name it in `client_id` (RFC 9068) or, failing that, `azp`. */
  clientId: string;
  keys: JWTVerifyGetKey;
  tokenTypes: readonly string[];
  /** The longest a token may have lived since its `iat` (which must not lie in the future). */
  maxTokenAge: number | string;
  /** When set, a token must name its grant (`grant_id`) and the grant must still stand. */
  grantCheck?: GrantCheck;
}

/** The client a token was issued to, as RFC 9068 (`client_id`) or OpenID Connect (`azp`) says it. */
function clientOf(payload: JWTPayload): unknown {
  return payload.client_id ?? payload.azp;
}

/** jose's error code, with the claim that failed (`ERR_JWT_EXPIRED (exp)`), for the log. */
function reasonOf(error: joseErrors.JOSEError): string {
  const claimError =
    error instanceof joseErrors.JWTClaimValidationFailed || error instanceof joseErrors.JWTExpired;
  return claimError ? `${error.code} (${error.claim})` : error.code;
}

/**
 * Verifies a bearer JWT with jose: signature against the provider's keys (asymmetric algorithms
 * only), issuer, audience, expiry, `nbf`, an `iat` that is neither in the future nor too old, the
 * `typ` header, a subject and the client; then, for the embedded provider, that its grant was not
 * revoked. The scope check is the route's (require-scope.ts).
 *
 * @example
 * const verifier = createAccessTokenVerifier({ issuer, audience, clientId, keys: createLocalJWKSet(jwks), tokenTypes: ['at+jwt'], maxTokenAge: 1800 });
 * const { sub, email, scopes } = await verifier.verify(token);
 */
function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const { issuer, audience, clientId, keys, tokenTypes, maxTokenAge, grantCheck } = options;
  /** The grant the token names, once it is known to stand; none without a grant check. */
  const checkGrant = async (payload: JWTPayload, sub: string) => {
    if (!grantCheck) return undefined;
    const grantId = payload[GRANT_ID_CLAIM];
    if (typeof grantId !== 'string' || grantId === '')
      throw new InvalidAccessTokenError('no grant named');
    if (!(await grantCheck({ grantId, sub, clientId })))
      throw new InvalidAccessTokenError('grant revoked');
    return grantId;
  };
  return {
    async verify(token) {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ALLOWED_ALGORITHMS,
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: CLOCK_TOLERANCE_S,
          maxTokenAge,
        });
        const typ = protectedHeader.typ?.toLowerCase();
        if (!typ || !tokenTypes.some((allowed) => allowed.toLowerCase() === typ)) {
          throw new InvalidAccessTokenError('unexpected token type');
        }
        if (clientOf(payload) !== clientId)
          throw new InvalidAccessTokenError('issued to another client');
        const sub = String(payload.sub);
        const grantId = await checkGrant(payload, sub);
        const email = typeof payload.email === 'string' ? payload.email : null;
        return { sub, email, scopes: scopesOf(payload), ...(grantId && { grantId }) };
      } catch (error) {
        if (error instanceof InvalidAccessTokenError) throw error;
        if (error instanceof joseErrors.JOSEError)
          throw new InvalidAccessTokenError(reasonOf(error));
        throw error;
      }
    },
  };
}

export interface EmbeddedVerifierOptions {
  issuer: string;
  audience: string;
  clientId: string;
  /** The provider's public signing keys. */
  jwks: JSONWebKeySet;
  grantCheck: GrantCheck;
}

/**
 * The embedded provider's tokens are checked against its own public keys, in process, and
 * against its grants: sign-out and a replayed refresh token end every token of the grant at once.
 */
export function createEmbeddedVerifier({
  jwks,
  ...options
}: EmbeddedVerifierOptions): AccessTokenVerifier {
  return createAccessTokenVerifier({
    ...options,
    keys: createLocalJWKSet(jwks),
    tokenTypes: EMBEDDED_TOKEN_TYPES,
    maxTokenAge: ACCESS_TOKEN_TTL_S,
  });
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * The provider's discovery document. Anything short of a valid one in time (refused, no answer,
 * headers then silence, an error status, not the document) means the provider cannot be used
 * right now: a 503 for the caller, never a 500.
 */
async function fetchDiscovery(
  issuer: string,
  timeoutMs: number,
): Promise<z.infer<typeof discoverySchema>> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  try {
    // The signal covers the body too: a provider that sends headers and stalls times out as well.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return discoverySchema.parse(await response.json());
  } catch (error) {
    throw new IdentityProviderUnavailableError(`OpenID discovery of ${issuer} failed`, {
      cause: error,
    });
  }
}

/**
 * An external provider's tokens: its JWKS address comes from its discovery document (fetched
 * once it answers), its keys from `createRemoteKeys` (cached, and kept while it is down). A
 * provider that cannot be reached rejects with `IdentityProviderUnavailableError`.
 */
export function createExternalVerifier(
  issuer: string,
  audience: string,
  clientId: string,
  providerOptions: RemoteKeysOptions = {},
): AccessTokenVerifier {
  let verifier: Promise<AccessTokenVerifier> | undefined;
  const discover = async () => {
    const metadata = await fetchDiscovery(issuer, providerOptions.timeoutMs ?? PROVIDER_TIMEOUT_MS);
    return createAccessTokenVerifier({
      issuer: metadata.issuer,
      audience,
      clientId,
      keys: createRemoteKeys(new URL(metadata.jwks_uri), providerOptions),
      tokenTypes: EXTERNAL_TOKEN_TYPES,
      maxTokenAge: EXTERNAL_MAX_TOKEN_AGE,
    });
  };
  return {
    async verify(token) {
      verifier ??= discover().catch((error: unknown) => {
        verifier = undefined;
        throw error;
      });
      return (await verifier).verify(token);
    },
  };
}
