import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminOutboxMessageDetail, AdminTask } from '../../../contract/admin-types';
import { enqueueMail } from '../../platform/mail/outbox';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { uniqueSlug } from '../../test-support/fixtures';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

describe.each(testDrivers())('/api/admin/tasks and /api/admin/outbox [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutSystem: string;
  beforeAll(async () => {
    real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { driver, signIn: true });
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    withoutSystem = `Bearer ${await signAccessToken(key, { issuer, scope: ADMIN_SCOPES.comments })}`;
  });
  afterAll(() => real.close());

  const get = (path: string, authorization = bearer) =>
    request(real.app).get(`/api/admin/${path}`).set('Authorization', authorization);

  test('the tasks list shows each task with its schedule and last runs after a tick', async () => {
    await real.services.tasks.tick();
    const res = await get('tasks').expect(200);
    const tasks = res.body.data.content as AdminTask[];
    expect(tasks.map((task) => task.name)).toEqual([
      'jobs.close-expired',
      'jobs.sync-sources',
      'jobs.publish-scheduled',
      'mail.deliver',
      'maintenance.prune',
      'talent.prune-unconfirmed',
      'alerts.send-digests',
      'alerts.prune-unconfirmed',
      'search.enqueue',
      'search.notify',
    ]);
    const closing = tasks[0];
    expect(closing).toMatchObject({ intervalMs: 60_000, failedAttempts: 0, running: false });
    expect(closing?.lastRuns[0]).toMatchObject({ status: 'succeeded', attempt: 1, error: null });
    expect(res.body.data.pager).toEqual({ page: 1, totalPages: 2, total: 17 });
    // Ten to a page: the newsroom's, the content's, the speed samples' and the moderator e-mail's
    // tasks (decisions 061, 063, 064, 067, 066) come on the second.
    const second = (await get('tasks?page=2').expect(200)).body.data.content as AdminTask[];
    expect(second.map((task) => task.name)).toEqual([
      'press.announce-releases',
      'press.prune-unconfirmed',
      'press.publish-embargoed',
      'content.publish-scheduled',
      'web-vitals.prune',
      'comments.mail-moderators',
      'comments.mail-digest',
    ]);
    // The test environment has no search-engine credentials: the admin reads so.
    for (const task of tasks.filter((task) => task.name.startsWith('search.')))
      expect(task.description).toContain('Search engines are not notified: no credentials');
  });

  test('"run now" makes the task due at once and logs who asked', async () => {
    await real.services.tasks.tick();
    const res = await request(real.app)
      .post('/api/admin/tasks/maintenance.prune/run')
      .set('Authorization', bearer)
      .expect(202);
    expect(res.body.data).toEqual({ name: 'maintenance.prune' });
    const [prune] = ((await get('tasks')).body.data.content as AdminTask[]).filter(
      (task) => task.name === 'maintenance.prune',
    );
    expect(Date.parse(prune?.nextRunAt ?? '')).toBeLessThanOrEqual(Date.now());
    const logged = await real.services.database.db
      .selectFrom('activity_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'task.run_requested')
      .execute();
    expect(logged).toEqual([{ action: 'task.run_requested', entity_id: 'maintenance.prune' }]);
  });

  test('"run now" of an unknown task answers 404, and a malformed name 400', async () => {
    await request(real.app)
      .post('/api/admin/tasks/no.such-task/run')
      .set('Authorization', bearer)
      .expect(404);
    const bad = await request(real.app)
      .post('/api/admin/tasks/DROP%20TABLE/run')
      .set('Authorization', bearer)
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('name');
  });

  test('the outbox lists a message and shows it with both parts', async () => {
    const to = `${uniqueSlug('reader')}@example.com`;
    const id = await enqueueMail(real.services.database.db, {
      to,
      subject: 'Confirm your address',
      content: {
        brand: 'Somnia',
        preheader: 'One step left',
        heading: 'Confirm your address',
        paragraphs: ['Open the link to confirm.'],
      },
    });
    const list = await get('outbox?status=pending|held').expect(200);
    expect(list.body.data.content[0]).toMatchObject({
      id,
      to,
      subject: 'Confirm your address',
      status: 'pending',
      attempts: 0,
      subscription: false,
    });
    const message = (await get(`outbox/${id}`).expect(200)).body.data as AdminOutboxMessageDetail;
    expect(message.html).toContain('<table role="presentation"');
    expect(message.text).toContain('Open the link to confirm.');
  });

  test('a missing message answers 404 and a bad status filter 400 naming it', async () => {
    await get('outbox/999999').expect(404);
    const res = await get('outbox?status=lost').expect(400);
    expect(JSON.stringify(res.body)).toContain('status');
  });

  test('both sections need the admin:system scope', async () => {
    await get('tasks', withoutSystem).expect(403);
    await get('outbox', withoutSystem).expect(403);
    await request(real.app)
      .post('/api/admin/tasks/maintenance.prune/run')
      .set('Authorization', withoutSystem)
      .expect(403);
  });
});
