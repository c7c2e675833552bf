import { randomString } from '../lib/random';

// RFC 7636: a verifier of 43 to 128 characters; 64 of [A-Za-z0-9] carry about 380 bits.
const VERIFIER_LENGTH = 64;

export function createCodeVerifier(): string {
  return randomString(VERIFIER_LENGTH);
}

/**
 * The S256 challenge of a verifier: BASE64URL(SHA-256(verifier)), without padding (RFC 7636 §4.2).
 *
 * @example
 * await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
 * // => 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(verifier),
  );
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
