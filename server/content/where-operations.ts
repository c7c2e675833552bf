/**
 * The engine of a content query's `where`: sift, given only the operations the content query
 * allows (docs/decisions/007). `createQueryTester` starts from this table alone, not from sift's
 * defaults, and every nested query (`$and`, `$all`, `$elemMatch`, `$not` …) is compiled with the
 * same table, so `$where`, `$function`-like or unknown operators do not exist here even if the
 * schema check were bypassed: sift throws "Unsupported operation".
 */
import { isDeepStrictEqual } from 'node:util';

import siftModule from 'sift';
import type * as Sift from 'sift';

import { compileRegex } from './content-regex';

// sift is CommonJS whose named exports Node's ESM loader cannot detect: read them off the default.
const sift = siftModule as unknown as typeof Sift;
type OperationCreator = NonNullable<
  NonNullable<Parameters<typeof Sift.createQueryTester>[1]>['operations']
>[string];

/** Every operator `where` accepts; content-query-schema.ts checks the shape of each. */
export const WHERE_OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$all',
  '$size',
  '$exists',
  '$elemMatch',
  '$not',
  '$and',
  '$or',
  '$nor',
  '$regex',
  '$options',
  '$contains',
] as const;

export type WhereOperator = (typeof WHERE_OPERATORS)[number];

/** Throws when the query has used up its time (content-query.ts); called before costly steps. */
export type CheckBudget = () => void;

function contains(value: unknown, needles: unknown[]): boolean {
  if (typeof value === 'string') {
    return needles.every((needle) => typeof needle === 'string' && value.includes(needle));
  }
  if (Array.isArray(value)) {
    return needles.every((needle) => value.some((item) => isDeepStrictEqual(item, needle)));
  }
  return false;
}

/**
 * `$contains` is ours (sift has none). sift calls a field operation with the field's value and
 * again with each element of a list value (owner = the list); `$contains` must look at the whole
 * field, so elements are skipped.
 */
const createContainsOperation: OperationCreator = (params: unknown) => {
  const needles: unknown[] = Array.isArray(params) ? params : [params];
  const operation = {
    keep: false,
    done: false,
    propop: true,
    reset() {
      operation.keep = false;
      operation.done = false;
    },
    next(value: unknown, _key: unknown, owner: unknown) {
      if (Array.isArray(owner) || !contains(value, needles)) return;
      operation.keep = true;
      operation.done = true;
    },
  };
  return operation;
};

/** `$regex` on RE2 instead of sift's JavaScript RegExp; `$options` sits beside it in the query. */
function createRegexOperation(checkBudget: CheckBudget): OperationCreator {
  return (pattern: string, ownerQuery: { $options?: string }, options, name) => {
    const regex = compileRegex(pattern, ownerQuery.$options);
    const test = (value: unknown) => {
      if (typeof value !== 'string') return false;
      checkBudget();
      return regex.test(value);
    };
    return new sift.EqualsOperation(test, ownerQuery, options, name);
  };
}

function whereOperations(checkBudget: CheckBudget): Record<WhereOperator, OperationCreator> {
  return {
    $eq: sift.$eq,
    $ne: sift.$ne,
    $gt: sift.$gt,
    $gte: sift.$gte,
    $lt: sift.$lt,
    $lte: sift.$lte,
    $in: sift.$in,
    $nin: sift.$nin,
    $all: sift.$all,
    $size: sift.$size,
    $exists: sift.$exists,
    $elemMatch: sift.$elemMatch,
    $not: sift.$not,
    $and: sift.$and,
    $or: sift.$or,
    $nor: sift.$nor,
    $regex: createRegexOperation(checkBudget),
    // A flag read by `$regex`: sift skips an operation that returns null.
    $options: sift.$options,
    $contains: createContainsOperation,
  };
}

/**
 * Compiles a checked `where` into a document tester; throws when sift refuses it.
 *
 * @example
 * const test = createWhereTester({ tags: { $contains: 'design' } }, () => {});
 * test({ tags: ['design'] }); // => true
 */
export function createWhereTester(
  where: Record<string, unknown>,
  checkBudget: CheckBudget,
): (doc: Record<string, unknown>) => boolean {
  return sift.createQueryTester(where, { operations: whereOperations(checkBudget) });
}
