import { FEED_LINKS } from '../../contract/feed-links';
import { usePublicConfig } from '../lib/public-config-context';

/** Head tags every page shares; page-specific ones come from PageHead. */
export function SiteHead() {
  const { companyName } = usePublicConfig();
  return (
    <>
      <meta name="theme-color" content="#211f84" />
      <meta property="og:site_name" content={companyName} />
      <meta name="twitter:card" content="summary_large_image" />
      {Object.values(FEED_LINKS).map((feed) => (
        <link
          key={feed.path}
          rel="alternate"
          type="application/rss+xml"
          title={`${companyName}: ${feed.title}`}
          href={feed.path}
        />
      ))}
    </>
  );
}
