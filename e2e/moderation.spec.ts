import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

// Issue 23: moderation that cannot go wrong.
const POST_SLUG = 'accessibility-audit';
const WIDTHS = [1024, 1280, 390] as const;

/** Posts comments named after `names` with `stamp` in their text, so a search finds only them. */
async function postComments(request: APIRequestContext, stamp: string, names: string[]) {
  for (const name of names) {
    const posted = await request.post(`/api/blog/${POST_SLUG}/comments`, {
      data: { name, body: `${name} read it (${stamp})` },
    });
    expect(posted.status()).toBe(201);
  }
}

/** Opens the moderation list on these comments only (the search), signing in the first time. */
async function openList(page: Page, stamp: string, status = '', signIn = false) {
  const query = new URLSearchParams({ search: stamp });
  if (status) query.set('status', status);
  await page.goto(`/admin/blog-comment?${query.toString()}`);
  await waitForHydration(page);
  if (signIn) await signInThroughProvider(page);
  await expect(
    page.getByRole('region', { name: 'Blog comments, waiting ones first, then newest' }),
  ).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Approve the comment of ${name}` }) });

/** Whether the table's box scrolls sideways (and the page), in CSS pixels. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('.admin-table-wrap');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: wrap ? Math.max(0, wrap.scrollWidth - wrap.clientWidth) : -1,
    };
  });

/** Two clicks where the pointer is, `gap` ms apart, as a hurried moderator makes them. */
async function clickTwiceInPlace(page: Page, button: Locator, gap: number) {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(gap);
  await page.mouse.click(x, y);
}

test('two clicks on Approve, 300 or 800 ms apart, leave the comment approved at 1024, 1280 and 390 px', async ({
  page,
  request,
}) => {
  const stamp = `twice-${Date.now().toString(36)}`;
  const cases = WIDTHS.flatMap((width) => [300, 800].map((gap) => ({ width, gap })));
  const names = cases.map(({ width, gap }) => `Hasty ${width} ${gap}`);
  await postComments(request, stamp, names);

  await openList(page, stamp, 'pending', true);
  for (const [index, { width, gap }] of cases.entries()) {
    await page.setViewportSize({ width, height: 900 });
    const row = rowOf(page, names[index] ?? '');
    const approve = row.getByRole('button', { name: `Approve the comment of ${names[index]}` });
    await approve.scrollIntoViewIfNeeded();
    await clickTwiceInPlace(page, approve, gap);
    await expect(row.getByRole('status')).toHaveText('1 comment approved.');
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  }

  // What the server stored, not only what the screen shows.
  await openList(page, stamp);
  for (const name of names) {
    await expect(rowOf(page, name).getByText('Approved', { exact: true })).toBeVisible();
  }
});

test('bulk approve leaves a comment decided in view out of "select every pending", says its count, and undoes as one', async ({
  page,
  request,
}) => {
  const stamp = `bulk-${Date.now().toString(36)}`;
  await postComments(request, stamp, ['Ada Bulk', 'Bo Bulk', 'Cy Bulk']);
  await openList(page, stamp, 'pending', true);

  const ada = rowOf(page, 'Ada Bulk');
  await ada.getByRole('button', { name: 'Reject the comment of Ada Bulk' }).click();
  await expect(ada.getByText('Rejected', { exact: true })).toBeVisible();
  // A decided row stays in view with its Undo; "select every pending" leaves it out.
  await page.getByRole('checkbox', { name: 'Select every pending comment on this page' }).check();
  await expect(ada.getByRole('checkbox')).not.toBeChecked();
  await page.getByRole('button', { name: 'Approve 2 comments' }).click();

  await expect(page.getByText('2 comments approved.')).toBeVisible();
  await expect(ada.getByText('Rejected', { exact: true })).toBeVisible();
  for (const name of ['Bo Bulk', 'Cy Bulk']) {
    await expect(rowOf(page, name).getByText('Approved', { exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Undo: return 2 comments to pending' }).click();
  await expect(page.getByText('2 comments returned to pending.')).toBeVisible();

  await openList(page, stamp);
  await expect(ada.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(ada).toContainText('by admin@somnia.example');
  for (const name of ['Bo Bulk', 'Cy Bulk']) {
    await expect(rowOf(page, name).getByText('Pending', { exact: true })).toBeVisible();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the moderation table fits its box at 1024 and 1280 px (${colorScheme}), before and after a decision`, async ({
    page,
    request,
  }) => {
    const stamp = `fit-${colorScheme}-${Date.now().toString(36)}`;
    // The widest content a row gets: an unbroken address and a pasted link.
    await request.post(`/api/blog/${POST_SLUG}/comments`, {
      data: {
        name: 'Maximilian Longname-Wrapper',
        email: 'maximilian.longname-wrapper.reviews@an-unusually-long-domain.example',
        body: `See https://example.com/a/very/long/path/that/never/breaks/on/its/own/${stamp}`,
      },
    });
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openList(page, stamp, '', true);

    const row = rowOf(page, 'Maximilian Longname-Wrapper');
    const wrap = page.locator('.admin-table-wrap');
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
      const reject = await row
        .getByRole('button', { name: 'Reject the comment of Maximilian Longname-Wrapper' })
        .boundingBox();
      const box = await wrap.boundingBox();
      expect(reject && box && reject.x + reject.width <= box.x + box.width).toBe(true);
    }

    // A decision brings Undo, which must neither widen the table nor move the buttons.
    const approve = row.getByRole('button', {
      name: 'Approve the comment of Maximilian Longname-Wrapper',
    });
    const before = await approve.boundingBox();
    await approve.click();
    await expect(row.getByRole('button', { name: /^Undo/ })).toBeVisible();
    expect(await approve.boundingBox()).toEqual(before);
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
  });
}

