/**
 * What the ceiling and the floor serve, taken from a running product once per run: the HTML of
 * each page (the ceiling's bytes) and every page envelope its render asks for (the floor's data).
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { Writable } from 'node:stream';

import type { Envelope, PageContent } from '../contract/page-types';
import { parseEnv, toPublicConfig } from '../server/platform/config';
import type { EntryServer } from '../server/ssr/renderer';
import { getText } from './load';
import { ROOT } from './servers';

interface Captured {
  pages: Record<string, string>;
  envelopes: Record<string, Envelope<PageContent>>;
}

export async function capture(base: string, paths: readonly string[]): Promise<Captured> {
  const pages: Record<string, string> = {};
  const envelopes: Record<string, Envelope<PageContent>> = {};
  const entry = (await import(
    pathToFileURL(path.join(ROOT, 'dist/server/entry-server.js')).href
  )) as EntryServer;
  const config = toPublicConfig(parseEnv({ PUBLIC_ORIGIN: base }));
  for (const pagePath of paths) {
    const page = await getText(base, pagePath);
    if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status} while capturing`);
    pages[pagePath] = page.body;
    // The product's own render, with a fetcher that records what it asks the page API for.
    const result = await entry.render({
      request: new Request(new URL(pagePath, base)),
      config,
      fetchPageEnvelope: async (apiPath, search) => {
        const key = `${apiPath}?${search}`;
        const answer = await getText(base, `/api/page/${apiPath}${search ? `?${search}` : ''}`);
        envelopes[key] = JSON.parse(answer.body) as Envelope<PageContent>;
        return envelopes[key];
      },
      experiments: { variants: {}, newlyAssigned: [] },
      nonce: 'capture',
      assets: { bootstrapModules: [], entry: { scripts: [], stylesheets: [] }, modules: {} },
      waitForAll: true,
      onError: () => undefined,
    });
    if (result.type === 'stream') {
      await new Promise<void>((resolve) =>
        result.pipe(
          new Writable({
            write: (_chunk, _encoding, callback) => callback(),
            final: (callback) => {
              resolve();
              callback();
            },
          }),
        ),
      );
    }
  }
  return { pages, envelopes };
}
