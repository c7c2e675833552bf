/**
 * The 100,000-job searches (issue 33): one client asks 40 cache-missing questions of each kind
 * (searches by one word, two words, a word and a department, the search API, a list page without
 * a search), the kinds taking turns, of the product on PGlite with 100,000 generated jobs, of the
 * same product with 10,000, and of React Router 7 over its 10,000 in-memory jobs (it has no larger
 * data set). What matters: p90 at 100,000 jobs, and how much it grows from 10,000.
 */
import { fmt, median, table, times, verdict } from './figures';
import { percentile, timedGet } from './load';
import type { RunningServer } from './servers';

export const REQUESTS_PER_KIND = 40;
const MOST_P90_MS = 20;
const MOST_GROWTH = 2;

/** The words occur in both data sets' titles: the product's seed titles, which its generated jobs
 * copy (server/platform/db/seed-bulk.ts), and the peers' roles (the peer bench's make-jobs.mjs). */
const COMMON_WORD = 'engineer';
const TWO_WORDS = 'product manager';

interface Kind {
  id: string;
  label: string;
  /** The product's URL for request n (0-based); each one new to the server. */
  path: (n: number) => string;
  /** React Router 7's, when it differs (its loader data is `/job.data?…`, not an API). */
  peerPath?: (n: number) => string;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  ).toString();

export const SEARCH_KINDS: Kind[] = [
  {
    id: 'word',
    label: `one common word: \`/job?search=${COMMON_WORD}&page=N\`, N = 1–40`,
    path: (n) => `/job?${query({ search: COMMON_WORD, page: n + 1 })}`,
  },
  {
    id: 'two-words',
    label: `two words: \`/job?search=${TWO_WORDS}&page=N\`, N = 1–40`,
    path: (n) => `/job?${query({ search: TWO_WORDS, page: n + 1 })}`,
  },
  {
    id: 'word-department',
    label: `a word and a department: \`/job?search=${COMMON_WORD}&department=Engineering&page=N\`, N = 1–40`,
    path: (n) => `/job?${query({ search: COMMON_WORD, department: 'Engineering', page: n + 1 })}`,
  },
  {
    id: 'api',
    label: `the search API: \`/api/page/job?search=${COMMON_WORD}&page=N\`, N = 41–80 (React Router 7: its loader data, \`/job.data?search=…\`)`,
    path: (n) => `/api/page/job?${query({ search: COMMON_WORD, page: n + 41 })}`,
    peerPath: (n) => `/job.data?${query({ search: COMMON_WORD, page: n + 41 })}`,
  },
  {
    id: 'any-page',
    label: 'any page, no search: `/job?page=N`, N = 1, 24, 47 … 898',
    path: (n) => `/job?page=${1 + 23 * n}`,
  },
];

/** Requests before the measured ones, none of them measured or repeated later. */
const WARM_UP = Array.from({ length: 10 }, (_, n) => [
  `/job?${query({ search: 'analyst', page: n + 1 })}`,
  `/job?${query({ search: 'designer', department: 'Design', page: n + 1 })}`,
  `/job?page=${2 + 23 * n}`,
]).flat();

export type CatalogueArm = 'product-100k' | 'product-10k' | 'rr7';

export interface KindTiming {
  count: number;
  p50Ms: number;
  p90Ms: number;
  maxMs: number;
  /** Answers by status; failed requests count under `error`. */
  statusCodes: Record<string, number>;
}

export interface CatalogueRecord {
  round: number;
  arm: CatalogueArm;
  jobs: number;
  kinds: Record<string, KindTiming>;
}

/** One client: a warm-up, then the kinds in turn, 40 requests each, timed to the last byte. */
export async function catalogueSession(
  server: RunningServer,
  peer: boolean,
): Promise<Record<string, KindTiming>> {
  for (const warmPath of WARM_UP) await timedGet(server.base, warmPath, false);
  const timings = new Map(SEARCH_KINDS.map((kind) => [kind.id, [] as number[]]));
  const codes = new Map(SEARCH_KINDS.map((kind) => [kind.id, {} as Record<string, number>]));
  for (let n = 0; n < REQUESTS_PER_KIND; n += 1) {
    for (const kind of SEARCH_KINDS) {
      const kindPath = (peer && kind.peerPath ? kind.peerPath : kind.path)(n);
      const statusCodes = codes.get(kind.id) as Record<string, number>;
      const status = await timedGet(server.base, kindPath, false).then(
        (timing) => {
          timings.get(kind.id)?.push(timing.fullMs);
          return String(timing.status);
        },
        () => 'error',
      );
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
    }
  }
  return Object.fromEntries(
    SEARCH_KINDS.map((kind) => {
      const full = timings.get(kind.id) ?? [];
      return [
        kind.id,
        {
          count: full.length,
          p50Ms: percentile(full, 50),
          p90Ms: percentile(full, 90),
          maxMs: Math.max(...full),
          statusCodes: codes.get(kind.id) ?? {},
        },
      ];
    }),
  );
}

