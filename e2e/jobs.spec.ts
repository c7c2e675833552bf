import type AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import type { Job, JobListItem, PageContent, Section } from '../contract/page-types';
import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

type JobListSection = Extract<Section, { type: 'job-list' }>;

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function getPage(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; data: PageContent }> {
  const response = await request.get(`/api/page/${path}`);
  const body = (await response.json()) as { data: PageContent };
  return { status: response.status(), data: body.data };
}

function jobListOf(page: PageContent): JobListSection {
  const section = page.section.find((item): item is JobListSection => item.type === 'job-list');
  if (!section) throw new Error('the job page has no job-list section');
  return section;
}

/** Every open job, read page by page from the API the screens use. */
async function allOpenJobs(request: APIRequestContext): Promise<JobListItem[]> {
  const first = jobListOf((await getPage(request, 'job')).data);
  const jobs = [...first.list];
  for (let page = 2; page <= first.pager.totalPages; page += 1) {
    jobs.push(...jobListOf((await getPage(request, `job?page=${page}`)).data).list);
  }
  return jobs;
}

/** Every open job with the fields only its detail page carries (apply link, slug). */
async function allOpenJobDetails(request: APIRequestContext): Promise<Job[]> {
  return Promise.all(
    (await allOpenJobs(request)).map(async ({ id }) => {
      const { section } = (await getPage(request, `job/${id}`)).data;
      const detail = section.find((item) => item.type === 'job-detail');
      if (!detail) throw new Error(`job ${id} has no job-detail section`);
      return detail.job;
    }),
  );
}

async function closedJobId(request: APIRequestContext): Promise<number> {
  const openIds = new Set((await allOpenJobs(request)).map((job) => job.id));
  const maxId = Math.max(...openIds);
  for (let id = 1; id <= maxId + 10; id += 1) {
    if (openIds.has(id)) continue;
    if ((await request.get(`/api/page/job/${id}`)).status() === 410) return id;
  }
  throw new Error('no closed job in the seed data');
}

/** The job screens' own parts: the header and footer have their own tests. */
const jobScreenScope = (builder: AxeBuilder) => builder.include('main').include('[role="dialog"]');

