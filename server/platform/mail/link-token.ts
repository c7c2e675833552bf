import { createHash, randomBytes } from 'node:crypto';

import { z } from 'zod';

/**
 * The tokens of the links in our e-mails (confirm, manage, unsubscribe, leave): 32 random bytes,
 * URL-safe. Only a token's SHA-256 is stored, so a copy of the database holds no working link;
 * each stored hash serves one purpose (decisions 026, 033, 049).
 *
 * @example
 * const token = newLinkToken(); // => 'q3Vx…' (43 characters), put in the link
 * await insertToken(trx, { tokenHash: linkTokenHash(token), purpose: 'leave' });
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a link's token (hex SHA-256). */
export const linkTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

// A link's token is 43 URL-safe characters; a mangled one is simply unknown, a foreign one a 400.
export const linkTokenSchema = z
  .string({ error: 'must be the token of the link' })
  .regex(/^[\w-]{1,100}$/, { error: 'must be the token of the link' });
