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
}

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
  const newest = feed.items[0]?.publishedAt ?? new Date(0);
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
