import { createHmac } from 'node:crypto';

import { describe, expect, test } from 'vitest';

import { connectorOf } from './connectors';
import { prefixedBodyHmac, verifyWebhook, type WebhookDelivery } from './webhook-signatures';

const SECRET = 'the-signing-key';
const hex = (data: string, secret = SECRET) =>
  createHmac('sha256', secret).update(data).digest('hex');

function delivery(body: string, headers: Record<string, string> = {}): WebhookDelivery {
  return { header: (name) => headers[name.toLowerCase()], body: Buffer.from(body) };
}

// Each ATS's own signature is tested beside its connector (connectors/<type>/connector.test.ts).
describe('the webhook checks the connectors share', () => {
  const body = '{"action":"job_post_updated","payload":{"job_post":{"id":7}}}';
  const check = prefixedBodyHmac('x-signature', 'sha256=');

  test('a prefixed HMAC of the raw body in a header, and nothing else', () => {
    expect(check(SECRET, delivery(body, { 'x-signature': `sha256=${hex(body)}` }))).toEqual({
      signature: `sha256=${hex(body)}`,
      signed: Buffer.from(body),
    });
    expect(
      check(SECRET, delivery(body, { 'x-signature': ` sha256=${hex(body)} ` })),
    ).not.toBeNull();
    expect(
      check(SECRET, delivery(body, { 'x-signature': `sha256=${hex(body, 'other')}` })),
    ).toBeNull();
    expect(check(SECRET, delivery(body, { 'x-signature': hex(body) }))).toBeNull();
    expect(check(SECRET, delivery(body))).toBeNull();
  });

  test('the same delivery has the same digest (a replay is recognised), another one another', () => {
    const signed = delivery(body, { 'x-signature': `sha256=${hex(body)}` });
    const digest = verifyWebhook(check, SECRET, signed);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyWebhook(check, SECRET, signed)).toBe(digest);
    const other = `${body} `;
    expect(
      verifyWebhook(check, SECRET, delivery(other, { 'x-signature': `sha256=${hex(other)}` })),
    ).not.toBe(digest);
    expect(verifyWebhook(check, 'another-key', signed)).toBeNull();
  });

  test('the ATSs that send job webhooks say so in their connector; Lever and the others are polled', () => {
    const signing = ['greenhouse', 'ashby', 'teamtailor'];
    for (const type of ['greenhouse', 'lever', 'ashby', 'personio', 'teamtailor', 'workable'])
      expect(connectorOf(type)?.webhookSignature !== undefined).toBe(signing.includes(type));
  });
});
