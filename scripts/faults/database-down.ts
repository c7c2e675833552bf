/**
 * Database down: the site's PostgreSQL server is stopped, then started again; and frozen (it
 * takes connections and answers nothing), then thawed. Either way public pages answer within
 * 2 s (a stale cached copy, or the error page), `/readyz` says 503, a reader's comment stays in
 * the form, and everything works again within 5 s of the database coming back.
 */
import type { Locator, Page } from '@playwright/test';
import pg from 'pg';

import { waitForHydration } from '../../e2e/support/test';
import { messageForStatus } from '../../contract/errors';
import { paths } from '../../contract/paths';
import {
  BLOG_POST_PATH,
  BLOG_POST_SLUG,
  PAGE_LIMIT_MS,
  PUBLIC_PATHS,
  RECOVERY_LIMIT_MS,
  type FaultContext,
} from './context';
import { msUntil, timedFetch, type TimedResponse } from './probe';
import type { PostgresCluster } from './postgres-cluster';
import { formatMs } from './report';

/** One way of taking the database away, and what it asks that no earlier outage asked. */
interface Outage {
  title: string;
  begin(database: PostgresCluster): Promise<void> | void;
  end(database: PostgresCluster): Promise<void> | void;
  /** Never asked before the database goes away, so no cached copy exists. */
  uncachedPage: string;
  uncachedApi: string;
  reader: { name: string; comment: string };
}

const STOPPED: Outage = {
  title: 'Database down (PostgreSQL stopped, then started again)',
  begin: (database) => database.stop(),
  end: (database) => database.start(),
  uncachedPage: paths.jobs({ page: 2 }),
  uncachedApi: `/api/page${paths.jobs({ page: 3 })}`,
  reader: { name: 'Noor Visser', comment: 'Could the same ranking work for the FAQ search?' },
};

const FROZEN: Outage = {
  title:
    'Database hangs (PostgreSQL frozen by SIGSTOP: connections taken, nothing answered), then thawed',
  begin: (database) => database.freeze(),
  end: (database) => database.thaw(),
  uncachedPage: paths.jobs({ search: 'frozen database' }),
  uncachedApi: `/api/page${paths.jobs({ search: 'hung database' })}`,
  reader: { name: 'Ines Duarte', comment: 'Does the search also rank the team pages?' },
};
const ACCEPTED = 'Thank you! Your comment awaits moderation.';
const LISTEN_APPLICATION = 'somnia-careers-listen';

const slowest = (responses: TimedResponse[]) => Math.max(...responses.map((r) => r.ms));
const statuses = (responses: TimedResponse[]) => responses.map((r) => r.status).join(', ');

/** The status and catalogue message of an error page, or null when it is no error page. */
function errorPageOf(response: TimedResponse): string | null {
  const text = response.body.replaceAll('&#x27;', "'");
  const message = messageForStatus(response.status);
  // The error page is titled and headed with the status's catalogue message (src/app/error-page.tsx).
  const isErrorPage =
    response.status >= 500 &&
    text.includes(`<title>${message}`) &&
    text.includes('data-testid="error-message"');
  return isErrorPage ? `${response.status}, "${message}"` : null;
}

async function query<Row extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function typeComment(page: Page, reader: Outage['reader']) {
  await page.goto(BLOG_POST_PATH);
  await waitForHydration(page);
  await page.getByLabel('Name', { exact: true }).fill(reader.name);
  await page.getByRole('textbox', { name: 'Comment', exact: true }).fill(reader.comment);
}

/** Clicks "Post comment" and waits for `outcome`; resolves to how long it took, or null. */
async function submitComment(page: Page, outcome: Locator): Promise<number | null> {
  const started = performance.now();
  await page.getByRole('button', { name: 'Post comment' }).click();
  const appeared = await outcome.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  return appeared ? performance.now() - started : null;
}

async function typedValues(page: Page) {
  return {
    name: await page.getByLabel('Name', { exact: true }).inputValue(),
    comment: await page.getByRole('textbox', { name: 'Comment', exact: true }).inputValue(),
  };
}

export const databaseDown = (context: FaultContext) => databaseOutage(context, STOPPED);
export const databaseHangs = (context: FaultContext) => databaseOutage(context, FROZEN);

