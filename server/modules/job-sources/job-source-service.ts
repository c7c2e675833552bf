import type { Kysely } from 'kysely';

import type {
  AdminJobSource,
  JobSourceDepartmentsInput,
  JobSourceInput,
  JobSourceTest,
} from '../../../contract/admin-job-source-types';
import type { PagedList } from '../../../contract/page-types';
import type { Actor } from '../../platform/auth/actor';
import type { Database, JobSourceRow } from '../../platform/db/schema';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { fetchPage, type Paging } from '../../platform/db/paging';
import { recordActivity } from '../activity';
import { closeJobsOfSource, countOpenJobsOfSources } from '../jobs';
import { connectorOf } from './connectors';
import { SOURCE_BUSY, SOURCE_NOT_FOUND } from './job-source-errors';
import { FeedError } from './connectors/connector';
import { getSourceDepartments, saveSourceDepartments } from './department-mapping-service';
import {
  claimSource,
  countFailingSources,
  countSources,
  deleteSource,
  findDueSourceIds,
  findSource,
  findSources,
  insertSource,
  recordWebhookDelivery,
  releaseConfigSources,
  releaseSource,
  requestSync,
  setPaused,
  upsertConfigSource,
} from './job-source.repository';
import {
  configOf,
  readFeed,
  syncSource,
  type SyncResult,
  type SyncSettings,
} from './job-sync-service';
import { configuredJobSources } from './job-source-input';
import { verifyWebhook, type WebhookDelivery } from './webhook-signatures';

/** How long a webhook delivery is remembered: the same one again within it is a replay. */
export const WEBHOOK_REPLAY_WINDOW_MS = 24 * 60 * 60_000;
const TEST_TITLES = 5;
/** A removal holds its source this long at most (no sync starts meanwhile). */
const REMOVAL_HOLD_MS = 10 * 60_000;

export interface JobSourceServiceOptions extends SyncSettings {
  /** The site's origin, for the webhook address an admin gives the ATS. */
  publicOrigin: string;
  /** Where a sync started in the background (a webhook's) reports a crash. */
  onBackgroundError?: (error: unknown) => void;
}

export type WebhookOutcome =
  { status: 'accepted'; sync: Promise<SyncResult | null> } | { status: 'refused' };

/** How many sources fail to sync since their last good sync (the admin overview). */
export function countFailingJobSources(db: Kysely<Database>): Promise<number> {
  return countFailingSources(db);
}