const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const resultCount = (page: Page) => page.locator('.job-list__count');
const checkbox = (page: Page, value: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${value}\\b`) });

async function openJobList(page: Page, query = '') {
  await page.goto(`/job${query}`);
  await waitForHydration(page);
  // The list's own hydration can end a render after the shell's mark: until then its filters are
  // the server's form, whose boxes do not answer a click.
  await expect(page.locator('.job-filters--static')).toHaveCount(0);
}

test.describe('job list: filters in the URL', () => {
  test.use({ viewport: DESKTOP });

  test('choosing a department puts it in the URL, resets to page 1 and changes the count', async ({
    page,
  }) => {
    await openJobList(page, '?page=2');
    const before = await resultCount(page).textContent();
    await checkbox(page, 'Engineering').check();

    await expect.poll(() => searchParam(page, 'department')).toBe('Engineering');
    expect(searchParam(page, 'page')).toBeNull();
    await expect(resultCount(page)).not.toHaveText(before ?? '');
    await expect(resultCount(page)).toContainText('matching jobs');
    await expect(page.locator('.job-list__grid .job-card').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Remove filter Department: Engineering' }),
    ).toBeVisible();
  });

  test('several values of one filter are joined with |', async ({ page }) => {
    await openJobList(page);
    await checkbox(page, 'Engineering').check();
    await expect.poll(() => searchParam(page, 'department')).toBe('Engineering');
    await checkbox(page, 'Design').check();
    await expect.poll(() => searchParam(page, 'department')).toBe('Engineering|Design');
    expect(page.url()).toContain('department=Engineering%7CDesign');
  });

  test('the sort order is in the URL', async ({ page }) => {
    await openJobList(page);
    await page.getByLabel('Sort by').selectOption('title');
    await expect.poll(() => searchParam(page, 'sort')).toBe('title');
    await expect(page.locator('.job-card__title').first()).toHaveText(/^A/);
    const initials = (await page.locator('.job-card__title').allTextContents()).map((title) =>
      title.charAt(0).toUpperCase(),
    );
    expect(initials).toEqual([...initials].sort());
  });

  test('the search waits for a pause in typing and then loads once', async ({ page }) => {
    await openJobList(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/page/job') searches.push(url.searchParams.get('search') ?? '');
    });
    await page.getByLabel('Search jobs').pressSequentially('engineer', { delay: 60 });
    // Still typing a moment ago: nothing has been sent yet.
    expect(searchParam(page, 'search')).toBeNull();

    await expect.poll(() => searchParam(page, 'search')).toBe('engineer');
    await expect(resultCount(page)).toContainText('matching');
    expect(searches).toEqual(['engineer']);
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  });

  test('pagination links keep the filters, and the current page is marked', async ({ page }) => {
    await openJobList(page, '?department=Engineering');
    const pages = page.getByRole('navigation', { name: 'Job list pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('link', { name: 'Next' }).click();

    await expect.poll(() => searchParam(page, 'page')).toBe('2');
    expect(searchParam(page, 'department')).toBe('Engineering');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(resultCount(page)).toContainText('page 2 of');
  });

  test('back and forward restore the filters and the list', async ({ page }) => {
    await openJobList(page);
    const unfiltered = await resultCount(page).textContent();
    await checkbox(page, 'Design').check();
    await expect.poll(() => searchParam(page, 'department')).toBe('Design');
    // The URL changes before the filtered list arrives: wait for the list, then read its count.
    await expect(resultCount(page)).toContainText('matching jobs');
    const filtered = await resultCount(page).textContent();

    await page.goBack();
    await expect.poll(() => searchParam(page, 'department')).toBeNull();
    await expect(checkbox(page, 'Design')).not.toBeChecked();
    await expect(resultCount(page)).toHaveText(unfiltered ?? '');

    await page.goForward();
    await expect.poll(() => searchParam(page, 'department')).toBe('Design');
    await expect(checkbox(page, 'Design')).toBeChecked();
    await expect(resultCount(page)).toHaveText(filtered ?? '');
  });

  test('a reload keeps the filters', async ({ page }) => {
    await openJobList(page, '?department=Design%7CProduct&sort=oldest');
    await page.reload();
    await waitForHydration(page);
    await expect(checkbox(page, 'Design')).toBeChecked();
    await expect(checkbox(page, 'Product')).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('oldest');
  });

  test('removing a chip and clearing all', async ({ page }) => {
    await openJobList(page, '?department=Design&location=Berlin');
    await page.getByRole('link', { name: 'Remove filter Location: Berlin' }).click();
    await expect.poll(() => searchParam(page, 'location')).toBeNull();
    expect(searchParam(page, 'department')).toBe('Design');
    // The chip row's link; exact, as the empty list's "Clear all filters" may be showing too.
    await page.getByRole('link', { name: 'Clear all', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  test('placeholder cards show while the next list loads', async ({ page }) => {
    await openJobList(page);
    await page.route('**/api/page/job?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await checkbox(page, 'Finance').check();
    await expect(page.locator('.job-card--skeleton').first()).toBeVisible();
    await expect(page.locator('.job-list__results')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.job-card--skeleton')).toHaveCount(0);
    await expect(page.locator('.job-list__results')).toHaveAttribute('aria-busy', 'false');
  });

  test('nothing matching shows a way out', async ({ page }) => {
    await openJobList(page, '?search=underwater%20basket%20weaving');
    await expect(resultCount(page)).toHaveText('No matching jobs');
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(page.locator('.job-list__grid .job-card')).toHaveCount(8);
  });

  test('the job list has no serious accessibility violations', async ({ page }) => {
    await openJobList(page, '?department=Engineering');
    expect(await seriousViolations(page, jobScreenScope)).toEqual([]);
  });
});

test.describe('job list without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test('the first render lists jobs, filters and working page links', async ({ page }) => {
    const response = await page.goto('/job?department=Engineering');
    expect(response?.status()).toBe(200);
    await expect(page.locator('.job-list__grid .job-card')).toHaveCount(8);
    await expect(checkbox(page, 'Engineering')).toBeChecked();
    const next = page
      .getByRole('navigation', { name: 'Job list pages' })
      .getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/job?department=Engineering&page=2');
  });

  test('the filter form submits with GET and the server honours every value', async ({
    page,
    request,
  }) => {
    const both = jobListOf((await getPage(request, 'job?department=Design%7CEngineering')).data)
      .pager.total;
    await page.goto('/job');
    await checkbox(page, 'Engineering').check();
    await checkbox(page, 'Design').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    // A plain form repeats the key (checkboxes in page order); the server must read every value.
    await expect(page).toHaveURL(/department=Design&department=Engineering/);
    await expect(checkbox(page, 'Engineering')).toBeChecked();
    await expect(checkbox(page, 'Design')).toBeChecked();
    await expect(resultCount(page)).toContainText(`${both} matching jobs`);
  });
});

test.describe('phone filter drawer', () => {
  test.use({ viewport: PHONE });

  test('opens as a dialog, keeps focus inside, closes on Escape and returns focus', async ({
    page,
  }) => {
    await openJobList(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const controls = await dialog.locator('button, input').count();
    for (let step = 0; step < controls + 3; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a click outside closes it without applying; Apply navigates with the choice', async ({
    page,
  }) => {
    await openJobList(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.click();
    await checkbox(page, 'Design').check();
    await page.mouse.click(5, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(searchParam(page, 'department')).toBeNull();

    await toggle.click();
    await expect(checkbox(page, 'Design')).not.toBeChecked();
    await checkbox(page, 'Design').check();
    await page.getByRole('button', { name: /^Show \d+ jobs?$/ }).click();
    await expect.poll(() => searchParam(page, 'department')).toBe('Design');
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('1');
  });

  test('the open drawer has no serious accessibility violations', async ({ page }) => {
    await openJobList(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, jobScreenScope)).toEqual([]);
  });
});

test.describe('job detail', () => {
  test.use({ viewport: DESKTOP });

  const fact = (page: Page, label: string) =>
    page
      .locator('.job-detail__fact')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd');

  test('shows the title, description, facts, team size, side note and apply link', async ({
    page,
    request,
  }) => {
    const jobs = await allOpenJobDetails(request);
    const job = jobs.find(
      (item) =>
        item.workplaceType === 'on_site' &&
        item.summary.location &&
        item.summary.jobType &&
        item.summary.level &&
        item.urlList.apply &&
        // The seed's jobs state both (SPEC §2); jobs other specs write meanwhile may not.
        item.teamSize !== null &&
        item.relocationAssistance,
    );
    if (!job) throw new Error('no complete job in the seed data');
    await page.goto(`/job/${job.id}`);
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.locator('.job-detail__description')).not.toBeEmpty();
    // Every place, with its country in words: the seed's jobs have one.
    const countries = new Intl.DisplayNames(['en'], { type: 'region' });
    await expect(fact(page, 'Location')).toHaveText(
      job.locations
        .map((place) => `${place.city}, ${countries.of(place.countryCode ?? '')}`)
        .join('; '),
    );
    await expect(fact(page, 'Workplace')).toHaveText('On site');
    await expect(fact(page, 'Job type')).toHaveText(job.summary.jobType ?? '');
    await expect(fact(page, 'Level')).toHaveText(job.summary.level ?? '');
    await expect(fact(page, 'Team size')).toHaveText(`${job.teamSize} people`);
    await expect(page.getByText('Relocation Assistance Provided')).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Apply now for ${job.title}` }).first(),
    ).toHaveAttribute('href', job.urlList.apply ?? '');
  });

  test('missing fields show the spec defaults', async ({ page, request }) => {
    const jobs = await allOpenJobDetails(request);
    // Issue 32: every seed job states its place and type (job-places.test.ts and
    // job-defaults.test.ts hold what a job without them says); the level keeps its default.
    const cases = [
      { missing: (job: Job) => !job.summary.level, label: 'Level', value: 'All Levels' },
    ];
    for (const { missing, label, value } of cases) {
      const job = jobs.find(missing);
      if (!job) throw new Error(`no job without ${label} in the seed data`);
      await page.goto(`/job/${job.id}`);
      await expect(fact(page, label)).toHaveText(value);
    }
    const withoutApply = jobs.find((job) => !job.urlList.apply);
    if (!withoutApply) throw new Error('no job without an apply link in the seed data');
    await page.goto(`/job/${withoutApply.id}`);
    await expect(page.getByRole('link', { name: /^Apply now/ }).first()).toHaveAttribute(
      'href',
      '#',
    );
  });

  test('the share link is the origin plus /job/{id}; share buttons carry it encoded', async ({
    page,
    request,
    baseURL,
  }) => {
    const [job] = await allOpenJobs(request);
    if (!job) throw new Error('no open job');
    await page.goto(`/job/${job.id}`);
    await waitForHydration(page);
    const url = `${baseURL}/job/${job.id}`;
    await expect(page.getByLabel('Link to this job')).toHaveValue(url);
    const encoded = encodeURIComponent(url);
    await expect(page.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute(
      'href',
      new RegExp(`url=${escapeRegExp(encoded)}$`),
    );
    await expect(page.getByRole('link', { name: /on Facebook/ })).toHaveAttribute(
      'href',
      new RegExp(`u=${escapeRegExp(encoded)}$`),
    );
    await expect(page.getByRole('link', { name: /on X/ })).toHaveAttribute(
      'href',
      new RegExp(escapeRegExp(`url=${encoded}&text=`)),
    );
    await expect(page.getByRole('link', { name: /by e-mail/ })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
  });

  test('on /job-ext/ the share link is the current path', async ({ page, request, baseURL }) => {
    const job = (await allOpenJobDetails(request)).find((item) => item.slug);
    if (!job?.slug) throw new Error('no external job in the seed data');
    const response = await page.goto(`/job-ext/${job.slug}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByLabel('Link to this job')).toHaveValue(`${baseURL}/job-ext/${job.slug}`);
  });

  test('copying the link shows a tooltip that hides after a moment', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [job] = await allOpenJobs(request);
    if (!job) throw new Error('no open job');
    await page.goto(`/job/${job.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy link' }).click();

    const tooltip = page.locator('.copy-link__tooltip');
    await expect(tooltip).toHaveText('Link copied');
    await expect(tooltip).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/job/${job.id}`,
    );
    await expect(tooltip).toHaveText('', { timeout: 5000 });
  });

  test('cards and the detail name countries in words, a remote job where its people may live', async ({
    page,
    request,
  }) => {
    const jobs = await allOpenJobs(request);
    const inLisbon = jobs.find((job) => job.locations[0]?.city === 'Lisbon');
    const remote = jobs.find((job) => job.remote && job.remoteRegions.join() === 'DE');
    if (!inLisbon || !remote) throw new Error('no Lisbon or remote job open in the seed data');
    const cardOf = (title: string) =>
      page
        .locator('article', { has: page.getByRole('link', { name: title, exact: true }) })
        .first();
    const cardLocation = (title: string) =>
      cardOf(title)
        .locator('.job-card__fact')
        .filter({ has: page.locator('dt', { hasText: /^Location$/ }) })
        .locator('dd');

    // Searched by title: jobs other specs open meanwhile must not push these cards off page 1.
    await openJobList(page, `?search=${encodeURIComponent(inLisbon.title)}`);
    await expect(cardLocation(inLisbon.title)).toHaveText('Lisbon, Portugal');
    await openJobList(page, `?search=${encodeURIComponent(remote.title)}`);
    // Issue 32: the countries once, as the place; "Remote" once, as the workplace.
    await expect(cardLocation(remote.title)).toHaveText('Anywhere in Germany');

    await cardOf(remote.title).getByRole('link', { name: remote.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(remote.title);
    await expect(fact(page, 'Location')).toHaveText('Anywhere in Germany');
    await expect(fact(page, 'Workplace')).toHaveText('Remote');
    await expect(page.locator('.job-detail__summary')).toContainText('Anywhere in Germany');
    await expect(page).toHaveTitle(
      new RegExp(`^${escapeRegExp(remote.title)}, Remote \\(Germany\\)`),
    );

    await page.goto(`/job/${inLisbon.id}`);
    await expect(fact(page, 'Location')).toHaveText(/^Lisbon, Portugal/);
    await expect(page.locator('main')).not.toContainText(/\bPT\b|Unknown/);
  });

  test('similar jobs link to their pages', async ({ page, request }) => {
    const [job] = await allOpenJobs(request);
    if (!job) throw new Error('no open job');
    await page.goto(`/job/${job.id}`);
    await waitForHydration(page);
    const similar = page
      .getByRole('region', { name: 'Similar jobs' })
      .locator('.job-card__link')
      .first();
    const title = await similar.textContent();
    await similar.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });

  test('a job detail has no serious accessibility violations', async ({ page, request }) => {
    const [job] = await allOpenJobs(request);
    await page.goto(`/job/${job?.id}`);
    await waitForHydration(page);
    expect(await seriousViolations(page, jobScreenScope)).toEqual([]);
  });
});

test.describe('closed and unknown jobs', () => {
  test('a closed job answers 410, says it is closed and offers similar open jobs', async ({
    page,
    request,
  }) => {
    const id = await closedJobId(request);
    const response = await page.goto(`/job/${id}`);
    expect(response?.status()).toBe(410);
    await waitForHydration(page);
    await expect(page.getByText('This position is closed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(
      page.getByRole('region', { name: 'Similar open jobs' }).locator('.job-card').first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all open jobs' })).toHaveAttribute(
      'href',
      '/job',
    );
    expect(await seriousViolations(page, jobScreenScope)).toEqual([]);
  });

  test('an unknown job id answers 404', async ({ page }) => {
    const response = await page.goto('/job/999999');
    expect(response?.status()).toBe(404);
  });
});

test('the home page lists the latest jobs and links to all of them', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const section = page.locator('.latest-jobs');
  await expect(section.locator('.job-card')).toHaveCount(4);
  await section.getByRole('link', { name: /^See all \d+ open jobs$/ }).click();
  await expect(page).toHaveURL(/\/job$/);
  await expect(resultCount(page)).toContainText('open jobs');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
