/**
 * What the bench measures: the servers (the product on each engine and data set, the ceiling and
 * the floor) and, on each, the targets (pages, cache-missing traffic, the search API).
 */

type Engine = 'pglite' | 'postgres' | 'memory';
type DataSet = 'seed' | '10k' | 'captured';

export interface ServerConfig {
  name: string;
  kind: 'product' | 'ceiling' | 'floor';
  engine: Engine;
  data: DataSet;
  /** WEB_CONCURRENCY given to the product (undefined: not set). */
  workers?: number;
  label: string;
}

export const SERVER_CONFIGS: ServerConfig[] = [
  {
    name: 'ceiling',
    kind: 'ceiling',
    engine: 'memory',
    data: 'captured',
    label: 'ceiling: the captured bytes from memory, Express + the same middleware',
  },
  {
    name: 'floor',
    kind: 'floor',
    engine: 'memory',
    data: 'captured',
    label: 'floor: render() of the same pages, page data in memory, bare node:http',
  },
  {
    name: 'pglite-seed',
    kind: 'product',
    engine: 'pglite',
    data: 'seed',
    label: 'product, PGlite, seed data (fresh DATA_DIR, seeded at start)',
  },
  {
    name: 'pglite-10k',
    kind: 'product',
    engine: 'pglite',
    data: '10k',
    label: 'product, PGlite, seed + 10,000 jobs',
  },
  {
    name: 'pg-seed',
    kind: 'product',
    engine: 'postgres',
    data: 'seed',
    label: 'product, PostgreSQL 15, seed data',
  },
  {
    name: 'pg-10k',
    kind: 'product',
    engine: 'postgres',
    data: '10k',
    label: 'product, PostgreSQL 15, seed + 10,000 jobs',
  },
  {
    name: 'pg-10k-w2',
    kind: 'product',
    engine: 'postgres',
    data: '10k',
    workers: 2,
    label: 'product, PostgreSQL 15, seed + 10,000 jobs, WEB_CONCURRENCY=2',
  },
];

/** The default run leaves pg-seed out (time); `--configs` picks any. */
export const FULL_CONFIGS = [
  'ceiling',
  'floor',
  'pglite-seed',
  'pglite-10k',
  'pg-10k',
  'pg-10k-w2',
];
export const QUICK_CONFIGS = ['ceiling', 'floor', 'pglite-10k', 'pg-10k', 'pg-10k-w2'];

type Rotation = 'list' | 'search' | 'detail' | 'api-search' | 'api-location';

export interface Target {
  id: string;
  label: string;
  /** A fixed URL (after the first request its page data is cached by the product)… */
  path?: string;
  /** …or a URL from a rotation, never repeated within a server's session (cache-missing). */
  rotate?: Rotation;
  connections: number;
  /** Offered at half the req/s just measured on the target with this id, evenly spaced (paced-load.ts). */
  halfRateOf?: string;
  /** Statuses besides 200 (and 410, a closed job's page) that answer this target's requests. */
  alsoAnswers?: string[];
  /** Servers it runs on. */
  on: (config: ServerConfig) => boolean;
}

export const PAGE_PATHS = {
  job: '/job',
  search: '/job?search=engineer&department=Engineering',
  detail: '/job/1',
  home: '/',
} as const;

const everywhere = () => true;
const product = (config: ServerConfig) => config.kind === 'product';

export const TARGETS: Target[] = [
  { id: 'job', label: '/job', path: PAGE_PATHS.job, connections: 50, on: everywhere },
  {
    id: 'search',
    label: PAGE_PATHS.search,
    path: PAGE_PATHS.search,
    connections: 50,
    on: everywhere,
  },
  { id: 'detail', label: '/job/1', path: PAGE_PATHS.detail, connections: 50, on: everywhere },
  { id: 'home', label: '/', path: PAGE_PATHS.home, connections: 50, on: everywhere },
  {
    id: 'job-miss',
    label: '/job?department=…&sort=…&page=N distinct every request (cache-missing, no search)',
    rotate: 'list',
    connections: 50,
    // The rotation asks pages 1–150 of every department and order; a page past the last of a
    // shorter list is decision 047's 404 with a link to the last page, the answer the spec wants.
    alsoAnswers: ['404'],
    on: product,
  },
  {
    id: 'search-miss',
    label: '/job?search=… distinct every request (cache-missing)',
    rotate: 'search',
    connections: 50,
    // Pages 2 and 3 of a search that finds fewer jobs: past the last, the same 404.
    alsoAnswers: ['404'],
    on: product,
  },
  {
    id: 'detail-miss',
    label: '/job/{id} distinct every request (cache-missing)',
    rotate: 'detail',
    connections: 50,
    // The seed data has 80 jobs: after 80 requests every detail page would be cached.
    on: (config) => product(config) && config.data === '10k',
  },
  {
    id: 'api-miss',
    label: '/api/page/job?search=… distinct (cache-missing), 50 connections',
    rotate: 'api-search',
    connections: 50,
    on: product,
  },
  {
    id: 'job-half',
    label: '/job at half the rate measured on /job',
    path: PAGE_PATHS.job,
    connections: 50,
    halfRateOf: 'job',
    on: product,
  },
];

