import type { PageContent, PostKind } from '../../src/api/page-types';
import { PUBLIC_PAGE_SIZE } from '../../src/lib/constants';
import { getPost, getPosts } from '../content/page-content';
import { HttpError } from '../platform/http/envelope';
import type { PageResolver, PageResolverDeps, PageResolvers } from './page-resolver';

/** The tech blog and the news: a list without a slug, a post with one (SPEC §2). */
export function createPostPages({ content, pages, listComments }: PageResolverDeps): PageResolvers {
  async function postPage(kind: PostKind, slug: string, page: number): Promise<PageContent> {
    const post = await getPost(content, kind, slug);
    if (!post) throw new HttpError(404);
    const comments = kind === 'blog' ? await listComments(slug, page, PUBLIC_PAGE_SIZE) : null;
    return {
      title: post.title,
      meta: { description: post.summary, ...(post.image ? { image: post.image } : {}) },
      section: [{ type: 'post', post, comments }],
    };
  }

  // `page` pages the list, or a blog post's comments; the news route shares the screen's `page`.
  const posts =
    (kind: PostKind, routeName: string): PageResolver =>
    async ({ params, page }) => {
      if (params.slug !== undefined) return postPage(kind, params.slug, page);
      const list = await getPosts(content, kind, { page, limit: PUBLIC_PAGE_SIZE });
      return pages.listPage(routeName, { type: 'post-list', kind, ...list });
    };

  return { 'tech-blog': posts('blog', 'tech-blog'), news: posts('news', 'news') };
}
