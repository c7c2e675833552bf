import { expect, test } from 'vitest';

import { uniqueSlug } from '../../test-support/fixtures';
import { describeEachDriver } from '../../test-support/test-database';
import { createPruneTask } from './prune-task';

const DAY_MS = 86_400_000;

describeEachDriver('maintenance.prune', ({ getApp }) => {
  test('deletes rows past their retention and keeps newer ones and mail still being retried', async () => {
    const { db } = getApp();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const marker = uniqueSlug('prune');
    await db
      .insertInto('activity_log')
      .values(
        [40, 5].map((days) => ({
          actor: marker,
          actor_sub: null,
          action: 'test.pruned',
          entity: 'test',
          entity_id: String(days),
          details: '{}',
          created_at: daysAgo(days),
        })),
      )
      .execute();
    await db
      .insertInto('task_run')
      .values(
        [20, 2].map((days) => ({
          task: marker,
          attempt: 1,
          status: 'succeeded' as const,
          started_at: daysAgo(days),
          ended_at: daysAgo(days),
        })),
      )
      .execute();
    await db
      .insertInto('outbox')
      .values(
        (['sent', 'pending'] as const).map((status) => ({
          to_address: `${marker}@example.com`,
          subject: status,
          html: '<p>x</p>',
          text_body: 'x',
          status,
          created_at: daysAgo(20),
        })),
      )
      .execute();
    await db
      .insertInto('confirmation_mail')
      .values(
        [25, 23].map((hours) => ({
          address_hash: marker,
          purpose: 'test',
          token_hash: `${marker}-${hours}`,
          sent_at: new Date(now.getTime() - hours * 3_600_000),
        })),
      )
      .execute();

    const task = createPruneTask({ activityDays: 30, taskRunDays: 10, outboxDays: 10 });
    const result = await task.run({ db, now, dueAt: now, attempt: 1 });

    expect(result).toMatchObject({
      activity: expect.any(Number),
      taskRuns: 1,
      outbox: 1,
      confirmationLinks: expect.any(Number),
    });
    const activity = await db
      .selectFrom('activity_log')
      .select('entity_id')
      .where('actor', '=', marker)
      .execute();
    expect(activity).toEqual([{ entity_id: '5' }]);
    const runs = await db
      .selectFrom('task_run')
      .select('task')
      .where('task', '=', marker)
      .execute();
    expect(runs).toHaveLength(1);
    const mail = await db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', `${marker}@example.com`)
      .execute();
    expect(mail).toEqual([{ subject: 'pending' }]);
    // Links are counted for a day (the daily cap), then deleted.
    const links = await db
      .selectFrom('confirmation_mail')
      .select('token_hash')
      .where('address_hash', '=', marker)
      .execute();
    expect(links).toEqual([{ token_hash: `${marker}-23` }]);
  });
});