/** Pages timed one request at a time (first byte vs full response). */
export const TTFB_PATHS = [PAGE_PATHS.job, PAGE_PATHS.search, PAGE_PATHS.detail, PAGE_PATHS.home];

const WORDS = [
  'engineer', 'frontend', 'backend', 'firmware', 'ios', 'android', 'staff', 'developer',
  'reliability', 'scientist', 'data', 'analyst', 'forecasting', 'machine', 'learning',
  'analytics', 'platform', 'designer', 'brand', 'researcher', 'systems', 'packaging', 'content',
  'product', 'manager', 'checkout', 'subscriptions', 'lead', 'growth', 'marketing', 'social',
  'editor', 'partnerships', 'sleep', 'app', 'storefront', 'search', 'experimentation',
  'recommendations', 'senior',
]; // prettier-ignore
const DEPARTMENTS = [
  '',
  'Engineering',
  'Data & Analytics',
  'Design',
  'Product',
  'Manufacturing',
  'Operations & Logistics',
  'People & Culture',
];

/** A deterministic shuffle (so every run asks the same questions in the same order). */
function shuffled<T>(items: T[], seed = 11): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** Job-list query strings: one or two title words, a department or none, pages 1–3. */
const SEARCH_QUERIES: string[] = shuffled(
  [
    ...[1, 2, 3].flatMap((page) =>
      DEPARTMENTS.flatMap((department) =>
        WORDS.map((word) => ({ search: word, department, page })),
      ),
    ),
    ...WORDS.flatMap((first) =>
      WORDS.filter((second) => second !== first).flatMap((second) =>
        DEPARTMENTS.map((department) => ({ search: `${first} ${second}`, department, page: 1 })),
      ),
    ),
  ].map(({ search, department, page }) => {
    const params = new URLSearchParams({ search });
    if (department) params.set('department', department);
    if (page > 1) params.set('page', String(page));
    return params.toString();
  }),
);

const LIST_PAGES = 150;
const LIST_SORTS = ['newest', 'oldest', 'title'];
const LIST_QUERIES = LIST_PAGES * DEPARTMENTS.length * LIST_SORTS.length;

/** The `index`th job list without a search: pages 1–150 of each department and sort. */
function listQuery(index: number): string {
  const params = new URLSearchParams({ page: String(1 + (index % LIST_PAGES)) });
  const department = DEPARTMENTS[Math.floor(index / LIST_PAGES) % DEPARTMENTS.length];
  if (department) params.set('department', department);
  const sort = LIST_SORTS[Math.floor(index / (LIST_PAGES * DEPARTMENTS.length))];
  if (sort && sort !== 'newest') params.set('sort', sort);
  return params.toString();
}

/** The bulk jobs' cities (server/platform/db/seed-bulk.ts): each job has one to four of them. */
const BULK_CITIES = [
  'Amsterdam', 'Berlin', 'Lisbon', 'Paris', 'London', 'Barcelona', 'Warsaw', 'Rotterdam', 'Munich',
]; // prettier-ignore
const LOCATION_PAGES = 20;
/** One city, or two (a list matching either). */
const CITY_SETS = BULK_CITIES.flatMap((city, index) => [
  [city],
  ...BULK_CITIES.slice(index + 1).map((other) => [city, other]),
]);
/** Job-list API query strings filtered by location: a department or none, pages 1–20. */
const LOCATION_QUERIES = shuffled(
  CITY_SETS.flatMap((cities) =>
    DEPARTMENTS.flatMap((department) =>
      Array.from({ length: LOCATION_PAGES }, (_, page) => {
        const params = new URLSearchParams({ location: cities.join('|') });
        if (department) params.set('department', department);
        if (page > 0) params.set('page', String(page + 1));
        return params.toString();
      }),
    ),
  ),
);

/**
 * Distinct URLs for the cache-missing targets of one server session: the search targets share
 * one cursor, so the page and the API never ask the same question twice in a session.
 */
export class UrlRotation {
  private listCursor = 0;
  private searchCursor = 0;
  private detailCursor = 0;
  private locationCursor = 0;
  wrapped = false;
  constructor(private readonly detailIds: { first: number; last: number }) {}

  next(rotation: Rotation): string {
    if (rotation === 'list') {
      if (this.listCursor >= LIST_QUERIES) this.wrapped = true;
      return `/job?${listQuery(this.listCursor++ % LIST_QUERIES)}`;
    }
    if (rotation === 'api-location') {
      if (this.locationCursor >= LOCATION_QUERIES.length) this.wrapped = true;
      return `/api/page/job?${LOCATION_QUERIES[this.locationCursor++ % LOCATION_QUERIES.length]}`;
    }
    if (rotation === 'detail') {
      const span = this.detailIds.last - this.detailIds.first + 1;
      if (this.detailCursor >= span) this.wrapped = true;
      return `/job/${this.detailIds.first + (this.detailCursor++ % span)}`;
    }
    if (this.searchCursor >= SEARCH_QUERIES.length) this.wrapped = true;
    const query = SEARCH_QUERIES[this.searchCursor++ % SEARCH_QUERIES.length];
    return rotation === 'api-search' ? `/api/page/job?${query}` : `/job?${query}`;
  }
}
