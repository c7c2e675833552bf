import { getPressPreview } from '../modules/press';
import { describe } from './meta-description';
import { requiredParam, type PageResolverDeps, type PageResolvers } from './page-resolver';

/**
 * `/press/preview/{token}`: an embargoed release as its page will show it, for the journalist the
 * link was made for; noindex (and, from the press module's router, `X-Robots-Tag` and `private,
 * no-store`), out of the sitemap and the HTML cache (`personal`). A revoked link is a 410.
 */
export function createPressPreviewPage({ db, content }: PageResolverDeps): PageResolvers {
  return {
    'press-preview': async (request) => {
      const { release, embargoedUntil } = await getPressPreview(
        db,
        content,
        requiredParam(request, 'token'),
      );
      return {
        title: `Preview: ${release.title}`,
        meta: { description: describe(release.summary, release.title), noindex: true },
        section: [
          {
            type: 'press-release',
            release,
            ...(embargoedUntil === null ? {} : { embargoedUntil }),
          },
        ],
      };
    },
  };
}
