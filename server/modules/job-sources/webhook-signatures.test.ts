import { createHmac } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { connectorOf } from './connectors';
import {
  verifyWebhook as verifyWith,
  type SignatureCheck,
  type WebhookDelivery,
} from './webhook-signatures';

const SECRET = 'the-signing-key';
const hex = (data: string, secret = SECRET) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Each ATS's check, as its connector declares it (`webhookSignature`). */
const signatureOf = (type: string): SignatureCheck | undefined =>
  connectorOf(type)?.webhookSignature;
const takesWebhooks = (type: string) => signatureOf(type) !== undefined;
function verifyWebhook(type: string, secret: string, sent: WebhookDelivery): string | null {
  const check = signatureOf(type);
  return check ? verifyWith(check, secret, sent) : null;
}

function delivery(body: string, headers: Record<string, string> = {}): WebhookDelivery {
  return { header: (name) => headers[name.toLowerCase()], body: Buffer.from(body) };
}

describe('webhook signatures, each its connector’s', () => {
  const body = '{"action":"job_post_updated","payload":{"job_post":{"id":7}}}';

  test('Greenhouse: `Signature: sha256 <hex HMAC of the raw body>`', () => {
    expect(
      verifyWebhook('greenhouse', SECRET, delivery(body, { signature: `sha256 ${hex(body)}` })),
    ).toMatch(/^[0-9a-f]{64}$/);
    expect(
      verifyWebhook(
        'greenhouse',
        SECRET,
        delivery(body, { signature: `sha256 ${hex(body, 'other')}` }),
      ),
    ).toBeNull();
    expect(
      verifyWebhook(
        'greenhouse',
        SECRET,
        delivery(`${body}\n`, { signature: `sha256 ${hex(body)}` }),
      ),
    ).toBeNull();
    expect(verifyWebhook('greenhouse', SECRET, delivery(body))).toBeNull();
  });

  test('Ashby: `Ashby-Signature: sha256=<hex>`, and not in Greenhouse’s form', () => {
    expect(
      verifyWebhook('ashby', SECRET, delivery(body, { 'ashby-signature': `sha256=${hex(body)}` })),
    ).not.toBeNull();
    expect(
      verifyWebhook('ashby', SECRET, delivery(body, { 'ashby-signature': `sha256 ${hex(body)}` })),
    ).toBeNull();
  });

  test('Teamtailor: the signature in the body, Base64 of the hex HMAC of its payload', () => {
    const payload = { event_name: 'job.update', data: { id: '2', type: 'jobs' } };
    const signature = Buffer.from(hex(JSON.stringify(payload))).toString('base64');
    expect(
      verifyWebhook('teamtailor', SECRET, delivery(JSON.stringify({ payload, signature }))),
    ).not.toBeNull();
    const forged = JSON.stringify({ payload: { ...payload, event_name: 'job.create' }, signature });
    expect(verifyWebhook('teamtailor', SECRET, delivery(forged))).toBeNull();
    expect(verifyWebhook('teamtailor', SECRET, delivery('not json'))).toBeNull();
  });

  test('Teamtailor: the same payload re-spaced or with its fields swapped has the same digest', () => {
    const payload = { event_name: 'job.update', data: { id: '2', type: 'jobs' } };
    const signature = Buffer.from(hex(JSON.stringify(payload))).toString('base64');
    const digest = verifyWebhook(
      'teamtailor',
      SECRET,
      delivery(JSON.stringify({ payload, signature })),
    );

    const respaced = JSON.stringify({ payload, signature }, null, 2);
    const swapped = JSON.stringify({ signature, payload });
    expect(digest).not.toBeNull();
    expect(verifyWebhook('teamtailor', SECRET, delivery(respaced))).toBe(digest);
    expect(verifyWebhook('teamtailor', SECRET, delivery(swapped))).toBe(digest);
  });

  test('Teamtailor: a payload nested past the stack does not crash the check', () => {
    const payload = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const body = `{"payload":${payload},"signature":"${Buffer.from(hex(payload)).toString('base64')}"}`;
    // Node 22 and 24 overflow parsing it (no signed payload, null); Node 26 parses it, and its
    // signature holds. Either way an answer, never a throw; the router refuses such depth first.
    expect(() => verifyWebhook('teamtailor', SECRET, delivery(body))).not.toThrow();
  });

  test('the same delivery has the same digest (a replay is recognised); Lever takes none', () => {
    const signed = delivery(body, { signature: `sha256 ${hex(body)}` });
    expect(verifyWebhook('greenhouse', SECRET, signed)).toBe(
      verifyWebhook('greenhouse', SECRET, signed),
    );
    expect(takesWebhooks('lever')).toBe(false);
    expect(verifyWebhook('lever', SECRET, signed)).toBeNull();
  });
});
