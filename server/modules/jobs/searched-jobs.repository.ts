import { sql, type Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';

/**
 * The statements a searched list answered in memory needs (decision 056): which search vector
 * each open job has at one version of the job table, each vector's words and ranked part once,
 * how the database parses a search, and how it ranks it.
 */

/** The open jobs' search vectors at one version: each digest (migration 025) and its jobs. */
export interface SearchDocsAt {
  version: number;
  docs: [digest: string, ids: number[]][];
}

/**
 * Every job with status open, by the digest of its search vector, with the job table's version
 * in the same statement. Closing times are the read model's to apply (open-jobs-service.ts).
 */
export async function findOpenSearchDocs(db: Kysely<Database>): Promise<SearchDocsAt> {
  const { rows } = await sql<{ version: number; docs: SearchDocsAt['docs'] | null }>`
    SELECT (SELECT version FROM job_version) AS version,
      (SELECT json_agg(json_build_array(search_doc, ids)) FROM (
        SELECT search_doc, array_agg(id) AS ids FROM job WHERE status = 'open' GROUP BY search_doc
      ) doc) AS docs`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The search documents query returned no row');
  return { version: Number(row.version), docs: row.docs ?? [] };
}

/** A search vector's words (`search`), and its ranked part (`search_rank`) as text and words. */
export interface SearchDoc {
  digest: string;
  words: string[];
  rank: string;
  rank_words: string[];
}

/** The vectors of these digests: one open job's each (jobs with one digest share its vector). */
export async function findSearchDocs(
  db: Kysely<Database>,
  digests: string[],
): Promise<SearchDoc[]> {
  if (digests.length === 0) return [];
  const { rows } = await sql<SearchDoc>`
    SELECT DISTINCT ON (search_doc) search_doc::text AS digest,
      tsvector_to_array(search) AS words, search_rank::text AS rank,
      tsvector_to_array(search_rank) AS rank_words
    FROM job
    WHERE status = 'open' AND search_doc IN (SELECT value::uuid FROM json_array_elements_text(${JSON.stringify(digests)}::json))
    ORDER BY search_doc`.execute(db);
  return rows;
}

/**
 * The job table's version now, and the search as the database reads it (`websearch_to_tsquery`,
 * as the list's SQL does) as text.
 */
export async function findVersionAndSearch(
  db: Kysely<Database>,
  search: string,
): Promise<{ version: number; query: string }> {
  const { rows } = await sql<{ version: number; query: string }>`
    SELECT (SELECT version FROM job_version) AS version,
      websearch_to_tsquery('english', ${search})::text AS query`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The search query returned no row');
  return { version: Number(row.version), query: row.query };
}

/**
 * Relevance (migration 005, `sortOf`) of ranked parts (`search_rank` as text) for a search, in
 * their order: the database's own `ts_rank_cd`, so equal ranks tie exactly as in its lists.
 */
export async function findRanks(
  db: Kysely<Database>,
  search: string,
  ranked: string[],
): Promise<number[]> {
  if (ranked.length === 0) return [];
  const { rows } = await sql<{ rank: number }>`
    SELECT ts_rank_cd(part.value::tsvector, websearch_to_tsquery('english', ${search})) AS rank
    FROM json_array_elements_text(${JSON.stringify(ranked)}::json) WITH ORDINALITY AS part(value, n)
    ORDER BY part.n`.execute(db);
  return rows.map((row) => Number(row.rank));
}
