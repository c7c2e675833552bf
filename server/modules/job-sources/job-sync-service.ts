import type { Kysely } from 'kysely';

import type { JobSourceProblem, JobSourceSync } from '../../../contract/admin-job-source-types';
import { countSkipped, describeSkipped } from '../../../contract/job-source-skipped';
import { plural } from '../../../contract/plural';
import type { Actor } from '../../platform/auth/actor';
import type { Database, JobSourceRow } from '../../platform/db/schema';
import type { PublicNetwork } from '../../platform/outbound/public-network';
import { recordActivity } from '../activity';
import { listSourcedJobs, writeSourcedJobs, type SourcedJob, type SourcedJobState } from '../jobs';
import {
  FeedError,
  type FeedReadResult,
  type ImportedJob,
  type JobFeedConnector,
  type JobSourceConfig,
} from './connectors/connector';
import { atsDepartmentsOf, loadDepartmentResolver } from './department-mapping-service';
import { recordSeenDepartments } from './job-source-department.repository';
import { claimSource, findSource, recordSyncEnd } from './job-source.repository';
import { contentHashOf, normaliseJob } from './normalise';
import { writeSyncBatch } from './sync-writes';

/** The connector of each ATS (connectors/index.ts). */
export type ConnectorLookup = (type: JobSourceRow['type']) => JobFeedConnector | undefined;

export interface SyncSettings {
  connectorOf: ConnectorLookup;
  /** From one sync of a source to the next (`JOB_SYNC_INTERVAL`). */
  intervalMs: number;
  /** The longest a feed may take to answer (each request of the connector shares it). */
  feedTimeoutMs: number;
  /** Where the admin's sources may go (decision 035): their requests use its dispatcher. */
  publicNetwork: PublicNetwork;
  clock?: () => Date;
}

/**
 * Who asked: the schedule (at the task's due time), a webhook, or an admin (who may apply a
 * shrink the guard held).
 */
export type SyncTrigger =
  { by: 'schedule'; dueAt: Date } | { by: 'webhook' } | { by: 'admin'; actor: Actor };

/**
 * The next sync after one that ran: an interval after the scheduled due time it served, so it
 * falls on a due time of the task (which looks every interval, or every minute) rather than just
 * after one; an interval from now after a webhook's or an admin's.
 */
function nextSyncAfter(trigger: SyncTrigger, now: Date, intervalMs: number): Date {
  const from = trigger.by === 'schedule' ? trigger.dueAt : now;
  return new Date(Math.max(from.getTime() + intervalMs, now.getTime()));
}

/** Jobs fetched whole (`completeJob`) at once: polite to the ATS. */
const COMPLETION_CONCURRENCY = 4;
/** The first retry after a failed sync; doubled after each further one, up to the interval. */
const RETRY_BASE_MS = 60_000;
/** How long a sync may hold its source: past it (a process died), another may sync it. */
const CLAIM_MARGIN_MS = 5 * 60_000;

/** Problems kept on the source per sync; the rest are counted in one last entry. */
const MAX_REPORTED_PROBLEMS = 50;

/** The problems to keep: the first ones, then how many more there were. */
function reportedProblems(problems: readonly JobSourceProblem[]): JobSourceProblem[] {
  if (problems.length <= MAX_REPORTED_PROBLEMS) return [...problems];
  const more = problems.length - MAX_REPORTED_PROBLEMS + 1;
  return [
    ...problems.slice(0, MAX_REPORTED_PROBLEMS - 1),
    { externalId: null, message: `… and ${more} more problems.` },
  ];
}

/** The actor of the activity log's entries of scheduled and webhook syncs. */
export const JOB_SYNC_ACTOR: Actor = { sub: 'system:job-sync', email: null };

/** A source as its connector reads it; one the admin added reaches only the public internet. */
export const configOf = (
  source: Pick<JobSourceRow, 'type' | 'board' | 'base_url' | 'api_key' | 'from_config'>,
  publicNetwork: PublicNetwork,
): JobSourceConfig => ({
  type: source.type,
  board: source.board,
  ...(source.base_url ? { baseUrl: source.base_url } : {}),
  ...(source.api_key ? { apiKey: source.api_key } : {}),
  // the operator wrote the sources of JOB_SOURCES: an intranet ATS, a local test feed
  ...(source.from_config ? {} : { dispatcher: publicNetwork.dispatcher }),
});

