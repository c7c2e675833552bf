import type { Kysely } from 'kysely';

import { jobPlaceSummary } from '../../contract/job-places';
import { FEED_LINKS } from '../../contract/feed-links';
import { paths, pressReleaseAnchor } from '../../contract/paths';
import { listLatestJobs } from '../modules/jobs';
import { listPressReleases } from '../modules/press';
import type { ContentStore } from '../content/content-store';
import { getPosts } from '../content/page-content';
import type { Database } from '../platform/db/schema';
import type { Feed, FeedItem } from './feeds';

const FEED_ITEMS = 50;

interface SiteFeedsDeps {
  db: Kysely<Database>;
  content: ContentStore;
  origin: string;
  companyName: string;
}

/**
 * The site's RSS feeds by their path (FEED_LINKS), each built from the live data when asked.
 *
 * @example
 * const feed = await createSiteFeeds(deps)['/feeds/jobs.xml']?.();
 * // => { title: 'Open jobs at Somnia', path: '/feeds/jobs.xml', pagePath: '/job', items: [...] }
 */
export function createSiteFeeds({
  db,
  content,
  origin,
  companyName,
}: SiteFeedsDeps): Readonly<Record<string, () => Promise<Feed>>> {
  const postFeed = async (kind: 'blog' | 'news', feed: Omit<Feed, 'items'>): Promise<Feed> => {
    const posts = await getPosts(content, kind, { page: 1, limit: FEED_ITEMS });
    const items: FeedItem[] = posts.list.map((post) => ({
      title: post.title,
      path: kind === 'blog' ? paths.techBlogPost(post.slug) : paths.newsPost(post.slug),
      description: post.summary,
      publishedAt: new Date(post.publishedAt),
      author: post.author,
      categories: post.tags,
    }));
    return { ...feed, items };
  };

  return {
    [FEED_LINKS.techBlog.path]: () =>
      postFeed('blog', {
        title: `${companyName} tech blog`,
        description: `Engineering stories from ${companyName}.`,
        path: FEED_LINKS.techBlog.path,
        pagePath: paths.techBlog(),
      }),
    [FEED_LINKS.news.path]: () =>
      postFeed('news', {
        title: `${companyName} newsroom`,
        description: `Every story from the ${companyName} newsroom.`,
        path: FEED_LINKS.news.path,
        pagePath: paths.news(),
      }),
    [FEED_LINKS.pressReleases.path]: async () => {
      const releases = await listPressReleases(db, content, { page: 1, limit: FEED_ITEMS });
      return {
        title: `${companyName} press releases`,
        description: `Official announcements from ${companyName}.`,
        path: FEED_LINKS.pressReleases.path,
        pagePath: paths.pressReleases(),
        // Each release links its own page. The guid stays the list anchor it was before
        // releases had pages, so feed readers do not show every release again as new.
        items: releases.list.map((release) => ({
          title: release.title,
          path: paths.pressRelease(release.id),
          guid: `${origin}${paths.pressReleases()}#${pressReleaseAnchor(release.id)}`,
          description: release.summary,
          publishedAt: new Date(release.publishedAt),
        })),
      };
    },
    [FEED_LINKS.jobs.path]: async () => {
      const jobs = await listLatestJobs(db, FEED_ITEMS);
      return {
        title: `Open jobs at ${companyName}`,
        description: `The newest open positions at ${companyName}.`,
        path: FEED_LINKS.jobs.path,
        pagePath: paths.jobs(),
        items: jobs.map((job) => ({
          title: job.title,
          path: paths.job(job.id),
          description: [job.department, jobPlaceSummary(job), job.summary.jobType]
            .filter(Boolean)
            .join(' · '),
          publishedAt: new Date(job.postedAt),
          categories: [job.department],
        })),
      };
    },
  };
}
