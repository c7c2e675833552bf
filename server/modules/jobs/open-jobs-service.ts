import type { Kysely } from 'kysely';

import type { JobListQuery } from '../../../src/api/job-list-query';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/http/list-query';
import type { JobListPage, JobListRow } from './job.repository';
import { countFromGroups, failedFiltersOf, toGroups, type OpenJobGroup } from './open-job-counts';
import { findJobCardsAt, findOpenJobs, type OpenJobsJson } from './open-jobs.repository';

/** An open job as a list holds it: its id and its group (what the filters test). */
interface ListedJob {
  id: number;
  group: OpenJobGroup;
}

/** The open jobs at one moment: their groups (the counts) and every order's jobs. */
interface OpenAt {
  /** When the next of these jobs closes (epoch ms): it leaves the lists then, with no write. */
  validUntil: number;
  groups: OpenJobGroup[];
  orders: Record<JobListQuery['sort'], ListedJob[]>;
}

/** The open jobs read at one version of the job table. */
interface Snapshot {
  version: number;
  /** The closing time (epoch ms) of each job that has one. */
  closing: Map<number, number>;
  json: Pick<OpenJobsJson, 'groups' | 'orders'>;
  now: OpenAt;
}

/**
 * The jobs of a snapshot still open at `now`: a job whose closing time passed leaves its group
 * and every order at once, as OPEN_JOB says, without reading the table again.
 */
function openAt(snapshot: Omit<Snapshot, 'now'>, now: number): OpenAt {
  const isOpen = (id: number) => (snapshot.closing.get(id) ?? Number.POSITIVE_INFINITY) > now;
  const groupOf = new Map<number, OpenJobGroup>();
  const groups: OpenJobGroup[] = [];
  for (const { ids, ...json } of snapshot.json.groups) {
    const open = ids.filter(isOpen);
    const [group] = toGroups([{ ...json, count: open.length }]);
    if (!group || open.length === 0) continue;
    groups.push(group);
    for (const id of open) groupOf.set(id, group);
  }
  const listed = (ids: number[]): ListedJob[] =>
    ids.flatMap((id) => {
      const group = groupOf.get(id);
      return group ? [{ id, group }] : [];
    });
  const orders = Object.fromEntries(
    Object.entries(snapshot.json.orders).map(([sort, ids]) => [sort, listed(ids)]),
  ) as OpenAt['orders'];
  let validUntil = Number.POSITIVE_INFINITY;
  for (const [id, closesAt] of snapshot.closing)
    if (groupOf.has(id)) validUntil = Math.min(validUntil, closesAt);
  return { validUntil, groups, orders };
}

function toSnapshot({ version, groups, closing, orders }: OpenJobsJson): Snapshot {
  const read = {
    version,
    closing: new Map(closing.map(([id, closesAt]) => [id, Date.parse(closesAt)])),
    json: { groups, orders },
  };
  return { ...read, now: openAt(read, Date.now()) };
}

/** The ids of one page of the open jobs passing a list's filters, in its order. */
function pageOf(open: OpenAt, filters: JobListQuery, slice: PageSlice): number[] {
  const failuresOf = failedFiltersOf(filters);
  // The groups are a few hundred whatever the jobs: each is tested once per list.
  const passes = new Map<OpenJobGroup, boolean>();
  const ids: number[] = [];
  let skipped = 0;
  for (const { id, group } of open.orders[filters.sort]) {
    let passed = passes.get(group);
    if (passed === undefined) {
      passed = failuresOf(group).failures === 0;
      passes.set(group, passed);
    }
    if (!passed) continue;
    if (skipped < slice.offset) skipped += 1;
    else if (ids.push(id) >= slice.limit) break;
  }
  return ids;
}

/** The open jobs as every list without a search reads them (decision 052). */
export interface OpenJobs {
  /** One page of the list `filters` ask (without a search), its total and facets. */
  page(filters: JobListQuery, slice: PageSlice): Promise<JobListPage>;
}

/**
 * A read model of the open jobs, per process: what lists filter, count and order by is read
 * once per version of the job table (migration 006) and kept until it moves. A list chooses its
 * page in memory, then reads only that page's cards, with the version in the same statement:
 * when the version moved (a change in any process), the model is read again and the page chosen
 * again, so no list shows what a change before it undid.
 */
export function createOpenJobs(db: Kysely<Database>): OpenJobs {
  let snapshot: Snapshot | undefined;
  // Concurrent lists that find the snapshot stale share one read.
  let reading: Promise<Snapshot> | undefined;

  async function snapshotAt(version: number): Promise<Snapshot> {
    // A read that began before this version may return an older one: read again then.
    while (!snapshot || snapshot.version < version) {
      reading ??= findOpenJobs(db)
        .then(toSnapshot)
        .finally(() => {
          reading = undefined;
        });
      const read = await reading;
      if (!snapshot || read.version > snapshot.version) snapshot = read;
    }
    const now = Date.now();
    if (now >= snapshot.now.validUntil) snapshot.now = openAt(snapshot, now);
    return snapshot;
  }

  return {
    async page(filters, slice) {
      let version = snapshot?.version ?? 0;
      for (;;) {
        const { version: read, now: open } = await snapshotAt(version);
        const ids = pageOf(open, filters, slice);
        const cards = await findJobCardsAt(db, ids);
        if (cards.version === read) {
          const byId = new Map(cards.rows.map((row) => [row.id, row]));
          const rows = ids.flatMap((id): JobListRow[] => {
            const row = byId.get(id);
            return row ? [row] : [];
          });
          return { ...countFromGroups(open.groups, filters), rows };
        }
        version = cards.version;
      }
    },
  };
}

const openJobsOfDb = new WeakMap<Kysely<Database>, OpenJobs>();

/** The process's one read model of the open jobs of `db`: every list shares its memory. */
export function openJobsOf(db: Kysely<Database>): OpenJobs {
  let openJobs = openJobsOfDb.get(db);
  if (!openJobs) {
    openJobs = createOpenJobs(db);
    openJobsOfDb.set(db, openJobs);
  }
  return openJobs;
}
