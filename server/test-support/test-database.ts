/**
 * Databases for tests: a migrated and seeded PGlite per call (from a template built once and
 * cached on disk), or a fresh database on the PostgreSQL server of TEST_DATABASE_URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadEnv } from '../platform/config';
import { createDatabase, type AppDatabase, type DriverName } from '../platform/db/database';
import { MIGRATIONS_DIR, migrate } from '../platform/db/migrate';
import { seedContent } from '../../seed';
import { seedDatabase } from '../platform/db/seed';
import { importContentFiles } from '../modules/content-documents';
import { ROOT_DIR } from '../platform/root-dir';

const DB_DIR = path.join(ROOT_DIR, 'server/platform/db');
const PUBLIC_DIR = path.join(ROOT_DIR, 'public');
const CACHE_DIR = path.join(ROOT_DIR, 'node_modules', '.cache', 'somnia-test-db');
/** Code and content that decide what the template holds: a change to any of them builds a new one. */
const TEMPLATE_INPUT_DIRS = [MIGRATIONS_DIR, path.join(ROOT_DIR, 'seed')];
const TEMPLATE_INPUT_FILES = [
  ...['database.ts', 'migrate.ts', 'seed.ts', 'seed-rows.ts'].map((name) =>
    path.join(DB_DIR, name),
  ),
  // The content import's rules and hashes (content/ itself: a start brings any change in).
  path.join(ROOT_DIR, 'server/modules/content-documents/content-import-service.ts'),
  path.join(ROOT_DIR, 'server/content/content-store.ts'),
];
export const TEST_COMPANY_NAME = 'Somnia';
/** The content every test database holds, for the platform's tests (which may not read content/). */
export const TEST_SEED_CONTENT = seedContent;

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

let templatePromise: Promise<Blob> | undefined;
/** The address of each PostgreSQL test database, for a second pool on it. */
const postgresUrls = new WeakMap<AppDatabase, string>();
/** On globalThis: test files that share a worker process each load this module afresh. */
const SKIP_NOTICE_PRINTED = Symbol.for('somnia.postgresSkipNoticePrinted');

/**
 * A migrated and seeded database of its own for the caller; `close()` discards it.
 *
 * @example
 * const app = await createTestDatabase();
 * afterAll(() => app.close());
 */
export async function createTestDatabase(
  options: { driver?: DriverName } = {},
): Promise<AppDatabase> {
  if (options.driver === 'postgres') return createPostgresTestDatabase();
  return createDatabase({ loadDataDir: await getPgliteTemplate() });
}

/** The drivers integration tests run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): DriverName[] {
  if (getTestDatabaseUrl()) return ['pglite', 'postgres'];
  const flags = globalThis as { [SKIP_NOTICE_PRINTED]?: boolean };
  if (!flags[SKIP_NOTICE_PRINTED]) {
    flags[SKIP_NOTICE_PRINTED] = true;
    console.info('PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://… to enable');
  }
  return ['pglite'];
}

interface DriverContext {
  driver: DriverName;
  /** The suite's database, available from the first test on (opened in `beforeAll`). */
  getApp(): AppDatabase;
}

/**
 * Declares the suite once per test driver, each with its own seeded database.
 *
 * @example
 * describeEachDriver('job search', ({ getApp }) => {
 *   test('finds a job by a word of its title', async () => { … getApp().db … });
 * });
 */
export function describeEachDriver(name: string, fn: (context: DriverContext) => void): void {
  for (const driver of testDrivers()) {
    describe(`${name} [${driver}]`, () => {
      let app: AppDatabase | undefined;
      beforeAll(async () => {
        app = await createTestDatabase({ driver });
      });
      afterAll(async () => {
        await app?.close();
      });
      fn({
        driver,
        getApp: () => {
          if (!app)
            throw new Error(
              'The test database opens in beforeAll: call getApp() inside a test or hook',
            );
          return app;
        },
      });
    });
  }
}

/**
 * Builds the PGlite template now (or finds it on disk); call it from a vitest `globalSetup`
 * so that parallel workers do not all build it on the first run.
 */
export function getPgliteTemplate(): Promise<Blob> {
  templatePromise ??= loadOrBuildTemplate().catch((error: unknown) => {
    templatePromise = undefined;
    throw error;
  });
  return templatePromise;
}

/**
 * The template as a plain tar: PGlite would otherwise gunzip the same 60 MB in WebAssembly for
 * every database (about 250 ms of CPU each, measured); Node's zlib does it once per process.
 */
async function loadOrBuildTemplate(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `${await hashTemplateInputs()}.tgz`);
  const cached = await readFile(file).catch(() => undefined);
  if (!cached) return buildTemplate(file);
  return new Blob([new Uint8Array(await gunzipAsync(cached))], { type: 'application/x-tar' });
}

async function buildTemplate(file: string): Promise<Blob> {
  const app = await createDatabase({ memory: true });
  try {
    await migrateAndSeed(app);
    if (!app.dumpDataDir)
      throw new Error('An in-memory database is PGlite and can dump its data directory');
    const tar = await app.dumpDataDir('none');
    await writeTemplate(file, await gzipAsync(await tar.arrayBuffer()));
    return tar;
  } finally {
    await app.close();
  }
}

