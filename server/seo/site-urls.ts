import { sql, type Kysely } from 'kysely';

import type { ContentStore } from '../content/content-store';
import { getPosts } from '../content/page-content';
import type { Database } from '../db/schema';

export interface SiteUrl {
  /** Path from the site root, e.g. `/job/12`. */
  path: string;
  lastModified: Date | null;
}

/** The public pages without parameters, by their path (SPEC §2). */
export function staticPaths(companySlug: string): string[] {
  return [
    '/',
    `/about-${companySlug}`,
    '/accelerator',
    '/corporate-social-responsibility',
    '/how-we-hire',
    '/job',
    '/legal-notice',
    `/life-at-${companySlug}`,
    '/press',
    '/press/brand-assets',
    '/press/news',
    '/press/releases',
    '/privacy-policy',
    '/stream',
    '/students',
    '/talent-community',
    '/team',
    '/tech-blog',
    '/news',
  ];
}

const ALL_POSTS = { page: 1, limit: 10_000 };

/** Every public URL with its last change, from the data: the sitemap's source. */
export async function listSiteUrls(
  db: Kysely<Database>,
  content: ContentStore,
  companySlug: string,
): Promise<SiteUrl[]> {
  const jobs = await db
    .selectFrom('job')
    .select(['id', 'ext_slug', 'updated_at'])
    .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', sql<Date>`now()`)]))
    .orderBy('id')
    .execute();
  const team = await db
    .selectFrom('team_member')
    .select(['id', 'updated_at'])
    .orderBy('id')
    .execute();
  const news = await db
    .selectFrom('press_news')
    .select(['id', 'updated_at'])
    .orderBy('id')
    .execute();
  const blog = await getPosts(content, 'blog', ALL_POSTS);
  const companyNews = await getPosts(content, 'news', ALL_POSTS);
  return [
    ...staticPaths(companySlug).map((path) => ({ path, lastModified: null })),
    ...jobs.map((job) => ({ path: `/job/${job.id}`, lastModified: job.updated_at })),
    ...jobs
      .filter((job) => job.ext_slug)
      .map((job) => ({ path: `/job-ext/${job.ext_slug}`, lastModified: job.updated_at })),
    ...team.map((member) => ({ path: `/team/${member.id}`, lastModified: member.updated_at })),
    ...news.map((item) => ({ path: `/press/news/${item.id}`, lastModified: item.updated_at })),
    ...blog.list.map((post) => ({
      path: `/tech-blog/${post.slug}`,
      lastModified: new Date(post.updatedAt),
    })),
    ...companyNews.list.map((post) => ({
      path: `/news/${post.slug}`,
      lastModified: new Date(post.updatedAt),
    })),
  ];
}
