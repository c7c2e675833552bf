import { Writable } from 'node:stream';

import { describe, expect, test } from 'vitest';

import { toPublicConfig } from '../server/platform/config';
import { okEnvelope } from '../server/platform/http/envelope';
import { linkHrefs, parseHtml, readJsonLd } from '../server/test-support/seo-test-support';
import { testEnv } from '../server/test-support/test-env';
import type { PageContent } from './api/page-types';
import { render, type ClientAssets } from './entry-server';

const config = toPublicConfig(testEnv({ PUBLIC_ORIGIN: 'https://careers.example' }));

const ASSETS: ClientAssets = {
  bootstrapModules: ['/assets/index.js'],
  entry: { scripts: ['/assets/react.js'], stylesheets: ['/assets/index.css'] },
  modules: {
    'src/blocks/hero/hero-block.tsx': {
      scripts: ['/assets/hero-block.js'],
      stylesheets: ['/assets/hero-block.css'],
    },
    'src/blocks/slider/slider-block.tsx': {
      scripts: ['/assets/swiper.js', '/assets/slider-block.js'],
      stylesheets: ['/assets/slider-block.css'],
    },
    'src/blocks/faq/faq-block.tsx': {
      scripts: ['/assets/faq-block.js'],
      stylesheets: ['/assets/faq-block.css'],
    },
  },
};

const HOME: PageContent = {
  title: 'Careers',
  section: [
    { type: 'hero', heading: 'Sleep better', text: 'Join us.' },
    {
      type: 'slider',
      slides: [
        { title: 'Night', text: 'Dark', image: { src: '/a.svg', alt: '', width: 1, height: 1 } },
      ],
    },
  ],
};

async function renderHtml(path: string, page: PageContent): Promise<string> {
  const result = await render({
    request: new Request(new URL(path, config.publicOrigin)),
    config,
    fetchPageEnvelope: async () => okEnvelope(page),
    experiments: { variants: {}, newlyAssigned: [] },
    nonce: 'n0nce',
    assets: ASSETS,
    waitForAll: false,
    onError: (error) => {
      throw error;
    },
  });
  if (result.type !== 'stream') throw new Error(`expected a page, got ${result.type}`);
  let html = '';
  await new Promise<void>((resolve) =>
    result.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          html += chunk.toString();
          callback();
        },
        final(callback) {
          resolve();
          callback();
        },
      }),
    ),
  );
  return html;
}

describe('the first paint of a content page', () => {
  test('preloads the chunks of the blocks it hydrates with, with the nonce', async () => {
    const document = parseHtml(await renderHtml('/', HOME));
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];

    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/assets/index.js', '/assets/react.js', '/assets/hero-block.js']),
    );
    expect(preloads.every((link) => link.getAttribute('nonce') === 'n0nce')).toBe(true);
  });

  test('links the stylesheets of every block it shows, the slider too, but not its chunk', async () => {
    const document = parseHtml(await renderHtml('/', HOME));

    expect(linkHrefs(document, 'stylesheet')).toEqual([
      '/assets/index.css',
      '/assets/hero-block.css',
      '/assets/slider-block.css',
    ]);
    expect(linkHrefs(document, 'modulepreload')).not.toContain('/assets/slider-block.js');
    expect(linkHrefs(document, 'modulepreload')).not.toContain('/assets/faq-block.js');
  });

  test('renders its blocks and JSON-LD complete in the HTML', async () => {
    const html = await renderHtml('/', HOME);
    const document = parseHtml(html);

    expect(document.querySelector('h1')?.textContent).toBe('Sleep better');
    expect(html).toContain('Night');
    expect(readJsonLd(document).map((item) => item['@type'])).toContain('Organization');
  });

  test('a large block is written in place, not behind a placeholder that needs a script', async () => {
    const long: PageContent = {
      title: 'Privacy',
      section: [{ type: 'rich-text', html: `<p>${'Your data stays yours. '.repeat(1000)}</p>` }],
    };
    const html = await renderHtml('/privacy-policy', long);

    expect(html).not.toContain('<!--$?-->');
    expect(parseHtml(html).querySelector('main [role="status"]')).toBeNull();
  });
});
