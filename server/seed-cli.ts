/**
 * `npm run db:seed`: migrates, then seeds the configured database when it has no jobs, and
 * imports content/ by decision 061's rules (as every start does).
 * `-- --force` seeds the content tables again and imports content/ afresh, discarding what was
 * edited in the admin; `-- --jobs 10000` adds generated jobs for benchmarks.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from './platform/config';
import { migrate } from './platform/db/migrate';
import { seedContent } from '../seed';
import { importContentFiles } from './modules/content-documents';
import { seedBulkJobs, seedDatabase } from './platform/db/seed';
import { openConfiguredDatabase } from './platform/db/cli/open-database';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const bulkJobs = values.jobs === undefined ? 0 : Number(values.jobs);
if (!Number.isInteger(bulkJobs) || bulkJobs < 0) {
  console.error(`--jobs expects a whole number, got ${values.jobs}`);
  process.exit(1);
}

const env = loadEnv();
const app = await openConfiguredDatabase(env);
try {
  const migrated = await migrate(app);
  if (migrated.applied.length > 0) console.log(`Applied ${migrated.applied.join(', ')}.`);

  let started = performance.now();
  const seed = await seedDatabase(app, {
    companyName: env.COMPANY_NAME,
    publicDir: path.resolve('public'),
    force: values.force,
    data: seedContent,
  });
  const counts = Object.entries(seed.counts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  console.log(
    seed.seeded
      ? `Seeded in ${Math.round(performance.now() - started)} ms: ${counts}.`
      : `Jobs exist, seed skipped (--force seeds again): ${counts}.`,
  );

  const imported = await importContentFiles(app.db, {
    dir: path.resolve('content'),
    company: env.COMPANY_NAME,
    companySlug: env.COMPANY_SLUG,
    force: values.force,
  });
  console.log(
    `content/ imported: ${imported.inserted} new, ${imported.updated} changed, ${imported.unpublished} removed` +
      (imported.keptOwnersVersion.length > 0
        ? `; edited in the admin, kept: ${imported.keptOwnersVersion.join(', ')}`
        : '.'),
  );

  if (bulkJobs > 0) {
    started = performance.now();
    const inserted = await seedBulkJobs(app, bulkJobs, {
      companyName: env.COMPANY_NAME,
      data: seedContent,
    });
    console.log(
      `Generated jobs: ${inserted} inserted (${bulkJobs - inserted} existed) in ${Math.round(performance.now() - started)} ms.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
