import { Router, type RequestHandler } from 'express';

import { paths } from '../../contract/paths';
import type { ContentStore } from '../content/content-store';

/** The documents a rename moves, by folder, and the public address of each (decision 061). */
const MOVABLE = [
  { folder: '/blog', publicPath: paths.techBlogPost },
  { folder: '/news', publicPath: paths.newsPost },
] as const;

// A permanent redirect is kept by browsers for good unless told otherwise: a slug renamed back
// must not stay redirected in them for longer than the site's pages are kept.
const REDIRECT_CACHE = 'public, max-age=300';

const slugOf = (docPath: string) => docPath.slice(docPath.lastIndexOf('/') + 1);
const queryOf = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

/**
 * The old address of a renamed post answers 301 with its new one, for its page and its page
 * data (`/api/page/…`), query kept; any other address passes on. Read from the content
 * snapshot in memory: no query.
 *
 * @example
 * app.use(createContentRedirectRouter(services.content)); // before the pages
 */
export function createContentRedirectRouter(content: ContentStore): Router {
  const router = Router();
  for (const { folder, publicPath } of MOVABLE) {
    const redirect =
      (prefix: string): RequestHandler =>
      async (req, res, next) => {
        const to = await content.getRedirect(`${folder}/${String(req.params.slug)}`);
        if (to === null) return next();
        res.setHeader('Cache-Control', REDIRECT_CACHE);
        res.redirect(301, `${prefix}${publicPath(slugOf(to))}${queryOf(req.originalUrl)}`);
      };
    router.get(publicPath(':slug'), redirect(''));
    router.get(`/api/page${publicPath(':slug')}`, redirect('/api/page'));
  }
  return router;
}
