import type { RequestHandler } from 'express';
import helmet from 'helmet';

import type { Env } from '../config';
import { contentSecurityPolicyDirectives } from './csp';

const ONE_YEAR_S = 31_536_000;

/**
 * The security headers of every response (SECURITY.md lists them with their Observatory score).
 * `CSP_MODE=report` sends the policy as report-only, `off` (and development, where Vite injects
 * its own scripts and styles) sends none. HSTS only when the site's public address is https.
 */
export function securityHeaders(env: Env, isDev: boolean): RequestHandler {
  const cspEnabled = !isDev && env.CSP_MODE !== 'off';
  return helmet({
    contentSecurityPolicy: cspEnabled
      ? {
          useDefaults: false,
          reportOnly: env.CSP_MODE === 'report',
          directives: contentSecurityPolicyDirectives(env),
        }
      : false,
    // Cross-origin isolation would block the YouTube frames and https images of the content.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Nothing of ours is meant to be embedded by another site (feeds carry text, crawlers are not browsers).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: env.PUBLIC_ORIGIN.startsWith('https://')
      ? { maxAge: ONE_YEAR_S, includeSubDomains: true }
      : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
  });
}
