import { useLocation } from 'react-router-dom';

import type { ImageRef } from '../../../contract/page-types';
import { usePublicConfig } from '../../lib/public-config-context';

interface PageHeadProps {
  title: string;
  description: string;
  /** Error pages, sign-in, admin and empty search results stay out of search engines. */
  noindex?: boolean;
  /** Path (and query) of the canonical URL; defaults to the current path without its query. */
  canonicalPath?: string;
  image?: ImageRef;
}

const DEFAULT_SOCIAL_IMAGE: ImageRef = {
  src: '/images/og-default.png',
  alt: 'The company wordmark on a night sky',
  width: 1200,
  height: 630,
};

// Facebook, LinkedIn and X render no SVG previews: an illustration falls back to the default card.
const isSocialImage = (image: ImageRef) => !/\.svg(?:[?#]|$)/i.test(image.src);

/**
 * The page's title (naming the company), description, robots, canonical and social tags (SPEC §1).
 * Every page has exactly one of each, noindex pages a canonical too (their own URL). React 19
 * hoists them into the document's head, and swaps them when the page changes.
 */
export function PageHead({
  title,
  description,
  noindex = false,
  canonicalPath,
  image,
}: PageHeadProps) {
  const { companyName, publicOrigin } = usePublicConfig();
  const location = useLocation();
  const fullTitle = title.includes(companyName) ? title : `${title} | ${companyName}`;
  const canonical = `${publicOrigin}${canonicalPath ?? location.pathname}`;
  const social = image && isSocialImage(image) ? image : DEFAULT_SOCIAL_IMAGE;
  const imageUrl = social.src.startsWith('http') ? social.src : `${publicOrigin}${social.src}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, follow' : 'index, follow'} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={social.alt} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
