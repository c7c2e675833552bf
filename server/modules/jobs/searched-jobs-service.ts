import type { Kysely } from 'kysely';

import { jobListQuerySchema, type JobListQuery } from '../../../contract/job-list-query';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';
import { createLruCache } from '../../platform/lru-cache';
import { findSearchedJobPage, type JobListPage, type JobListRow } from './job.repository';
import { countFromGroups } from './open-job-counts';
import { openJobsOf, type ListedJob, type OpenJobs } from './open-jobs-service';
import { findJobCardsAt, findJobVersion } from './open-jobs.repository';
import { alignOrder, choosePage, type AlignedOrder } from './search-page';
import { matchDocuments, parseSearch, type SearchNode } from './search-query';
import {
  findOpenSearchDocs,
  findRanks,
  findSearchDocs,
  findVersionAndSearch,
  type SearchDoc,
} from './searched-jobs.repository';

/**
 * Searches whose reading and ranks are kept: neither depends on the version (a rank, only on the
 * search and a job's ranked part).
 */
const MAX_KEPT_RANKED_SEARCHES = 1_000;
/** Vectors read per statement, so a first read never holds the database for long. */
const DOCS_PER_READ = 2_000;

/** Each distinct search vector once, by index: its words, and its ranked part. */
interface SearchDocs {
  indexOf: Map<string, number>;
  /** The vectors holding each word (the search's `@@`). */
  withWord: Map<string, number[]>;
  rank: string[];
  rankWords: Set<string>[];
}

/** The open jobs' vectors at one version of the job table (migration 006). */
interface SearchIndexAt {
  version: number;
  /** The vectors known when it was read (a list matches against these). */
  docs: SearchDocs;
  docOfJob: Map<number, number>;
  /** Each order of the read model as arrays, made when first asked. */
  aligned: WeakMap<ListedJob[], AlignedOrder>;
}

const emptyDocs = (): SearchDocs => ({
  indexOf: new Map(),
  withWord: new Map(),
  rank: [],
  rankWords: [],
});

function addDoc(docs: SearchDocs, doc: SearchDoc) {
  const index = docs.rank.length;
  docs.indexOf.set(doc.digest, index);
  docs.rank.push(doc.rank);
  docs.rankWords.push(new Set(doc.rank_words));
  for (const word of doc.words) {
    const holding = docs.withWord.get(word);
    if (holding) holding.push(index);
    else docs.withWord.set(word, [index]);
  }
}

/** `order` as numbers, kept per version; undefined when a job of it is not in the index. */
function alignedOrder(at: SearchIndexAt, order: ListedJob[]): AlignedOrder | undefined {
  let aligned = at.aligned.get(order);
  if (!aligned) {
    aligned = alignOrder(order, at.docOfJob);
    if (aligned) at.aligned.set(order, aligned);
  }
  return aligned;
}

/** Searched job lists of one database, answered in memory where they can be (decision 056). */
export interface SearchedJobs {
  /** One page of a searched list (`filters.search`), its total and facets. */
  page(filters: JobListQuery, slice: PageSlice): Promise<JobListPage>;
  /**
   * The page when the process holds the job table's version now (the index of vectors and the
   * read model of the open jobs both at it), else undefined after starting their reads.
   */
  pageInMemory(filters: JobListQuery, slice: PageSlice): Promise<JobListPage | undefined>;
  /** Resolves once the index is read at the version now (for tests and the benchmark). */
  ready(): Promise<void>;
}

/**
 * Searched lists from the process's memory: which search vector each open job has (kept per
 * version of the job table) and each vector's words once; the read model of the open jobs
 * (decision 052) gives the groups and orders. A list reads its page's cards with the version,
 * in a statement begun after it arrived (a search not seen before reads the database's parse
 * with the version first); when that is not the version held, it is answered by the database's
 * statement (exact and fresh) while the memory catches up. A phrase is always the database's.
 */
