import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';

import { TAG_MANAGER_ORIGIN } from '../../../contract/third-party-origins';
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

type Source = string | ((req: unknown, res: ServerResponse) => string);

const nonceSource: Source = (_req, res) =>
  `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;

// Google's documented endpoints for the tag manager and Analytics 4 (collection is regional).
const ANALYTICS_CONNECT_SOURCES = [
  TAG_MANAGER_ORIGIN,
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
// The stream schedule's videos (content-schemas: any https address, in practice YouTube's
// privacy-enhanced host); another host needs adding here.
const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com'];

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);

/**
 * The policy (helmet's directive form): nothing is allowed unless named. Scripts run by nonce
 * and what they load (`'strict-dynamic'`: the tag manager and the chat provider); styles come
 * from our stylesheets or a `<style>` with the nonce, never from `style` attributes (components
 * set dynamic values through the CSSOM, which CSP does not govern). The tag manager, the chat
 * provider and an external identity provider are allowed only when configured.
 */
export function contentSecurityPolicyDirectives(env: Env): Record<string, Source[]> {
  const issuer = originOf(env.OIDC_ISSUER);
  const chat = originOf(env.HIRING_CHAT_SCRIPT_URL);
  const analytics = env.GTM_ID ? ANALYTICS_CONNECT_SOURCES : [];
  return {
    defaultSrc: ["'none'"],
    // 'self' only for browsers without 'strict-dynamic' (which then ignore it).
    scriptSrc: [nonceSource, "'strict-dynamic'", "'self'"],
    styleSrc: ["'self'", nonceSource, ...chat],
    // Content images may be any https address (content-schemas), as may the tag manager's pixels.
    imgSrc: ["'self'", 'https:'],
    connectSrc: ["'self'", ...issuer, ...analytics, ...chat],
    frameSrc: [...VIDEO_FRAME_SOURCES, ...(env.GTM_ID ? [TAG_MANAGER_ORIGIN] : []), ...chat],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    // The sign-in and sign-out forms post to the provider: this origin, or the external issuer.
    formAction: ["'self'", ...issuer],
    frameAncestors: ["'none'"],
  };
}
