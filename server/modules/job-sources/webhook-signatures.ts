import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What the connectors' webhook checks share (each ATS's own check is in its folder,
 * `connectors/<type>/connector.ts`, as its `webhookSignature`).
 */

/** A webhook delivery as received: its headers (lower-case names) and the raw body. */
export interface WebhookDelivery {
  header(name: string): string | undefined;
  body: Buffer;
}

/** A good signature, and the bytes it covers: what a replay check must recognise. */
interface SignedContent {
  signature: string;
  signed: Buffer | string;
}

/** The signature a delivery carries, when it is the one the ATS documents; null otherwise. */
export type SignatureCheck = (secret: string, delivery: WebhookDelivery) => SignedContent | null;

/** The hex HMAC-SHA256 of `data` under `secret`. */
export const hmacHex = (secret: string, data: Buffer | string): string =>
  createHmac('sha256', secret).update(data).digest('hex');

/** The two texts are the same, compared in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `<prefix><hex HMAC-SHA256 of the raw body>` in `header` (Greenhouse's and Ashby's form). */
export function prefixedBodyHmac(header: string, prefix: string): SignatureCheck {
  return (secret, delivery) => {
    const signature = delivery.header(header)?.trim();
    if (!signature) return null;
    const expected = `${prefix}${hmacHex(secret, delivery.body)}`;
    return sameText(signature, expected) ? { signature, signed: delivery.body } : null;
  };
}

/**
 * The digest that names a delivery for replay checks (its signature and what the signature
 * covers: the raw body, or Teamtailor's payload), or null when its signature is not the ATS's
 * under `secret`.
 */
export function verifyWebhook(
  check: SignatureCheck,
  secret: string,
  delivery: WebhookDelivery,
): string | null {
  const checked = check(secret, delivery);
  if (!checked) return null;
  const { signature, signed } = checked;
  return createHash('sha256').update(signature).update('\n').update(signed).digest('hex');
}