/** Why a feed could not be read, in words for the admin. */
export function feedErrorMessage(error: unknown, label: string, timeoutMs: number): string {
  if (error instanceof FeedError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `${label} did not answer within ${Math.round(timeoutMs / 1000)} s.`;
  const detail = error instanceof Error ? error.message : String(error);
  return `${label} could not be read: ${detail}`;
}

/** Reads a source's feed within the timeout; a FeedError (in words) when it cannot be trusted. */
export async function readFeed(
  connector: JobFeedConnector,
  config: JobSourceConfig,
  timeoutMs: number,
): Promise<FeedReadResult> {
  try {
    return await connector.readJobs(config, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    throw new FeedError(feedErrorMessage(error, connector.label, timeoutMs));
  }
}

/** Runs `work` over `items`, at most `limit` at a time, in their order. */
async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Jobs written per transaction of a sync. */
const WRITE_BATCH = 1_000;

/** A plan's added and updated jobs, in batches of at most WRITE_BATCH. */
function* writeBatches(plan: SyncPlan): Generator<Pick<SyncPlan, 'added' | 'updated'>> {
  for (let start = 0; start < plan.added.length; start += WRITE_BATCH)
    yield { added: plan.added.slice(start, start + WRITE_BATCH), updated: [] };
  for (let start = 0; start < plan.updated.length; start += WRITE_BATCH)
    yield { added: [], updated: plan.updated.slice(start, start + WRITE_BATCH) };
}

/** What a feed's jobs mean for the jobs already synced: the plan of one sync. */
interface SyncPlan {
  added: ImportedJob[];
  updated: { id: number; job: ImportedJob; reopen: boolean }[];
  closed: number[];
  unchanged: number;
  /** Open jobs of this source before the sync. */
  openBefore: number;
  problems: JobSourceProblem[];
}

/**
 * Compares a feed with the jobs synced so far, by external id and content digest. A job another
 * source of the same ATS still shows open stays there; one it closed, or whose source was removed,
 * moves here and keeps its id and URL.
 */
export function planSync(
  source: Pick<JobSourceRow, 'id'>,
  feedJobs: readonly ImportedJob[],
  known: readonly SourcedJobState[],
): SyncPlan {
  const byExternalId = new Map(known.map((job) => [job.externalId, job]));
  const plan: SyncPlan = {
    added: [],
    updated: [],
    closed: [],
    unchanged: 0,
    openBefore: known.filter((job) => job.sourceId === source.id && job.status === 'open').length,
    problems: [],
  };
  const inFeed = new Set<string>();
  for (const job of feedJobs) {
    if (inFeed.has(job.externalId)) {
      plan.problems.push({
        externalId: job.externalId,
        message: 'It appears more than once in the feed; the first was kept.',
        skipped: 'id repeated',
      });
      continue;
    }
    inFeed.add(job.externalId);
    const current = byExternalId.get(job.externalId);
    if (!current) {
      plan.added.push(job);
      continue;
    }
    const ours = current.sourceId === source.id;
    if (!ours && current.sourceId !== null && current.status === 'open') {
      plan.problems.push({
        externalId: job.externalId,
        message: 'Another source of this ATS shows it too; it stays with that one.',
      });
      continue;
    }
    if (!ours && current.sourceId !== null)
      plan.problems.push({
        externalId: job.externalId,
        message: 'It moved here from another source of this ATS; it keeps its page.',
      });
    const reopen = current.status !== 'open';
    if (ours && !reopen && current.contentHash === contentHashOf(job)) plan.unchanged += 1;
    else plan.updated.push({ id: current.id, job, reopen });
  }
  for (const job of known)
    if (job.sourceId === source.id && job.status === 'open' && !inFeed.has(job.externalId))
      plan.closed.push(job.id);
  return plan;
}

/**
 * Why a plan must not be applied: the feed suddenly lost its jobs (empty, or more than half of
 * them) while this source had some open. An ATS outage answering an empty board never empties
 * the site's; an admin who sees the refusal and syncs by hand applies it.
 */
function shrinkRefusal(plan: SyncPlan, feedCount: number, label: string): string | null {
  if (plan.openBefore === 0) return null;
  if (feedCount === 0)
    return `${label} answered an empty board while ${plan.openBefore} jobs were open: nothing changed. If they were closed in ${label}, press Sync now to close them here.`;
  if (plan.closed.length * 2 > plan.openBefore)
    return `${label} stopped listing ${plan.closed.length} of ${plan.openBefore} open jobs at once: nothing changed. If they were closed in ${label}, press Sync now to close them here.`;
  return null;
}

/** Words for the activity log: "Greenhouse: 3 added, 1 closed". */
export function describeSync(label: string, sync: JobSourceSync): string {
  if (sync.error) return `${label} sync failed: ${sync.error}`;
  const parts = [
    sync.added && `${sync.added} added`,
    sync.updated && `${sync.updated} updated`,
    sync.closed && `${sync.closed} closed`,
  ].filter(Boolean);
  // The skipped jobs are counted by themselves: the other problems changed a job, not its presence.
  const others = sync.problems.filter((problem) => problem.skipped === undefined).length;
  const notes = [describeSkipped(sync.skipped), others && plural(others, 'problem')].filter(
    Boolean,
  );
  return [`${label}: ${parts.length ? parts.join(', ') : 'nothing changed'}`, ...notes].join('; ');
}

/** The jobs to write, completed by the connector (Greenhouse's pay) and read into the model. */
async function prepareJobs(
  connector: JobFeedConnector,
  config: JobSourceConfig,
  jobs: readonly ImportedJob[],
  timeoutMs: number,
  problems: JobSourceProblem[],
): Promise<(SourcedJob | null)[]> {
  const signal = AbortSignal.timeout(timeoutMs);
  const completed = await mapBounded(jobs, COMPLETION_CONCURRENCY, async (job) => {
    if (!connector.completeJob) return job;
    try {
      return await connector.completeJob(config, job, signal);
    } catch (error) {
      problems.push({
        externalId: job.externalId,
        message: `Its details could not be read (${feedErrorMessage(error, connector.label, timeoutMs)}); the listing's were kept.`,
      });
      return job;
    }
  });
  return completed.map((job, index) => {
    // The digest is the listing's (what the next sync compares), not the completed job's.
    const { job: sourced, problems: found } = normaliseJob(
      job,
      contentHashOf(jobs[index] as ImportedJob),
    );
    problems.push(...found);
    return sourced;
  });
}

export type SyncResult =
  { status: 'synced'; sync: JobSourceSync } | { status: 'busy' } | { status: 'missing' };

/**
 * Syncs one source: reads its feed, compares it with the jobs synced so far and writes the
 * difference (the jobs module's writeSourcedJobs) in batches, the closed jobs last with the
 * source's figures and an entry in the activity log when something changed or failed. An unchanged
 * feed writes no job row.
 * A feed that fails or suddenly shrinks changes nothing and is retried with backoff.
 * At most one sync of a source runs at a time, whatever the process (`claimSource`).
 */
export async function syncSource(
  db: Kysely<Database>,
  settings: SyncSettings,
  sourceId: number,
  trigger: SyncTrigger,
): Promise<SyncResult> {
  const clock = settings.clock ?? (() => new Date());
  const startedAt = clock();
  const claimUntil = new Date(startedAt.getTime() + settings.feedTimeoutMs * 2 + CLAIM_MARGIN_MS);
  const source = await claimSource(db, sourceId, startedAt, claimUntil);
  if (!source) {
    return (await findSource(db, sourceId)) ? { status: 'busy' } : { status: 'missing' };
  }
  const connector = settings.connectorOf(source.type);
  const label = connector?.label ?? source.type;
  const actor = trigger.by === 'admin' ? trigger.actor : JOB_SYNC_ACTOR;
  const problems: JobSourceProblem[] = [];
  const figures = (
    error: string | null,
    counts?: Pick<JobSourceSync, 'added' | 'updated' | 'closed' | 'unchanged'>,
  ): JobSourceSync => ({
    startedAt: startedAt.toISOString(),
    durationMs: clock().getTime() - startedAt.getTime(),
    added: counts?.added ?? 0,
    updated: counts?.updated ?? 0,
    closed: counts?.closed ?? 0,
    unchanged: counts?.unchanged ?? 0,
    error,
    skipped: countSkipped(problems),
    problems: reportedProblems(problems),
  });

  const fail = async (error: string, shrinkRefused = false): Promise<SyncResult> => {
    const failures = source.consecutive_failures + 1;
    const retryMs = Math.min(RETRY_BASE_MS * 2 ** (failures - 1), settings.intervalMs);
    const sync = figures(error);
    await db.transaction().execute(async (trx) => {
      await recordSyncEnd(trx, source.id, {
        lastSync: sync,
        consecutiveFailures: failures,
        nextSyncAt: new Date(clock().getTime() + retryMs),
        shrinkRefused,
        startedAt,
      });
      await recordActivity(trx, {
        actor,
        action: 'job-source.sync-failed',
        entity: 'job-source',
        entityId: source.id,
        details: { summary: describeSync(label, sync), board: source.board, ats: label, error },
      });
    });
    return { status: 'synced', sync };
  };

  try {
    if (!connector) return await fail(`There is no connector for ${source.type}.`);
    const config = configOf(source, settings.publicNetwork);
    let feed: FeedReadResult;
    try {
      feed = await readFeed(connector, config, settings.feedTimeoutMs);
    } catch (error) {
      return await fail(error instanceof Error ? error.message : String(error));
    }
    problems.push(...feed.problems);
    // The ATS's departments onto the site's (decision 037) before anything is compared: a job
    // whose mapping changed differs from its stored digest, so the sync moves it.
    const resolveDepartment = await loadDepartmentResolver(db, source);
    const feedJobs = feed.jobs.map((job) => ({
      ...job,
      department: resolveDepartment(job.department),
    }));
    const plan = planSync(source, feedJobs, await listSourcedJobs(db, source.type));
    problems.push(...plan.problems);
    const applyShrink = trigger.by === 'admin' && source.shrink_refused_at !== null;
    const refusal = applyShrink ? null : shrinkRefusal(plan, feed.jobs.length, label);
    if (refusal) return await fail(refusal, true);

    // Written a batch at a time, each in its own transaction, while the next batch is completed
    // (Greenhouse's pay) and read into the model: the ATS's answers and the database's writes
    // overlap, and on the embedded database no page waits behind one long transaction. A sync
    // cut short leaves the batches written; the next sync finds them unchanged and writes the rest.
    const counts = { added: 0, updated: 0 };
    let writing: Promise<void> = Promise.resolve();
    for (const batch of writeBatches(plan)) {
      const added = await prepareJobs(
        connector,
        config,
        batch.added,
        settings.feedTimeoutMs,
        problems,
      );
      const updated = await prepareJobs(
        connector,
        config,
        batch.updated.map((u) => u.job),
        settings.feedTimeoutMs,
        problems,
      );
      const writes = {
        sourceType: source.type,
        sourceId: source.id,
        added: added.filter((job) => job !== null),
        updated: batch.updated.flatMap((update, index) => {
          const job = updated[index];
          return job ? [{ id: update.id, job, reopen: update.reopen }] : [];
        }),
      };
      await writing;
      writing = writeSyncBatch(db, { ...writes, now: clock() }, problems).then((written) => {
        counts.added += written.added;
        counts.updated += written.updated;
      });
      // Awaited at the next batch or below; marked handled so that a failure while the next batch
      // is prepared is not reported as unhandled before then.
      writing.catch(() => undefined);
    }
    await writing;
    const sync = figures(null, {
      ...counts,
      closed: plan.closed.length,
      unchanged: plan.unchanged,
    });
    const now = clock();
    await db.transaction().execute(async (trx) => {
      await recordSeenDepartments(trx, source.id, atsDepartmentsOf(feed.jobs), startedAt);
      if (plan.closed.length > 0)
        await writeSourcedJobs(trx, {
          sourceType: source.type,
          sourceId: source.id,
          now,
          added: [],
          updated: [],
          closed: plan.closed,
        });
      // A job skipped sync after sync is logged once: when what is skipped changes.
      const skipped = describeSkipped(sync.skipped);
      const newlySkipped =
        skipped !== null && skipped !== describeSkipped(source.last_sync?.skipped);
      if (counts.added + counts.updated + plan.closed.length > 0 || newlySkipped)
        await recordActivity(trx, {
          actor,
          action: 'job-source.synced',
          entity: 'job-source',
          entityId: source.id,
          details: { summary: describeSync(label, sync), board: source.board, ats: label },
        });
      await recordSyncEnd(trx, source.id, {
        lastSync: sync,
        consecutiveFailures: 0,
        nextSyncAt: nextSyncAfter(trigger, now, settings.intervalMs),
        shrinkRefused: false,
        startedAt,
      });
    });
    return { status: 'synced', sync };
  } catch (error) {
    // The jobs could not be written (the database): nothing changed, tried again with backoff.
    const message = error instanceof Error ? error.message : String(error);
    return fail(`The jobs could not be saved: ${message}`);
  }
}
