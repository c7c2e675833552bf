import { createHash } from 'node:crypto';

import { decodeHTML, escapeText } from 'entities';

import { sanitizeHtmlFragment } from '../../../content/markdown';
import { createLruCache } from '../../../platform/lru-cache';

/**
 * Room for the sanitised descriptions of about 10,000 jobs of 1.5 KB: the feeds' descriptions
 * sanitised once per process, not at every sync (10,000 cost about 2 s of CPU in the process
 * that serves the pages). Keyed by a digest of the feed's text, so a changed description is a
 * new entry and the cache holds no copy of the feeds.
 */
const DESCRIPTION_BUDGET_CHARS = 16_000_000;
const sanitisedDescriptions = createLruCache<string, string>({
  maxEntries: Infinity,
  maxWeight: DESCRIPTION_BUDGET_CHARS,
  weigh: (html, digest) => html.length + digest.length,
});

/** `describe(text)`, remembered by the digest of `kind` and `text`. */
function remembered(kind: string, text: string, describe: (text: string) => string): string {
  const digest = createHash('sha256').update(kind).update('\0').update(text).digest('base64url');
  let html = sanitisedDescriptions.get(digest);
  if (html === undefined) {
    html = describe(text);
    sanitisedDescriptions.set(digest, html);
  }
  return html;
}

const sanitised = (html: string) => sanitizeHtmlFragment(html).trim();

/**
 * A feed's description as HTML (Lever's `descriptionHtml`, Ashby's `descriptionHtml`),
 * sanitised with the site's rules.
 */
export function descriptionOfHtml(html: string | null | undefined): string {
  return html ? remembered('html', html, sanitised) : '';
}

/**
 * A description whose HTML the feed escaped once more (Greenhouse's `content`:
 * `&lt;p&gt;Hi &amp;amp; welcome&lt;/p&gt;`): unescaped, then sanitised. Unescaping first and
 * sanitising after is what keeps an escaped `&lt;script&gt;` from ever reaching a page.
 */
export function descriptionOfEscapedHtml(escaped: string | null | undefined): string {
  return escaped ? remembered('escaped', escaped, (text) => sanitised(decodeHTML(text))) : '';
}

/**
 * A plain-text description (Lever's old `description`, Workable's summaries) as paragraphs:
 * blank lines part paragraphs, single line breaks stay line breaks.
 *
 * @example descriptionOfText('We hire.\n\nJoin us <3') // '<p>We hire.</p><p>Join us &lt;3</p>'
 */
export function descriptionOfText(text: string | null | undefined): string {
  if (!text?.trim()) return '';
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * Whether a feed's text is HTML: it has a tag descriptions use. "<everything>" in plain text is
 * not one, so an old plain-text description keeps its words.
 */
export function looksLikeHtml(text: string): boolean {
  return /<\/?(?:p|div|br|span|ul|ol|li|b|strong|i|em|u|a|h[1-6]|table|blockquote)\b[^>]*>/i.test(
    text,
  );
}
