import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/admin-account-types';
import { passwordHashCostSetting } from '../config';
import { isSafeText } from '../http/safe-text';

// OWASP's scrypt minimum (N=2^17, r=8, p=1) needs 128 MiB; 2^15 (PASSWORD_HASH_COST's default)
// keeps sign-in under ~100 ms on a small server.
const SCRYPT_PARAMETERS = { r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH_BYTES = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt, in a self-describing string.
 *
 * @example
 * await hashPassword('correct horse'); // => 'scrypt$32768$8$1$<salt>$<hash>'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options: ScryptOptions = {
    ...SCRYPT_PARAMETERS,
    N: 2 ** passwordHashCostSetting.parse(process.env.PASSWORD_HASH_COST || undefined),
  };
  const key = await derive(password, salt, options);
  const { N, r, p } = options;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches the stored hash; the comparison takes the same time whatever differs. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, n, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_PARAMETERS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password for the first admin: 20 characters of base64url (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * The one password rule (admin:add, the set-password page, a password change): 12 to 1024
 * characters, any of them but NUL and unpaired surrogates; long passphrases are welcome, no
 * character classes are required (NIST SP 800-63B §3.1.1.2).
 */
export const newPasswordSchema = z
  .string({ error: 'enter a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `must have at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `must have at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine(isSafeText, { error: 'must not contain NUL characters or unpaired surrogates' });

/** What is wrong with a new password, in words ("must have at least 12 characters"), if anything. */
export function passwordProblem(password: string): string | undefined {
  return newPasswordSchema.safeParse(password).error?.issues[0]?.message;
}
