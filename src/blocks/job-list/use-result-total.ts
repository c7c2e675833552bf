import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { PageContent } from '../../../contract/page-types';
import { useListPageQuery } from './use-list-page-query';

const totalOf = (page: { page: PageContent }): number | null => {
  for (const section of page.page.section)
    if (section.type === 'job-list') return section.pager.total;
  return null;
};

/**
 * How many jobs the list at `href` holds, for a choice not yet applied (the filter drawer's
 * "Show 12 jobs", issue 32); null until known or while `href` is null. The previous count stays
 * while the next loads, and the fetched list is the one Apply then navigates to, from the cache.
 */
export function useResultTotal(href: string | null): number | null {
  const listPageQuery = useListPageQuery();
  const query = useQuery({
    ...listPageQuery(href ?? ''),
    enabled: href !== null,
    placeholderData: keepPreviousData,
    select: totalOf,
  });
  return href === null ? null : (query.data ?? null);
}
