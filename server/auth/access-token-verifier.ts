import {
  createLocalJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';

import { scopesOf } from '../../src/api/scopes';
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
}

export interface AccessTokenVerifier {
  /** Resolves the token's claims, or rejects with an `InvalidAccessTokenError`. */
  verify(token: string): Promise<VerifiedAccessToken>;
}

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

interface VerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  tokenTypes: readonly string[];
}

/**
 * Verifies a bearer JWT with jose: signature against the provider's keys, issuer, audience,
 * expiry, the `typ` header and a subject. The scope check is the route's (require-scope.ts).
 *
 * @example
 * const verifier = createAccessTokenVerifier({ issuer, audience, keys: createLocalJWKSet(jwks), tokenTypes: ['at+jwt'] });
 * const { sub, email, scopes } = await verifier.verify(token);
 */
function createAccessTokenVerifier({
  issuer,
  audience,
  keys,
  tokenTypes,
}: VerifierOptions): AccessTokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keys, {
          issuer,
          audience,
          algorithms: ALLOWED_ALGORITHMS,
          requiredClaims: ['exp', 'sub'],
          clockTolerance: CLOCK_TOLERANCE_S,
        });
        const typ = protectedHeader.typ?.toLowerCase();
        if (!typ || !tokenTypes.some((allowed) => allowed.toLowerCase() === typ)) {
          throw new InvalidAccessTokenError('unexpected token type');
        }
        const email = typeof payload.email === 'string' ? payload.email : null;
        return { sub: String(payload.sub), email, scopes: scopesOf(payload) };
      } catch (error) {
        if (error instanceof InvalidAccessTokenError) throw error;
        if (error instanceof joseErrors.JOSEError) throw new InvalidAccessTokenError(error.code);
        throw error;
      }
    },
  };
}

/** The embedded provider's tokens are checked against its own public keys, in process. */
export function createEmbeddedVerifier(
  issuer: string,
  audience: string,
  jwks: JSONWebKeySet,
): AccessTokenVerifier {
  return createAccessTokenVerifier({
    issuer,
    audience,
    keys: createLocalJWKSet(jwks),
    tokenTypes: EMBEDDED_TOKEN_TYPES,
  });
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

async function fetchDiscovery(issuer: string): Promise<z.infer<typeof discoverySchema>> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new IdentityProviderUnavailableError(`OpenID discovery of ${issuer} failed`, {
      cause: error,
    });
  }
  if (!response.ok)
    throw new IdentityProviderUnavailableError(
      `OpenID discovery of ${issuer} answered ${response.status}`,
    );
  return discoverySchema.parse(await response.json());
}

/**
 * An external provider's tokens: its JWKS address comes from its discovery document (fetched
 * once it answers), its keys from `createRemoteKeys` (cached, and kept while it is down). A
 * provider that cannot be reached rejects with `IdentityProviderUnavailableError`.
 */
export function createExternalVerifier(
  issuer: string,
  audience: string,
  keyOptions?: RemoteKeysOptions,
): AccessTokenVerifier {
  let verifier: Promise<AccessTokenVerifier> | undefined;
  const discover = async () => {
    const metadata = await fetchDiscovery(issuer);
    return createAccessTokenVerifier({
      issuer: metadata.issuer,
      audience,
      keys: createRemoteKeys(new URL(metadata.jwks_uri), keyOptions),
      tokenTypes: EXTERNAL_TOKEN_TYPES,
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
