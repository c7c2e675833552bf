import { Router, type Response } from 'express';
import type { Kysely } from 'kysely';

import { jobListQuerySchema, type JobListQuery } from '../../contract/job-list-query';
import { readQueryObject } from '../../contract/query-params';
import { paths } from '../../contract/paths';
import type { ContentStore } from '../content/content-store';
import { indexNowKeyPath } from '../modules/search-notify';
import type { Database } from '../platform/db/schema';
import { HttpError } from '../platform/http/envelope';
import { parseOrThrow } from '../platform/http/validation';
import { renderAtom, renderRss } from './feeds';
import { createJobSearchFeed } from './job-search-feed';
import { createSiteFeeds } from './site-feeds';
import { listSiteUrls } from './site-urls';
import { renderSitemapIndex, renderUrlSet, splitSitemap } from './sitemap';

export interface SeoDeps {
  db: Kysely<Database>;
  content: ContentStore;
  origin: string;
  companyName: string;
  companySlug: string;
  /** IndexNow's key (INDEXNOW_KEY), served as the protocol asks; unset: no key file. */
  indexNowKey?: string;
  /** Lets tests make the sitemap split without 50,000 rows. */
  sitemapMaxUrls?: number;
}

const DISCOVERY_CACHE = 'public, max-age=300';

function sendXml(res: Response, body: string, type = 'application/xml') {
  res.setHeader('Cache-Control', DISCOVERY_CACHE);
  res.type(type).send(body);
}

/** robots.txt, the sitemap (an index past 50,000 URLs), the RSS feeds and job search feeds. */
export function createSeoRouter(deps: SeoDeps): Router {
  const { db, content, origin } = deps;
  const router = Router();
  const sitemapParts = async () =>
    splitSitemap(await listSiteUrls(db, content, deps.companySlug), deps.sitemapMaxUrls);

  // IndexNow: the engines fetch the key from the site's root to trust its notices (decision 034).
  const { indexNowKey } = deps;
  if (indexNowKey) {
    router.get(indexNowKeyPath(indexNowKey), (_req, res) => {
      res.setHeader('Cache-Control', DISCOVERY_CACHE);
      res.type('text/plain').send(indexNowKey);
    });
  }

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', DISCOVERY_CACHE);
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          `Disallow: ${paths.admin()}`,
          `Disallow: ${paths.login()}`,
          '',
          `Sitemap: ${origin}${paths.sitemap()}`,
          '',
        ].join('\n'),
      );
  });

  router.get(paths.sitemap(), async (_req, res) => {
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

  for (const [path, build] of Object.entries(createSiteFeeds(deps))) {
    router.get(path, async (_req, res) =>
      sendXml(res, renderRss(origin, await build()), 'application/rss+xml'),
    );
  }
  const jobSearchFeed = createJobSearchFeed(db, deps.companyName);
  router.get(paths.jobFeed(), async (req, res) => {
    let query: JobListQuery;
    try {
      // The list's own reading of the query: a value it refuses is a 400 naming it.
      query = parseOrThrow(
        jobListQuerySchema,
        readQueryObject(new URL(req.originalUrl, origin).searchParams),
        'query',
      );
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // A feed reader shows the text of a failed fetch: say what is wrong, not an HTML page.
      res.status(error.status).type('text/plain').send(error.message);
      return;
    }
    const feed = await jobSearchFeed(query);
    // A reader asking again after a change gets it; before one, Express's ETag answers 304.
    if (feed.updatedAt) res.setHeader('Last-Modified', feed.updatedAt.toUTCString());
    sendXml(res, renderAtom(origin, feed, deps.companyName), 'application/atom+xml');
  });
  return router;
}
