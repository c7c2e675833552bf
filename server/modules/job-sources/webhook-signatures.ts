import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

import type { JobSourceType } from '../../../contract/job-model';

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
type SignatureCheck = (secret: string, delivery: WebhookDelivery) => SignedContent | null;

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
    const expected = `${prefix}${hmacHex(secret, delivery.body)}`;
    return sameText(signature, expected) ? { signature, signed: delivery.body } : null;
  };
}

/** The payload and signature of a Teamtailor delivery's body, or null when it has neither. */
function teamtailorParts(body: Buffer): { payload: unknown; signature: string } | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { payload, signature } = parsed as { payload?: unknown; signature?: unknown };
    return typeof signature === 'string' && payload !== undefined ? { payload, signature } : null;
  } catch {
    return null;
  }
}

/**
 * Teamtailor's company webhooks carry the signature in the body, `{payload, signature}`: the
 * Base64 of the hex HMAC-SHA256 of the payload (as JSON) under the webhook's signature key
 * (partner.teamtailor.com/company_webhooks). The signature covers the payload as serialised
 * again, not the body's bytes: the same delivery re-spaced, or with its two fields swapped, is
 * the same delivery, and its replay check must see it so.
 */
const teamtailorSignature: SignatureCheck = (secret, delivery) => {
  const parts = teamtailorParts(delivery.body);
  if (!parts) return null;
  let signed: string;
  try {
    signed = JSON.stringify(parts.payload);
  } catch {
    // Nested past the stack (the router refuses such bodies first): not a signed payload.
    return null;
  }
  const expected = Buffer.from(hmacHex(secret, signed)).toString('base64');
  return sameText(parts.signature, expected) ? { signature: parts.signature, signed } : null;
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
 * The digest that names a delivery for replay checks (its signature and what the signature
 * covers: the raw body, or Teamtailor's payload), or null when its signature is not the ATS's
 * under `secret`.
 */
export function verifyWebhook(
  type: JobSourceType,
  secret: string,
  delivery: WebhookDelivery,
): string | null {
  const checked = WEBHOOK_SIGNATURES[type]?.(secret, delivery);
  if (!checked) return null;
  const { signature, signed } = checked;
  return createHash('sha256').update(signature).update('\n').update(signed).digest('hex');
}
