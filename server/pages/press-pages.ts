import { PUBLIC_PAGE_SIZE } from '../../contract/constants';
import { NotFoundError } from '../platform/domain-errors';
import {
  getPressNewsItem,
  getPressRelease,
  listBrandAssets,
  listPressNews,
  listPressReleases,
} from '../modules/press';
import { describe } from './meta-description';
import { pressContactSections } from './press-contact';
import { requiredParam, type PageResolverDeps, type PageResolvers } from './page-resolver';

/**
 * The press area's lists, news items and releases (SPEC §2), each ending with the press page's
 * media contact; `press` itself is a content page.
 */
export function createPressPages({ db, content, pages }: PageResolverDeps): PageResolvers {
  return {
    'press-brand-assets': async () =>
      pages.contentPage('press-brand-assets', [
        { type: 'asset-list', list: await listBrandAssets(db) },
        ...(await pressContactSections(content)),
      ]),
    'press-news': async ({ page }) =>
      pages.listPage(
        'press-news',
        {
          type: 'press-news-list',
          ...(await listPressNews(db, { page, limit: PUBLIC_PAGE_SIZE })),
        },
        await pressContactSections(content),
      ),
    'press-news-item': async (request) => {
      const item = await getPressNewsItem(db, Number(requiredParam(request, 'id')));
      if (!item) throw new NotFoundError();
      return {
        title: item.title,
        meta: { description: describe(item.summary, item.title) },
        section: [{ type: 'press-news-item', item }, ...(await pressContactSections(content))],
      };
    },
    'press-releases': async ({ page }) =>
      pages.listPage(
        'press-releases',
        {
          type: 'press-release-list',
          ...(await listPressReleases(db, content, { page, limit: PUBLIC_PAGE_SIZE })),
        },
        await pressContactSections(content),
      ),
    'press-release': async (request) => {
      const release = await getPressRelease(db, content, Number(requiredParam(request, 'id')));
      if (!release) throw new NotFoundError();
      return {
        title: release.title,
        meta: { description: describe(release.summary, release.title) },
        section: [{ type: 'press-release', release }, ...(await pressContactSections(content))],
      };
    },
  };
}