export function createSearchedJobs(db: Kysely<Database>, openJobs: OpenJobs): SearchedJobs {
  let docs = emptyDocs();
  let index: SearchIndexAt | undefined;
  let reading: Promise<void> | undefined;
  const ranksOf = createLruCache<string, Map<string, number>>({
    maxEntries: MAX_KEPT_RANKED_SEARCHES,
  });
  const queries = createLruCache<string, string>({ maxEntries: MAX_KEPT_RANKED_SEARCHES });

  async function readIndex(): Promise<void> {
    const at = await findOpenSearchDocs(db);
    // Vectors no open job has any more are dropped when they outnumber those still used.
    if (docs.rank.length > 2 * at.docs.length + 1_000) docs = emptyDocs();
    const missing = at.docs.map(([digest]) => digest).filter((digest) => !docs.indexOf.has(digest));
    for (let start = 0; start < missing.length; start += DOCS_PER_READ)
      for (const doc of await findSearchDocs(db, missing.slice(start, start + DOCS_PER_READ)))
        addDoc(docs, doc);
    const docOfJob = new Map<number, number>();
    for (const [digest, ids] of at.docs) {
      const doc = docs.indexOf.get(digest);
      // Its last open job changed since the digests were read: the next list reads them again.
      if (doc === undefined) return;
      for (const id of ids) docOfJob.set(id, doc);
    }
    if (!index || at.version > index.version)
      index = { version: at.version, docs, docOfJob, aligned: new WeakMap() };
    openJobs.heldAt(at.version);
  }

  /**
   * Catches up once the list that found the memory behind has sent the database its statement:
   * PGlite runs one at a time, in the order sent, so that list does not wait for these reads.
   */
  function catchUpAfterThisList(version: number) {
    setImmediate(() => {
      catchUp(version).catch(() => undefined);
    });
  }

  function catchUp(version: number): Promise<void> {
    if (!index || index.version < version)
      reading ??= readIndex().finally(() => {
        reading = undefined;
      });
    openJobs.heldAt(version);
    return reading ?? Promise.resolve();
  }

  /** The ranks of the matched vectors whose ranked part holds a word of the search. */
  async function ranksFor(
    docs: SearchDocs,
    search: string,
    query: string,
    matched: Uint8Array,
    lexemes: Set<string>,
  ): Promise<Float64Array> {
    let known = ranksOf.get(query);
    if (!known) {
      known = new Map();
      ranksOf.set(query, known);
    }
    const rankOf = new Float64Array(matched.length);
    const wanted: number[] = [];
    for (let doc = 0; doc < matched.length; doc += 1) {
      if (!matched[doc]) continue;
      // A ranked part without any of the search's words ranks 0 (ts_rank_cd finds no cover).
      const words = docs.rankWords[doc];
      if (words && [...lexemes].some((lexeme) => words.has(lexeme))) wanted.push(doc);
    }
    const unknown = [...new Set(wanted.map((doc) => docs.rank[doc] ?? ''))].filter(
      (rank) => !known.has(rank),
    );
    const ranks = await findRanks(db, search, unknown);
    unknown.forEach((rank, at) => known.set(rank, ranks[at] ?? 0));
    for (const doc of wanted) rankOf[doc] = known.get(docs.rank[doc] ?? '') ?? 0;
    return rankOf;
  }

  async function pageAt(
    at: SearchIndexAt,
    orders: Record<JobListQuery['sort'], ListedJob[]>,
    search: { text: string; query: string; root: SearchNode; lexemes: Set<string> },
    filters: JobListQuery,
    slice: PageSlice,
  ): Promise<JobListPage | undefined> {
    const relevance = filters.sort === 'relevance';
    const order = orders[relevance ? 'newest' : filters.sort];
    const aligned = alignedOrder(at, order);
    if (!aligned) return undefined;
    const { docs } = at;
    const matched = matchDocuments(
      search.root,
      docs.rank.length,
      (lexeme) => docs.withWord.get(lexeme) ?? [],
    );
    const rankOf = relevance
      ? await ranksFor(docs, search.text, search.query, matched, search.lexemes)
      : undefined;
    const { groups, ids } = choosePage(aligned, matched, filters, slice, rankOf);
    const cards = await findJobCardsAt(db, ids);
    if (cards.version !== at.version) {
      catchUpAfterThisList(cards.version);
      return undefined;
    }
    const byId = new Map<number, JobListRow>(cards.rows.map((row) => [row.id, row]));
    return { ...countFromGroups(groups, filters), rows: ids.flatMap((id) => byId.get(id) ?? []) };
  }

  /**
   * The database's reading of a search, and the version now when it had to be asked (a search
   * reads the same whatever the jobs: it is kept, and the cards' read checks the version then).
   */
  async function parsedSearchOf(search: string): Promise<{ query: string; version?: number }> {
    const kept = queries.get(search);
    if (kept !== undefined) return { query: kept };
    const read = await findVersionAndSearch(db, search);
    queries.set(search, read.query);
    return read;
  }

  async function pageInMemory(filters: JobListQuery, slice: PageSlice) {
    const { query, version } = await parsedSearchOf(filters.search);
    const parsed = parseSearch(query);
    // Only stop words: the database's `@@` matches no job.
    if (parsed.kind === 'empty') return { ...countFromGroups([], filters), rows: [] };
    if (parsed.kind !== 'tree') return undefined;
    const at = index;
    const orders = at && (version ?? at.version) === at.version && openJobs.heldAt(at.version);
    if (!at || !orders) {
      catchUpAfterThisList(version ?? (await findJobVersion(db)));
      return undefined;
    }
    const search = { text: filters.search, query, root: parsed.root, lexemes: parsed.lexemes };
    return pageAt(at, orders, search, filters, slice);
  }

  return {
    pageInMemory,
    async page(filters, slice) {
      return (
        (await pageInMemory(filters, slice)) ?? (await findSearchedJobPage(db, filters, slice))
      );
    },
    async ready() {
      await catchUp(await findJobVersion(db));
      await openJobs.page(jobListQuerySchema.parse({}), { limit: 1, offset: 0 });
    },
  };
}

const searchedJobsOfDb = new WeakMap<Kysely<Database>, SearchedJobs>();

/** The process's searched lists of `db`, sharing its read model of the open jobs. */
export function searchedJobsOf(db: Kysely<Database>): SearchedJobs {
  let searched = searchedJobsOfDb.get(db);
  if (!searched) {
    searched = createSearchedJobs(db, openJobsOf(db));
    searchedJobsOfDb.set(db, searched);
  }
  return searched;
}
