import { STATUS_CODES } from 'node:http';

import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type Router } from 'express';

import type { Env } from './config';
import { toPublicConfig } from './config';
import { assignCspNonce } from './http/csp';
import { redirectToHttps } from './http/https-redirect';
import { securityHeaders } from './http/security-headers';
import { isDatabaseUnavailable } from './db/availability';
import { failEnvelope, HttpError, sendEnvelope } from './http/envelope';
import { toErrorEnvelope } from './api/validation';
import type { Logger } from './logger';
import { createPageRouter } from './api/page/page.router';
import { sendContentError } from './content/content.router';
import { shedOverload } from './http/overload';
import { createRateLimiters, type RateLimiters } from './http/rate-limits';
import { refuseUnsafeInput } from './http/refuse-unsafe-input';
import { requestLogging } from './http/request-logging';
import type { PageService } from './api/page/page-service';
import { createPageHandler } from './ssr/page-handler';
import type { HtmlCache } from './ssr/html-cache';
import type { Renderer } from './ssr/renderer';

export interface AppDeps {
  env: Env;
  logger: Logger;
  renderer: Renderer;
  pages: PageService;
  /** Whole pages for anonymous visitors (see server/ssr/html-cache.ts); absent, none are kept. */
  htmlCache?: HtmlCache;
  isDev?: boolean;
  /** The abuse limits (http/rate-limits.ts); unset, those of `env`, counted in this process. */
  limiters?: RateLimiters;
  /** Set: requests other than the health probes get 503 while it says so (http/overload.ts). */
  isOverloaded?: () => boolean;
  /** Further routers mounted before the pages, each at its path (the API, the content query, the identity provider). */
  mounts?: { path: string; router: Router | express.RequestHandler }[];
}

const FALLBACK_ERROR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title><meta name="robots" content="noindex"></head><body><h1>Something went wrong</h1><p><a href="/">Go back to home</a></p></body></html>';

/** HttpErrors and the errors of Express's own middleware (static files, body parser) carry a status. */
function httpStatusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (isDatabaseUnavailable(error)) return 503;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Builds the Express app from its dependencies without listening (supertest uses it as it is). */
export function createApp(deps: AppDeps): Express {
  const { env, logger, renderer } = deps;
  const limiters = deps.limiters ?? createRateLimiters(env, { logger });
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies of TRUST_PROXY may name the client (X-Forwarded-For): the rate limits count by it.
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(requestLogging(logger));
  if (env.FORCE_HTTPS) app.use(redirectToHttps(env.PUBLIC_ORIGIN));
  app.use(assignCspNonce);
  app.use(securityHeaders(env, deps.isDev ?? false));
  app.use(compression());
  app.use(refuseUnsafeInput);
  renderer.mount(app);
  // After the static files: a page already served gets its assets even under overload.
  if (deps.isOverloaded) app.use(shedOverload(deps.isOverloaded));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Before its router: the limit also counts requests with a bad or missing token.
  app.use('/api/admin', limiters.limit('adminApi'));
  for (const mount of deps.mounts ?? []) app.use(mount.path, mount.router);
  app.use('/api', createPageRouter(deps.pages));
  app.use('/api', (_req, res) => sendEnvelope(res, failEnvelope(404)));

  app.use(
    createPageHandler({
      renderer,
      config: toPublicConfig(env),
      fetchPageEnvelope: deps.pages.getPageEnvelope,
      logger,
      htmlCache: deps.htmlCache,
    }),
  );

  const handleError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = httpStatusOf(error);
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (req.originalUrl.startsWith('/api/')) {
      sendEnvelope(res, status === 503 ? failEnvelope(503) : toErrorEnvelope(error));
      return;
    }
    // The edge's 400s (refuseUnsafeInput) in the shape of the surface that was asked.
    const clientMessage = error instanceof HttpError && status < 500 ? error.message : null;
    if (req.originalUrl.startsWith('/_content/')) {
      sendContentError(res, status, clientMessage ?? STATUS_CODES[status] ?? 'Error');
      return;
    }
    if (req.originalUrl.startsWith('/oidc/') && clientMessage) {
      // RFC 6749 §5.2, as the provider answers a bad parameter itself.
      res.status(status).json({ error: 'invalid_request', error_description: clientMessage });
      return;
    }
    if (status === 404) {
      res.status(404).type('text').send('Not found');
      return;
    }
    res.status(status).type('html').send(FALLBACK_ERROR_HTML);
  };
  app.use(handleError);
  return app;
}
