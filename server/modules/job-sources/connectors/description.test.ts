import { describe, expect, test } from 'vitest';

import {
  descriptionOfEscapedHtml,
  descriptionOfHtml,
  descriptionOfText,
  looksLikeHtml,
} from './description';

describe('descriptionOfEscapedHtml (Greenhouse content)', () => {
  test('unescapes once and keeps headings, lists, links and emphasis', () => {
    const escaped =
      '&lt;h2&gt;About us&lt;/h2&gt;&lt;p&gt;Sleep &amp;amp; science, &lt;strong&gt;together&lt;/strong&gt;.&lt;/p&gt;' +
      '&lt;ul&gt;&lt;li&gt;&lt;em&gt;Remote&lt;/em&gt; &amp;nbsp;days&lt;/li&gt;&lt;/ul&gt;' +
      '&lt;p&gt;&lt;a href=&quot;https://example.com/why&quot;&gt;Why&lt;/a&gt;&lt;/p&gt;';
    expect(descriptionOfEscapedHtml(escaped)).toBe(
      '<h2>About us</h2><p>Sleep &amp; science, <strong>together</strong>.</p>' +
        '<ul><li><em>Remote</em> \u00a0days</li></ul>' +
        '<p><a href="https://example.com/why" rel="noopener">Why</a></p>',
    );
  });

  test('an escaped script, handler or javascript: link never comes back to life', () => {
    const escaped =
      '&lt;p onclick=&quot;steal()&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;steal()&lt;/script&gt;' +
      '&lt;a href=&quot;javascript:steal()&quot;&gt;apply&lt;/a&gt;&lt;iframe src=&quot;https://x&quot;&gt;&lt;/iframe&gt;';
    const html = descriptionOfEscapedHtml(escaped);
    expect(html).not.toMatch(/steal|script|iframe|onclick/);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<a rel="noopener">apply</a>');
  });

  test('null and empty content is an empty description', () => {
    expect(descriptionOfEscapedHtml(null)).toBe('');
    expect(descriptionOfEscapedHtml('')).toBe('');
  });
});

describe('descriptionOfHtml', () => {
  test('paragraphs laid out with nested divs stay paragraphs; empty ones and styles go', () => {
    const html =
      '<div><div style="color:red">First line</div><div><br></div><div>Second <u>line</u></div></div>' +
      '<style>p{}</style>';
    expect(descriptionOfHtml(html)).toBe('<p>First line</p><p>Second line</p>');
  });
});

describe('descriptionOfText', () => {
  test('blank lines part paragraphs, a single break stays, markup is text', () => {
    expect(descriptionOfText('We make beds.\r\n\r\nYou: kind\nand <curious> & bold\n\n\n')).toBe(
      '<p>We make beds.</p><p>You: kind<br />and &lt;curious&gt; &amp; bold</p>',
    );
  });

  test('nothing but whitespace is an empty description', () => {
    expect(descriptionOfText('  \n ')).toBe('');
  });
});

describe('looksLikeHtml', () => {
  test.each([
    ['<div>Hi</div>', true],
    ['Hi<br/>there', true],
    ['<LI>point', true],
    ['You keep <everything> running', false],
    ['a < b > c', false],
  ])('%j → %s', (text, html) => {
    expect(looksLikeHtml(text)).toBe(html);
  });
});
