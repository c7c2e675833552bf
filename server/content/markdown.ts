import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

import { createLruCache } from '../platform/lru-cache';
import { renderCodeBlock } from './code-highlight';

const markdownParser = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: { code: ({ text, lang }) => renderCodeBlock(text, lang) },
});

const BLOCK_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre'];
const INLINE_TAGS = ['strong', 'em', 'b', 'i', 'del', 's', 'sup', 'sub', 'code'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];
const LIST_TAGS = ['ul', 'ol', 'li'];

/** An image whose source the sanitiser removed would render as a broken image. */
function isImageWithoutSource(frame: sanitizeHtml.IFrame): boolean {
  return frame.tag === 'img' && !frame.attribs.src;
}

/**
 * What editorial Markdown may turn into. Everything else is dropped by sanitize-html,
 * so raw HTML written into a content file cannot add scripts, styles, frames or handlers.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...BLOCK_TAGS,
    ...LIST_TAGS,
    ...INLINE_TAGS,
    ...TABLE_TAGS,
    'a',
    'img',
    'div',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  // A fenced code block (code-highlight.ts): its frame, its language and its highlighted tokens
  allowedClasses: {
    code: ['hljs', 'language-*'],
    div: ['code-block', 'code-block__bar'],
    span: ['code-block__language', 'hljs-*', 'language_', 'function_', 'class_'],
  },
  // A URL without a scheme (relative) stays; any scheme not listed here is removed.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  exclusiveFilter: isImageWithoutSource,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
  },
};

/**
 * Renders editorial Markdown (GitHub flavour) to HTML that is safe to insert into a page.
 *
 * @example
 * renderMarkdown('Read [the guide](/how-we-hire).');
 * // '<p>Read <a href="/how-we-hire" rel="noopener">the guide</a>.</p>\n'
 */
export function renderMarkdown(md: string): string {
  return sanitizeHtml(markdownParser.parse(md, { async: false }), SANITIZE_OPTIONS);
}

/**
 * HTML from outside (an applicant-tracking system's job description) kept to what Markdown may
 * turn into; the paragraphs left empty go.
 */
const FRAGMENT_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  exclusiveFilter: (frame) =>
    isImageWithoutSource(frame) ||
    (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length),
};

/** `<div`, `</div`: the tag's name, not a longer one (`<divider>`). */
const DIV_TAG_NAME = /<(\/?)div\b/gi;

/**
 * Sanitises an HTML fragment from outside with the rules of `renderMarkdown`: headings, lists,
 * links, emphasis and tables stay; scripts, styles, frames, handlers and other schemes go.
 * Such HTML lays out its paragraphs with `<div>`s: they become paragraphs rather than running
 * together.
 *
 * @example
 * sanitizeHtmlFragment('<div>Hi <b>there</b></div><script>x()</script>');
 * // '<p>Hi <b>there</b></p>'
 */
export function sanitizeHtmlFragment(html: string): string {
  // Renamed before parsing, not by transformTags after: the parser then closes paragraphs made
  // from nested <div>s where HTML closes them, instead of writing <p> inside <p>. The rename
  // only changes tag names; the sanitiser still decides what stays.
  return sanitizeHtml(html.replace(DIV_TAG_NAME, '<$1p'), FRAGMENT_OPTIONS);
}

/** Room for the texts of about 2,000 jobs, team members or press items (source and HTML). */
const STORED_MARKDOWN_BUDGET_CHARS = 8_000_000;
const renderedTexts = createLruCache<string, string>({
  maxEntries: Infinity,
  maxWeight: STORED_MARKDOWN_BUDGET_CHARS,
  weigh: (html, markdown) => html.length + markdown.length,
});

/**
 * `renderMarkdown` for the Markdown of database rows (job descriptions, team bios, press bodies),
 * remembered per process: a text is rendered and sanitised once, not on every page that shows
 * it. Keyed by the Markdown itself, so an edited row is a new text whoever wrote it, and a new
 * release renders with its own rules.
 */
export function renderStoredMarkdown(md: string): string {
  let html = renderedTexts.get(md);
  if (html === undefined) {
    html = renderMarkdown(md);
    renderedTexts.set(md, html);
  }
  return html;
}

/**
 * HTML stored already sanitised (job descriptions imported from a feed), sanitised again with the
 * same rules when shown, remembered like `renderStoredMarkdown`: what a page inserts never relies
 * on how the row was written.
 */
export function sanitizeStoredHtml(html: string): string {
  const key = `html:${html}`;
  let safe = renderedTexts.get(key);
  if (safe === undefined) {
    safe = sanitizeHtml(html, SANITIZE_OPTIONS);
    renderedTexts.set(key, safe);
  }
  return safe;
}
