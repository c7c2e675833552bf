import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

import type { Env } from './platform/config';
import type { Logger } from './platform/logger';

const RESTART_DELAY_MS = 1_000;

/**
 * How many server processes to run: `WEB_CONCURRENCY`, or one per core, on PostgreSQL. PGlite
 * lives inside one process and its data directory must not be opened twice: always one there,
 * and it says so when asked for more.
 */
export function workerCount(
  env: Pick<Env, 'DATABASE_URL' | 'WEB_CONCURRENCY'>,
  logger: Logger,
): number {
  if (!env.DATABASE_URL) {
    if ((env.WEB_CONCURRENCY ?? 1) > 1)
      logger.warn(
        `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: the embedded database serves one process; set DATABASE_URL to a PostgreSQL server to run several`,
      );
    return 1;
  }
  return env.WEB_CONCURRENCY ?? availableParallelism();
}

/**
 * The primary of a node:cluster: forks `count` workers that share the listening port, replaces
 * one that dies, and on SIGTERM/SIGINT passes the signal on and exits once every worker has.
 */
export function runPrimary(count: number, logger: Logger): void {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  logger.info({ workers: count }, 'starting worker processes');
  for (let index = 0; index < count; index += 1) fork();
}
