import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, type AppDatabase } from './database';
import { MIGRATIONS_DIR, MigrationError, checksumOf, migrate, readMigrationFiles } from './migrate';
import { describeEachDriver } from '../../test-support/test-database';

const tempDirs: string[] = [];

/** A copy of the real migrations plus the given extra files. */
async function migrationsWith(extra: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'somnia-migrations-'));
  tempDirs.push(dir);
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  await Promise.all(
    Object.entries(extra).map(([name, text]) => writeFile(path.join(dir, name), text)),
  );
  return dir;
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('migrate on an empty database', () => {
  let app: AppDatabase;
  beforeAll(async () => {
    app = await createDatabase({ memory: true });
  });
  afterAll(async () => {
    await app.close();
  });

  test('applies every migration file once, in order, and records its checksum', async () => {
    const files = await readMigrationFiles();

    const result = await migrate(app);

    expect(result.applied).toEqual(files.map((file) => file.name));
    const { rows } = await sql<{ name: string; checksum: string }>`
      SELECT name, checksum FROM schema_migration ORDER BY name`.execute(app.db);
    expect(rows).toEqual(files.map(({ name, checksum }) => ({ name, checksum })));
  });

  test('running it again applies nothing', async () => {
    const result = await migrate(app);

    expect(result.applied).toEqual([]);
    expect(result.alreadyApplied.length).toBeGreaterThanOrEqual(2);
  });

  test('refuses to start when an applied file was edited', async () => {
    const [first] = await readMigrationFiles();
    const dir = await migrationsWith({ [first?.name ?? '']: `${first?.sql}\n-- an edit\n` });

    await expect(migrate(app, { dir })).rejects.toThrow(
      new RegExp(`edited since they ran: ${first?.name}`),
    );
  });

  test('a failing file is rolled back whole, named with its line, and leaves the database usable', async () => {
    const dir = await migrationsWith({
      '900_broken.sql': 'CREATE TABLE half_done (id int);\n\nSELECT nothing FROM no_such_table;\n',
    });

    const failure = migrate(app, { dir });

    await expect(failure).rejects.toBeInstanceOf(MigrationError);
    await expect(failure).rejects.toThrow(/900_broken\.sql failed at line 3: .*no_such_table/);
    const { rows } = await sql<{
      table: string | null;
    }>`SELECT to_regclass('half_done')::text AS table`.execute(app.db);
    expect(rows[0]?.table).toBeNull();
    const recorded =
      await sql`SELECT 1 FROM schema_migration WHERE name = '900_broken.sql'`.execute(app.db);
    expect(recorded.rows).toEqual([]);
  });

  test('the session settings of the migration do not leak into later queries', async () => {
    const { rows } = await sql<{ lock_timeout: string }>`SHOW lock_timeout`.execute(app.db);

    expect(rows[0]?.lock_timeout).toBe('0');
  });
});

describe('readMigrationFiles', () => {
  test('refuses two files with the same number', async () => {
    const dir = await migrationsWith({ '001_again.sql': 'SELECT 1;' });

    await expect(readMigrationFiles(dir)).rejects.toThrow(/share the number 001/);
  });

  test('refuses a file that is not named NNN_words.sql', async () => {
    const dir = await migrationsWith({ 'extra.sql': 'SELECT 1;' });

    await expect(readMigrationFiles(dir)).rejects.toThrow(/extra\.sql/);
  });

  test('a checksum ignores Windows line endings', () => {
    expect(checksumOf('SELECT 1;\r\nSELECT 2;\r\n')).toBe(checksumOf('SELECT 1;\nSELECT 2;\n'));
  });
});

describeEachDriver('migrate from several callers at once', ({ getApp }) => {
  test('applies a new file exactly once', async () => {
    const dir = await migrationsWith({
      '901_concurrent.sql': 'CREATE TABLE concurrent_check (id int);',
    });

    const results = await Promise.all([1, 2, 3].map(() => migrate(getApp(), { dir })));

    expect(results.map((result) => result.applied).flat()).toEqual(['901_concurrent.sql']);
  });
});
