/**
 * Overload: far more visitors than the site can serve, each asking a job search it has never
 * answered (so no cache helps). The site either keeps up (every answer a page, the slowest 1%
 * within 2 s) or sheds past its event-loop delay threshold (503 with `Retry-After`), never
 * queueing into multi-second waits; the health probe is answered throughout, the process lives,
 * and pages are served normally again once the load stops.
 */
import autocannon from 'autocannon';

import { paths } from '../../contract/paths';
import { PAGE_LIMIT_MS, RECOVERY_LIMIT_MS, type FaultContext } from './context';
import { msUntil, timedFetch } from './probe';
import { formatMs } from './report';

const CONNECTIONS = 100;
const DURATION_S = 8;

export async function overload({ report, app }: FaultContext): Promise<void> {
  report.begin('Overload: 100 connections of never-asked job searches for 8 s');
  let sequence = 0;
  let shed = 0;
  let shedWithRetryAfter = 0;
  let otherStatuses = 0;
  const load = autocannon({
    url: app.origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: paths.jobs({ search: `overload ${(sequence += 1)}` }),
        }),
        onResponse: (status, _body, _context, headers) => {
          if (status !== 503) {
            if (status !== 200) otherStatuses += 1;
            return;
          }
          shed += 1;
          // autocannon keeps the header names as sent (`Retry-After`).
          const retryAfter = Object.entries(headers ?? {}).find(
            ([name]) => name.toLowerCase() === 'retry-after',
          )?.[1];
          if (Number(retryAfter) > 0) shedWithRetryAfter += 1;
        },
      },
    ],
  });
  // The health probe while the load runs (halfway through).
  await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1_000) / 2));
  const health = await timedFetch(`${app.origin}/healthz`);
  const result = await load;

  report.add(
    'answers under the load',
    `pages, or 503 with Retry-After; p99 within ${formatMs(PAGE_LIMIT_MS)}`,
    `${result.requests.total} answers: ${shed} shed (${shedWithRetryAfter} with Retry-After), ${otherStatuses} other; p99 ${formatMs(result.latency.p99)}`,
    shedWithRetryAfter === shed && otherStatuses === 0 && result.latency.p99 <= PAGE_LIMIT_MS,
  );
  report.add(
    'errors and timeouts under the load',
    'none',
    `${result.errors} errors, ${result.timeouts} timeouts`,
    result.errors === 0 && result.timeouts === 0,
  );
  report.add(
    '/healthz during the load',
    `200 within ${formatMs(PAGE_LIMIT_MS)}`,
    `${health.status} in ${formatMs(health.ms)}`,
    health.status === 200 && health.ms <= PAGE_LIMIT_MS,
  );

  const alive = isRunning(app.pid);
  report.add('the site process', 'still running', alive ? 'running' : 'gone', alive);
  const recovered = await msUntil(
    async () => (await timedFetch(`${app.origin}${paths.jobs()}`)).status === 200,
    RECOVERY_LIMIT_MS,
  );
  report.add(
    'the job list once the load stops',
    `200 within ${formatMs(RECOVERY_LIMIT_MS)}`,
    recovered === null ? 'not served' : `200 after ${formatMs(recovered)}`,
    recovered !== null,
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
