import type { RequestHandler } from 'express';

import { hasScope } from '../../src/api/scopes';
import type { Actor } from '../api/activity/actor';
import { HttpError } from '../http/envelope';
import {
  InvalidAccessTokenError,
  type AccessTokenVerifier,
  type VerifiedAccessToken,
} from './access-token-verifier';
import { IdentityProviderUnavailableError } from './remote-keys';

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by `requireBearer`: the verified access token of an admin request. */
    auth?: VerifiedAccessToken;
  }
}

const BEARER_PATTERN = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)$/i;

/**
 * Every `/api/admin/*` request: `Authorization: Bearer <JWT>` verified with jose, or a 401
 * envelope with a `WWW-Authenticate` challenge (RFC 6750); a 503 envelope when an external
 * provider's keys cannot be had.
 */
export function requireBearer(verifier: AccessTokenVerifier): RequestHandler {
  return async (req, res, next) => {
    const match = BEARER_PATTERN.exec(req.get('authorization') ?? '');
    if (!match?.[1]) {
      res.set('WWW-Authenticate', 'Bearer');
      throw new HttpError(401);
    }
    try {
      res.locals.auth = await verifier.verify(match[1]);
    } catch (error) {
      // The token may well be good: say the service is unavailable, do not sign the admin out.
      if (error instanceof IdentityProviderUnavailableError) throw new HttpError(503);
      if (!(error instanceof InvalidAccessTokenError)) throw error;
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401);
    }
    next();
  };
}

/** The route's scope, or a 403 envelope (SPEC §6: the scope check is the only permission check). */
export function requireScope(...anyOf: string[]): RequestHandler {
  return (_req, res, next) => {
    const scopes = res.locals.auth?.scopes ?? [];
    if (!anyOf.some((scope) => hasScope(scopes, scope))) {
      res.set('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${anyOf.join(' ')}"`);
      throw new HttpError(403);
    }
    next();
  };
}

/** Who did it, for the activity log: the verified token's `sub` and `email`. */
export function actorOf(auth: VerifiedAccessToken | undefined): Actor {
  if (!auth) throw new HttpError(401);
  return { sub: auth.sub, email: auth.email };
}