async function databaseOutage(
  { report, browser, app, database }: FaultContext,
  { title, begin, end, uncachedPage, uncachedApi, reader }: Outage,
) {
  report.begin(title);
  const get = (path: string) => timedFetch(`${app.origin}${path}`);
  for (const path of PUBLIC_PATHS) {
    const warm = await get(path);
    if (warm.status !== 200)
      throw new Error(`GET ${path} answered ${warm.status} before the fault`);
  }
  const context = await browser.newContext({ baseURL: app.origin });
  const page = await context.newPage();
  await typeComment(page, reader);

  await begin(database);

  const ready = await get('/readyz');
  report.add(
    '/readyz',
    `503 within ${formatMs(PAGE_LIMIT_MS)}`,
    `${ready.status} in ${formatMs(ready.ms)}`,
    ready.status === 503 && ready.ms < PAGE_LIMIT_MS,
  );
  const live = await get('/healthz');
  report.add(
    '/healthz (the process lives)',
    '200',
    `${live.status} in ${formatMs(live.ms)}`,
    live.status === 200,
  );

  const cached = await Promise.all(PUBLIC_PATHS.map(get));
  report.add(
    `pages served before (${PUBLIC_PATHS.join(', ')})`,
    `200 (the cached copy) within ${formatMs(PAGE_LIMIT_MS)}`,
    `${statuses(cached)}; slowest ${formatMs(slowest(cached))}`,
    cached.every((r) => r.status === 200) && slowest(cached) < PAGE_LIMIT_MS,
  );
  const uncached = await get(uncachedPage);
  const errorPage = errorPageOf(uncached);
  report.add(
    `a page never served (${uncachedPage})`,
    `the error page (5xx, catalogue message) within ${formatMs(PAGE_LIMIT_MS)}`,
    `${errorPage ?? `status ${uncached.status}, no error page`} in ${formatMs(uncached.ms)}`,
    errorPage !== null && uncached.ms < PAGE_LIMIT_MS,
  );
  const api = await get(uncachedApi);
  const envelope = api.status === 503 && api.body.includes(messageForStatus(503));
  report.add(
    `page data API (${uncachedApi})`,
    `503 envelope within ${formatMs(PAGE_LIMIT_MS)}`,
    `${api.status}${envelope ? ' envelope' : ''} in ${formatMs(api.ms)}`,
    envelope && api.ms < PAGE_LIMIT_MS,
  );

  const failure = page.getByRole('group', { name: 'That did not work' });
  const refusedMs = await submitComment(page, failure);
  const message =
    refusedMs === null ? null : (await failure.innerText()).trim().replace(/\s*\n\s*/g, ': ');
  const kept = await typedValues(page);
  const keptAll = kept.name === reader.name && kept.comment === reader.comment;
  report.add(
    'posting the typed comment (Chromium)',
    'a clear error; name and comment still in the form',
    `${message === null ? 'no error shown' : `"${message}" after ${formatMs(refusedMs ?? 0)}`}; ${keptAll ? 'both kept' : `the form holds ${JSON.stringify(kept)}`}`,
    message !== null && message.includes(messageForStatus(503)) && keptAll,
  );

  await end(database);
  const backAt = performance.now();

  const readyAgain = await msUntil(
    async () => (await get('/readyz')).status === 200,
    RECOVERY_LIMIT_MS,
    backAt,
  );
  report.add(
    '/readyz once the database is back',
    `200 within ${formatMs(RECOVERY_LIMIT_MS)}`,
    readyAgain === null ? 'not 200' : `200 after ${formatMs(readyAgain)}`,
    readyAgain !== null,
  );
  const pageAgain = await msUntil(
    async () => (await get(uncachedPage)).status === 200,
    RECOVERY_LIMIT_MS,
    backAt,
  );
  report.add(
    `${uncachedPage} once the database is back`,
    `200 within ${formatMs(RECOVERY_LIMIT_MS)}`,
    pageAgain === null ? 'not 200' : `200 after ${formatMs(pageAgain)}`,
    pageAgain !== null,
  );

  const listening = await msUntil(
    async () =>
      (
        await query(
          database.url,
          `select 1 from pg_stat_activity where application_name = $1 and query ilike 'LISTEN%'`,
          [LISTEN_APPLICATION],
        )
      ).length > 0,
    RECOVERY_LIMIT_MS,
    backAt,
  ).catch(() => null);
  report.add(
    'the page cache’s LISTEN connection',
    `back within ${formatMs(RECOVERY_LIMIT_MS)}`,
    listening === null ? 'not back' : `back after ${formatMs(listening)}`,
    listening !== null,
  );

  // A change the database announces now must reach a page this process has cached.
  await get(BLOG_POST_PATH);
  const marker = `Approved after the outage (${Date.now()})`;
  await query(
    database.url,
    `insert into blog_comment (post_slug, name, body, status) values ($1, $2, $3, 'approved')`,
    [BLOG_POST_SLUG, 'Fault check', marker],
  );
  const shown = await msUntil(
    async () => (await get(BLOG_POST_PATH)).body.includes(marker),
    RECOVERY_LIMIT_MS,
    backAt,
  );
  report.add(
    'a comment approved after recovery on the cached post page',
    `shown within ${formatMs(RECOVERY_LIMIT_MS)} of the database's return`,
    shown === null ? 'not shown' : `shown ${formatMs(shown)} after the return`,
    shown !== null,
  );

  const acceptedMs = await submitComment(
    page,
    page.getByRole('status').filter({ hasText: ACCEPTED }),
  );
  report.add(
    'posting the same comment again (Chromium)',
    `"${ACCEPTED}"`,
    acceptedMs === null ? 'not accepted' : `accepted in ${formatMs(acceptedMs)}`,
    acceptedMs !== null,
  );
  await context.close();
}
