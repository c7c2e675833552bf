import type { Kysely } from 'kysely';

import { createRouteTable } from '../../contract/route-table';
import { paths } from '../../contract/paths';
import { getJobsChangedAt, listOpenJobChanges } from '../modules/jobs';
import {
  getBrandAssetsChangedAt,
  listPressNewsChanges,
  listPressReleaseChanges,
} from '../modules/press';
import { listTeamMemberChanges } from '../modules/team';
import type { ContentStore } from '../content/content-store';
import { getPosts } from '../content/page-content';
import type { Database } from '../platform/db/schema';

export interface SiteUrl {
  /** Path from the site root, e.g. `/job/12`. */
  path: string;
  lastModified: Date | null;
}

/** The kinds of data a page lists; the newest change among them dates the page. */
type ListedData = 'jobs' | 'team' | 'pressNews' | 'pressReleases' | 'brandAssets' | 'blog' | 'news';

/**
 * The data each public page shows, by route name. A page that lists nothing live is dated by
 * nothing: its editorial file carries no date, so it has no `lastmod`.
 */
const LISTED_DATA: Readonly<Record<string, readonly ListedData[]>> = {
  home: ['jobs'],
  about: ['team'],
  job: ['jobs'],
  press: ['pressNews', 'pressReleases', 'brandAssets'],
  'press-brand-assets': ['brandAssets'],
  'press-news': ['pressNews'],
  'press-releases': ['pressReleases'],
  students: ['jobs'],
  team: ['team'],
  'tech-blog': ['blog'],
  news: ['news'],
};

interface StaticPage {
  path: string;
  lists: readonly ListedData[];
}

// `/tech-blog/:slug?` is the list without its slug; a required parameter makes no static page.
const OPTIONAL_PARAM = /\/:\w+\?$/;

/**
 * The public pages without parameters (SPEC §2), from the route table, and the data each shows.
 */
function staticPages(companySlug: string): StaticPage[] {
  return createRouteTable(companySlug)
    .filter((route) => route.screen === 'content' && route.auth === 'none' && !route.personal)
    .map((route) => ({ ...route, path: route.path.replace(OPTIONAL_PARAM, '') }))
    .filter((route) => !route.path.includes(':'))
    .map((route) => ({ path: route.path, lists: LISTED_DATA[route.name] ?? [] }));
}

const ALL_POSTS = { page: 1, limit: 10_000 };

const newest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );

/**
 * Every public, canonical URL with its last change, from the data: the sitemap's source.
 * Closed jobs are left out, and so is `/job-ext/{slug}`, which is canonical to `/job/{id}`.
 */
export async function listSiteUrls(
  db: Kysely<Database>,
  content: ContentStore,
  companySlug: string,
): Promise<SiteUrl[]> {
  const jobs = await listOpenJobChanges(db);
  const team = await listTeamMemberChanges(db);
  const pressNews = await listPressNewsChanges(db);
  const pressReleases = await listPressReleaseChanges(db, content);
  const blog = (await getPosts(content, 'blog', ALL_POSTS)).list;
  const news = (await getPosts(content, 'news', ALL_POSTS)).list;

  const postUpdated = (post: { updatedAt: string }) => new Date(post.updatedAt);
  const listed: Record<ListedData, Date | null> = {
    jobs: await getJobsChangedAt(db),
    team: newest(team.map((member) => member.updatedAt)),
    pressNews: newest(pressNews.map((item) => item.updatedAt)),
    pressReleases: newest(pressReleases.map((release) => release.updatedAt)),
    brandAssets: await getBrandAssetsChangedAt(db),
    blog: newest(blog.map(postUpdated)),
    news: newest(news.map(postUpdated)),
  };
  return [
    ...staticPages(companySlug).map((page) => ({
      path: page.path,
      lastModified: newest(page.lists.map((kind) => listed[kind])),
    })),
    ...jobs.map((job) => ({ path: paths.job(job.id), lastModified: job.updatedAt })),
    ...team.map((member) => ({
      path: paths.teamMember(member.id),
      lastModified: member.updatedAt,
    })),
    ...pressNews.map((item) => ({
      path: paths.pressNewsItem(item.id),
      lastModified: item.updatedAt,
    })),
    ...pressReleases.map((release) => ({
      path: paths.pressRelease(release.id),
      lastModified: release.updatedAt,
    })),
    ...blog.map((post) => ({
      path: paths.techBlogPost(post.slug),
      lastModified: postUpdated(post),
    })),
    ...news.map((post) => ({ path: paths.newsPost(post.slug), lastModified: postUpdated(post) })),
  ];
}
