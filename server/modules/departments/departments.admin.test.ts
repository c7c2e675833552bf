import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AdminDepartment } from '../../../contract/admin-department-types';
import type { AdminJob, JobInput } from '../../../contract/admin-job-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { Section } from '../../../contract/page-types';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { uniqueLabel } from '../../test-support/fixtures';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

/** A job as the editor's form sends it, in `department`. */
const form = (department: string, fields: Partial<JobInput> = {}): JobInput => ({
  title: uniqueLabel('Analyst'),
  department,
  team: null,
  level: null,
  employmentType: 'full_time',
  workplaceType: 'on_site',
  locations: [{ city: 'Lisbon', region: null, countryCode: 'PT' }],
  remoteRegions: [],
  pay: null,
  description: 'Numbers about sleep.',
  applyUrl: 'https://jobs.example/apply',
  closesAt: null,
  teamSize: null,
  relocationAssistance: false,
  ...fields,
});

describe.each(testDrivers())('/api/admin/departments and a job’s department [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutJobs: string;
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: 'a-test-password' },
      { driver, signIn: true, cachePageData: true },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const others = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.jobs);
    withoutJobs = `Bearer ${await signAccessToken(key, { issuer, scope: others.join(' ') })}`;
  });
  afterAll(() => real.close());

  const admin = (method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const req = request(real.app)[method](`/api/admin/${path}`).set('Authorization', bearer);
    return body === undefined ? req : req.send(body);
  };
  const departments = async () =>
    (await admin('get', 'departments').expect(200)).body.data.content as AdminDepartment[];
  const addDepartment = async (name: string) =>
    (await admin('post', 'departments', { name }).expect(201)).body.data as AdminDepartment;
  const openJob = async (input: JobInput) => {
    const draft = (await admin('post', 'jobs', input).expect(201)).body.data as AdminJob;
    await admin('post', `jobs/${draft.id}/publish`, { version: draft.version }).expect(200);
    return draft;
  };
  const departmentFilter = async () => {
    const res = await request(real.app).get('/api/page/job').expect(200);
    const list = (res.body.data.section as Section[]).find((s) => s.type === 'job-list');
    return list?.type === 'job-list' ? list.filters.department.map((option) => option.value) : [];
  };

  test('the list needs admin:jobs', async () => {
    await request(real.app)
      .get('/api/admin/departments')
      .set('Authorization', withoutJobs)
      .expect(403);
    await request(real.app).get('/api/admin/departments').expect(401);
  });

  test('the site’s departments are listed alphabetically with their jobs', async () => {
    const list = await departments();
    const names = list.map((department) => department.name);
    expect(names).toEqual(expect.arrayContaining(['Engineering', 'Data & Analytics', 'Finance']));
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(list.find((department) => department.name === 'Engineering')?.jobs).toBeGreaterThan(0);
  });

  test('a job saved with a department not in the list is refused, naming department', async () => {
    const res = await admin('post', 'jobs', form(uniqueLabel('Dept'))).expect(400);
    expect(res.body.data.field).toBe('department');

    const draft = (await admin('post', 'jobs', form('Data & Analytics')).expect(201)).body
      .data as AdminJob;
    const saved = await admin('put', `jobs/${draft.id}`, {
      ...form('Customer Support'),
      version: draft.version,
    }).expect(400);
    expect(saved.body.data.field).toBe('department');
  });

  test('a department named in another case or spacing is stored as the list spells it', async () => {
    const res = await admin('post', 'jobs', form('  data   &  analytics ')).expect(201);
    expect((res.body.data as AdminJob).department).toBe('Data & Analytics');
  });

  test('the same name in another case is not a second department', async () => {
    const res = await admin('post', 'departments', { name: 'data & ANALYTICS' }).expect(409);
    expect(res.body.data.field).toBe('name');
    await admin('post', 'departments', { name: '' }).expect(400);
  });

  test('an added department is offered in /job’s filter once an open job is in it', async () => {
    const name = uniqueLabel('Sleep Science');
    const added = await addDepartment(`  ${name} `);
    expect(added).toMatchObject({ name, jobs: 0 });
    expect(await departmentFilter()).not.toContain(name);

    await openJob(form(name));

    expect(await departmentFilter()).toContain(name);
    expect((await departments()).find((department) => department.id === added.id)?.jobs).toBe(1);
  });

  test('a renamed department takes its jobs along', async () => {
    const before = uniqueLabel('Research');
    const added = await addDepartment(before);
    const job = await openJob(form(before));
    const after = uniqueLabel('Sleep Research');

    const res = await admin('put', `departments/${added.id}`, { name: after }).expect(200);

    expect(res.body.data).toMatchObject({ id: added.id, name: after, jobs: 1 });
    const edited = (await admin('get', `jobs/${job.id}`).expect(200)).body.data as AdminJob;
    expect(edited.department).toBe(after);
    expect(await departmentFilter()).toContain(after);
    expect(await departmentFilter()).not.toContain(before);
    await admin('put', `departments/${added.id}`, { name: 'engineering' }).expect(409);
    await admin('put', 'departments/999999', { name: uniqueLabel('Gone') }).expect(404);
  });
});
