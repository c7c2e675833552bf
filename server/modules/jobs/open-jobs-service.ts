import type { Kysely } from 'kysely';

import type { JobListQuery } from '../../../src/api/job-list-query';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/http/list-query';
import { toRows, type JobListPage, type JobListRow } from './job.repository';
import { countFromGroups, failedFiltersOf, toGroups, type OpenJobGroup } from './open-job-counts';
import { findJobVersion, findOpenJobs, type OpenJobsJson } from './open-jobs.repository';

/** An open job as a list holds it: its card and its group (what the filters test). */
interface ListedJob {
  card: JobListRow;
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
  cards: Map<number, { card: JobListRow; closesAt: number }>;
  json: Pick<OpenJobsJson, 'groups' | 'orders'>;
  now: OpenAt;
}

/**
 * The jobs of a snapshot still open at `now`: a job whose closing time passed leaves its group
 * and every order at once, as OPEN_JOB says, without reading the table again.
 */
function openAt(snapshot: Omit<Snapshot, 'now'>, now: number): OpenAt {
  const isOpen = (id: number) => (snapshot.cards.get(id)?.closesAt ?? 0) > now;
  const groupOf = new Map<number, OpenJobGroup>();
  const groups: OpenJobGroup[] = [];
  for (const { ids, ...json } of snapshot.json.groups) {
    const open = ids.filter(isOpen);
    if (open.length === 0) continue;
    const [group] = toGroups([{ ...json, count: open.length }]);
    if (!group) continue;
    groups.push(group);
    for (const id of open) groupOf.set(id, group);
  }
  const listed = (ids: number[]): ListedJob[] =>
    ids.flatMap((id) => {
      const group = groupOf.get(id);
      const card = snapshot.cards.get(id)?.card;
      return group && card ? [{ card, group }] : [];
    });
  const orders = Object.fromEntries(
    Object.entries(snapshot.json.orders).map(([sort, ids]) => [sort, listed(ids)]),
  ) as OpenAt['orders'];
  let validUntil = Number.POSITIVE_INFINITY;
  for (const [id] of groupOf)
    validUntil = Math.min(validUntil, snapshot.cards.get(id)?.closesAt ?? 0);
  return { validUntil, groups, orders };
}

function toSnapshot(json: OpenJobsJson): Snapshot {
  const closing = json.cards.map((card) =>
    card.closes_at ? Date.parse(card.closes_at) : Number.POSITIVE_INFINITY,
  );
  const rows = toRows(json.cards.map(({ closes_at: _closesAt, ...card }) => card));
  const cards = new Map(
    rows.map((card, index) => [card.id, { card, closesAt: closing[index] ?? 0 }]),
  );
  const read = { version: json.version, cards, json: { groups: json.groups, orders: json.orders } };
  return { ...read, now: openAt(read, Date.now()) };
}

/** One page of the open jobs passing a list's filters, in its order. */
function pageOf(open: OpenAt, filters: JobListQuery, slice: PageSlice): JobListRow[] {
  const failuresOf = failedFiltersOf(filters);
  // The groups are a few hundred whatever the jobs: each is tested once per list.
  const passes = new Map<OpenJobGroup, boolean>();
  const rows: JobListRow[] = [];
  let skipped = 0;
  for (const { card, group } of open.orders[filters.sort]) {
    let passed = passes.get(group);
    if (passed === undefined) {
      passed = failuresOf(group).failures === 0;
      passes.set(group, passed);
    }
    if (!passed) continue;
    if (skipped < slice.offset) skipped += 1;
    else if (rows.push(card) >= slice.limit) break;
  }
  return rows;
}

/** The open jobs as every list without a search reads them (decision 052). */
export interface OpenJobs {
  /** One page of the list `filters` ask (without a search), its total and facets. */
  page(filters: JobListQuery, slice: PageSlice): Promise<JobListPage>;
}

/**
 * A read model of the open jobs, per process: read whole once per version of the job table
 * (migration 006) and kept until it moves, each list checking the version first (one small
 * query), so a change in any process shows in the next list. Filtering, sorting and slicing in
 * memory replaced a page query per list (the bottleneck of lists the page cache misses).
 */
export function createOpenJobs(db: Kysely<Database>): OpenJobs {
  let snapshot: Snapshot | undefined;
  // Concurrent lists that find the snapshot stale share one read.
  let reading: Promise<Snapshot> | undefined;

  async function current(): Promise<OpenAt> {
    const version = await findJobVersion(db);
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
    return snapshot.now;
  }

  return {
    async page(filters, slice) {
      const open = await current();
      return { ...countFromGroups(open.groups, filters), rows: pageOf(open, filters, slice) };
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
