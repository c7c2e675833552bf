import type { Request, RequestHandler } from 'express';
import { decodeJwt } from 'jose';

import { hasScope } from '../../../contract/scopes';
import type { Actor } from './actor';
import { HttpError } from '../http/envelope';
import type { Logger } from '../logger';
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
const MAX_LOGGED_SUBJECT_LENGTH = 100;

/** Who a refused request was, as far as it can be told without trusting its token. */
interface RefusedCaller {
  /** The verified subject (a 403: the token was good, the scope missing). */
  sub?: string;
  /** The subject an unverified token claims (a 401), cut short: it is the caller's text. */
  claimedSub?: string;
}

function claimedSubjectOf(token: string): string | undefined {
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? sub.slice(0, MAX_LOGGED_SUBJECT_LENGTH) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every refused admin request goes in the log: who (address, subject), what (method, path
 * without its query, the reason) and when (the line's time). Never the token or the header.
 */
function logRefusal(req: Request, status: 401 | 403, reason: string, caller: RefusedCaller) {
  // pino-http's request logger; absent where a router is mounted on its own (unit tests).
  const log: Logger | undefined = req.log;
  log?.warn(
    {
      event: 'admin.refused',
      status,
      reason,
      method: req.method,
      path: req.originalUrl.split('?', 1)[0],
      ip: req.ip,
      ...caller,
    },
    'admin request refused',
  );
}

/**
 * Every `/api/admin/*` request: `Authorization: Bearer <JWT>` verified with jose, or a 401
 * envelope with a `WWW-Authenticate` challenge (RFC 6750), logged with its reason; a 503
 * envelope when an external provider's keys cannot be had.
 */
export function requireBearer(verifier: AccessTokenVerifier): RequestHandler {
  return async (req, res, next) => {
    const match = BEARER_PATTERN.exec(req.get('authorization') ?? '');
    if (!match?.[1]) {
      logRefusal(req, 401, 'no bearer token', {});
      res.set('WWW-Authenticate', 'Bearer');
      throw new HttpError(401);
    }
    try {
      res.locals.auth = await verifier.verify(match[1]);
    } catch (error) {
      // The token may well be good: say the service is unavailable, do not sign the admin out.
      if (error instanceof IdentityProviderUnavailableError) throw new HttpError(503);
      if (!(error instanceof InvalidAccessTokenError)) throw error;
      logRefusal(req, 401, error.message, { claimedSub: claimedSubjectOf(match[1]) });
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401);
    }
    next();
  };
}

/** The route's scope, or a 403 envelope (SPEC §6: the scope check is the only permission check). */
export function requireScope(...anyOf: string[]): RequestHandler {
  return (req, res, next) => {
    const scopes = res.locals.auth?.scopes ?? [];
    if (!anyOf.some((scope) => hasScope(scopes, scope))) {
      logRefusal(req, 403, `insufficient scope (${anyOf.join(' ')})`, {
        sub: res.locals.auth?.sub,
      });
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
