import type { Request, RequestHandler } from 'express';

/**
 * Whether the host of `req` was named by a proxy `trust proxy` covers (its `X-Forwarded-Host`),
 * rather than by the client's own `Host` header: Express's own test for `req.host`.
 */
function proxyNamedHost(req: Request): boolean {
  const trusts = req.app.get('trust proxy fn') as (
    address: string | undefined,
    hop: number,
  ) => boolean;
  return req.get('X-Forwarded-Host') !== undefined && trusts(req.socket.remoteAddress, 0);
}

/**
 * oidc-provider runs on Koa, whose `proxy` switch believes every `X-Forwarded-*` header; Express
 * believes only the hops `trust proxy` covers. In front of the provider (`proxy = true`), this
 * rewrites the three headers to Express's reading, so the provider sees an https request through
 * a trusted proxy as https (`Secure` cookies, https endpoint URLs) and a client's own
 * `X-Forwarded-*` headers count for nothing. The host its URLs name (discovery's endpoints, the
 * sign-out form) is `publicOrigin`'s unless a trusted proxy names one: never the client's `Host`
 * header, which anyone can forge (issue 23).
 *
 * @example
 * Router().use(forwardTrustedHeaders(env.PUBLIC_ORIGIN), provider.callback());
 */
export function forwardTrustedHeaders(publicOrigin: string): RequestHandler {
  const publicHost = new URL(publicOrigin).host;
  return (req, _res, next) => {
    const trusted = {
      'x-forwarded-proto': req.protocol,
      'x-forwarded-host': proxyNamedHost(req) ? req.host : publicHost,
      'x-forwarded-for': req.ip,
    };
    for (const [name, value] of Object.entries(trusted)) {
      if (value === undefined) delete req.headers[name];
      else req.headers[name] = value;
    }
    next();
  };
}
