import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { insertJob, uniqueLabel } from '../../test-support/fixtures';
import { createEmptyTestDatabase, testDrivers } from '../../test-support/test-database';
import type { AppDatabase } from './database';
import { MIGRATIONS_DIR, migrate } from './migrate';
import type { Database } from './schema';

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The migrations before 021 only. */
async function migrationsBefore021(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'somnia-migrations-020-'));
  tempDirs.push(dir);
  for (const name of await readdir(MIGRATIONS_DIR)) {
    if (Number(name.slice(0, 3)) < 21)
      await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
  return dir;
}

describe.each(testDrivers())(
  'migration 021: "Remote" is a workplace, not a place [%s]',
  (driver) => {
    let app: AppDatabase;
    const db = () => app.db as Kysely<Database>;
    let ids: { remoteWithOffice: number; remoteOnly: number; onSite: number };

    beforeAll(async () => {
      app = await createEmptyTestDatabase(driver);
      await migrate(app, { dir: await migrationsBefore021() });
      const department = uniqueLabel('Dept');
      // The first job model's remote jobs kept "Remote" as their city (decision 028).
      const remoteWithOffice = await insertJob(db(), {
        department,
        workplace_type: 'on_site',
        locations: [
          { city: 'Remote', country_code: 'DE' },
          { city: 'Lisbon', country_code: 'PT' },
        ],
      });
      const remoteOnly = await insertJob(db(), {
        department,
        workplace_type: 'remote',
        remote_regions: ['ES'],
        locations: [{ city: 'remote', country_code: 'ES' }],
      });
      const onSite = await insertJob(db(), { department, locations: [{ city: 'Porto' }] });
      ids = { remoteWithOffice: remoteWithOffice.id, remoteOnly: remoteOnly.id, onSite: onSite.id };
      await migrate(app);
    });
    afterAll(() => app.close());

    const jobOf = (id: number) =>
      db()
        .selectFrom('job')
        .select(['workplace_type', 'remote_regions', 'cities'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const placesOf = (id: number) =>
      db()
        .selectFrom('job_location')
        .select(['position', 'city', 'country_code'])
        .where('job_id', '=', id)
        .orderBy('position')
        .execute();

    test('a "Remote" place becomes a remote job accepting its country; the other places move up', async () => {
      expect(await jobOf(ids.remoteWithOffice)).toEqual({
        workplace_type: 'remote',
        remote_regions: ['DE'],
        cities: ['Lisbon'],
      });
      expect(await placesOf(ids.remoteWithOffice)).toEqual([
        { position: 0, city: 'Lisbon', country_code: 'PT' },
      ]);
    });

    test('a remote job whose only place was "Remote" keeps its region once and has no place', async () => {
      expect(await jobOf(ids.remoteOnly)).toEqual({
        workplace_type: 'remote',
        remote_regions: ['ES'],
        cities: [],
      });
      expect(await placesOf(ids.remoteOnly)).toEqual([]);
    });

    test('any other job is left as it was', async () => {
      expect(await jobOf(ids.onSite)).toEqual({
        workplace_type: 'on_site',
        remote_regions: [],
        cities: ['Porto'],
      });
    });
  },
);
