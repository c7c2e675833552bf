import { describe, expect, test } from 'vitest';

import { renderMarkdown } from './markdown';

describe('fenced code in rendered Markdown', () => {
  test('a known language is highlighted with classes and labelled by its name', () => {
    const html = renderMarkdown('```ts\nconst answer: number = 42;\n```');

    expect(html).toContain('<span class="code-block__language">TypeScript</span>');
    expect(html).toContain('<code class="hljs language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
  });

  test('highlighting writes no inline style (the CSP forbids them)', () => {
    const html = renderMarkdown('```css\n.a { color: red; }\n```\n\n```json\n{"a": 1}\n```');

    expect(html).toContain('hljs-');
    expect(html).not.toContain('style=');
  });

  test('`<script>` inside highlighted code stays text', () => {
    const html = renderMarkdown('```html\n<script>alert("x")</script>\n```');

    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;<span class="hljs-name">script</span>&gt;');
  });

  test('`<script>` inside code without a language stays text, with no label', () => {
    const html = renderMarkdown('```\n<script>alert(1)</script>\n```');

    expect(html).toContain(
      '<div class="code-block__bar"></div><pre><code>&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  test('a language highlight.js does not know is named but left plain', () => {
    const html = renderMarkdown('```cobol-2030\nMOVE A TO B\n```');

    expect(html).toContain('<span class="code-block__language">cobol-2030</span>');
    expect(html).toContain('<code class="language-cobol-2030">MOVE A TO B');
  });

  test('an info string that is no language name cannot break out of the markup', () => {
    const html = renderMarkdown('```"><img src=x onerror=alert(1)>\nx\n```');

    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<img');
    expect(html).toContain('<div class="code-block__bar"></div><pre><code>x');
  });

  test('the label names a language by what readers call it (html, tsx)', () => {
    expect(renderMarkdown('```html\n<p>a</p>\n```')).toContain('>HTML</span>');
    expect(renderMarkdown('```tsx\nconst a = <A />;\n```')).toContain('>TSX</span>');
  });

  test('raw HTML in Markdown cannot smuggle a style through the highlight classes', () => {
    const html = renderMarkdown(
      '<span class="hljs-keyword" style="color:red" onclick="x()">a</span>',
    );

    expect(html).toContain('<span class="hljs-keyword">a</span>');
    expect(html).not.toMatch(/style|onclick/);
  });
});
