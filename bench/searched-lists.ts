/**
 * Searched job lists in process, one at a time (decision 056): each kind asks 40 distinct
 * searches through `createJobList` on a seeded database and prints p50 / p90 in ms.
 *
 *   DATA_DIR=/tmp/s100k scripts/with-node.sh 24 npx tsx bench/searched-lists.ts
 *   DATABASE_URL=postgres://… scripts/with-node.sh 24 npx tsx bench/searched-lists.ts
 *
 * `ROUNDS=3` repeats every kind (each round's searches differ by their page); `WARM=0` skips
 * reading the process's memory first (the first searches are then the database's statement).
 * The server-rendered kind asks `/job?search=…` of the app as the tests build it (Vite's
 * development renderer, so its render costs more than a production build's); `SSR=0` leaves it out.
 */
import request from 'supertest';

import { jobListQuerySchema, type JobListQuery } from '../contract/job-list-query';
import { createDatabase } from '../server/platform/db/database';
import { createJobList } from '../server/modules/jobs/job-service';
import { searchedJobsOf } from '../server/modules/jobs/searched-jobs-service';
import { createRealApp } from '../server/test-support/real-app';

const COMMON_WORDS = ['engineer', 'senior', 'product', 'manager', 'designer', 'sleep', 'data', 'analyst', 'lead', 'specialist', 'team', 'customer', 'platform']; // prettier-ignore
const WORD_PAIRS = ['senior engineer', 'product manager', 'data engineer', 'sleep app', 'product designer', 'lead engineer', 'senior designer', 'data scientist', 'customer care', 'brand designer', 'quality analyst', 'platform engineer', 'senior manager']; // prettier-ignore
const KINDS = ['common word', 'two words', 'with a filter', 'any page', 'server-rendered'] as const;
const PER_KIND = 40;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

function searchesOf(kind: (typeof KINDS)[number], round: number, departments: string[]) {
  return Array.from({ length: PER_KIND }, (_, index): Record<string, string> => {
    const word = COMMON_WORDS[index % COMMON_WORDS.length] ?? 'engineer';
    const page = String(1 + Math.floor(index / COMMON_WORDS.length) + 3 * round);
    switch (kind) {
      case 'common word':
        return { search: word, page };
      case 'two words':
        return { search: WORD_PAIRS[index % WORD_PAIRS.length] ?? word, page };
      case 'with a filter':
        return {
          search: word,
          department: departments[(index + round) % departments.length] ?? '',
          page: String(1 + round),
        };
      case 'any page':
        return { search: word, page: String(1 + ((index * 37 + round * 11) % 120)) };
      case 'server-rendered':
        return {
          search: WORD_PAIRS[(index + 5) % WORD_PAIRS.length] ?? word,
          page: String(2 + round),
        };
    }
  });
}

const app = await createDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR },
);
// SSR=0: without the app (its start syncs the exchange rates, an update of every job).
const real = process.env.SSR === '0' ? undefined : await createRealApp({}, { database: app });
try {
  const listOf = createJobList(app.db);
  const departments = (
    await app.db.selectFrom('job').select('department').distinct().orderBy('department').execute()
  ).map((row) => row.department);
  const { count } = await app.db
    .selectFrom('job')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  console.log(`${count} jobs, ${departments.length} departments`);
  if (process.env.WARM !== '0') {
    const started = performance.now();
    await searchedJobsOf(app.db).ready();
    console.log(`memory read at the version in ${Math.round(performance.now() - started)} ms`);
  }
  // Vite compiles the page's modules on the first render.
  if (real) await request(real.app).get('/job?search=warm').expect(200);
  const rounds = Number(process.env.ROUNDS ?? 1);
  for (const kind of KINDS.filter((name) => real || name !== 'server-rendered')) {
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const query of searchesOf(kind, round, departments)) {
        const filters: JobListQuery = jobListQuerySchema.parse(query);
        const started = performance.now();
        if (real && kind === 'server-rendered')
          await request(real.app)
            .get(`/job?${new URLSearchParams(query).toString()}`)
            .expect(200);
        else await listOf(filters);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(14)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p90 ${percentile(times, 90).toFixed(1).padStart(6)} ms  (${times.length})`,
    );
  }
} finally {
  await (real ?? app).close();
}
process.exit(0);
