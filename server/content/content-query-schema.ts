/**
 * The body of a content query (SPEC §7 call 5), parsed at the edge. See content-query.ts
 * for what each field means; this file only says which bodies are well formed.
 */
import { z } from 'zod';

import { compileRegex, MAX_REGEX_LENGTH, REGEX_OPTIONS } from './content-regex';
import { WHERE_OPERATORS, type WhereOperator } from './where-operations';

/** A content query that cannot be answered: 400 for a bad body, 404 for an unknown path, 503 out of time. */
export class ContentQueryError extends Error {
  override name = 'ContentQueryError';
  constructor(
    readonly statusCode: 400 | 404 | 503,
    message: string,
  ) {
    super(message);
  }
}

// A request body is at most 100 kB, but deep nesting would still cost stack in sift.
const MAX_WHERE_DEPTH = 12;
// Compiling a pattern costs up to tens of milliseconds: a few per query are plenty.
const MAX_REGEXES = 10;
const MAX_SEARCH_LENGTH = 200;
const MAX_SURROUND = 20;

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

/** One walk over a `where`: where to report, and how many patterns it holds so far. */
interface Walk {
  report: Report;
  regexes: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWhereOperator = (key: string): key is WhereOperator =>
  (WHERE_OPERATORS as readonly string[]).includes(key);

function checkRegex(condition: Record<string, unknown>, at: Path, walk: Walk): void {
  const pattern = condition.$regex;
  const flags = condition.$options;
  walk.regexes += 1;
  if (walk.regexes > MAX_REGEXES) {
    walk.report(at, `expected at most ${MAX_REGEXES} patterns in one query`);
  } else if (typeof pattern !== 'string' || pattern.length > MAX_REGEX_LENGTH) {
    walk.report(at, `expected a pattern of at most ${MAX_REGEX_LENGTH} characters`);
  } else {
    try {
      compileRegex(pattern, typeof flags === 'string' ? flags : '');
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'invalid';
      walk.report(at, `expected a valid RE2 regular expression (${reason})`);
    }
  }
}

/**
 * A value inside a condition (a field's value, an operator's argument, a list item): any object
 * in it, at any depth, is checked as a condition too, so no operator hides in a list.
 */
function checkNested(value: unknown, at: Path, walk: Walk, depth: number): void {
  if (depth > MAX_WHERE_DEPTH) {
    walk.report(at, `conditions nest deeper than ${MAX_WHERE_DEPTH} levels`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkNested(item, [...at, index], walk, depth + 1));
  } else if (isPlainObject(value)) {
    checkCondition(value, at, walk, depth + 1);
  }
}

function checkConditionList(value: unknown, at: Path, walk: Walk, depth: number): void {
  if (!Array.isArray(value) || value.length === 0) {
    walk.report(at, 'expected a non-empty list of conditions');
    return;
  }
  value.forEach((item, index) => {
    if (isPlainObject(item)) checkCondition(item, [...at, index], walk, depth + 1);
    else walk.report([...at, index], 'expected a condition object');
  });
}

function checkOperator(
  operator: WhereOperator,
  condition: Record<string, unknown>,
  at: Path,
  walk: Walk,
  depth: number,
): void {
  const value = condition[operator];
  switch (operator) {
    case '$eq':
    case '$ne':
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
    case '$contains':
      checkNested(value, at, walk, depth);
      break;
    case '$in':
    case '$nin':
    case '$all':
      if (Array.isArray(value)) checkNested(value, at, walk, depth);
      else walk.report(at, 'expected a list');
      break;
    case '$exists':
      if (typeof value !== 'boolean') walk.report(at, 'expected true or false');
      break;
    case '$size':
      if (!Number.isInteger(value) || (value as number) < 0)
        walk.report(at, 'expected a whole number');
      break;
    case '$regex':
      checkRegex(condition, at, walk);
      break;
    case '$options':
      if (typeof value !== 'string' || !REGEX_OPTIONS.test(value))
        walk.report(at, 'expected flags among i, m, s, u');
      break;
    case '$and':
    case '$or':
    case '$nor':
      checkConditionList(value, at, walk, depth);
      break;
    case '$not':
    case '$elemMatch':
      if (isPlainObject(value)) checkCondition(value, at, walk, depth + 1);
      else walk.report(at, 'expected a condition object');
      break;
  }
}

/**
 * Allows the operators of where-operations.ts and nothing else, at every depth: sift would
 * throw on malformed arguments, and its default table would run `$where` (JavaScript from the
 * request body); ours has no such operator, and this check refuses it before sift sees it.
 */
function checkCondition(
  condition: Record<string, unknown>,
  path: Path,
  walk: Walk,
  depth: number,
): void {
  if (depth > MAX_WHERE_DEPTH) {
    walk.report(path, `conditions nest deeper than ${MAX_WHERE_DEPTH} levels`);
    return;
  }
  for (const key of Object.keys(condition)) {
    const at = [...path, key];
    if (!key.startsWith('$')) checkNested(condition[key], at, walk, depth);
    else if (isWhereOperator(key)) checkOperator(key, condition, at, walk, depth);
    else walk.report(at, `unsupported operator ${key}`);
  }
}

const whereSchema = z.record(z.string(), z.unknown()).superRefine((where, ctx) => {
  const report: Report = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  checkCondition(where, [], { report, regexes: 0 }, 0);
});

const fieldListSchema = z
  .union([z.string().min(1), z.array(z.string().min(1))])
  .transform((fields) => (Array.isArray(fields) ? fields : [fields]));

export interface SortKey {
  field: string;
  direction: 1 | -1;
}

const directionSchema = z
  .union([z.literal(1), z.literal(-1), z.enum(['asc', 'desc'])])
  .transform((direction): 1 | -1 => (direction === 'desc' || direction === -1 ? -1 : 1));

const sortStringSchema = z
  .string()
  .regex(/^[\w$.-]+(?::(?:asc|desc))?$/, 'expected "field", "field:asc" or "field:desc"')
  .transform((value): SortKey[] => {
    const [field = '', direction] = value.split(':');
    return [{ field, direction: direction === 'desc' ? -1 : 1 }];
  });

const sortObjectSchema = z
  .record(z.string().min(1), directionSchema)
  .refine((keys) => Object.keys(keys).length > 0, 'expected at least one field')
  .transform((keys): SortKey[] =>
    Object.entries(keys).map(([field, direction]) => ({ field, direction })),
  );

const sortItemSchema = z.union([sortStringSchema, sortObjectSchema]);

const sortBySchema = z
  .union([sortItemSchema.transform((keys) => [keys]), z.array(sortItemSchema)])
  .transform((lists): SortKey[] => lists.flat());

const surroundSchema = z.strictObject({
  path: z.string().startsWith('/'),
  before: z.int().min(0).max(MAX_SURROUND).default(1),
  after: z.int().min(0).max(MAX_SURROUND).default(1),
});

/** Every field may be missing or null (some clients send null for "not set"). */
const contentQuerySchema = z.strictObject({
  deep: z.boolean().nullish(),
  text: z.boolean().nullish(),
  only: fieldListSchema.nullish(),
  without: fieldListSchema.nullish(),
  sortBy: sortBySchema.nullish(),
  where: whereSchema.nullish(),
  search: z.string().max(MAX_SEARCH_LENGTH).nullish(),
  surround: surroundSchema.nullish(),
  limit: z.int().min(1).nullish(),
  skip: z.int().min(0).nullish(),
});

export type ContentQuery = z.output<typeof contentQuerySchema>;

/** Parses a request body (missing means "no options"); a bad one is a 400 naming the field. */
export function parseContentQuery(body: unknown): ContentQuery {
  const result = contentQuerySchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  throw new ContentQueryError(400, `Bad Request: ${field}: ${issue?.message ?? 'invalid'}`);
}
