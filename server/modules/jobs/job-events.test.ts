import { describe, expect, test } from 'vitest';

import { insertJob, uniqueLabel } from '../../test-support/fixtures';
import { describeEachDriver } from '../../test-support/test-database';
import { changedFields, recordJobEvent } from './job-event.repository';

describe('changedFields', () => {
  test('names each field whose value changed, with its value before and after', () => {
    const at = new Date('2026-11-01T09:00:00Z');
    expect(
      changedFields(
        { title: 'A', level: 'Mid', closes_at: at, remote_regions: ['DE'] },
        { title: 'B', level: 'Mid', closes_at: new Date(at), remote_regions: ['DE', 'PT'] },
      ),
    ).toEqual({
      title: { before: 'A', after: 'B' },
      remote_regions: { before: ['DE'], after: ['DE', 'PT'] },
    });
  });
});

describeEachDriver('recordJobEvent', ({ getApp }) => {
  const eventsOf = (jobId: number) =>
    getApp()
      .db.selectFrom('job_event')
      .select(['kind', 'changes', 'at'])
      .where('job_id', '=', jobId)
      .orderBy('id')
      .execute();

  test('writes the events with the change, in its transaction', async () => {
    const job = await insertJob(getApp().db, { department: uniqueLabel('Dept') });
    const at = new Date('2026-11-02T10:00:00Z');

    await getApp()
      .db.transaction()
      .execute(async (trx) => {
        await trx.updateTable('job').set({ title: 'Renamed' }).where('id', '=', job.id).execute();
        await recordJobEvent(
          trx,
          {
            jobId: job.id,
            kind: 'changed',
            changes: { title: { before: job.title, after: 'Renamed' } },
            at,
          },
          { jobId: job.id, kind: 'reopened' },
        );
      });

    const events = await eventsOf(job.id);
    expect(events).toEqual([
      { kind: 'changed', changes: { title: { before: job.title, after: 'Renamed' } }, at },
      { kind: 'reopened', changes: {}, at: expect.any(Date) },
    ]);
  });

  test('a change rolled back leaves no event', async () => {
    const job = await insertJob(getApp().db, { department: uniqueLabel('Dept') });

    await expect(
      getApp()
        .db.transaction()
        .execute(async (trx) => {
          await recordJobEvent(trx, { jobId: job.id, kind: 'closed' });
          throw new Error('the change failed');
        }),
    ).rejects.toThrow('the change failed');

    expect(await eventsOf(job.id)).toEqual([]);
  });
});