export function createJobSourceService(db: Kysely<Database>, options: JobSourceServiceOptions) {
  const clock = options.clock ?? (() => new Date());
  const labelOf = (source: Pick<JobSourceRow, 'type'>) =>
    options.connectorOf(source.type)?.label ?? source.type;

  async function toAdminSources(rows: JobSourceRow[]): Promise<AdminJobSource[]> {
    const open = await countOpenJobsOfSources(
      db,
      rows.map((row) => row.id),
    );
    const now = clock();
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      label: labelOf(row),
      board: row.board,
      baseUrl: row.base_url,
      hasWebhookSecret: row.webhook_secret !== null,
      hasApiKey: row.api_key !== null,
      paused: row.paused,
      fromConfig: row.from_config,
      webhookUrl: connectorOf(row.type)?.webhookSignature
        ? `${options.publicOrigin}/api/job-sources/${row.id}/webhook`
        : null,
      openJobs: open.get(row.id) ?? 0,
      lastSync: row.last_sync,
      nextSyncAt: row.paused ? null : row.next_sync_at.toISOString(),
      syncing: row.syncing_until !== null && row.syncing_until > now,
    }));
  }

  async function getSource(id: number): Promise<AdminJobSource> {
    const row = await findSource(db, id);
    const source = row && (await toAdminSources([row]))[0];
    if (!source) throw new NotFoundError(SOURCE_NOT_FOUND);
    return source;
  }

  /**
   * A base URL the admin gives must be on the public internet (decision 035): refused before any
   * request, in the same words whatever its port.
   */
  async function checkBaseUrl(input: JobSourceInput): Promise<void> {
    const refusal = input.baseUrl ? await options.publicNetwork.refusalOf(input.baseUrl) : null;
    if (refusal)
      throw new InvalidFieldError('baseUrl', `must be on the public internet: ${refusal}`);
  }

  const sync = (id: number, trigger: Parameters<typeof syncSource>[3]) =>
    syncSource(db, { ...options, clock }, id, trigger);

  return {
    getSource,

    getDepartments: (id: number) => getSourceDepartments(db, id),
    saveDepartments: (id: number, input: JobSourceDepartmentsInput, actor: Actor) =>
      saveSourceDepartments(db, id, input, actor),

    listSources: (paging: Paging): Promise<PagedList<AdminJobSource>> =>
      fetchPage(
        paging,
        () => countSources(db),
        async (slice) => toAdminSources(await findSources(db, slice)),
      ),

    /** The new source (due at once); ConflictError on `board` when one of that type and board is there. */
    async addSource(input: JobSourceInput, actor: Actor): Promise<AdminJobSource> {
      await checkBaseUrl(input);
      const row = await db.transaction().execute(async (trx) => {
        const added = await insertSource(trx, {
          type: input.type,
          board: input.board,
          baseUrl: input.baseUrl ?? null,
          webhookSecret: input.webhookSecret ?? null,
          apiKey: input.apiKey ?? null,
          fromConfig: false,
        });
        if (added)
          await recordActivity(trx, {
            actor,
            action: 'job-source.added',
            entity: 'job-source',
            entityId: added.id,
            details: {
              summary: `${labelOf(added)}: source ${added.board} added`,
              board: added.board,
              ats: labelOf(added),
            },
          });
        return added;
      });
      const added = row && (await toAdminSources([row]))[0];
      if (!added)
        throw new ConflictError(
          `A ${input.type} source for the board ${input.board} is already there.`,
          'board',
        );
      return added;
    },

    /** Reads the feed without writing anything: how many jobs, the first titles, or the error. */
    async testSource(input: JobSourceInput): Promise<JobSourceTest> {
      const connector = options.connectorOf(input.type);
      if (!connector) return { ok: false, error: `There is no connector for ${input.type}.` };
      await checkBaseUrl(input);
      try {
        const feed = await readFeed(
          connector,
          configOf(
            {
              type: input.type,
              board: input.board,
              base_url: input.baseUrl ?? null,
              api_key: input.apiKey ?? null,
              // what the admin tests is what they would add
              from_config: false,
            },
            options.publicNetwork,
          ),
          options.feedTimeoutMs,
        );
        return {
          ok: true,
          count: feed.jobs.length,
          titles: feed.jobs.slice(0, TEST_TITLES).map((job) => job.title),
          problems: feed.problems,
        };
      } catch (error) {
        if (error instanceof FeedError) return { ok: false, error: error.message };
        throw error;
      }
    },

    /**
     * Syncs now and answers the source as it is after; ConflictError when a sync of it is
     * running, NotFoundError when there is no such source.
     */
    async syncNow(id: number, actor: Actor): Promise<AdminJobSource> {
      const result = await sync(id, { by: 'admin', actor });
      if (result.status === 'missing') throw new NotFoundError(SOURCE_NOT_FOUND);
      if (result.status === 'busy') throw new ConflictError(SOURCE_BUSY);
      return getSource(id);
    },

    async setPaused(id: number, paused: boolean, actor: Actor): Promise<AdminJobSource> {
      await db.transaction().execute(async (trx) => {
        const row = await findSource(trx, id);
        if (!row || !(await setPaused(trx, id, paused, clock())))
          throw new NotFoundError(SOURCE_NOT_FOUND);
        await recordActivity(trx, {
          actor,
          action: paused ? 'job-source.paused' : 'job-source.resumed',
          entity: 'job-source',
          entityId: id,
          details: {
            summary: `${labelOf(row)}: source ${row.board} ${paused ? 'paused' : 'resumed'}`,
            board: row.board,
            ats: labelOf(row),
          },
        });
      });
      return getSource(id);
    },

    /**
     * Removes a source; its open jobs close (event `closed` each). ConflictError for a source of
     * `JOB_SOURCES` (removed there, not here) and while it syncs.
     */
    async removeSource(id: number, actor: Actor): Promise<{ closed: number }> {
      const now = clock();
      // Held: no sync of it starts while it goes, and none is running.
      const row = await claimSource(db, id, now, new Date(now.getTime() + REMOVAL_HOLD_MS));
      if (!row) {
        if (await findSource(db, id)) throw new ConflictError(SOURCE_BUSY);
        throw new NotFoundError(SOURCE_NOT_FOUND);
      }
      if (row.from_config) {
        await releaseSource(db, id);
        throw new ConflictError('This source is configured by JOB_SOURCES: remove it there.');
      }
      return db.transaction().execute(async (trx) => {
        const closed = await closeJobsOfSource(trx, id, now);
        await deleteSource(trx, id);
        await recordActivity(trx, {
          actor,
          action: 'job-source.removed',
          entity: 'job-source',
          entityId: id,
          details: {
            summary: `${labelOf(row)}: source ${row.board} removed, ${closed} jobs closed`,
            board: row.board,
            ats: labelOf(row),
          },
        });
        return { closed };
      });
    },

    /**
     * A webhook from the ATS: checked against the signature it documents and refused when bad or
     * seen before; a good one syncs the source at once (in the background).
     */
    async receiveWebhook(id: number, delivery: WebhookDelivery): Promise<WebhookOutcome> {
      const row = await findSource(db, id);
      const signature = row && connectorOf(row.type)?.webhookSignature;
      if (!row || !signature) throw new NotFoundError('No job source takes webhooks here.');
      const digest = row.webhook_secret
        ? verifyWebhook(signature, row.webhook_secret, delivery)
        : null;
      if (!digest) return { status: 'refused' };
      const now = clock();
      const fresh = await db.transaction().execute(async (trx) => {
        const first = await recordWebhookDelivery(
          trx,
          id,
          digest,
          now,
          new Date(now.getTime() - WEBHOOK_REPLAY_WINDOW_MS),
        );
        if (first && !row.paused) await requestSync(trx, id, now);
        return first;
      });
      if (!fresh) return { status: 'refused' };
      const started = row.paused
        ? Promise.resolve(null)
        : sync(id, { by: 'webhook' }).catch((error: unknown) => {
            options.onBackgroundError?.(error);
            return null;
          });
      return { status: 'accepted', sync: started };
    },

    /** Syncs every source due at `dueAt`, one after the other (the scheduled task). */
    async syncDue(dueAt: Date): Promise<{ synced: number; failed: number; busy: number }> {
      const figures = { synced: 0, failed: 0, busy: 0 };
      for (const id of await findDueSourceIds(db, clock())) {
        const result = await sync(id, { by: 'schedule', dueAt });
        if (result.status === 'busy') figures.busy += 1;
        else if (result.status === 'synced') {
          if (result.sync.error) figures.failed += 1;
          else figures.synced += 1;
        }
      }
      return figures;
    },

    /**
     * Writes the sources of `JOB_SOURCES` (at start); one taken out of it stays, as a source the
     * admin may now remove. Each is checked by the admin's rules first: a bad one is a
     * ConfigError naming it, and nothing is written.
     */
    async upsertConfigSources(entries: readonly unknown[]): Promise<void> {
      const inputs = configuredJobSources(entries);
      await releaseConfigSources(db, inputs);
      for (const input of inputs)
        await upsertConfigSource(db, {
          type: input.type,
          board: input.board,
          baseUrl: input.baseUrl ?? null,
          webhookSecret: input.webhookSecret ?? null,
          apiKey: input.apiKey ?? null,
          fromConfig: true,
        });
    },
  };
}

export type JobSourceService = ReturnType<typeof createJobSourceService>;
