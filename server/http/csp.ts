import { randomBytes } from 'node:crypto';

import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ServerResponse } from 'node:http';

import type { Env } from '../config';

declare module 'express-serve-static-core' {
  interface Locals {
    cspNonce: string;
  }
}

/** A fresh nonce for every response; React puts it on every script it emits. */
export const assignCspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonceSource = (_req: unknown, res: ServerResponse) =>
  `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;

/**
 * Security headers with a strict, nonce-based script policy. `CSP_MODE=report` sends it as
 * report-only, `off` (and development, where Vite injects its own scripts) sends none.
 */
export function securityHeaders(env: Env, isDev: boolean): RequestHandler {
  const issuerOrigin = env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER).origin : null;
  const cspEnabled = !isDev && env.CSP_MODE !== 'off';
  return helmet({
    contentSecurityPolicy: cspEnabled
      ? {
          useDefaults: false,
          reportOnly: env.CSP_MODE === 'report',
          directives: {
            defaultSrc: ["'self'"],
            // strict-dynamic: scripts our nonce-carrying scripts add (tag manager, chat) may run.
            scriptSrc: [nonceSource, "'strict-dynamic'", "'self'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc: [
              "'self'",
              ...(issuerOrigin ? [issuerOrigin] : []),
              'https://www.google-analytics.com',
            ],
            frameSrc: [
              "'self'",
              'https://www.youtube-nocookie.com',
              'https://www.googletagmanager.com',
            ],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
            frameAncestors: ["'self'"],
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.PUBLIC_ORIGIN.startsWith('https://'),
  });
}
