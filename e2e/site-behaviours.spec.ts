import { readFileSync } from 'node:fs';

import type { BrowserContext, Page, Request } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/**
 * Site-wide behaviours of issue 4: theme toggle (no flash, tabs in sync, forced routes), scroll
 * direction classes, the offline notice, the A/B experiment, link prefetch and the tag manager.
 */

const EXPERIMENT_ID = 'tech-at-somnia';
const COOKIE_PATTERN = /^exp=tech-at-somnia\.([01]); Max-Age=604800; Path=\/(?:;|$)/;

interface HomeVariant {
  headline: string;
  action: { label: string; href: string };
}
const HOME = JSON.parse(readFileSync('content/pages/home.json', 'utf8')) as {
  section: { type: string; variants?: HomeVariant[] }[];
};
const VARIANTS = HOME.section.find((section) => section.type === 'experiment')?.variants ?? [];

/** HTML escapes the server applies to text, enough for the headlines. */
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The experiment section as the server rendered it (the page's data, with both variants, is
 * also serialised into the document for hydration, so the whole HTML contains both).
 */
function renderedExperiment(html: string): { variant: string; headline: string } {
  const match =
    /<section[^>]*data-experiment="tech-at-somnia"[^>]*data-variant="(\d+)"[^>]*>[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/.exec(
      html,
    );
  return { variant: match?.[1] ?? '', headline: match?.[2] ?? '' };
}

declare global {
  interface Window {
    __themeHistory?: (string | null)[];
    __themeAtDomContentLoaded?: string | null;
  }
}

/**
 * Records every value `data-theme` takes on <html>, from the parser's first element on: one
 * entry means the boot script set it once, before the body was parsed (so before first paint).
 */
async function recordThemeHistory(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const history: (string | null)[] = [];
    window.__themeHistory = history;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement)
          history.push(document.documentElement.getAttribute('data-theme'));
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-theme'], subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      window.__themeAtDomContentLoaded = document.documentElement.getAttribute('data-theme');
    });
  });
}

async function themeHistory(page: Page) {
  return page.evaluate(() => ({
    history: window.__themeHistory ?? [],
    atDomContentLoaded: window.__themeAtDomContentLoaded,
  }));
}

const headerToggle = (page: Page) => page.locator('.site-header__tools .theme-toggle');
const themeOf = (page: Page) => page.locator('html');

