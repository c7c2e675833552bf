import type { Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

// The admin's clock: the form shows and reads its times here, the server stores UTC.
test.use({ timezoneId: 'Europe/Amsterdam' });

const JOURNALIST_AGENT = 'Mozilla/5.0 (Journalist e2e) Firefox/140.0';

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
}

/**
 * The next whole minute at least 20 s away, on the browser's clock, as `datetime-local` reads it
 * (the embargo is set to the minute): its time comes within 80 s.
 */
function nextMinute(page: Page): Promise<string> {
  return page.evaluate(() => {
    const at = new Date(Date.now() + 20_000 + 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(
      at.getHours(),
    )}:${pad(at.getMinutes())}`;
  });
}

/** Where the public sees the release: its page's status, and whether the list, feed and sitemap name it. */
async function publicView(page: Page, id: string, title: string) {
  const [release, list, feed, sitemap] = await Promise.all(
    [`/press/releases/${id}`, '/press/releases', '/feeds/press-releases.xml', '/sitemap.xml'].map(
      (path) => page.request.get(path),
    ),
  );
  return {
    page: release?.status(),
    list: (await list?.text())?.includes(title),
    feed: (await feed?.text())?.includes(`/press/releases/${id}`),
    sitemap: (await sitemap?.text())?.includes(`/press/releases/${id}<`),
  };
}

test('an embargoed release is invisible until its time, then publishes itself; a journalist’s preview link is logged, then withdrawn', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Somnia opens in Vienna ${Date.now().toString(36)}`;
  await openSignedIn(page, '/admin/press/releases/new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Write a press release' }),
  ).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Summary')
    .fill('The first store in Austria opens on the Mariahilfer Straße.');
  await page.getByLabel('Place').fill('Vienna');
  await page.getByLabel(/^Embargo: keep it off the site/).check();
  await page.getByLabel('Embargo ends').fill(await nextMinute(page));
  await page
    .getByLabel('Text', { exact: true })
    .fill('Somnia opens its **first store** in Austria.');
  // The Markdown preview is the server's rendering.
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Preview' }).locator('strong')).toHaveText(
    'first store',
  );
  await page.getByRole('tab', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Save under embargo' }).click();
  await expect(page).toHaveURL(/\/admin\/press\/releases\/\d+$/);
  const id = /\/releases\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByText('saved under embargo', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nowhere public before its time.
  expect(await publicView(page, id, title)).toEqual({
    page: 404,
    list: false,
    feed: false,
    sitemap: false,
  });

  // A link for one journalist, shown once.
  await page.getByLabel('Who it is for').fill('Jo Reporter');
  await page.getByLabel(/^Their e-mail/).fill('jo@paper.example');
  await page.getByRole('button', { name: 'Make a preview link' }).click();
  const link = await page.getByLabel(/^The link for Jo Reporter/).inputValue();
  expect(link).toMatch(/\/press\/preview\/[\w-]{43}$/);

  // The journalist opens it: the release, marked embargoed, noindex and never stored.
  const journalist = await browser.newPage({ userAgent: JOURNALIST_AGENT });
  const opened = await journalist.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(journalist.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(journalist.getByRole('note')).toContainText('Embargoed until');
  await expect(journalist.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/press/preview/');

  // The opening is logged and shown in the editor, with who it was.
  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: 'Jo Reporter (jo@paper.example)' });
  await expect(item).toContainText('Opened once');
  await expect(item).toContainText(JOURNALIST_AGENT);

  // Withdrawn: the link is refused with a page that says so.
  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: /Withdraw the link for Jo Reporter/ }).click();
  await expect(item).toContainText('Withdrawn on');
  const refused = await journalist.goto(link);
  expect(refused?.status()).toBe(410);
  await expect(
    journalist.getByRole('heading', { name: 'This preview link was withdrawn' }),
  ).toBeVisible();
  expect(await seriousViolations(journalist)).toEqual([]);
  await journalist.close();

  // At its time the task publishes it: its page, the list, the feed and the sitemap at once.
  await expect
    .poll(async () => publicView(page, id, title), { timeout: 120_000, intervals: [2_000] })
    .toEqual({ page: 200, list: true, feed: true, sitemap: true });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Public' })).toBeVisible();

  // Removed from its editor: gone from the site at once.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/press$/);
  await expect
    .poll(async () => publicView(page, id, title))
    .toEqual({ page: 404, list: false, feed: false, sitemap: false });
});

test('a brand asset uploaded in the admin is offered on /press/brand-assets; a file whose name lies is refused by its content', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(60_000);
  const title = `Wordmark ${Date.now().toString(36)}`;
  await openSignedIn(page, '/admin/press/brand-assets/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('The wordmark for light backgrounds.');
  // A PNG called .pdf: the content decides, and the name must agree.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'wordmark.pdf',
    mimeType: 'application/pdf',
    buffer: png,
  });
  await page.getByRole('button', { name: 'Add the asset' }).click();
  await expect(page.getByLabel('File', { exact: true })).toBeFocused();
  await expect(page.getByText(/^Is a PNG file, but its name ends in \.pdf/)).toBeVisible();
  // The refusal is the API's 400, which the browser logs: expected here.
  const refused = pageProblems.findIndex((problem) => problem.includes('status of 400'));
  expect(refused).toBeGreaterThanOrEqual(0);
  pageProblems.splice(refused, 1);
  // What was typed survives the refusal.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'wordmark.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await page.getByRole('button', { name: 'Add the asset' }).click();
  await expect(page).toHaveURL(/\/admin\/press\/brand-assets\/\d+$/);
  await expect(page.getByRole('link', { name: /^PNG, / })).toBeVisible();

  await page.goto('/press/brand-assets');
  await expect(page.getByText(title)).toBeVisible();
});
