import type { RequestHandler } from 'express';

// Load balancers probe these over plain HTTP; a redirect would read as "down".
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * `FORCE_HTTPS=1`, for deployments whose proxy does not redirect HTTP itself: a request that did
 * not arrive over HTTPS is sent to the same path at the public https origin (301 for GET and
 * HEAD; 308 otherwise, so a form keeps its method and body). "Arrived over HTTPS" is Express's
 * `req.secure`: `X-Forwarded-Proto` counts only from a proxy `trust proxy` covers, so a client
 * cannot opt out by sending the header, and an untrusted proxy's HTTPS reads as HTTP (a loop:
 * configure `trust proxy` first). The target is the configured origin, never the Host header.
 */
export function redirectToHttps(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (req.secure || HEALTH_PATHS.has(req.path)) return next();
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
    // Path and query only: an absolute-form target (`GET http://other.example/`) keeps no host.
    const target = URL.parse(req.originalUrl, publicOrigin);
    res.redirect(status, `${publicOrigin}${target ? target.pathname + target.search : '/'}`);
  };
}
