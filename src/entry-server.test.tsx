import { Writable } from 'node:stream';

import { describe, expect, test } from 'vitest';

import { toPublicConfig } from '../server/platform/config';
import { okEnvelope } from '../server/platform/http/envelope';
import { linkHrefs, parseHtml, readJsonLd } from '../server/test-support/seo-test-support';
import { testEnv } from '../server/test-support/test-env';
import type { PageContent } from '../contract/page-types';
import { render, type ClientAssets, type RenderResult } from './entry-server';

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

type PageResult = Exclude<RenderResult, { type: 'response' }>;

async function renderPage(
  path: string,
  page: PageContent,
  onError: (error: unknown) => void = (error) => {
    throw error;
  },
): Promise<PageResult> {
  const result = await render({
    request: new Request(new URL(path, config.publicOrigin)),
    config,
    fetchPageEnvelope: async () => okEnvelope(page),
    experiments: { variants: {}, newlyAssigned: [] },
    nonce: 'n0nce',
    assets: ASSETS,
    waitForAll: false,
    onError,
  });
  if (result.type === 'response') throw new Error(`expected a page, got a response`);
  return result;
}

async function htmlOf(result: PageResult): Promise<string> {
  if (result.type === 'document') return result.html;
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

async function renderHtml(path: string, page: PageContent): Promise<string> {
  return htmlOf(await renderPage(path, page));
}

describe('the first paint of a content page', () => {
  test('preloads the chunks of the blocks it hydrates with, with the nonce, at low priority', async () => {
    const document = parseHtml(await renderHtml('/', HOME));
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];

    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/assets/index.js', '/assets/react.js', '/assets/hero-block.js']),
    );
    expect(preloads.every((link) => link.getAttribute('nonce') === 'n0nce')).toBe(true);
    // Behind the stylesheets, which hold the first paint.
    expect(preloads.every((link) => link.getAttribute('fetchpriority') === 'low')).toBe(true);
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

  test('is sent whole when nothing has to wait: doctype, the entry preloaded, its scripts last', async () => {
    const result = await renderPage('/', HOME);
    const html = await htmlOf(result);
    const document = parseHtml(html);
    const scripts = [...document.querySelectorAll('body > script')];

    expect(result).toMatchObject({ type: 'document', status: 200 });
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(linkHrefs(document, 'modulepreload')[0]).toBe('/assets/index.js');
    expect(scripts.slice(-2).map((script) => script.getAttribute('nonce'))).toEqual([
      'n0nce',
      'n0nce',
    ]);
    expect(scripts.at(-2)?.textContent).toContain('window.__APP_STATE__=');
    expect(scripts.at(-1)?.getAttribute('type')).toBe('module');
    expect(scripts.at(-1)?.getAttribute('src')).toBe('/assets/index.js');
  });

  test('a block that fails is reported, and the rest of the page still streams with status 500', async () => {
    const errors: unknown[] = [];
    const broken: PageContent = {
      title: 'Careers',
      section: [
        { type: 'hero', heading: 'Sleep better', text: 'Join us.' },
        { type: 'stats', items: null } as unknown as PageContent['section'][number],
      ],
    };
    const result = await renderPage('/', broken, (error) => errors.push(error));
    const document = parseHtml(await htmlOf(result));

    expect(result).toMatchObject({ type: 'stream', status: 500 });
    expect(errors).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe('Sleep better');
    expect(linkHrefs(document, 'modulepreload')[0]).toBe('/assets/index.js');
  });
});
