import type { PostLink, PostNextSteps, PostSummary } from '../../contract/page-types';

/** How many related posts, and how many of the author's others, a post ends with. */
export const RELATED_POSTS = 3;
export const AUTHOR_POSTS = 3;

const toLink = ({ slug, title, publishedAt, readingMinutes }: PostSummary): PostLink => ({
  slug,
  title,
  publishedAt,
  readingMinutes,
});

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The posts a reader may go to after `current`, chosen from `newestFirst` (all posts of its kind,
 * newest first, `current` among them): the neighbours in time, the author's other posts, and the
 * posts sharing most of its tags (ties: the newer first) that are not already the author's.
 * The team's jobs come from the jobs module; this leaves them null.
 *
 * @example
 * selectPostNextSteps(await getPostSummaries(store, 'blog'), 'streaming-ssr-for-the-storefront');
 * // => { related: [...], previous: {...}, next: null, byAuthor: [...], teamJobs: null }
 */
export function selectPostNextSteps(
  newestFirst: readonly PostSummary[],
  currentSlug: string,
): PostNextSteps {
  const at = newestFirst.findIndex((post) => post.slug === currentSlug);
  const current = newestFirst[at];
  if (!current) return { related: [], previous: null, next: null, byAuthor: [], teamJobs: null };
  const others = newestFirst.filter((post) => post !== current);
  const byAuthor = others.filter((post) => post.author === current.author);
  const shared = (post: PostSummary) =>
    post.tags.filter((tag) => current.tags.some((own) => sameTag(own, tag))).length;
  const related = others
    .filter((post) => post.author !== current.author)
    .map((post, order) => ({ post, shared: shared(post), order }))
    .filter(({ shared: count }) => count > 0)
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED_POSTS)
    .map(({ post }) => toLink(post));
  const older = newestFirst[at + 1];
  const newer = at > 0 ? newestFirst[at - 1] : undefined;
  return {
    related,
    previous: older ? toLink(older) : null,
    next: newer ? toLink(newer) : null,
    byAuthor: byAuthor.slice(0, AUTHOR_POSTS).map(toLink),
    teamJobs: null,
  };
}
