import { RANDOM_STATE_LENGTH } from '../../contract/constants';

export { RANDOM_STATE_LENGTH };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above the largest multiple of 62 are rejected so every character is equally likely.
const ACCEPT_BELOW = 256 - (256 % ALPHABET.length);

/**
 * A cryptographically random string over [A-Za-z0-9] without modulo bias.
 * The default length is the SPEC §9 state and nonce length (10).
 *
 * @example
 * randomString(); // => e.g. 'q3ZyT0bKxa'
 */
export function randomString(length: number = RANDOM_STATE_LENGTH): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`randomString length must be a non-negative integer, got ${length}`);
  }
  let result = '';
  const bytes = new Uint8Array(Math.max(length, 16));
  while (result.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= ACCEPT_BELOW) continue;
      result += ALPHABET[byte % ALPHABET.length];
      if (result.length === length) break;
    }
  }
  return result;
}
