import type { Kysely } from 'kysely';

import { JOB_FILTER_KEYS, type JobListQuery } from '../../../contract/job-list-query';
import type { Database, JobRow } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';
import { createLruCache, type LruCache } from '../../platform/lru-cache';
import type { JobListPage, JobListRow } from './job.repository';
import {
  countFromGroups,
  failedFiltersOf,
  toGroups,
  type JobListCounts,
  type OpenJobGroup,
} from './open-job-counts';
import {
  findJobCardsAt,
  findJobVersion,
  findOpenJobs,
  type OpenJobsJson,
} from './open-jobs.repository';

/**
 * Cards kept per version (about 1 kB of heap each): the pages lists and crawlers ask most.
 * A card not kept is read with its page's others, by primary key.
 */
const MAX_KEPT_CARDS = 10_000;
/** Filter sets whose total and facets are kept per version (a few kB each). */
const MAX_KEPT_COUNTS = 200;
/** Ids kept of the lists asked, in all (4 bytes each): a crawl's pages of one list share them. */
const MAX_KEPT_LIST_IDS = 1_000_000;

/** An open job as a list holds it: its id and its group (what the filters test). */
export interface ListedJob {
  id: number;
  group: OpenJobGroup;
}

/** The open jobs at one moment: their groups (the counts) and every order's jobs. */
interface OpenAt {
  /** When the next of these jobs closes (epoch ms): it leaves the lists then, with no write. */
  validUntil: number;
  groups: OpenJobGroup[];
  orders: Record<JobListQuery['sort'], ListedJob[]>;
  /** The total and facets of each filter set asked (every page of it shares them). */
  counts: LruCache<string, JobListCounts>;
  /** The ids of each list asked (its filter set and order), every page of it. */
  lists: LruCache<string, Int32Array>;
  /** Each group's cities (the job's own, as `cities && …` compares them; none for a remote job). */
  citiesOf: Map<OpenJobGroup, string[]>;
}

/** The open jobs read at one version of the job table. */
interface Snapshot {
  version: number;
  /** The closing time (epoch ms) of each job that has one. */
  closing: Map<number, number>;
  json: Pick<OpenJobsJson, 'groups' | 'orders'>;
  /** Each job's team (null: none). */
  teams: Map<number, string | null>;
  now: OpenAt;
  /** Cards read at this version, by job id: valid until the version moves. */
  cards: LruCache<number, JobListRow>;
}

/**
 * The jobs of a snapshot still open at `now`: a job whose closing time passed leaves its group
 * and every order at once, as OPEN_JOB says, without reading the table again.
 */
