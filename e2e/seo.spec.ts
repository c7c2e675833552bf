import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/** What a crawler that runs JavaScript reads from the head (and the JSON-LD types in the page). */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string, attribute: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    return {
      titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
      descriptions: all('meta[name="description"]', 'content'),
      robots: all('meta[name="robots"]', 'content'),
      canonicals: all('link[rel="canonical"]', 'href'),
      ogUrls: all('meta[property="og:url"]', 'content'),
      ogTitles: all('meta[property="og:title"]', 'content'),
      jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
      ),
    };
  });
}

test('client navigation from / to /job replaces the title, description, canonical and og:url', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const home = await readHead(page);
  expect(home.canonicals).toEqual([`${baseURL}/`]);
  expect(home.jsonLdTypes).toContain('Organization');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/job$/);
  await expect(page).toHaveTitle(/^Open jobs/);

  await expect.poll(async () => (await readHead(page)).canonicals).toEqual([`${baseURL}/job`]);
  const jobs = await readHead(page);
  expect(jobs.titles).toHaveLength(1);
  expect(jobs.descriptions).toHaveLength(1);
  expect(jobs.descriptions[0]).not.toBe(home.descriptions[0]);
  expect(jobs.robots).toEqual(['index, follow']);
  expect(jobs.ogUrls).toEqual([`${baseURL}/job`]);
  expect(jobs.ogTitles).toEqual(jobs.titles);
  expect(jobs.jsonLdTypes).not.toContain('Organization');
});

test('opening a job in the browser adds its JobPosting; going back removes it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/job');
  await waitForHydration(page);
  expect((await readHead(page)).jsonLdTypes).not.toContain('JobPosting');

  const firstJob = page.locator('main a[href^="/job/"]').first();
  const href = await firstJob.getAttribute('href');
  await firstJob.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`));

  await expect
    .poll(async () => (await readHead(page)).jsonLdTypes)
    .toEqual(['JobPosting', 'BreadcrumbList']);
  const job = await readHead(page);
  expect(job.canonicals).toEqual([`${baseURL}${href ?? ''}`]);
  expect(job.titles).toHaveLength(1);
  expect(job.robots).toEqual(['index, follow']);

  await page.goBack();
  await expect(page).toHaveURL(/\/job$/);
  await expect.poll(async () => (await readHead(page)).jsonLdTypes).toEqual([]);
  expect((await readHead(page)).canonicals).toEqual([`${baseURL}/job`]);
});

test('a job search without results turns noindex in the browser, and back', async ({ page }) => {
  await page.goto('/job?search=underwater%20basket%20weaving');
  await waitForHydration(page);
  expect((await readHead(page)).robots).toEqual(['noindex, follow']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/job$/);
  await expect.poll(async () => (await readHead(page)).robots).toEqual(['index, follow']);
});
