import { Router, type Response } from 'express';
import type { Kysely } from 'kysely';

import { paths } from '../../src/lib/paths';
import type { ContentStore } from '../content/content-store';
import { indexNowKeyPath } from '../modules/search-notify/search-notify-service';
import type { Database } from '../platform/db/schema';
import { renderRss } from './feeds';
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

/** robots.txt, the sitemap (an index past 50,000 URLs) and the RSS feeds. */
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
  return router;
}