function openAt(snapshot: Pick<Snapshot, 'closing' | 'json'>, now: number): OpenAt {
  const isOpen = (id: number) => (snapshot.closing.get(id) ?? Number.POSITIVE_INFINITY) > now;
  const groupOf = new Map<number, OpenJobGroup>();
  const groups: OpenJobGroup[] = [];
  const citiesOf = new Map<OpenJobGroup, string[]>();
  for (const { ids, ...json } of snapshot.json.groups) {
    const open = ids.filter(isOpen);
    const [group] = toGroups([{ ...json, count: open.length }]);
    if (!group || open.length === 0) continue;
    groups.push(group);
    citiesOf.set(group, json.cities);
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
  const counts = createLruCache<string, JobListCounts>({ maxEntries: MAX_KEPT_COUNTS });
  const lists = createLruCache<string, Int32Array>({
    maxEntries: MAX_KEPT_COUNTS,
    maxWeight: MAX_KEPT_LIST_IDS,
    weigh: (ids) => ids.length,
  });
  return { validUntil, groups, orders, counts, lists, citiesOf };
}

function toSnapshot({ version, groups, closing, orders, teams }: OpenJobsJson): Snapshot {
  const read = {
    version,
    closing: new Map(closing.map(([id, closesAt]) => [id, Date.parse(closesAt)])),
    json: { groups, orders },
    teams: new Map(teams.flatMap(([team, ids]) => ids.map((id) => [id, team] as const))),
  };
  const cards = createLruCache<number, JobListRow>({ maxEntries: MAX_KEPT_CARDS });
  return { ...read, now: openAt(read, Date.now()), cards };
}

/** What a list's total and facets depend on: its filters, not its page or order. */
const filterKeyOf = (filters: JobListQuery): string =>
  JSON.stringify([...JOB_FILTER_KEYS.map((field) => filters[field]), filters.payMin]);

/** The total and facets of a list's filters. */
function countsOf(open: OpenAt, filters: JobListQuery): JobListCounts {
  const key = filterKeyOf(filters);
  let counts = open.counts.get(key);
  if (!counts) {
    counts = countFromGroups(open.groups, filters);
    open.counts.set(key, counts);
  }
  return counts;
}

/** The ids of the open jobs passing a list's filters, in its order. */
function listOf(open: OpenAt, filters: JobListQuery): Int32Array {
  const key = `${filters.sort} ${filterKeyOf(filters)}`;
  let ids = open.lists.get(key);
  if (!ids) {
    const failuresOf = failedFiltersOf(filters);
    // The groups are a few hundred whatever the jobs: each is tested once per list.
    const passes = new Map<OpenJobGroup, boolean>();
    const passing: number[] = [];
    for (const { id, group } of open.orders[filters.sort]) {
      let passed = passes.get(group);
      if (passed === undefined) {
        passed = failuresOf(group).failures === 0;
        passes.set(group, passed);
      }
      if (passed) passing.push(id);
    }
    ids = Int32Array.from(passing);
    open.lists.set(key, ids);
  }
  return ids;
}

/** The ids of one page of a list. */
const pageOf = (open: OpenAt, filters: JobListQuery, slice: PageSlice): number[] =>
  Array.from(listOf(open, filters).subarray(slice.offset, slice.offset + slice.limit));

/** What a job's similar jobs are chosen by. */
export type SimilarTo = Pick<JobRow, 'id' | 'department' | 'team' | 'cities'>;

/**
 * The ids of the open jobs like `job`: its department's, those of its team and those sharing a
 * city with it first (each counts one), newest first within a rank; then the newest others.
 */
function similarIds(at: Snapshot, job: SimilarTo, limit: number): number[] {
  const { orders, citiesOf } = at.now;
  const cities = new Set(job.cities);
  const ranked: number[][] = [[], [], []]; // both in common, one, neither
  for (const { id, group } of orders.newest) {
    if (id === job.id || group.department[0] !== job.department) continue;
    const sameTeam = (at.teams.get(id) ?? null) === (job.team ?? null);
    const sharesCity = (citiesOf.get(group) ?? []).some((city) => cities.has(city));
    ranked[Number(!sameTeam) + Number(!sharesCity)]?.push(id);
    // Newest first: once the best rank has enough, no later job can come before them.
    if ((ranked[0]?.length ?? 0) >= limit) break;
  }
  const chosen = ranked.flat().slice(0, limit);
  for (const { id } of orders.newest) {
    if (chosen.length >= limit) break;
    if (id !== job.id && !chosen.includes(id)) chosen.push(id);
  }
  return chosen;
}

/**
 * A read that begins after its caller asked, so it sees every change committed before the call,
 * shared: callers that arrive while one runs wait for the next, which begins when it ends. However
 * many lists arrive at once, one read runs and one waits.
 */
function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading: Promise<T> = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/** Calls `onChange` after each committed change; resolves to a stop function. */
export type ChangeSubscription = (onChange: () => void) => Promise<() => Promise<void>>;

/** The open jobs as every list without a search reads them (decision 052). */
export interface OpenJobs {
  /** One page of the list `filters` ask (without a search), its total and facets. */
  page(filters: JobListQuery, slice: PageSlice): Promise<JobListPage>;
  /**
   * The open jobs like `job`, at most `limit` (a job page's suggestions, similarIds): as fresh
   * as a list, from memory but for cards not kept.
   */
  similar(job: SimilarTo, limit: number): Promise<JobListRow[]>;
  /**
   * From now on a list reads the version only after `subscribe` reported a change (decision
   * 057). Only for a database that reports every write before the write returns: the embedded
   * one, which one process serves. Resolves to a stop function.
   */
  followChanges(subscribe: ChangeSubscription): Promise<() => Promise<void>>;
  /**
   * Every order's open jobs at exactly `version` when the model holds it, without waiting
   * (searched lists, decision 056); otherwise undefined, and a read begins if the model is older.
   */
  heldAt(version: number): Record<JobListQuery['sort'], ListedJob[]> | undefined;
}

/**
 * A read model of the open jobs, per process: what lists filter, count and order by is read
 * once per version of the job table (migration 006) and kept until it moves, with the cards and
 * the counts lists asked at that version. Each list first reads the version, in a read begun
 * after it arrived (shared with the lists arriving meanwhile): when it moved (a change in any
 * process), the model is read again, so no list shows what a change before it undid. A page's
 * cards not yet kept are read with the version in the same statement; if it moved meanwhile,
 * the page is chosen again.
 */
export function createOpenJobs(db: Kysely<Database>): OpenJobs {
  let snapshot: Snapshot | undefined;
  // Concurrent lists that find the snapshot stale share one read.
  let reading: Promise<Snapshot> | undefined;
  const currentVersion = sharedFreshRead(() => findJobVersion(db));
  // While changes are followed, the version is read only after one was reported; the lists in
  // between share that read, still running or done (its version is the one now).
  let followers = 0;
  let changeReported = true;
  let lastVersionRead: Promise<number> | undefined;

  function versionNow(): Promise<number> {
    if (followers > 0 && !changeReported && lastVersionRead) return lastVersionRead;
    // A change reported from here on is after the read begins: the next list reads again.
    changeReported = false;
    lastVersionRead = currentVersion().catch((error: unknown) => {
      changeReported = true;
      throw error;
    });
    return lastVersionRead;
  }

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

  /** The cards of `ids` at the snapshot's version, in that order; undefined when it moved. */
  async function cardsAt(at: Snapshot, ids: number[]): Promise<JobListRow[] | undefined> {
    const missing = ids.filter((id) => at.cards.get(id) === undefined);
    if (missing.length > 0) {
      const read = await findJobCardsAt(db, missing);
      if (read.version !== at.version) return undefined;
      for (const row of read.rows) at.cards.set(row.id, row);
    }
    return ids.flatMap((id) => at.cards.get(id) ?? []);
  }

  return {
    async page(filters, slice) {
      for (;;) {
        const at = await snapshotAt(await versionNow());
        const open = at.now;
        const rows = await cardsAt(at, pageOf(open, filters, slice));
        if (rows) return { ...countsOf(open, filters), rows };
        changeReported = true;
      }
    },
    async similar(job, limit) {
      for (;;) {
        const at = await snapshotAt(await versionNow());
        const rows = await cardsAt(at, similarIds(at, job, limit));
        if (rows) return rows;
        changeReported = true;
      }
    },
    async followChanges(subscribe) {
      const stop = await subscribe(() => {
        changeReported = true;
      });
      followers += 1;
      changeReported = true;
      return async () => {
        followers -= 1;
        await stop();
      };
    },
    heldAt(version) {
      if (snapshot?.version === version) {
        if (Date.now() >= snapshot.now.validUntil) snapshot.now = openAt(snapshot, Date.now());
        return snapshot.now.orders;
      }
      if (!snapshot || snapshot.version < version) snapshotAt(version).catch(() => undefined);
      return undefined;
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
