import { gzipSync } from 'node:zlib';

import type { Browser, Page, Request, Response } from '@playwright/test';

/** A script the browser fetched, with the bytes of its body as they came over the wire. */
export interface FetchedScript {
  url: string;
  /** The body as sent: gzipped when the server compressed it. */
  bytes: number;
}

/** What a first visit to a page made the browser fetch, until the network went quiet. */
export interface Visit {
  /** The page's HTML as the server sent it (before any script changed the document). */
  html: string;
  scripts: FetchedScript[];
}

const isScript = (request: Request, response: Response) =>
  request.resourceType() === 'script' ||
  (response.headers()['content-type'] ?? '').includes('javascript');

/**
 * The body's size as sent: as it is, or gzipped again as Node's zlib (the server's `compression`)
 * does by default. The browser's own count (`request.sizes()`) adds HTTP/1.1's chunk framing,
 * over 1 kB on the entry chunk, which HTTP/2 does not send.
 */
async function encodedSize(response: Response): Promise<number> {
  const body = await response.body();
  const encoding = response.headers()['content-encoding'] ?? 'identity';
  if (encoding === 'identity') return body.length;
  if (encoding === 'gzip') return gzipSync(body).length;
  throw new Error(`${response.url()} came as ${encoding}, not gzip as asked`);
}

/** How long the network stays quiet before a visit counts as over (Playwright's `networkidle`). */
const QUIET_MS = 500;

/** Resolves once no request has been in flight for `QUIET_MS`. */
function networkQuiet(page: Page): { settled: () => Promise<void>; stop: () => void } {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: async () => {
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Opens `url` as a first-time visitor (an empty cache) and lists every script fetched until
 * `ready` holds in the page (the app: hydrated) and then the network has been quiet for 500 ms:
 * the entry, its preloads, and the chunks the page loads after hydrating without anyone touching
 * it (the hiring chat on /job). Waiting for `ready` first keeps a slow hydration (a busy machine)
 * from ending the visit before those chunks are asked for. Not the link prefetch: the visitor
 * has data saver on.
 */
export async function visit(
  browser: Browser,
  url: string,
  ready: () => boolean = () => true,
): Promise<Visit> {
  // The budget is in gzip: Chromium would take Brotli too, which the server sends when offered.
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    // The link prefetch (SPEC §7), 2 s after the page goes idle, fetches the next pages' code, not
    // this one's, and whether it falls inside the wait depends on the machine: the visitor has
    // data saver on, where it never starts.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    const fetched: Promise<FetchedScript | null>[] = [];
    const onFinished = (request: Request) => {
      fetched.push(
        (async () => {
          const response = await request.response();
          if (!response || !isScript(request, response)) return null;
          return { url: request.url(), bytes: await encodedSize(response) };
        })(),
      );
    };
    page.on('requestfinished', onFinished);
    const network = networkQuiet(page);
    const response = await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(ready);
    await network.settled();
    // What comes after the quiet is no longer the first visit (and must not outlive the page).
    network.stop();
    page.off('requestfinished', onFinished);
    if (!response) throw new Error(`${url} gave no response`);
    const html = await response.text();
    const scripts = (await Promise.all(fetched)).filter((script) => script !== null);
    return { html, scripts: scripts.sort((a, b) => a.url.localeCompare(b.url)) };
  } finally {
    await context.close();
  }
}
