import { expect, test } from 'vitest';

import { optionsWithSelected } from './filter-options';

test('a selected value the server no longer lists stays as an option with count 0', () => {
  expect(optionsWithSelected([{ value: 'Design', count: 4 }], ['Design', 'Legal'])).toEqual([
    { value: 'Design', count: 4 },
    { value: 'Legal', count: 0 },
  ]);
});

test('without a selection the options are the server’s', () => {
  const options = [{ value: 'Berlin', count: 2 }];
  expect(optionsWithSelected(options, [])).toEqual(options);
});