/** Answers other than 200 (and failed requests), summed over rounds. */
function failures(records: CatalogueRecord[], kind: string): number {
  return records.reduce(
    (sum, record) =>
      sum +
      Object.entries(record.kinds[kind]?.statusCodes ?? {})
        .filter(([code]) => code !== '200')
        .reduce((total, [, count]) => total + count, 0),
    0,
  );
}

/** The 100,000-job figure over the 10,000-job one in the same round, median over rounds. */
function growth(records: CatalogueRecord[], kind: string, figure: 'p50Ms' | 'p90Ms'): number {
  return median(
    records
      .filter((record) => record.arm === 'product-100k')
      .map((record) => {
        const small = records.find((r) => r.arm === 'product-10k' && r.round === record.round);
        return (record.kinds[kind]?.[figure] ?? NaN) / (small?.kinds[kind]?.[figure] ?? NaN);
      }),
  );
}

/** The report's section: a row per kind, the three servers side by side, the targets. */
export function describeCatalogue(
  records: CatalogueRecord[],
  jobs: { big: number; small: number },
  peersNote: string,
): string[] {
  const out = ['## Searches over 100,000 jobs (issue 33)', ''];
  const thousands = (count: number) => count.toLocaleString('en');
  out.push(
    `One client, keep-alive, no \`Accept-Encoding\`: after ${WARM_UP.length} warm-up requests, ${REQUESTS_PER_KIND} requests of each kind, the kinds taking turns, every URL new to the server (cache-missing), timed to the last byte. The product on PGlite with seed + ${thousands(jobs.big)} generated jobs and with seed + ${thousands(jobs.small)} (fresh copies of templates seeded once per run), started as its own arms are (\`scripts/start.mjs\`); React Router 7 over its 10,000 in-memory jobs (the peer bench has no 100,000-job data set; its search is a title substring, the product's a full-text query, so two words are a phrase there and both words anywhere in the title here). ${peersNote} Medians over rounds; 100k ÷ 10k is per round, median over rounds. Non-200: any other answer or a failed request, summed over rounds.`,
    '',
  );
  const byArm = (arm: CatalogueArm) => records.filter((record) => record.arm === arm);
  const figure = (arm: CatalogueArm, kind: string, name: 'p50Ms' | 'p90Ms') =>
    median(byArm(arm).map((record) => record.kinds[kind]?.[name] ?? NaN));
  const hasPeer = byArm('rr7').length > 0;
  const rows = SEARCH_KINDS.map((kind) => {
    const p90Big = figure('product-100k', kind.id, 'p90Ms');
    const p90Growth = growth(records, kind.id, 'p90Ms');
    return [
      kind.id,
      fmt(figure('product-100k', kind.id, 'p50Ms'), 1),
      fmt(p90Big, 1),
      fmt(figure('product-10k', kind.id, 'p50Ms'), 1),
      fmt(figure('product-10k', kind.id, 'p90Ms'), 1),
      times(growth(records, kind.id, 'p50Ms')),
      times(p90Growth),
      hasPeer ? fmt(figure('rr7', kind.id, 'p50Ms'), 1) : '–',
      hasPeer ? fmt(figure('rr7', kind.id, 'p90Ms'), 1) : '–',
      `${failures(byArm('product-100k'), kind.id)} / ${failures(byArm('product-10k'), kind.id)} / ${hasPeer ? failures(byArm('rr7'), kind.id) : '–'}`,
      `${verdict(p90Big <= MOST_P90_MS)} / ${verdict(p90Growth <= MOST_GROWTH)}`,
    ];
  });
  out.push(
    table(
      [
        'kind',
        '100k p50 ms',
        '100k p90 ms',
        '10k p50 ms',
        '10k p90 ms',
        '100k ÷ 10k p50',
        '100k ÷ 10k p90',
        'RR7 10k p50 ms',
        'RR7 10k p90 ms',
        'non-200 100k / 10k / RR7',
        `target p90 ≤ ${MOST_P90_MS} ms / ÷ ≤ ${MOST_GROWTH}×`,
      ],
      rows,
    ),
    '',
  );
  out.push('Kinds:', '', ...SEARCH_KINDS.map((kind) => `- \`${kind.id}\`: ${kind.label}`), '');
  return out;
}
