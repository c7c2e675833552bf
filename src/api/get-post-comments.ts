import { infiniteQueryOptions } from '@tanstack/react-query';

import type { BlogComment, PagedList } from '../../contract/page-types';

/** GET /api/blog/{slug}/comments?page=N: one page of a post's approved comments, newest first. */
async function getPostComments(slug: string, page: number): Promise<PagedList<BlogComment>> {
  const { requestEnvelope } = await import('./http-client');
  return requestEnvelope<PagedList<BlogComment>>({
    method: 'GET',
    url: `blog/${encodeURIComponent(slug)}/comments`,
    params: { page },
  });
}

/**
 * A post's comments as pages, starting from the page the server rendered with the post, so the
 * first page is never fetched twice; "show more" fetches the next one.
 */
export function postCommentsQueryOptions(slug: string, firstPage: PagedList<BlogComment>) {
  return infiniteQueryOptions({
    queryKey: ['post-comments', slug, firstPage.pager.page] as const,
    queryFn: ({ pageParam }) => getPostComments(slug, pageParam),
    initialPageParam: firstPage.pager.page,
    initialData: { pages: [firstPage], pageParams: [firstPage.pager.page] },
    getNextPageParam: (last) =>
      last.pager.page < last.pager.totalPages ? last.pager.page + 1 : undefined,
  });
}
