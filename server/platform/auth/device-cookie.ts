import { randomUUID } from 'node:crypto';

import type { Request, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';

import { parseCookieHeader, serializeCookie } from '../../../contract/cookies';

export const DEVICE_COOKIE = 'sign_in_device';
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
// Only the sign-in form's submissions need it.
const DEVICE_COOKIE_PATH = '/interaction';
// The token's audience: it proves nothing anywhere else.
const PURPOSE = 'sign-in-device';

export interface DeviceCookies {
  /**
   * The id of the device when `req` carries a device cookie issued to the account `accountKey`;
   * undefined for any other cookie, an expired or forged one, or none.
   */
  deviceOf(req: Request, accountKey: string): Promise<string | undefined>;
  /** Sets a device cookie on `res` for the account `accountKey` (a new device id each time). */
  issue(req: Request, res: Response, accountKey: string): Promise<void>;
}

/**
 * OWASP's device cookie: a signed token (HS256, jose) that a successful sign-in leaves on the
 * device, naming the account by its key (a hash of the e-mail). Whoever holds it counts its failed
 * sign-ins to that account on an allowance of its own, so a flood from elsewhere cannot lock a
 * known device out (interaction-router.ts). Signed with the provider's cookie keys, the first
 * signing and every one verifying, so that a key can be rotated in.
 *
 * @example
 * const devices = createDeviceCookies(cookieKeys);
 * await devices.issue(req, res, accountKey); // after the password matched
 * await devices.deviceOf(req, accountKey); // => '4f6c…' on that device, for that account
 */
export function createDeviceCookies(keys: readonly string[]): DeviceCookies {
  const secrets = keys.map((key) => new TextEncoder().encode(key));
  const [signingSecret] = secrets;
  if (!signingSecret) throw new Error('Device cookies need a signing key');

  const verifiedDevice = async (token: string, secret: Uint8Array, accountKey: string) => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        audience: PURPOSE,
        subject: accountKey,
      });
      return payload.jti;
    } catch {
      return undefined;
    }
  };

  return {
    async deviceOf(req, accountKey) {
      const token = parseCookieHeader(req.headers.cookie)[DEVICE_COOKIE];
      if (!token) return undefined;
      for (const secret of secrets) {
        const device = await verifiedDevice(token, secret, accountKey);
        if (device) return device;
      }
      return undefined;
    },
    async issue(req, res, accountKey) {
      const token = await new SignJWT()
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(accountKey)
        .setAudience(PURPOSE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${DEVICE_COOKIE_MAX_AGE_S}s`)
        .sign(signingSecret);
      res.append(
        'Set-Cookie',
        serializeCookie(DEVICE_COOKIE, token, {
          maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_S,
          path: DEVICE_COOKIE_PATH,
          // The form posts from the provider's own page: no other site's request carries it.
          sameSite: 'Strict',
          secure: req.secure,
          httpOnly: true,
        }),
      );
    },
  };
}
