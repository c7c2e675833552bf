import { jobListQuerySchema } from '../../contract/job-list-query';
import { jobPlaceSummary } from '../../contract/job-places';
import type { PageContent, PostKind, PostNextSteps } from '../../contract/page-types';
import { postListQuerySchema } from '../../contract/post-list-query';
import { PUBLIC_PAGE_SIZE } from '../../contract/constants';
import { getPost, getPosts, getPostSummaries } from '../content/page-content';
import { selectPostNextSteps } from '../content/post-next-steps';
import { createNewestJobsMatching } from '../modules/jobs';
import { NotFoundError } from '../platform/domain-errors';
import { parseOrThrow } from '../platform/http/validation';
import type { PageResolverDeps, PageResolvers } from './page-resolver';

/** How many of the team's open jobs a blog post ends with. */
const TEAM_JOBS = 3;

/** The tech blog and the news: a list without a slug, a post with one (SPEC §2). */
export function createPostPages({
  db,
  content,
  pages,
  listComments,
}: PageResolverDeps): PageResolvers {
  const newestJobsMatching = createNewestJobsMatching(db);

  /** Decision 048: a post's team is its front matter's department; its newest open jobs. */
  async function teamJobs(department: string | null): Promise<PostNextSteps['teamJobs']> {
    if (department === null) return null;
    const query = parseOrThrow(jobListQuerySchema, { department }, 'query');
    const jobs = await newestJobsMatching(query, TEAM_JOBS);
    return {
      department,
      list: jobs.map((job) => ({ id: job.id, title: job.title, place: jobPlaceSummary(job) })),
    };
  }

  async function postPage(kind: PostKind, slug: string, page: number): Promise<PageContent> {
    const post = await getPost(content, kind, slug);
    if (!post) throw new NotFoundError();
    const isBlog = kind === 'blog';
    const [comments, nextSteps] = isBlog
      ? await Promise.all([
          listComments(slug, page, PUBLIC_PAGE_SIZE),
          (async () => ({
            ...selectPostNextSteps(await getPostSummaries(content, kind), slug),
            teamJobs: await teamJobs(post.department),
          }))(),
        ])
      : [null, null];
    return {
      title: post.title,
      meta: { description: post.summary, ...(post.image ? { image: post.image } : {}) },
      section: [{ type: 'post', post, comments, nextSteps }],
    };
  }

  return {
    // `page` pages the list, or a blog post's comments; `tag` narrows the list (decision 048).
    'tech-blog': async ({ params, query }) => {
      const { page, tag } = parseOrThrow(postListQuerySchema, query, 'query');
      if (params.slug !== undefined) return postPage('blog', params.slug, page);
      const list = await getPosts(content, 'blog', { page, limit: PUBLIC_PAGE_SIZE, tag });
      return pages.listPage('tech-blog', {
        type: 'post-list',
        kind: 'blog',
        ...(tag === undefined ? {} : { tag }),
        ...list,
      });
    },
    // The news route shares the screen's `page`.
    news: async ({ params, page }) => {
      if (params.slug !== undefined) return postPage('news', params.slug, page);
      const list = await getPosts(content, 'news', { page, limit: PUBLIC_PAGE_SIZE });
      return pages.listPage('news', { type: 'post-list', kind: 'news', ...list });
    },
  };
}
