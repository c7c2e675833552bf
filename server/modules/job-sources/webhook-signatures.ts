import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import type { JobSourceType } from '../../../src/api/job-model';

/** A webhook delivery as received: its headers (lower-case names) and the raw body. */
export interface WebhookDelivery {
  header(name: string): string | undefined;
  body: Buffer;
}

/** The signature a delivery carries, when it is the one the ATS documents; null otherwise. */
type SignatureCheck = (secret: string, delivery: WebhookDelivery) => string | null;

const hmacHex = (secret: string, data: Buffer | string) =>
  createHmac('sha256', secret).update(data).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `<prefix><hex HMAC-SHA256 of the raw body>` in `header`. */
function prefixedBodyHmac(header: string, prefix: string): SignatureCheck {
  return (secret, delivery) => {
    const signature = delivery.header(header)?.trim();
    if (!signature) return null;
    return sameText(signature, `${prefix}${hmacHex(secret, delivery.body)}`) ? signature : null;
  };
}

/**
 * Teamtailor's company webhooks carry the signature in the body, `{payload, signature}`: the
 * Base64 of the hex HMAC-SHA256 of the payload (as JSON) under the webhook's signature key.
 */
const teamtailorSignature: SignatureCheck = (secret, delivery) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(delivery.body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { payload, signature } = parsed as { payload?: unknown; signature?: unknown };
  if (typeof signature !== 'string' || payload === undefined) return null;
  const expected = Buffer.from(hmacHex(secret, JSON.stringify(payload))).toString('base64');
  return sameText(signature, expected) ? signature : null;
};

/**
 * The ATSs that send job webhooks, each with the signature it documents:
 * Greenhouse `Signature: sha256 <hex>`, Ashby `Ashby-Signature: sha256=<hex>` (both an
 * HMAC-SHA256 of the raw body), Teamtailor the signature in its body. Lever and the others send
 * none for postings: they are polled.
 */
export const WEBHOOK_SIGNATURES: Partial<Record<JobSourceType, SignatureCheck>> = {
  greenhouse: prefixedBodyHmac('signature', 'sha256 '),
  ashby: prefixedBodyHmac('ashby-signature', 'sha256='),
  teamtailor: teamtailorSignature,
};

export const takesWebhooks = (type: JobSourceType): boolean => type in WEBHOOK_SIGNATURES;

/**
 * The digest that names a delivery for replay checks (signature and body), or null when its
 * signature is not the ATS's under `secret`.
 */
export function verifyWebhook(
  type: JobSourceType,
  secret: string,
  delivery: WebhookDelivery,
): string | null {
  const signature = WEBHOOK_SIGNATURES[type]?.(secret, delivery);
  if (!signature) return null;
  return createHash('sha256').update(signature).update('\n').update(delivery.body).digest('hex');
}
