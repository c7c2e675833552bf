import { describe, expect, test } from 'vitest';

import { renderMarkdown, renderStoredMarkdown, sanitizeHtmlFragment } from './markdown';

describe('renderMarkdown', () => {
  test('renders headings, lists, emphasis, code blocks and tables', () => {
    const html = renderMarkdown(
      '## Steps\n\n- **one**\n- _two_\n\n```ts\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );

    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<em>two</em>');
    expect(html).toContain(
      '<code class="hljs language-ts"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;',
    );
    expect(html).toContain('<td>1</td>');
  });

  test('a script tag is removed with its content', () => {
    const html = renderMarkdown(
      'Hello\n\n<script>alert("x")</script>\n\n<p onclick="alert(1)">there</p>',
    );

    expect(html).not.toContain('script');
    expect(html).not.toContain('alert');
    expect(html).toContain('<p>there</p>');
  });

  test('a javascript: link keeps its text but loses its href', () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">raw</a>',
    );

    expect(html).not.toMatch(/javascript/i);
    expect(html).toContain('<a rel="noopener">click</a>');
    expect(html).toContain('<a rel="noopener">raw</a>');
  });

  test('http, https, mailto, tel and relative links stay, each with rel="noopener"', () => {
    const html = renderMarkdown(
      '[a](/job) [b](https://x.example) [c](http://y.example) [d](mailto:hr@x.example) [e](tel:+31205550177)',
    );

    expect(html).toContain('<a href="/job" rel="noopener">a</a>');
    expect(html).toContain('<a href="https://x.example" rel="noopener">b</a>');
    expect(html).toContain('<a href="http://y.example" rel="noopener">c</a>');
    expect(html).toContain('<a href="mailto:hr@x.example" rel="noopener">d</a>');
    expect(html).toContain('<a href="tel:+31205550177" rel="noopener">e</a>');
  });

  test('a protocol-relative or data: link loses its href', () => {
    const html = renderMarkdown('[a](//evil.example) [b](data:text/html,hi)');

    expect(html).not.toContain('href');
  });

  test('images keep src, alt, width and height from relative or https sources only', () => {
    const html = renderMarkdown(
      '<img src="/images/a.svg" alt="A" width="10" height="20" onerror="x"> ![b](https://cdn.example/b.png) ![c](http://cdn.example/c.png) ![d](data:image/png;base64,AA)',
    );

    expect(html).toContain('<img src="/images/a.svg" alt="A" width="10" height="20" />');
    expect(html).toContain('<img src="https://cdn.example/b.png" alt="b" />');
    expect(html).not.toContain('alt="c"');
    expect(html).not.toContain('alt="d"');
    expect(html).not.toContain('onerror');
  });

  test('style, iframe and event-handler markup is dropped', () => {
    const html = renderMarkdown(
      '<style>p{}</style><iframe src="https://x.example"></iframe><b style="color:red">bold</b>',
    );

    expect(html).toBe('<b>bold</b>');
  });
});

describe('renderStoredMarkdown', () => {
  test('renders as renderMarkdown does, again after the text is edited', () => {
    expect(renderStoredMarkdown('Sleep *well*.')).toBe(renderMarkdown('Sleep *well*.'));
    expect(renderStoredMarkdown('Sleep *well*.')).toBe('<p>Sleep <em>well</em>.</p>\n');
    expect(renderStoredMarkdown('Sleep **well**.')).toBe('<p>Sleep <strong>well</strong>.</p>\n');
  });
});

describe('sanitizeHtmlFragment', () => {
  test('nested div layouts become flat paragraphs; empty ones, scripts and handlers go', () => {
    expect(
      sanitizeHtmlFragment(
        '<div class="x"><div>One</div><div><br></div><div onclick="x()">Two<ul><li>a</li></ul></div></div>' +
          '<script>steal()</script><divider>kept text</divider>',
      ),
    ).toBe('<p>One</p><p>Two</p><ul><li>a</li></ul>kept text');
  });

  test('keeps what Markdown may render: headings, links with rel, emphasis, https images', () => {
    expect(
      sanitizeHtmlFragment(
        '<h2>Hi</h2><p><a href="https://x.example" target="_blank">x</a> <em>y</em></p><img src="https://i.example/a.png" onerror="x()">',
      ),
    ).toBe(
      '<h2>Hi</h2><p><a href="https://x.example" rel="noopener">x</a> <em>y</em></p><img src="https://i.example/a.png" />',
    );
  });
});
