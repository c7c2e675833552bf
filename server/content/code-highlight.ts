/**
 * Syntax highlighting of fenced code, run when Markdown is rendered on the server (decision 048):
 * highlight.js marks tokens with `hljs-*` classes that article-body.css colours, so no
 * highlighter code reaches the browser and no inline style meets the CSP.
 */
import { escapeUTF8 } from 'entities';
import hljs from 'highlight.js/lib/common';

/** Where a grammar's own name would mislead (`html` is highlight.js's "HTML, XML"). */
const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  html: 'HTML',
  xml: 'XML',
  svg: 'SVG',
  tsx: 'TSX',
  jsx: 'JSX',
  sh: 'Shell',
  shell: 'Shell',
  console: 'Shell',
};

/** What a language name looks like (`ts`, `c++`, `objective-c`); anything else is not one. */
const LANGUAGE_NAME = /^[a-z0-9+#._-]{1,30}$/;

/** A fence's info string may carry more than the language (```ts title="x"): its first word. */
function languageOf(info: string | undefined): string | null {
  const word = info?.trim().split(/\s+/)[0]?.toLowerCase();
  return word && LANGUAGE_NAME.test(word) ? word : null;
}

/**
 * One fenced code block as HTML: a bar naming its language (where the fence names one) above
 * the code, its tokens highlighted when highlight.js knows the language. The code is always
 * escaped text: `<script>` in an example stays visible and inert.
 *
 * @example
 * renderCodeBlock('const a = 1;', 'ts');
 * // '<div class="code-block"><div class="code-block__bar"><span class="code-block__language">TypeScript</span></div>
 * //  <pre><code class="hljs language-ts"><span class="hljs-keyword">const</span> a = …</code></pre></div>'
 */
export function renderCodeBlock(code: string, info: string | undefined): string {
  const language = languageOf(info);
  const grammar = language ? hljs.getLanguage(language) : undefined;
  const body =
    language && grammar
      ? hljs.highlight(code, { language, ignoreIllegals: true }).value
      : escapeUTF8(code);
  const label = language ? (LANGUAGE_LABELS[language] ?? grammar?.name ?? language) : null;
  const classes = language ? ` class="${grammar ? 'hljs ' : ''}language-${language}"` : '';
  const bar = `<div class="code-block__bar">${
    label ? `<span class="code-block__language">${escapeUTF8(label)}</span>` : ''
  }</div>`;
  return `<div class="code-block">${bar}<pre><code${classes}>${body}\n</code></pre></div>\n`;
}
