import type { APIRequestContext, Page } from '@playwright/test';

import { JOB_FILTER_KEYS, type JobFilterKey } from '../contract/job-list-query';
import type { PageContent, Section } from '../contract/page-types';
import { expect, test, waitForHydration } from './support/test';

/**
 * Issue 32, "The job search tells the truth": every open job is found by some value of each
 * filter and the counts add up, workplace is a filter of its own, and no page says "Unknown" or
 * "Any".
 */

type JobListSection = Extract<Section, { type: 'job-list' }>;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

// Seed jobs that said "Location Unknown" (13, 23, 59) or "Job type: Any" (7, 17) before.
const ONCE_UNSTATED = [
  'Analytics Engineer',
  'Product Manager, Subscriptions',
  'Procurement Specialist',
  'Developer Experience Engineer',
  'UX Researcher',
];
const UNTRUE_WORDS = /\bUnknown\b|Job type\s*Any\b/;

async function jobList(request: APIRequestContext, query: string): Promise<JobListSection> {
  const response = await request.get(`/api/page/job?${query}`);
  expect(response.status()).toBe(200);
  const { section } = ((await response.json()) as { data: PageContent }).data;
  const list = section.find((item): item is JobListSection => item.type === 'job-list');
  if (!list) throw new Error('the job page has no job-list section');
  return list;
}

/** The ids of every open job a query lists, page by page. */
async function idsListed(request: APIRequestContext, query: string): Promise<Set<number>> {
  const first = await jobList(request, query);
  const ids = new Set(first.list.map((job) => job.id));
  for (let page = 2; page <= first.pager.totalPages; page += 1)
    for (const job of (await jobList(request, `${query}&page=${page}`)).list) ids.add(job.id);
  return ids;
}

const countIn = async (page: Page) =>
  Number(
    /\d[\d,]*/
      .exec((await page.locator('.job-list__count').textContent()) ?? '')?.[0]
      .replace(/,/g, ''),
  );

const option = (page: Page, value: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${value}\\b`) });

test('every open job is found by some value of each filter, and the counts add up', async ({
  request,
}) => {
  const all = await jobList(request, '');
  const allIds = await idsListed(request, '');
  expect(allIds.size).toBe(all.pager.total);

  for (const key of JOB_FILTER_KEYS satisfies readonly JobFilterKey[]) {
    const options = all.filters[key];
    const counted = options.reduce((sum, { count }) => sum + count, 0);
    // Each job counts once beside each of its values: never fewer than the jobs.
    expect([key, counted >= all.pager.total]).toEqual([key, true]);
    const found = new Set<number>();
    for (const { value } of options)
      for (const id of await idsListed(request, `${key}=${encodeURIComponent(value)}`))
        found.add(id);
    expect([key, [...allIds].filter((id) => !found.has(id))]).toEqual([key, []]);
  }
  // A job has one department and one workplace: those counts are the total exactly.
  for (const key of ['department', 'workplace'] as const)
    expect(all.filters[key].reduce((sum, { count }) => sum + count, 0)).toBe(all.pager.total);
  expect(all.filters.location.map(({ value }) => value)).not.toContain('Remote');
  expect(all.filters.workplace.map(({ value }) => value)).toEqual(['Hybrid', 'On site', 'Remote']);
});

test('a bad workplace value is a 400 naming the field', async ({ request }) => {
  const response = await request.get('/api/page/job?workplace=Office');
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ data: { field: 'workplace' } });
});

for (const viewport of VIEWPORTS) {
  test.describe(`the job search on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('workplace is its own filter in the URL, counted; Remote is no place', async ({
      page,
    }) => {
      await page.goto('/job');
      await waitForHydration(page);
      const phone = viewport.width < 600;
      if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
      const workplace = page.getByRole('group', { name: 'Workplace' });
      await expect(workplace.getByRole('checkbox')).toHaveCount(3);
      const location = page.getByRole('group', { name: 'Location' });
      await expect(location.getByRole('checkbox', { name: /^Remote\b/ })).toHaveCount(0);
      await expect(location.getByText(/^Anywhere in /).first()).toBeVisible();
      const remoteCount = Number(
        /\d+/.exec((await option(page, 'Remote').locator('..').textContent()) ?? '')?.[0],
      );
      expect(remoteCount).toBeGreaterThan(0);

      await option(page, 'Remote').check();
      if (phone) await page.getByRole('button', { name: /^Show \d+ jobs?$/ }).click();

      await expect.poll(() => new URL(page.url()).searchParams.get('workplace')).toBe('Remote');
      await expect.poll(() => countIn(page)).toBe(remoteCount);
      const facts = page.locator('.job-list__grid .job-card');
      await expect(facts.first()).toBeVisible();
      for (const card of await facts.all()) {
        const fact = (label: string) =>
          card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
        // The countries as the place, "Remote" as the workplace only (read from the facts, not the
        // whole card: a job added by another spec may have "Remote" in its title).
        await expect(fact('Workplace')).toHaveText('Remote');
        await expect(fact('Location')).not.toContainText('Remote');
      }
    });

    test('no card, detail or similar job says "Unknown" or "Any"', async ({ page, request }) => {
      const all = await jobList(request, '');
      for (let number = 1; number <= all.pager.totalPages; number += 1) {
        await page.goto(`/job?page=${number}`);
        await expect(page.locator('.job-list__grid .job-card').first()).toBeVisible();
        await expect(page.locator('main')).not.toContainText(UNTRUE_WORDS);
      }
      for (const title of ONCE_UNSTATED) {
        const [job] = (await jobList(request, `search=${encodeURIComponent(`"${title}"`)}`)).list;
        if (!job) throw new Error(`seed job ${title} is not open`);
        await page.goto(`/job/${job.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
        await expect(page.locator('.similar-jobs')).toBeVisible();
        await expect(page.locator('main')).not.toContainText(UNTRUE_WORDS);
        await expect(page.locator('main')).not.toContainText('Location not specified');
      }
    });
  });
}
