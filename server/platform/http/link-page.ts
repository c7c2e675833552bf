import type { Response } from 'express';

/**
 * Sends a server-rendered page that carries a link's token (a password or review link's page):
 * never cached, and the token never leaves in a Referer.
 */
export function sendLinkPage(res: Response, body: string, status = 200): void {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .send(body);
}
