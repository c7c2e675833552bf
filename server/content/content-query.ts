/**
 * The content query (SPEC §7 call 5): `POST /_content/{path}` with a JSON body.
 *
 * The path picks the documents (see content-store.ts for `_path`/`_dir`):
 * - the `_path` of a document (`/blog/hello`) → that one document, returned as an object;
 *   `where` and `search` still apply (no match → 404), `sortBy`/`limit`/`skip`/`surround` do not;
 * - a folder (`/blog`, `/` for everything) → a list: its direct children, or with `deep: true`
 *   every document below it. A path that is neither → 404.
 *
 * Then, in this order:
 * - `where`: a MongoDB-style condition evaluated by sift with only the operators of
 *   where-operations.ts: equality, `$eq $ne $gt $gte $lt $lte`, `$in $nin $all $size $exists
 *   $elemMatch $not`, `$regex` (+ `$options`, RE2 syntax, linear time), `$and $or $nor`, dotted
 *   field names. `$contains` is ours (sift has none): on a list field every given value must be
 *   an element; on a string field every given string must be a substring (case-sensitive; use
 *   `$regex` with `$options: 'i'` or `search` otherwise). Any other operator, at any depth, is a 400.
 * - `search`: a case-insensitive substring of `title`, `summary` or the Markdown `body`.
 * - `sortBy`: `'field'`, `'field:desc'`, `{ field: 1 | -1 | 'asc' | 'desc', … }` or a list of
 *   those, applied in turn; missing values sort last either way. Unsorted: by `_path`.
 * - `surround: { path, before = 1, after = 1 }` → instead of the list, the `before` documents
 *   preceding that `_path` and the `after` following it in the sorted list (before `skip`/`limit`),
 *   as one array of length before + after, null where there is none (all null when the path
 *   is not in the list).
 * - `skip`, then `limit`.
 * - `text`: Markdown documents carry their raw Markdown as `body` only when `text` is true
 *   (their front matter has a `summary`; no excerpt is made). JSON and YAML documents are data
 *   and keep every field. Then `only` keeps the listed top-level fields (an empty list keeps all)
 *   and `without` removes the listed ones.
 */
import {
  ContentQueryError,
  parseContentQuery,
  type ContentQuery,
  type SortKey,
} from './content-query-schema';
import type { ContentDocument } from './content-store';
import { createWhereTester, type CheckBudget } from './where-operations';

export { ContentQueryError };

export type ContentQueryResult =
  Record<string, unknown> | Record<string, unknown>[] | (Record<string, unknown> | null)[];

const SEARCHED_FIELDS = ['title', 'summary', 'body'] as const;
/**
 * A query's time once its body is read (compiling `where`, filtering): past it the query stops itself
 * (503) between two steps. The HTTP route runs queries in their own thread (content-query-thread.ts),
 * which also stops one that overruns inside a step.
 */
export const QUERY_BUDGET_MS = 250;
const collator = new Intl.Collator('en', { numeric: true });

/** The answer to a query that ran out of time, whichever of its stops caught it. */
export const queryTookTooLong = () =>
  new ContentQueryError(503, 'Service Unavailable: the query took too long');

function startBudget(budgetMs: number): CheckBudget {
  const deadline = performance.now() + budgetMs;
  return () => {
    if (performance.now() > deadline) throw queryTookTooLong();
  };
}

function compileWhere(
  where: Record<string, unknown>,
  checkBudget: CheckBudget,
): (doc: ContentDocument) => boolean {
  try {
    return createWhereTester(where, checkBudget);
  } catch (error) {
    throw new ContentQueryError(
      400,
      `Bad Request: where: ${error instanceof Error ? error.message : 'invalid'}`,
    );
  }
}

function matchesSearch(doc: ContentDocument, search: string): boolean {
  const needle = search.toLowerCase();
  return SEARCHED_FIELDS.some((field) => {
    const value = doc[field];
    return typeof value === 'string' && value.toLowerCase().includes(needle);
  });
}

