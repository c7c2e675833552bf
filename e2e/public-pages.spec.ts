import type { Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/** Issue 13, public pages: copy that matches the page, and job browsing that fits a phone. */

test.describe('copy that tells the truth', () => {
  test('the header names "Life at Somnia" in full, on one row, at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Life at Somnia',
    });
    await expect(link).toBeVisible();
    const [lifeAt, newsroom] = await Promise.all([
      link.boundingBox(),
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Newsroom' })
        .boundingBox(),
    ]);
    expect(lifeAt?.y).toBe(newsroom?.y);
  });

  test('the 404 page says what happened once and offers ways on', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See open jobs' })).toBeVisible();
  });

  test('the students page lists internships and graduate roles only, and its button opens exactly those', async ({
    page,
  }) => {
    await page.goto('/students');
    await waitForHydration(page);
    const block = page.locator('section.latest-jobs');
    await expect(
      block.getByRole('heading', { name: 'Internships and graduate roles' }),
    ).toBeVisible();
    const titles = await block.locator('.job-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.join(' · ')).not.toMatch(/Forklift|Warehouse|Fulfilment|Operator|Associate/);
    for (const title of titles) expect(title).toMatch(/Intern|Graduate|Analyst|Research Assistant/);

    const button = block.getByRole('link', {
      name: /^See all \d+ internships and graduate roles$/,
    });
    const count = Number((await button.textContent())?.match(/\d+/)?.[0]);
    await button.click();
    await expect(page).toHaveURL(/\/job\?sort=newest&search=internship/);
    await expect(page.locator('.job-list__count')).toHaveText(new RegExp(`^${count} \\w+ jobs`));
    // The list opens with the same jobs first.
    const listed = page.locator('.job-list__grid .job-card__title');
    await expect(listed).toHaveCount(Math.min(count, 8));
    expect((await listed.allTextContents()).slice(0, titles.length)).toEqual(titles);
  });
});

for (const width of [390, 1280]) {
  test(`the students page states the cities and pay its open jobs list, at ${width} px (issue 32)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/students');
    // The programmes promise no city or figure of their own: the listings say them.
    const programmes = page.locator('#programmes');
    await expect(programmes).toContainText('Internships');
    await expect(programmes).not.toContainText(/Tilburg|Lisbon|900 to 1,200/);
    const facts = page.locator('section.latest-jobs').getByText(/^Open now in /);
    await expect(facts).toBeVisible();
    const text = (await facts.textContent()) ?? '';
    const cities = (text.match(/^Open now in (.+?)(?:, paying|, as each)/)?.[1] ?? '')
      .split(/, | and /)
      .filter(Boolean);
    expect(cities.length).toBeGreaterThan(0);

    const button = page
      .locator('section.latest-jobs')
      .getByRole('link', { name: /^See all \d+ internships and graduate roles$/ });
    const count = Number((await button.textContent())?.match(/\d+/)?.[0]);
    await button.click();
    await expect(page).toHaveURL(/\/job\?sort=newest&search=internship/);
    const listed = page.locator('.job-list__grid .job-card');
    await expect(listed).toHaveCount(Math.min(count, 8));
    const cards = await listed.allTextContents();
    expect(cards.length).toBeGreaterThan(0);
    // Every listed job is in a city the page names, its pay within the range stated for its period.
    const amounts = (range: string) =>
      (range.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
    for (const card of cards) {
      expect(cities.some((city) => card.includes(city))).toBe(true);
      const pay = card.match(/(€[\d,]+(?: – €[\d,]+)?) per (hour|day|month|year)/);
      if (!pay) continue;
      const stated = text.match(new RegExp(`(€[\\d,]+(?: – €[\\d,]+)?) per ${pay[2]}`));
      expect(stated, `${pay[0]} is stated`).not.toBeNull();
      const [low = 0, high = low] = amounts(stated?.[1] ?? '');
      const [min = 0, max = min] = amounts(pay[1] ?? '');
      expect(min).toBeGreaterThanOrEqual(low);
      expect(max).toBeLessThanOrEqual(high);
    }
    // And every city the page names has a listed job (the seed's student jobs fit one page).
    for (const city of cities) expect(cards.some((card) => card.includes(city))).toBe(true);
  });
}

test.describe('the job list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first job card, with its workplace type, is on the first screen', async ({ page }) => {
    await page.goto('/job');
    const firstCard = page.locator('.job-card').first();
    const box = await firstCard.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await expect(firstCard.getByText(/^(Remote|On site|Hybrid)$/)).toBeVisible();
  });
});

test.describe('the job detail on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function openFirstJob(page: Page) {
    await page.goto('/job');
    const href = await page.locator('.job-card__link').first().getAttribute('href');
    await page.goto(href ?? '/job');
  }

  test('an apply bar stays pinned within reach while the job is read', async ({ page }) => {
    await openFirstJob(page);
    const bar = page.getByTestId('apply-bar');
    const apply = bar.getByRole('link', { name: /^Apply now/ });
    await expect(apply).toBeInViewport();
    // The same apply link as the page's own (the SPEC default '#' when the job has none).
    const pageApply = page.locator('.job-detail__glance').getByRole('link', { name: /^Apply now/ });
    expect(await apply.getAttribute('href')).toBe(await pageApply.getAttribute('href'));

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(apply).toBeInViewport();
    const box = await apply.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  });

  test('on a wide screen the bar is not shown (the apply card sits beside the text)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openFirstJob(page);
    await expect(page.getByTestId('apply-bar')).toBeHidden();
  });
});

test.describe('a first paint that holds still', () => {
  // Issue 11's bar: CLS ≤ 0.05. A page whose blocks' stylesheets the server failed to link paints
  // unstyled, then jumps when the block's code brings them (the job page moved by 0.77).
  for (const path of ['/', '/job', '/job/1', '/tech-blog/accessibility-audit', '/team']) {
    test(`${path} does not shift as it loads on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { __layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
    });
  }
});
