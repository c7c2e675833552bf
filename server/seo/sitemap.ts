import { paths } from '../../contract/paths';
import { escapeXml, xmlElement } from './xml';
import type { SiteUrl } from './site-urls';

/** The sitemap protocol's limit per file; past it, /sitemap.xml becomes an index. */
const SITEMAP_MAX_URLS = 50_000;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (date: Date | null) => xmlElement('lastmod', date ? date.toISOString() : null);

export function renderUrlSet(origin: string, urls: SiteUrl[]): string {
  const entries = urls.map(
    (url) => `<url><loc>${escapeXml(origin + url.path)}</loc>${lastmod(url.lastModified)}</url>`,
  );
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(origin: string, parts: SiteUrl[][]): string {
  const entries = parts.map((part, index) => {
    const newest = part.reduce<Date | null>(
      (latest, url) =>
        url.lastModified && (!latest || url.lastModified > latest) ? url.lastModified : latest,
      null,
    );
    return `<sitemap><loc>${escapeXml(origin + paths.sitemapPart(index + 1))}</loc>${lastmod(newest)}</sitemap>`;
  });
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function splitSitemap(urls: SiteUrl[], maxUrls = SITEMAP_MAX_URLS): SiteUrl[][] {
  const parts: SiteUrl[][] = [];
  for (let start = 0; start < urls.length; start += maxUrls)
    parts.push(urls.slice(start, start + maxUrls));
  return parts;
}
