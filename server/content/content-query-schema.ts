/**
 * The body of a content query (SPEC §7 call 5), parsed at the edge. See content-query.ts
 * for what each field means; this file only says which bodies are well formed.
 */
import { z } from 'zod';

/** A content query that cannot be answered: 400 for a bad body, 404 for an unknown path. */
export class ContentQueryError extends Error {
  override name = 'ContentQueryError';
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

// A request body is at most 100 kB, but deep nesting would still cost stack in sift.
const MAX_WHERE_DEPTH = 12;
// User patterns run against every document; a short cap limits (cannot rule out) slow patterns.
const MAX_REGEX_LENGTH = 100;
const MAX_SEARCH_LENGTH = 200;
const MAX_SURROUND = 20;

type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkRegex(condition: Record<string, unknown>, at: Path, report: Report): void {
  const pattern = condition.$regex;
  const flags = condition.$options ?? '';
  if (typeof pattern !== 'string' || pattern.length > MAX_REGEX_LENGTH) {
    report(at, `expected a pattern of at most ${MAX_REGEX_LENGTH} characters`);
    return;
  }
  try {
    new RegExp(pattern, typeof flags === 'string' ? flags : '');
  } catch {
    report(at, 'expected a valid regular expression');
  }
}

function checkConditionList(value: unknown, at: Path, report: Report, depth: number): void {
  if (!Array.isArray(value) || value.length === 0) {
    report(at, 'expected a non-empty list of conditions');
    return;
  }
  value.forEach((item, index) => {
    if (isPlainObject(item)) checkCondition(item, [...at, index], report, depth + 1);
    else report([...at, index], 'expected a condition object');
  });
}

/**
 * Allows the operators the content query documents and nothing else: sift would also run
 * `$where` (JavaScript from the request body) and throw on malformed arguments.
 */
function checkCondition(
  condition: Record<string, unknown>,
  path: Path,
  report: Report,
  depth: number,
): void {
  if (depth > MAX_WHERE_DEPTH) {
    report(path, `conditions nest deeper than ${MAX_WHERE_DEPTH} levels`);
    return;
  }
  for (const [key, value] of Object.entries(condition)) {
    const at = [...path, key];
    if (!key.startsWith('$')) {
      if (isPlainObject(value)) checkCondition(value, at, report, depth + 1);
      continue;
    }
    switch (key) {
      case '$eq':
      case '$ne':
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
      case '$contains':
        break;
      case '$in':
      case '$nin':
      case '$all':
        if (!Array.isArray(value)) report(at, 'expected a list');
        break;
      case '$exists':
        if (typeof value !== 'boolean') report(at, 'expected true or false');
        break;
      case '$size':
        if (!Number.isInteger(value) || (value as number) < 0)
          report(at, 'expected a whole number');
        break;
      case '$regex':
        checkRegex(condition, at, report);
        break;
      case '$options':
        if (typeof value !== 'string' || !/^[imsu]*$/.test(value))
          report(at, 'expected flags among i, m, s, u');
        break;
      case '$and':
      case '$or':
      case '$nor':
        checkConditionList(value, at, report, depth);
        break;
      case '$not':
      case '$elemMatch':
        if (isPlainObject(value)) checkCondition(value, at, report, depth + 1);
        else report(at, 'expected a condition object');
        break;
      default:
        report(at, `unsupported operator ${key}`);
    }
  }
}

const whereSchema = z.record(z.string(), z.unknown()).superRefine((where, ctx) => {
  checkCondition(where, [], (path, message) => ctx.addIssue({ code: 'custom', path, message }), 0);
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
export const contentQuerySchema = z.strictObject({
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
