import type { RequestHandler } from 'express';

/**
 * oidc-provider runs on Koa, whose `proxy` switch believes every `X-Forwarded-*` header; Express
 * believes only the hops `trust proxy` covers. In front of the provider (`proxy = true`), this
 * rewrites the three headers to Express's reading, so the provider sees an https request through
 * a trusted proxy as https (`Secure` cookies, https endpoint URLs) and a client's own
 * `X-Forwarded-*` headers count for nothing.
 */
export const forwardTrustedHeaders: RequestHandler = (req, _res, next) => {
  const trusted = {
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.host,
    'x-forwarded-for': req.ip,
  };
  for (const [name, value] of Object.entries(trusted)) {
    if (value === undefined) delete req.headers[name];
    else req.headers[name] = value;
  }
  next();
};
