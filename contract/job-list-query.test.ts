import { describe, expect, test } from 'vitest';

import { jobListQuerySchema } from './job-list-query';
import { readQueryObject } from './query-params';

describe('jobListQuerySchema', () => {
  test.each([
    ['location=Remote', [], ['Remote']],
    ['location=remote&workplace=Remote', [], ['Remote']],
    ['location=Remote%7CBerlin&workplace=Hybrid', ['Berlin'], ['Hybrid', 'Remote']],
  ])('reads %s, saved when Remote was a place, as the workplace', (query, location, workplace) => {
    const parsed = jobListQuerySchema.parse(readQueryObject(query));

    expect(parsed.location).toEqual(location);
    expect(parsed.workplace).toEqual(workplace);
  });

  test('leaves other places alone', () => {
    const parsed = jobListQuerySchema.parse(readQueryObject('location=Remoteville%7CBerlin'));

    expect(parsed.location).toEqual(['Remoteville', 'Berlin']);
    expect(parsed.workplace).toEqual([]);
  });
});
