import type { APIRequestContext, Page } from '@playwright/test';

import type { JobListQuery } from '../contract/job-list-query';
import { seriousViolations } from './support/axe';
import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

/**
 * Issue 32, decision 049: a talent community member leaves with the link of its e-mail, and a
 * closed job offers an alert for jobs like it; each at a phone's and a laptop's width.
 */

/** The first closed seed job (its API answers 410), with the search its page offers. */
async function firstClosedJob(request: APIRequestContext) {
  for (let id = 1; id <= 200; id += 1) {
    const response = await request.get(`/api/page/job/${id}`);
    if (response.status() === 410) {
      const body = (await response.json()) as { data: { title: string; alertQuery: JobListQuery } };
      return { path: `/job/${id}`, ...body.data };
    }
  }
  throw new Error('No closed job among the first 200 ids');
}

/** The links of those names in the message to the address, read in the admin's outbox. */
async function linksInMail(page: Page, email: string, names: string[]): Promise<string[]> {
  await page.goto('/admin/outbox');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .first()
    .getByRole('button', { name: /^Show the message/ })
    .click();
  const message = page.frameLocator('iframe.admin-mail__frame');
  const paths: string[] = [];
  for (const name of names) {
    const url = new URL((await message.getByRole('link', { name }).getAttribute('href')) ?? '');
    paths.push(url.pathname + url.search);
  }
  return paths;
}

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the talent community page says leaving is one click, and the e-mail’s leave link deletes the signup at once', async ({
      page,
    }) => {
      const email = `leave.${width}.${Date.now()}@example.com`;
      await page.goto('/talent-community');
      await expect(page.getByText(/has a "Leave the talent community" link/).first()).toBeVisible();
      await expect(page.getByText(/five working days/)).toHaveCount(0);
      const joined = await page.request.post('/api/talent-community', {
        data: { name: 'Ines Duarte', email, country: 'Portugal', interests: [], consent: true },
      });
      expect(joined.status()).toBe(202);

      const [confirmPath = '', leavePath = ''] = await linksInMail(page, email, [
        'Confirm my signup',
        'Leave the talent community',
      ]);
      expect(leavePath).toMatch(/^\/talent-community\/leave\?token=[\w-]{43}$/);
      await page.goto(confirmPath);
      await page.getByRole('button', { name: 'Confirm my signup' }).click();
      await expect(page).toHaveURL(/outcome=confirmed$/);

      // Opening the link deletes nothing (mail scanners open links): the page asks first.
      await page.goto(leavePath);
      await waitForHydration(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Leave the talent community?' }),
      ).toBeVisible();
      expect(await fitsTheWidth(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/admin/talent-community?search=${encodeURIComponent(email)}`);
      await expect(page.getByRole('cell', { name: email })).toBeVisible();

      await page.goto(leavePath);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Leave and delete my details' }).click();
      await expect(page).toHaveURL(/\/talent-community\/leave\?outcome=left$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'You have left the talent community' }),
      ).toBeVisible();
      expect(await fitsTheWidth(page)).toBe(true);
      await page.goto(`/admin/talent-community?search=${encodeURIComponent(email)}`);
      await expect(page.getByText('Nobody matches these filters.')).toBeVisible();

      // The link works once; a cut-short link gives the same clear page, never an error.
      await page.goto(leavePath);
      await page.getByRole('button', { name: 'Leave and delete my details' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'This link belongs to no signup' }),
      ).toBeVisible();
      await page.goto(leavePath.slice(0, -10));
      await page.getByRole('button', { name: 'Leave and delete my details' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'This link belongs to no signup' }),
      ).toBeVisible();
    });

    test('a closed job offers an alert for its department and places, saved from its page', async ({
      page,
    }) => {
      const closed = await firstClosedJob(page.request);
      const [department] = closed.alertQuery.department;
      const [place] = closed.alertQuery.location;
      expect(department).toBeTruthy();
      expect(place).toBeTruthy();

      const response = await page.goto(closed.path);
      expect(response?.status()).toBe(410);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: closed.title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get job alerts' })).toHaveCount(0);
      const alert = page.getByRole('region', { name: 'E-mail me new jobs like these' });
      await expect(alert).toContainText(`Department: ${department ?? ''}`);
      await expect(alert).toContainText(`Location: ${place ?? ''}`);
      expect(await fitsTheWidth(page)).toBe(true);

      const email = `closed.${width}.${Date.now()}@example.com`;
      await alert.getByRole('textbox', { name: /^E-mail/ }).fill(email);
      const saved = page.waitForRequest(
        (request) => request.url().endsWith('/api/alerts') && request.method() === 'POST',
      );
      await alert.getByRole('button', { name: 'Create alert' }).click();
      const sent = (await saved).postDataJSON() as Record<string, string>;
      expect(sent).toMatchObject({ email, department, location: place });
      await expect(alert.getByText(`Check your inbox at ${email}`)).toBeVisible();
    });
  });
}
