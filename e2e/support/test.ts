import {
  expect,
  test as base,
  type ConsoleMessage,
  type Disposable,
  type Page,
} from '@playwright/test';

export { expect };

/** Collects everything that would mean the page is broken, whatever the console silencing hides. */
async function problemsOf(page: Page, collected: string[]): Promise<string[]> {
  const hydrationErrors = await page
    .evaluate(() => window.__hydrationErrors ?? [])
    .catch(() => [] as string[]);
  return [...collected, ...hydrationErrors.map((message) => `hydration: ${message}`)];
}

/**
 * Every browser test fails on a page error, a console error, or a hydration error React
 * recovered from (recorded through `onRecoverableError`, which the production build keeps).
 */
const checkedTest = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const collected: string[] = [];
      const onPageError = (error: Error) => collected.push(`pageerror: ${error.message}`);
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        // A 404 or 410 page's own document status is the page working, not a problem.
        const isDocumentStatus =
          message.text().startsWith('Failed to load resource') &&
          message.location().url === page.url();
        if (!isDocumentStatus) collected.push(`console: ${message.text()}`);
      };
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      await use(collected);
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      expect(await problemsOf(page, collected)).toEqual([]);
    },
    { auto: true },
  ],
});

/** The events a test may listen to on its page: a shared page drops its listeners between tests. */
const PAGE_EVENTS = [
  'console',
  'pageerror',
  'dialog',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'download',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;
const MODIFIER_KEYS = ['Shift', 'Control', 'Alt', 'Meta'];
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** The init scripts each shared page was given by the test running on it. */
const initScriptsOf = new WeakMap<Page, Disposable[]>();

/**
 * Makes a shared page note the init scripts a test adds, which would otherwise run in every
 * later test's documents and frames (a data-saver flag, a recorder blocked in a sandboxed frame),
 * and refuse a fake clock.
 */
function guardSharedPage(page: Page): void {
  const added: Disposable[] = [];
  initScriptsOf.set(page, added);
  const addInitScript = page.addInitScript.bind(page);
  page.addInitScript = async (...args: Parameters<Page['addInitScript']>) => {
    const script = await addInitScript(...args);
    added.push(script);
    return script;
  };
  // A fake clock cannot be taken off a context: a test that installs one needs its own.
  page.clock.install = () => {
    throw new Error('page.clock would stay for later tests: test.use({ ownContext: true })');
  };
}

async function removeInitScripts(page: Page): Promise<void> {
  const added = initScriptsOf.get(page) ?? [];
  for (const script of added.splice(0)) await script.dispose();
}

/**
 * A page of the site with no script: the shared page waits there between tests, so that nothing
 * the last test's document still does (a timer, a token refresh after its cookies went) reaches
 * the next test. A move to about:blank would cost a new renderer process, the point of sharing.
 */
const RESTING_PATH = '/healthz';

/**
 * Puts a shared page back as a new one would be for the next test: no listener, route, other
 * tab, document of the last test, cookie, permission, stored value, held key or pointer over it.
 */
async function resetSharedPage(page: Page): Promise<void> {
  const context = page.context();
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  await removeInitScripts(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await context.setOffline(false);
  await page.goto(RESTING_PATH);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await context.clearPermissions();
  for (const key of MODIFIER_KEYS) await page.keyboard.up(key);
  await page.mouse.move(-1, -1);
}

/**
 * What the shared page's context fixes when it opens: Playwright's defaults, each named, since a
 * context made in a fixture otherwise takes the options of the test running then (a phone's
 * viewport, a time zone).
 */
const SHARED_CONTEXT_OPTIONS = {
  viewport: DEFAULT_VIEWPORT,
  colorScheme: 'light',
  javaScriptEnabled: true,
  locale: 'en-US',
  timezoneId: undefined,
  isMobile: false,
  hasTouch: false,
  storageState: undefined,
  offline: false,
  permissions: undefined,
} as const;

/**
 * `test`: one page per worker, kept from test to test. A page opened in a new context costs
 * Chromium about twice the CPU of the same page opened in a tab already on the site (a new
 * renderer process, every script compiled again: docs/decisions/055), and the browser tests are
 * CPU-bound on a 2-core machine. Each test still starts as on a new page (see resetSharedPage),
 * with its own viewport and colour scheme; `context` is its page's. A test with JavaScript off,
 * a time zone or a locale of its own, which a context fixes when it opens, gets a new context, as
 * does one that asks with `test.use({ ownContext: true })` (a fake clock, a cold HTTP cache).
 */
export const test = checkedTest.extend<{ ownContext: boolean }, { workerPage: Page }>({
  ownContext: [false, { option: true }],
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...SHARED_CONTEXT_OPTIONS,
        baseURL: workerInfo.project.use.baseURL,
      });
      const page = await context.newPage();
      guardSharedPage(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    {
      browser,
      workerPage,
      ownContext,
      viewport,
      colorScheme,
      javaScriptEnabled,
      timezoneId,
      locale,
    },
    provide,
  ) => {
    const sharable =
      !ownContext &&
      javaScriptEnabled === SHARED_CONTEXT_OPTIONS.javaScriptEnabled &&
      timezoneId === SHARED_CONTEXT_OPTIONS.timezoneId &&
      locale === SHARED_CONTEXT_OPTIONS.locale;
    if (!sharable) {
      // With no options, a context takes the test's own (Playwright fills them in).
      const context = await browser.newContext();
      await provide(await context.newPage());
      await context.close();
      return;
    }
    await workerPage.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    await workerPage.emulateMedia({
      colorScheme: colorScheme === undefined ? 'light' : colorScheme,
      reducedMotion: null,
      forcedColors: null,
      media: null,
    });
    await provide(workerPage);
    await resetSharedPage(workerPage);
  },
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
});

/** Waits until React has hydrated the document (the router marks links as discoverable). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
