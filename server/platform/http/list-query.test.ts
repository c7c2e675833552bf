import { describe, expect, test } from 'vitest';

import { HttpError } from './envelope';
import { createListQuerySchema } from './list-query';
import { parseOrThrow } from './validation';

const schema = createListQuerySchema({
  sortFields: ['createdAt', 'name'],
  filterFields: ['status', 'postSlug'],
  filterValues: { status: ['pending', 'approved', 'rejected'] },
  defaultSort: { field: 'createdAt', type: 'desc' },
  defaultLimit: 10,
  maxLimit: 50,
});

function parse(query: Record<string, unknown>) {
  return parseOrThrow(schema, query, 'query');
}

function rejectionOf(query: Record<string, unknown>): { message: string; field: unknown } {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      return { message: error.message, field: (error.data as { field: unknown }).field };
    }
    throw error;
  }
  throw new Error('expected a 400');
}

describe('createListQuerySchema', () => {
  test('an empty query gives page 1, the default size and the default sort', () => {
    expect(parse({})).toEqual({
      page: 1,
      limit: 10,
      sortField: 'createdAt',
      sortType: 'desc',
      filters: [],
    });
  });

  test('reads page, limit, sort and a filter', () => {
    expect(
      parse({
        page: '3',
        limit: '25',
        sortField: 'name',
        sortType: 'desc',
        filterField: 'status:pending|rejected',
      }),
    ).toEqual({
      page: 3,
      limit: 25,
      sortField: 'name',
      sortType: 'desc',
      filters: [{ field: 'status', values: ['pending', 'rejected'] }],
    });
  });

  test('a sort field other than the default sorts ascending unless told', () => {
    expect(parse({ sortField: 'name' })).toMatchObject({ sortField: 'name', sortType: 'asc' });
  });

  test('empty values count as absent', () => {
    expect(parse({ page: '', limit: '', filterField: '' })).toMatchObject({ page: 1, limit: 10 });
  });

  test('a repeated filterField filters on several fields', () => {
    expect(parse({ filterField: ['status:approved', 'postSlug:a-post:2'] }).filters).toEqual([
      { field: 'status', values: ['approved'] },
      { field: 'postSlug', values: ['a-post:2'] },
    ]);
  });

  test.each([
    [{ page: '-1' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: ['1', '2'] }, 'page'],
    [{ limit: '51' }, 'limit'],
    [{ limit: '0' }, 'limit'],
    [{ sortField: 'password' }, 'sortField'],
    [{ sortType: 'up' }, 'sortType'],
    [{ filterField: 'email:a@b.c' }, 'filterField'],
    [{ filterField: 'status' }, 'filterField'],
    [{ filterField: 'status:spam' }, 'filterField'],
    [{ filterField: ['status:approved', 'status:pending'] }, 'filterField'],
    [{ pageSize: '5' }, 'pageSize'],
  ])('%o is a 400 naming %s', (query, field) => {
    const rejection = rejectionOf(query);

    expect(rejection.field).toBe(field);
    expect(rejection.message).toMatch(new RegExp(`^Invalid ${field}: `));
  });

  test('an unknown sort field lists the allowed ones', () => {
    expect(rejectionOf({ sortField: 'password' }).message).toBe(
      'Invalid sortField: expected one of: createdAt, name',
    );
  });
});
