import { escapeXml, xmlElement } from './xml';

export interface FeedItem {
  title: string;
  path: string;
  /** A stable id when `path` may change (an item that moves to a later page); else the link is it. */
  guid?: string;
  description: string;
  publishedAt: Date;
  author?: string;
  categories?: string[];
}

export interface Feed {
  title: string;
  description: string;
  /** The feed's own path, e.g. `/feeds/jobs.xml`. */
  path: string;
  /** The HTML page it mirrors, e.g. `/job`. */
  pagePath: string;
  items: FeedItem[];
  /** When what it lists last changed (Atom's `updated`); the newest item's date when absent. */
  updatedAt?: Date;
}

const updatedOf = (feed: Feed) => feed.updatedAt ?? feed.items[0]?.publishedAt ?? new Date(0);

/** An RSS 2.0 document with an Atom self link. */
export function renderRss(origin: string, feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      xmlElement('title', item.title),
      xmlElement('link', origin + item.path),
      item.guid
        ? `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`
        : `<guid isPermaLink="true">${escapeXml(origin + item.path)}</guid>`,
      xmlElement('description', item.description),
      xmlElement('pubDate', item.publishedAt.toUTCString()),
      xmlElement('dc:creator', item.author),
      ...(item.categories ?? []).map((category) => xmlElement('category', category)),
      '</item>',
    ].join(''),
  );
  const newest = updatedOf(feed);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    xmlElement('title', feed.title),
    xmlElement('link', origin + feed.pagePath),
    xmlElement('description', feed.description),
    '<language>en</language>',
    xmlElement('lastBuildDate', newest.toUTCString()),
    `<atom:link href="${escapeXml(origin + feed.path)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** An Atom 1.0 document (RFC 4287) of the same feed: every text and URL escaped. */
export function renderAtom(origin: string, feed: Feed, author: string): string {
  const entries = feed.items.map((item) => {
    const url = origin + item.path;
    return [
      '<entry>',
      xmlElement('title', item.title),
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      xmlElement('id', item.guid ?? url),
      xmlElement('published', item.publishedAt.toISOString()),
      xmlElement('updated', item.publishedAt.toISOString()),
      xmlElement('summary', item.description),
      item.author ? `<author>${xmlElement('name', item.author)}</author>` : '',
      ...(item.categories ?? []).map((category) => `<category term="${escapeXml(category)}"/>`),
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    xmlElement('title', feed.title),
    xmlElement('subtitle', feed.description),
    xmlElement('id', origin + feed.path),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(origin + feed.path)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(origin + feed.pagePath)}"/>`,
    xmlElement('updated', updatedOf(feed).toISOString()),
    `<author>${xmlElement('name', author)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
