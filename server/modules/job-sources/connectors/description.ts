import { decodeHTML, escapeText } from 'entities';

import { sanitizeHtmlFragment } from '../../../content/markdown';

/**
 * A feed's description as HTML (Lever's `descriptionHtml`, Ashby's `descriptionHtml`),
 * sanitised with the site's rules.
 */
export function descriptionOfHtml(html: string | null | undefined): string {
  return html ? sanitizeHtmlFragment(html).trim() : '';
}

/**
 * A description whose HTML the feed escaped once more (Greenhouse's `content`:
 * `&lt;p&gt;Hi &amp;amp; welcome&lt;/p&gt;`): unescaped, then sanitised. Unescaping first and
 * sanitising after is what keeps an escaped `&lt;script&gt;` from ever reaching a page.
 */
export function descriptionOfEscapedHtml(escaped: string | null | undefined): string {
  return escaped ? descriptionOfHtml(decodeHTML(escaped)) : '';
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
