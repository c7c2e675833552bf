import type { FilterOption } from '../../../contract/page-types';

/**
 * The options to show for a group: the server's, plus any selected value it no longer lists
 * (with a count of 0), so a selection can always be undone.
 *
 * @example
 * optionsWithSelected([{ value: 'Design', count: 4 }], ['Legal']);
 * // => [{ value: 'Design', count: 4 }, { value: 'Legal', count: 0 }]
 */
export function optionsWithSelected(
  options: readonly FilterOption[],
  selected: readonly string[],
): FilterOption[] {
  const known = new Set(options.map((option) => option.value));
  return [
    ...options,
    ...selected.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 })),
  ];
}
