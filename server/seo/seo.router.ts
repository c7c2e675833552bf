import { Router, type Response } from 'express';
import type { Kysely } from 'kysely';

import { FEED_LINKS } from '../../src/lib/feed-links';
import { paths } from '../../src/lib/paths';
import { PUBLIC_PAGE_SIZE } from '../../src/lib/constants';
import type { ContentStore } from '../content/content-store';
import { getPosts } from '../content/page-content';
import type { Database } from '../db/schema';
import { toJobListItem } from '../api/jobs/job-mapper';
import { listLatestOpenJobs } from '../api/jobs/job.repository';
import { listPressReleases } from '../api/press/press.repository';
import { renderRss, type Feed, type FeedItem } from './feeds';
import { listSiteUrls } from './site-urls';
import { renderSitemapIndex, renderUrlSet, splitSitemap } from './sitemap';

export interface SeoDeps {
  db: Kysely<Database>;
  content: ContentStore;
  origin: string;
  companyName: string;
  companySlug: string;
  /** Lets tests make the sitemap split without 50,000 rows. */
  sitemapMaxUrls?: number;
}

const FEED_ITEMS = 50;
/** The query of the list page showing the item at this index of a newest-first list (none for page 1). */
const pageQueryOf = (index: number) => {
  const page = Math.floor(index / PUBLIC_PAGE_SIZE) + 1;
  return page > 1 ? { page } : undefined;
};
const DISCOVERY_CACHE = 'public, max-age=300';

function sendXml(res: Response, body: string, type = 'application/xml') {
  res.setHeader('Cache-Control', DISCOVERY_CACHE);
  res.type(type).send(body);
}

/** robots.txt, the sitemap (an index past 50,000 URLs) and the RSS feeds. */
export function createSeoRouter(deps: SeoDeps): Router {
  const { db, content, origin, companyName } = deps;
  const router = Router();
  const sitemapParts = async () =>
    splitSitemap(await listSiteUrls(db, content, deps.companySlug), deps.sitemapMaxUrls);

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', DISCOVERY_CACHE);
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /login',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const parts = await sitemapParts();
    sendXml(
      res,
      parts.length > 1 ? renderSitemapIndex(origin, parts) : renderUrlSet(origin, parts[0] ?? []),
    );
  });

  router.get('/sitemaps/:part.xml', async (req, res, next) => {
    const parts = await sitemapParts();
    const part = parts.length > 1 ? parts[Number(req.params.part) - 1] : undefined;
    if (!part) return next();
    sendXml(res, renderUrlSet(origin, part));
  });

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

  const feeds: Record<string, () => Promise<Feed>> = {
    [FEED_LINKS.techBlog.path]: () =>
      postFeed('blog', {
        title: `${companyName} tech blog`,
        description: `Engineering stories from ${companyName}.`,
        path: FEED_LINKS.techBlog.path,
        pagePath: paths.techBlog(),
      }),
    [FEED_LINKS.news.path]: () =>
      postFeed('news', {
        title: `${companyName} news`,
        description: `News from ${companyName}.`,
        path: FEED_LINKS.news.path,
        pagePath: paths.news(),
      }),
    [FEED_LINKS.pressReleases.path]: async () => {
      const releases = await listPressReleases(db, 1, FEED_ITEMS);
      return {
        title: `${companyName} press releases`,
        description: `Official announcements from ${companyName}.`,
        path: FEED_LINKS.pressReleases.path,
        pagePath: paths.pressReleases(),
        // Releases have no page of their own: link the list page that shows each one, at its
        // anchor (releaseAnchor in the press-release-list block), newest first as in the feed.
        items: releases.list.map((release, index) => ({
          title: release.title,
          path: `${paths.pressReleases(pageQueryOf(index))}#release-${release.id}`,
          guid: `${origin}/press/releases#release-${release.id}`,
          description: release.summary,
          publishedAt: new Date(release.publishedAt),
        })),
      };
    },
    [FEED_LINKS.jobs.path]: async () => {
      const jobs = (await listLatestOpenJobs(db, FEED_ITEMS)).map(toJobListItem);
      return {
        title: `Open jobs at ${companyName}`,
        description: `The newest open positions at ${companyName}.`,
        path: FEED_LINKS.jobs.path,
        pagePath: paths.jobs(),
        items: jobs.map((job) => ({
          title: job.title,
          path: paths.job(job.id),
          description: [job.department, job.summary.location, job.summary.jobType]
            .filter(Boolean)
            .join(' · '),
          publishedAt: new Date(job.postedAt),
          categories: [job.department],
        })),
      };
    },
  };

  for (const [path, build] of Object.entries(feeds)) {
    router.get(path, async (_req, res) =>
      sendXml(res, renderRss(origin, await build()), 'application/rss+xml'),
    );
  }
  return router;
}