test('on a phone every moderation control is a 44 px target', async ({ page, request }) => {
  const stamp = `thumb-${Date.now().toString(36)}`;
  await postComments(request, stamp, ['Pat Thumb']);
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(page, stamp, 'pending', true);

  const row = rowOf(page, 'Pat Thumb');
  const targets = [
    row.getByRole('button', { name: 'Approve the comment of Pat Thumb' }),
    row.getByRole('button', { name: 'Reject the comment of Pat Thumb' }),
    // A checkbox's target is its label, which wraps it.
    row.locator('label').filter({ has: page.getByRole('checkbox') }),
    page.locator('label').filter({
      has: page.getByRole('checkbox', { name: 'Select every pending comment on this page' }),
    }),
    page.getByRole('button', { name: 'Approve 0 comments' }),
    page.getByRole('button', { name: 'Reject 0 comments' }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  // The bulk bar sticks to the bottom of the screen while the list scrolls under it.
  const bar = await page.getByRole('group', { name: 'Decide the selected comments' }).boundingBox();
  expect(bar && bar.y + bar.height).toBeLessThanOrEqual(844);
  await targets[0]?.click();
  const undo = await row.getByRole('button', { name: /^Undo/ }).boundingBox();
  expect(undo && Math.min(undo.width, undo.height)).toBeGreaterThanOrEqual(44);
});

test('under the approved filter, approved spam is rejected together, and its Undo survives a reload', async ({
  page,
  request,
}) => {
  const stamp = `spam-${Date.now().toString(36)}`;
  await postComments(request, stamp, ['Spam Ann', 'Spam Ben']);
  await openList(page, stamp, 'pending', true);
  await page.getByRole('checkbox', { name: 'Select every pending comment on this page' }).check();
  await page.getByRole('button', { name: 'Approve 2 comments' }).click();
  await expect(page.getByText('2 comments approved.')).toBeVisible();

  // Later the moderator sees they were spam: under the approved filter they go together.
  await openList(page, stamp, 'approved');
  await page.getByRole('checkbox', { name: 'Select every approved comment on this page' }).check();
  await expect(page.getByRole('button', { name: 'Approve 0 comments' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reject 2 comments' }).click();
  await expect(page.getByText('2 comments rejected.')).toBeVisible();

  // A reload keeps the Undo (for 10 minutes), though the filter no longer lists them: it puts
  // both back as they were, and the list shows them again.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('No comments match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo: restore 2 comments as they were' }).click();
  await expect(page.getByText('2 comments approved.')).toBeVisible();
  for (const name of ['Spam Ann', 'Spam Ben'])
    await expect(rowOf(page, name).getByText('Approved', { exact: true })).toBeVisible();
});
