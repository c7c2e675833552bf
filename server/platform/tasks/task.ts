import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** What a run is given: the database, and the time it runs at by the runner's clock. */
export interface TaskContext {
  db: Kysely<Database>;
  /** The runner's clock at the claim: compare due times with this, not `new Date()`. */
  now: Date;
  /** The due time this run serves. */
  dueAt: Date;
  /** 1 for the first try at this due time, 2 for the first retry, … */
  attempt: number;
}

/** A run's summary for the admin screen (counts, ids): small and JSON. */
export type TaskResult = Record<string, string | number | boolean | null>;

/**
 * A task registered in code. It must be idempotent: a run cut short (a process that dies, a lease
 * that runs out) is run again from the start.
 *
 * @example
 * const closeExpiredJobs: TaskDefinition = {
 *   name: 'jobs.close-expired',
 *   description: 'Closes open jobs whose closing time has passed.',
 *   intervalMs: 60_000,
 *   run: ({ db, now }) => closeExpiredJobs(db, now),
 * };
 */
export interface TaskDefinition {
  /** Dotted `domain.verb`, unique: the schedule row's key. */
  name: string;
  /** One sentence for the admin screen. */
  description: string;
  /** Time from one due time to the next. */
  intervalMs: number;
  /** Tries at one due time before it gives up until the next (default 5). */
  maxAttempts?: number;
  /** The wait before the first retry, doubled for each further one (default 10 s). */
  retryBaseMs?: number;
  run(context: TaskContext): Promise<TaskResult | void>;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_RETRY_BASE_MS = 10_000;

export const maxAttemptsOf = (task: TaskDefinition) => task.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

/**
 * When a failed try is tried again: exponential backoff, never later than the next due time.
 *
 * @example
 * retryDelayMs({ ..., retryBaseMs: 1_000, intervalMs: 60_000 }, 3); // => 4_000
 */
export function retryDelayMs(task: TaskDefinition, failedAttempt: number): number {
  const base = task.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  return Math.min(base * 2 ** (failedAttempt - 1), task.intervalMs);
}

/**
 * The due time after `dueAt`: one interval later, or, when the runner fell behind by more than an
 * interval (every process stopped), one interval from now instead of a burst of missed runs.
 */
export function nextDueAt(task: TaskDefinition, dueAt: Date, now: Date): Date {
  const next = dueAt.getTime() + task.intervalMs;
  return new Date(next > now.getTime() ? next : now.getTime() + task.intervalMs);
}
