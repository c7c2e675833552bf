import { expect, test as base, type Page } from '@playwright/test';

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
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const collected: string[] = [];
      page.on('pageerror', (error) => collected.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A 404 or 410 page's own document status is the page working, not a problem.
        const isDocumentStatus =
          message.text().startsWith('Failed to load resource') &&
          message.location().url === page.url();
        if (!isDocumentStatus) collected.push(`console: ${message.text()}`);
      });
      await use(collected);
      expect(await problemsOf(page, collected)).toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the document (the router marks links as discoverable). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