test.describe('theme toggle', () => {
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

  test('switches light, dark and system, and a reload keeps it with no flash', async ({ page }) => {
    await recordThemeHistory(page);
    await page.goto('/');
    await waitForHydration(page);
    expect(await themeHistory(page)).toEqual({ history: ['light'], atDomContentLoaded: 'light' });
    const toggle = headerToggle(page);
    await expect(toggle.getByRole('radio', { name: 'System' })).toBeChecked();

    await toggle.getByRole('radio', { name: 'Dark' }).check();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');

    await page.reload();
    expect(await themeHistory(page)).toEqual({ history: ['dark'], atDomContentLoaded: 'dark' });
    await waitForHydration(page);
    await expect(toggle.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect((await themeHistory(page)).history).toEqual(['dark']);

    await toggle.getByRole('radio', { name: 'Light' }).check();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await waitForHydration(page);
    // An explicit choice wins over the device.
    expect(await themeHistory(page)).toEqual({ history: ['light'], atDomContentLoaded: 'light' });
    await expect(toggle.getByRole('radio', { name: 'Light' })).toBeChecked();

    await toggle.getByRole('radio', { name: 'System' }).check();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBeNull();
    await page.reload();
    await waitForHydration(page);
    expect(await themeHistory(page)).toEqual({ history: ['dark'], atDomContentLoaded: 'dark' });
    await expect(toggle.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  test('system follows the device as it changes', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a second tab follows a change', async ({ context, page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto('/team');
    await waitForHydration(other);
    await expect(themeOf(other)).toHaveAttribute('data-theme', 'light');

    await headerToggle(page).getByRole('radio', { name: 'Dark' }).check();
    await expect(themeOf(other)).toHaveAttribute('data-theme', 'dark');
    await expect(headerToggle(other).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await headerToggle(other).getByRole('radio', { name: 'System' }).check();
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    await expect(headerToggle(page).getByRole('radio', { name: 'System' })).toBeChecked();
    await other.close();
  });

  test('/stream and /tech-blog are dark whatever the preference; leaving restores it', async ({
    page,
  }) => {
    await recordThemeHistory(page);
    await page.goto('/');
    await waitForHydration(page);
    await headerToggle(page).getByRole('radio', { name: 'Light' }).check();

    for (const path of ['/stream', '/tech-blog']) {
      await page.goto(path);
      expect(await themeHistory(page)).toEqual({ history: ['dark'], atDomContentLoaded: 'dark' });
      await waitForHydration(page);
      expect((await themeHistory(page)).history).toEqual(['dark']);
      const toggle = headerToggle(page);
      // Unavailable but reachable, and it says why: each choice is described by a note.
      for (const radio of await toggle.getByRole('radio').all()) {
        await expect(radio).toHaveAttribute('aria-disabled', 'true');
        await expect(radio).toHaveAccessibleDescription('This page is always dark');
      }
      const light = toggle.getByRole('radio', { name: 'Light' });
      await light.focus();
      await expect(light).toBeFocused();
      await expect(page.locator('.site-header__tools .theme-toggle__note')).toBeVisible();
      // A click changes nothing: the visitor's own choice is still shown, and kept.
      await toggle.getByRole('radio', { name: 'Dark' }).click({ force: true });
      await expect(light).toBeChecked();
      await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
    }

    // Client-side navigation away from the forced route restores the preference.
    await page.getByRole('link', { name: 'Somnia home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'light');
    await expect(headerToggle(page).getByRole('radio', { name: 'Dark' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(page.getByText('This page is always dark')).toHaveCount(0);

    // And navigating into it forces dark again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tech blog' })
      .click();
    await expect(page).toHaveURL(/\/tech-blog$/);
    await expect(themeOf(page)).toHaveAttribute('data-theme', 'dark');
    await expect(headerToggle(page).getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

test.describe('page signals', () => {
  test('scrolling down adds scrolldir-down, scrolling up scrolldir-up', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const html = themeOf(page);
    await expect(html).toHaveClass(/(^|\s)scrolldir-up(\s|$)/);

    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 1200);
    await expect(html).toHaveClass(/(^|\s)scrolldir-down(\s|$)/);
    await expect(html).not.toHaveClass(/(^|\s)scrolldir-up(\s|$)/);

    await page.mouse.wheel(0, -600);
    await expect(html).toHaveClass(/(^|\s)scrolldir-up(\s|$)/);
    await expect(html).not.toHaveClass(/(^|\s)scrolldir-down(\s|$)/);
  });

  test('going offline shows a notice, coming back hides it', async ({ context, page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const notice = page.locator('.offline-notice');
    await expect(notice).toBeHidden();

    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText('You are offline');

    await context.setOffline(false);
    await expect(notice).toBeHidden();
  });
});

test.describe('A/B experiment', () => {
  test('content has two variants with distinct headlines', () => {
    expect(VARIANTS).toHaveLength(2);
    expect(VARIANTS[0]?.headline).not.toBe(VARIANTS[1]?.headline);
  });

  test('a first visit is assigned a variant in the cookie and served it', async ({
    playwright,
    baseURL,
  }) => {
    const seen = new Set<number>();
    // Each visit is a new visitor (no cookie jar carried over); 30 draws at 50/50 see both.
    for (let visit = 0; visit < 30; visit += 1) {
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.get('/');
      expect(response.status()).toBe(200);
      const cookies = response
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'set-cookie')
        .map((header) => header.value)
        .filter((value) => value.startsWith('exp='));
      expect(cookies).toHaveLength(1);
      const match = COOKIE_PATTERN.exec(cookies[0] ?? '');
      expect(match, cookies[0]).not.toBeNull();
      const variant = Number(match?.[1]);
      seen.add(variant);

      expect(renderedExperiment(await response.text())).toEqual({
        variant: String(variant),
        headline: escapeHtml(VARIANTS[variant]?.headline ?? '?'),
      });
      await request.dispose();
    }
    expect([...seen].sort()).toEqual([0, 1]);
  });

  test('a visitor with a variant keeps it and gets no new cookie', async ({
    playwright,
    baseURL,
  }) => {
    for (const variant of [0, 1]) {
      const request = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { cookie: `exp=${EXPERIMENT_ID}.${variant}` },
      });
      for (let visit = 0; visit < 5; visit += 1) {
        const response = await request.get('/');
        const setCookies = response
          .headersArray()
          .filter((header) => header.name.toLowerCase() === 'set-cookie')
          .map((header) => header.value);
        expect(setCookies.filter((value) => value.startsWith('exp='))).toEqual([]);
        expect(renderedExperiment(await response.text())).toEqual({
          variant: String(variant),
          headline: escapeHtml(VARIANTS[variant]?.headline ?? '?'),
        });
      }
      await request.dispose();
    }
  });

  test('a stale or malformed cookie is replaced with a fresh assignment', async ({
    playwright,
    baseURL,
  }) => {
    for (const stale of ['tech-at-other.1', `${EXPERIMENT_ID}.7`, 'garbage']) {
      const request = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { cookie: `exp=${stale}` },
      });
      const response = await request.get('/');
      const cookie = response
        .headersArray()
        .find(
          (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('exp='),
        );
      expect(cookie?.value).toMatch(COOKIE_PATTERN);
      await request.dispose();
    }
  });

  test('the browser reports the assignment once and the call-to-action click', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'exp');
    expect(cookie?.path).toBe('/');
    const variant = Number(cookie?.value.split('.').pop());
    expect([0, 1]).toContain(variant);
    // 7 days from now, give or take the test's own duration.
    const expiresInS = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(expiresInS).toBeGreaterThan(604_800 - 120);
    expect(expiresInS).toBeLessThanOrEqual(604_800);

    const section = page.locator(`[data-experiment="${EXPERIMENT_ID}"]`);
    await expect(section).toHaveAttribute('data-variant', String(variant));
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      VARIANTS[variant]?.headline ?? '?',
    );

    const experimentEvents = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((entry) => String(entry.event).startsWith('experiment_')),
      );
    expect(await experimentEvents()).toEqual([
      { event: 'experiment_assignment', experimentId: EXPERIMENT_ID, variant },
    ]);

    // Leaving the home page and coming back (client-side) does not report it again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Teams' })
      .click();
    await expect(page).toHaveURL(/\/team$/);
    await page.getByRole('link', { name: 'Somnia home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(section).toBeVisible();

    const action = section.getByRole('link', { name: VARIANTS[variant]?.action.label ?? '?' });
    await action.click();
    await expect(page).toHaveURL(
      new RegExp(`${VARIANTS[variant]?.action.href.replace('?', '\\?') ?? '?'}$`),
    );
    expect(await experimentEvents()).toEqual([
      { event: 'experiment_assignment', experimentId: EXPERIMENT_ID, variant },
      { event: 'experiment_cta_click', experimentId: EXPERIMENT_ID, variant },
    ]);

    // A returning visitor (the cookie is set now) is not reported as a new assignment.
    await page.goto('/');
    await waitForHydration(page);
    expect(await experimentEvents()).toEqual([]);
  });
});

test.describe('link prefetch', () => {
  // What the browser fetches, timed on the page's clock: from a cold HTTP cache, as a visitor's.
  test.use({ viewport: { width: 1280, height: 800 }, ownContext: true });

  const isPageData = (request: Request) => new URL(request.url()).pathname.startsWith('/api/page/');

  test('after 2 s idle, hovering a header link prefetches its page data', async ({ page }) => {
    // The moment of hydration on the page's own clock: measured from the test process, the
    // round trip that notices it can come late enough on a loaded machine to fake a failure.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        Object.assign(window, { hydratedAt: performance.now() });
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const pageRequests: { url: string }[] = [];
    page.on('request', (request) => {
      if (isPageData(request)) pageRequests.push({ url: request.url() });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    // Nothing before the page has been idle for 2 s.
    expect(pageRequests).toEqual([]);

    const prefetched = page.waitForRequest(
      (request) =>
        isPageData(request) && new URL(request.url()).pathname === '/api/page/how-we-hire',
    );
    await page.waitForTimeout(700);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'How we hire' })
      .hover();
    const request = await prefetched;
    expect(request.method()).toBe('GET');
    const response = await request.response();
    expect(response?.status()).toBe(200);
    // The first page-data request started at least 1.8 s after hydration (on the page's clock;
    // its timing entry is written once its response has ended).
    const hydratedAt = await page.evaluate(
      () => (window as unknown as { hydratedAt?: number }).hydratedAt,
    );
    expect(hydratedAt).toBeGreaterThan(0);
    const firstRequestAt = () =>
      page.evaluate(() =>
        Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.startsWith('/api/page/'))
            .map((entry) => entry.startTime),
        ),
      );
    await expect.poll(firstRequestAt).toBeLessThan(Infinity);
    expect(await firstRequestAt()).toBeGreaterThanOrEqual((hydratedAt ?? Infinity) + 1800);
  });

  for (const [label, connection] of [
    ['data-saver', { saveData: true }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched on ${label}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { configurable: true, value });
      }, connection);
      const pageRequests: string[] = [];
      page.on('request', (request) => {
        if (isPageData(request)) pageRequests.push(request.url());
      });
      await page.goto('/');
      await waitForHydration(page);
      await page.waitForTimeout(2500);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'How we hire' })
        .hover();
      await page.waitForTimeout(500);
      expect(pageRequests).toEqual([]);
    });
  }
});

test.describe('tag manager', () => {
  test('without GTM_ID no page requests googletagmanager.com', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('googletagmanager.com'))
        thirdParty.push(request.url());
    });
    for (const path of ['/', '/job', '/team', '/tech-blog', '/stream', '/press']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
      expect(await page.evaluate(() => document.querySelector('script[src*="gtm.js"]'))).toBeNull();
    }
    expect(thirdParty).toEqual([]);
  });
});
