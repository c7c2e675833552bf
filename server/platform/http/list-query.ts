import { z } from 'zod';

import { MAX_PAGE, splitMulti, wholeNumber } from '../../../contract/query-params';
import { DEFAULT_PAGE } from '../../../contract/constants';
import { SORT_TYPES, type SortType } from '../db/paging';

const FILTER_SEPARATOR = ':';
const MAX_FILTER_LENGTH = 500;

/** One `filterField` entry: the field and the values it may take (any of them matches). */
interface ListFilter<F extends string> {
  field: F;
  values: string[];
}

/** SPEC §7 calls 3 and 4, parsed: the page, its size, the order and the filters. */
interface ListQuery<S extends string, F extends string> {
  page: number;
  limit: number;
  sortField: S;
  sortType: SortType;
  filters: ListFilter<F>[];
}

interface ListQueryOptions<S extends string, F extends string> {
  sortFields: readonly [S, ...S[]];
  filterFields: readonly F[];
  /** Optional allow-list of values per filter field; a field without one takes any value. */
  filterValues?: { readonly [K in F]?: readonly string[] };
  defaultSort: { field: NoInfer<S>; type: SortType };
  defaultLimit: number;
  maxLimit: number;
}

// SPEC §9: "empty values dropped": `?page=` means the default, as if it were absent.
function optionalParam<T extends z.core.$ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), z.optional(schema));
}

function filterParam<F extends string>(options: ListQueryOptions<string, F>) {
  const allowed: readonly string[] = options.filterFields;
  const entry = z.string().max(MAX_FILTER_LENGTH);
  return z.union([entry, z.array(entry)]).transform((raw, ctx): ListFilter<F>[] => {
    const filters: ListFilter<F>[] = [];
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      const at = item.indexOf(FILTER_SEPARATOR);
      const field = at === -1 ? item : item.slice(0, at);
      const values = at === -1 ? [] : splitMulti(item.slice(at + 1));
      const fail = (message: string) => ctx.issues.push({ code: 'custom', message, input: raw });
      if (!allowed.includes(field)) {
        fail(`unknown field "${field}"; expected one of: ${allowed.join(', ') || 'none'}`);
      } else if (values.length === 0) {
        fail(`expected field${FILTER_SEPARATOR}value (several values joined with |)`);
      } else if (filters.some((filter) => filter.field === field)) {
        fail(`field "${field}" is given twice`);
      } else {
        const known = options.filterValues?.[field as F];
        const unknown = known ? values.find((value) => !known.includes(value)) : undefined;
        if (unknown === undefined) filters.push({ field: field as F, values });
        else fail(`unknown value "${unknown}" for ${field}; expected one of: ${known?.join(', ')}`);
      }
    }
    return filters;
  });
}

/**
 * The one shape of every list endpoint (SPEC §7 calls 3 and 4): `page` (default 1), `limit`,
 * `sortField` and `sortType` (asc|desc) from allow-lists, and `filterField`.
 *
 * `filterField` is `field:value`, with several values joined by `|` (any of them matches), e.g.
 * `filterField=status:pending|rejected`; repeat the parameter to filter on several fields (they
 * all apply). SPEC §7 names no separate value parameter, so the value travels with the field.
 *
 * `sortType` defaults to the default sort's type for the default field, otherwise to `asc`.
 * Unknown parameters and any bad value are a 400 naming the parameter (via `parseOrThrow`).
 *
 * @example
 * const schema = createListQuerySchema({
 *   sortFields: ['createdAt', 'name'], filterFields: ['status'],
 *   defaultSort: { field: 'createdAt', type: 'desc' }, defaultLimit: 10, maxLimit: 50,
 * });
 * parseOrThrow(schema, { page: '2', filterField: 'status:pending' }, 'query');
 * // => { page: 2, limit: 10, sortField: 'createdAt', sortType: 'desc',
 * //      filters: [{ field: 'status', values: ['pending'] }] }
 */
export function createListQuerySchema<S extends string, F extends string = never>(
  options: ListQueryOptions<S, F>,
) {
  return z
    .strictObject({
      page: optionalParam(wholeNumber(MAX_PAGE)),
      limit: optionalParam(wholeNumber(options.maxLimit)),
      sortField: optionalParam(
        z.enum(options.sortFields as readonly [S, ...S[]], {
          error: `expected one of: ${options.sortFields.join(', ')}`,
        }),
      ),
      sortType: optionalParam(z.enum(SORT_TYPES, { error: 'expected asc or desc' })),
      filterField: optionalParam(filterParam(options)),
    })
    .transform((query): ListQuery<S, F> => {
      const sortField = (query.sortField ?? options.defaultSort.field) as S;
      const defaultType =
        sortField === options.defaultSort.field ? options.defaultSort.type : 'asc';
      return {
        page: query.page ?? DEFAULT_PAGE,
        limit: query.limit ?? options.defaultLimit,
        sortField,
        sortType: query.sortType ?? defaultType,
        filters: query.filterField ?? [],
      };
    });
}