function filterDocuments(
  docs: readonly ContentDocument[],
  query: ContentQuery,
  checkBudget: CheckBudget,
): ContentDocument[] {
  const where = query.where ? compileWhere(query.where, checkBudget) : () => true;
  const search = query.search?.trim();
  return docs.filter((doc) => {
    checkBudget();
    return where(doc) && (!search || matchesSearch(doc, search));
  });
}

/** Reads a dotted field through own properties only, so `constructor` and friends read as missing. */
function readField(doc: ContentDocument, field: string): unknown {
  let value: unknown = doc;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

function sortDocuments(docs: ContentDocument[], sort: SortKey[]): ContentDocument[] {
  return docs.sort((x, y) => {
    for (const { field, direction } of sort) {
      const a = readField(x, field);
      const b = readField(y, field);
      if (a == null || b == null) {
        if (a == null && b == null) continue;
        return a == null ? 1 : -1;
      }
      const order = compareValues(a, b);
      if (order !== 0) return order * direction;
    }
    return 0;
  });
}

function project(doc: ContentDocument, query: ContentQuery): Record<string, unknown> {
  const only = query.only?.length ? new Set(query.only) : null;
  const without = new Set(query.without ?? []);
  return Object.fromEntries(
    Object.entries(doc).filter(
      ([field]) =>
        !(field === 'body' && doc._extension === 'md' && !query.text) &&
        (only === null || only.has(field)) &&
        !without.has(field),
    ),
  );
}

function surroundOf(
  sorted: ContentDocument[],
  surround: NonNullable<ContentQuery['surround']>,
  query: ContentQuery,
): (Record<string, unknown> | null)[] {
  const index = sorted.findIndex((doc) => doc._path === surround.path);
  const at = (position: number) => {
    const doc = index < 0 || position < 0 ? undefined : sorted[position];
    return doc ? project(doc, query) : null;
  };
  return [
    ...Array.from({ length: surround.before }, (_, i) => at(index - surround.before + i)),
    ...Array.from({ length: surround.after }, (_, i) => at(index + 1 + i)),
  ];
}

function normalisePath(contentPath: string): string {
  return `/${contentPath.split('/').filter(Boolean).join('/')}`;
}

const notFound = () => new ContentQueryError(404, 'Not Found');

/**
 * Runs a content query over loaded documents (ordered by `_path`), synchronously, within
 * `budgetMs`. A bad body throws a ContentQueryError with status 400, an unknown path one with
 * status 404, and a query that runs out of its time one with status 503.
 *
 * @example
 * queryDocuments(await store.getDocuments(), '/blog', { sortBy: 'publishedAt:desc', limit: 3 });
 */
export function queryDocuments(
  documents: readonly ContentDocument[],
  contentPath: string,
  body: unknown,
  budgetMs = QUERY_BUDGET_MS,
): ContentQueryResult {
  const query = parseContentQuery(body);
  // From here on: reading the body (compiling its patterns) is bounded by the thread's deadline.
  const checkBudget = startBudget(budgetMs);
  const docPath = normalisePath(contentPath);

  const exact = documents.find((doc) => doc._path === docPath);
  if (exact) {
    const [match] = filterDocuments([exact], query, checkBudget);
    if (!match) throw notFound();
    return project(match, query);
  }

  const prefix = docPath === '/' ? '/' : `${docPath}/`;
  const below = documents.filter((doc) => doc._path.startsWith(prefix));
  if (below.length === 0) throw notFound();
  const scope = query.deep ? below : below.filter((doc) => doc._dir === docPath);

  const sorted = sortDocuments(filterDocuments(scope, query, checkBudget), query.sortBy ?? []);
  if (query.surround) return surroundOf(sorted, query.surround, query);
  const skip = query.skip ?? 0;
  const page = sorted.slice(skip, query.limit == null ? undefined : skip + query.limit);
  return page.map((doc) => project(doc, query));
}
