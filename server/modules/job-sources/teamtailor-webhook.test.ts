import { createHmac } from 'node:crypto';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

const SECRET = 'a-teamtailor-signature-key';

/** A delivery as Teamtailor signs it: Base64 of the hex HMAC-SHA256 of the payload as JSON. */
function signedDelivery(payload: unknown): { payload: unknown; signature: string } {
  const hex = createHmac('sha256', SECRET).update(JSON.stringify(payload)).digest('hex');
  return { payload, signature: Buffer.from(hex).toString('base64') };
}

describe.each(testDrivers())(
  'POST /api/job-sources/{id}/webhook from Teamtailor [%s]',
  (driver) => {
    let real: RealApp;
    let sourceId: number;
    beforeAll(async () => {
      real = await createRealApp({}, { driver });
      // Paused: a good delivery is recorded and answered, and no feed is read.
      const row = await real.services.database.db
        .insertInto('job_source')
        .values({
          type: 'teamtailor',
          board: 'acme',
          api_key: 'an-api-key',
          webhook_secret: SECRET,
          paused: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      sourceId = row.id;
    });
    afterAll(() => real.close());

    const deliver = (body: string) =>
      request(real.app)
        .post(`/api/job-sources/${sourceId}/webhook`)
        .set('Content-Type', 'application/json')
        .send(body);

    test('a body nested 5,000 deep is a 400 naming the body, without signing in', async () => {
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
      const res = await deliver(`{"payload":${deep},"signature":"c2lnbmVk"}`).expect(400);

      expect(res.body).toMatchObject({
        success: false,
        message: 'Invalid body: must not nest deeper than 64 levels',
        data: { field: 'body' },
      });
    });

    test('a replay re-spaced or with its fields re-ordered is refused; another payload is not', async () => {
      const delivery = signedDelivery({
        event_name: 'job.update',
        data: { id: '7', type: 'jobs' },
      });

      await deliver(JSON.stringify(delivery)).expect(202);
      await deliver(JSON.stringify(delivery, null, 2)).expect(401);
      await deliver(
        JSON.stringify({ signature: delivery.signature, payload: delivery.payload }),
      ).expect(401);
      const other = signedDelivery({ event_name: 'job.update', data: { id: '8', type: 'jobs' } });
      await deliver(JSON.stringify(other)).expect(202);
    });
  },
);
