import type { FaqItem } from '../../../contract/page-types';

/** SPEC §2: the query parameter that names the open FAQ item. */
export const FAQ_PARAM = 'faq';

/**
 * The open item: the one whose id the `faq` parameter names, else the first (SPEC §2).
 *
 * @example
 * activeFaqId([{ id: 'a' }, { id: 'b' }], 'b'); // => 'b'
 * activeFaqId([{ id: 'a' }, { id: 'b' }], 'zzz'); // => 'a'
 */
export function activeFaqId(
  items: readonly Pick<FaqItem, 'id'>[],
  requested: string | null,
): string | undefined {
  const match = requested ? items.find((item) => item.id === requested) : undefined;
  return (match ?? items[0])?.id;
}

/** The next query with `faq` set, every other parameter kept as it was. */
export function withFaqParam(current: URLSearchParams, id: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(FAQ_PARAM, id);
  return next;
}
