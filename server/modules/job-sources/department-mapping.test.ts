import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type {
  AdminJobSource,
  JobSourceDepartments,
} from '../../../contract/admin-job-source-types';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import {
  feedJob,
  startTestJobFeed,
  testConnectors,
  type TestJobFeed,
} from '../../test-support/job-feed';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

describe.each(testDrivers())('an ATS’s departments mapped onto the site’s [%s]', (driver) => {
  let real: RealApp;
  let feed: TestJobFeed;
  let bearer: string;
  let source: AdminJobSource;
  beforeAll(async () => {
    feed = await startTestJobFeed([
      feedJob('map-1', { department: 'Customer Support' }),
      feedJob('map-2', { department: 'Finance and Accounting' }),
      feedJob('map-3', { department: 'data  & analytics' }),
      feedJob('map-4', { department: null }),
    ]);
    real = await createRealApp(
      // the test feed is on loopback: opened to the admin as an operator would
      {
        ADMIN_PASSWORD: 'a-test-password',
        JOB_FEED_TIMEOUT_MS: '2000',
        JOB_SOURCE_ALLOWED_HOSTS: '127.0.0.1',
      },
      { driver, signIn: true, jobFeedConnectors: testConnectors },
    );
    const key = await readSigningKey(real.services.database.db);
    bearer = `Bearer ${await signAccessToken(key, { issuer: `${real.env.PUBLIC_ORIGIN}/oidc` })}`;
    const added = await api('post', '', {
      type: 'greenhouse',
      board: 'mapped',
      baseUrl: feed.baseUrl,
    }).expect(201);
    source = added.body.data as AdminJobSource;
  });
  afterAll(async () => {
    await real.close();
    await feed.close();
  });

  function api(method: 'get' | 'post' | 'put', path: string, body?: object) {
    const agent = request(real.app);
    const req = agent[method](`/api/admin/job-sources${path}`).set('Authorization', bearer);
    return body === undefined ? req : req.send(body);
  }

  const syncNow = () => api('post', `/${source.id}/sync`).expect(200);
  const departmentsOf = async () =>
    (await api('get', `/${source.id}/departments`).expect(200)).body.data as JobSourceDepartments;
  const departmentOf = async (externalId: string) =>
    (
      await real.services.database.db
        .selectFrom('job')
        .select('department')
        .where('external_id', '=', externalId)
        .executeTakeFirstOrThrow()
    ).department;
  const map = (body: object) => api('put', `/${source.id}/departments`, body);

  test('unmapped ATS departments go to the default, a same-named one to the site’s', async () => {
    await map({ defaultDepartment: 'Operations & Logistics', mappings: [] }).expect(200);
    await syncNow();

    expect(await departmentOf('map-1')).toBe('Operations & Logistics');
    expect(await departmentOf('map-2')).toBe('Operations & Logistics');
    expect(await departmentOf('map-3')).toBe('Data & Analytics');
    expect(await departmentOf('map-4')).toBe('Operations & Logistics');
  });

  test('an imported job states no team size and no relocation assistance', async () => {
    const row = await real.services.database.db
      .selectFrom('job')
      .select(['team_size', 'relocation_assistance'])
      .where('external_id', '=', 'map-1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ team_size: null, relocation_assistance: false });
  });

  test('the source lists the ATS departments its last sync saw and where each lands', async () => {
    const departments = await departmentsOf();

    expect(departments.defaultDepartment).toBe('Operations & Logistics');
    expect(departments.mappings).toEqual([
      {
        atsDepartment: 'Customer Support',
        department: null,
        resolvesTo: 'Operations & Logistics',
        inLastSync: true,
      },
      {
        atsDepartment: 'data & analytics',
        department: null,
        resolvesTo: 'Data & Analytics',
        inLastSync: true,
      },
      {
        atsDepartment: 'Finance and Accounting',
        department: null,
        resolvesTo: 'Operations & Logistics',
        inLastSync: true,
      },
    ]);
  });

  test('a mapping is applied by the next sync, which moves the job with a changed event', async () => {
    const saved = await map({
      defaultDepartment: 'Operations & Logistics',
      mappings: [
        { atsDepartment: 'Customer Support', department: 'Customer Care' },
        { atsDepartment: 'Finance and Accounting', department: 'finance' },
      ],
    }).expect(200);
    expect((saved.body.data as JobSourceDepartments).mappings[0]).toMatchObject({
      atsDepartment: 'Customer Support',
      department: 'Customer Care',
      resolvesTo: 'Customer Care',
    });

    await syncNow();

    expect(await departmentOf('map-1')).toBe('Customer Care');
    expect(await departmentOf('map-2')).toBe('Finance');
    expect(await departmentOf('map-4')).toBe('Operations & Logistics');
    const db = real.services.database.db;
    const events = await db
      .selectFrom('job_event')
      .innerJoin('job', 'job.id', 'job_event.job_id')
      .select(['job_event.kind', 'job_event.changes'])
      .where('job.external_id', '=', 'map-1')
      .orderBy('job_event.id')
      .execute();
    expect(events.map((event) => event.kind)).toEqual(['opened', 'changed']);
    expect(events[1]?.changes).toMatchObject({
      department: { before: 'Operations & Logistics', after: 'Customer Care' },
    });
  });

  test('a department the site does not have is refused, naming the field', async () => {
    const badDefault = await map({ defaultDepartment: 'Customer Support', mappings: [] }).expect(
      400,
    );
    expect(badDefault.body.data.field).toBe('defaultDepartment');
    const badMapping = await map({
      defaultDepartment: 'Finance',
      mappings: [{ atsDepartment: 'Customer Support', department: 'Support' }],
    }).expect(400);
    expect(badMapping.body.data.field).toBe('mappings.0.department');
    await api('get', '/999999/departments').expect(404);
  });
});