async function migrateAndSeed(app: AppDatabase): Promise<void> {
  await migrate(app);
  await seedDatabase(app, {
    companyName: TEST_COMPANY_NAME,
    publicDir: PUBLIC_DIR,
    data: seedContent,
  });
  // As a start does (decision 061); each app's own start then finds little or nothing to do,
  // so content/ is not one of the template's inputs.
  await importContentFiles(app.db, {
    dir: path.join(ROOT_DIR, 'content'),
    company: TEST_COMPANY_NAME,
    companySlug: 'somnia',
  });
}

/** Written to a temporary name and renamed: a parallel worker reads a whole file or none. */
async function writeTemplate(file: string, bytes: Buffer): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const stale = (await readdir(CACHE_DIR)).filter(
    (name) => name.endsWith('.tgz') && name !== path.basename(file),
  );
  await Promise.all(stale.map((name) => rm(path.join(CACHE_DIR, name), { force: true })));
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function hashTemplateInputs(): Promise<string> {
  const hash = createHash('sha256');
  // Seeded dates count from the day of the build: a template from yesterday would drift.
  hash.update(`${new Date().toISOString().slice(0, 10)}\n${TEST_COMPANY_NAME}\n`);
  const dirFiles = await Promise.all(
    TEMPLATE_INPUT_DIRS.map(async (dir) =>
      (await readdir(dir)).sort().map((name) => path.join(dir, name)),
    ),
  );
  for (const file of [...dirFiles.flat(), ...TEMPLATE_INPUT_FILES]) {
    hash.update(`${path.basename(file)}\n`);
    hash.update(await readFile(file));
  }
  // Brand asset sizes are read from public/ at seed time.
  for (const asset of seedContent.brandAssets) {
    const size = await stat(path.join(PUBLIC_DIR, asset.filePath)).then(
      (stats) => stats.size,
      () => -1,
    );
    hash.update(`${asset.filePath}:${size}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The PostgreSQL server for tests, or undefined when the PostgreSQL run is off. */
export function getTestDatabaseUrl(): string | undefined {
  return loadEnv().TEST_DATABASE_URL;
}

/**
 * A database of its own with no table at all (for tests of the migrations); `close()` discards it.
 */
export async function createEmptyTestDatabase(driver: DriverName): Promise<AppDatabase> {
  if (driver === 'postgres') return createPostgresTestDatabase(false);
  return createDatabase({ memory: true });
}

/**
 * A database of its own on the TEST_DATABASE_URL server: a copy of the migrated and seeded
 * template, or empty.
 */
async function createPostgresTestDatabase(seeded = true): Promise<AppDatabase> {
  const serverUrl = getTestDatabaseUrl();
  if (!serverUrl) throw new Error('The postgres test driver needs TEST_DATABASE_URL=postgres://…');
  const template = seeded ? await getPostgresTemplate(serverUrl) : undefined;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = databaseUrl(serverUrl, name);
  const app = await createDatabase({ url });
  const dropDatabase = async () => {
    await app.close();
    await withAdminClient(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  };
  let closing: Promise<void> | undefined;
  const testApp: AppDatabase = {
    ...app,
    close: () => {
      closing ??= dropDatabase();
      return closing;
    },
  };
  postgresUrls.set(testApp, url);
  return testApp;
}

/** The address of a PostgreSQL test database (for a server process to open); undefined on PGlite. */
export function getPostgresUrl(app: AppDatabase): string | undefined {
  return postgresUrls.get(app);
}

/**
 * Another connection pool on the same test database, as a second app process would hold; on
 * PGlite, which serves one process, the same database (closing it is then left to its owner).
 */
export async function openSecondPool(app: AppDatabase): Promise<AppDatabase> {
  const url = postgresUrls.get(app);
  if (!url) return { ...app, close: async () => undefined };
  return createDatabase({ url });
}

let postgresTemplatePromise: Promise<string> | undefined;

/**
 * The name of the migrated and seeded template database on the server, built by the first
 * process that needs it: copying it (`CREATE DATABASE … TEMPLATE`) is much cheaper than
 * migrating and seeding each test database. Named by the template inputs, so a change to the
 * migrations or the seed builds a new one.
 */
function getPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplatePromise ??= buildPostgresTemplate(serverUrl).catch((error: unknown) => {
    postgresTemplatePromise = undefined;
    throw error;
  });
  return postgresTemplatePromise;
}

/** Any number; the same in every process, so that parallel workers build the template once. */
const TEMPLATE_LOCK_KEY = 4_302_043;

async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${await hashTemplateInputs()}`;
  await withAdminClient(serverUrl, async (client) => {
    // Held until the client ends: the other workers wait here while one builds.
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return;
    // Built under another name and renamed once whole: a run stopped halfway leaves no template.
    const building = `${name}_building`;
    await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${building}`);
    const app = await createDatabase({ url: databaseUrl(serverUrl, building) });
    try {
      await migrateAndSeed(app);
    } finally {
      await app.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  });
  return name;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A dropped connection also rejects the query in flight: that is the error to report.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
