import type { Locator, Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

/**
 * Issue 18: focus is never dropped. A client-side navigation puts it on the new page's heading and
 * announces the page; an admin action that disables or removes the focused button leaves focus on
 * its neighbour, and the outcome is announced.
 */

const POST_SLUG = 'accessibility-audit';

test.use({ viewport: { width: 1280, height: 900 } });

/** Whether the focused element comes after `earlier` in the document. */
function focusFollows(earlier: Locator): Promise<boolean> {
  return earlier.evaluate((first) => {
    const focused = document.activeElement;
    return (
      !!focused && !!(first.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
}

test('Enter on a job card focuses the job heading, announces its title, and Tab goes on from there', async ({
  page,
}) => {
  await page.goto('/job?department=Engineering');
  await waitForHydration(page);
  // The first load leaves focus alone.
  await expect(page.locator('body')).toBeFocused();

  const card = page.locator('.job-card__link').first();
  const jobTitle = (await card.textContent())?.trim() ?? '';
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/job\/\d+$/);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(jobTitle);
  await expect(heading).toBeFocused();
  const announcer = page.locator('#page-announcer');
  await expect(announcer).toContainText(jobTitle);
  expect(await announcer.textContent()).toBe(await page.title());

  await page.keyboard.press('Tab');
  expect(await focusFollows(heading)).toBe(true);
});

test('a header link focuses the heading of the new page, and so does Back', async ({ page }) => {
  await page.goto('/press');
  await waitForHydration(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Teams', exact: true })
    .click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('#page-announcer')).toHaveText(await page.title());

  await page.goBack();
  await expect(page).toHaveURL(/\/press$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('#page-announcer')).toHaveText(await page.title());
});

test('after posting a comment the confirmation is clear of the sticky header (issue 13)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tech-blog/${POST_SLUG}`);
  await waitForHydration(page);
  await page.getByLabel('Name', { exact: true }).fill('Noor Visser');
  await page
    .getByRole('textbox', { name: 'Comment', exact: true })
    .fill(`Does the audit cover the admin area too? (${Date.now()})`);
  await page.getByRole('button', { name: 'Post comment' }).press('Enter');

  const received = page.getByRole('status').filter({ hasText: 'Comment received' });
  await expect(received).toBeFocused();
  const header = await page.locator('.site-header').boundingBox();
  const box = await received.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
});

test.describe('admin actions keep focus', () => {
  async function openPendingComments(page: Page, body: string) {
    const created = await page.request.post(`/api/blog/${POST_SLUG}/comments`, {
      data: { name: 'Kim Keyboard', body },
    });
    expect(created.status()).toBe(201);
    await page.goto('/admin/blog-comment?status=pending');
    await waitForHydration(page);
    await signInThroughProvider(page);
    const row = page.getByRole('row').filter({ hasText: body });
    await expect(row).toBeVisible();
    return row;
  }

  test('Approve, Undo and Reject with Enter: focus stays in the row, and a second Enter changes nothing', async ({
    page,
  }) => {
    const row = await openPendingComments(page, `Keyboard review (${Date.now().toString(36)})`);
    const approve = row.getByRole('button', { name: 'Approve the comment of Kim Keyboard' });
    const reject = row.getByRole('button', { name: 'Reject the comment of Kim Keyboard' });
    const undo = row.getByRole('button', {
      name: 'Undo: make the comment of Kim Keyboard pending again',
    });
    const outcome = row.getByRole('status');

    // Focus stays on Approve, now inert (issue 23: a second Enter used to land on Undo).
    await approve.focus();
    await page.keyboard.press('Enter');
    await expect(outcome).toHaveText('1 comment approved.');
    await expect(approve).toBeDisabled();
    await expect(approve).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();

    // Undo returns focus to the row's checkbox, where Enter decides nothing.
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(outcome).toHaveText('1 comment returned to pending.');
    await expect(row.getByRole('checkbox')).toBeFocused();

    await reject.focus();
    await page.keyboard.press('Enter');
    await expect(outcome).toHaveText('1 comment rejected.');
    await expect(reject).toBeFocused();
  });

  test('a bulk action leaves focus on the select-all checkbox', async ({ page }) => {
    const body = `Keyboard bulk (${Date.now().toString(36)})`;
    const row = await openPendingComments(page, body);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Approve 1 comment' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: '1 comment approved.' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve 0 comments' })).toBeDisabled();
    await expect(
      page.getByRole('checkbox', { name: 'Select every pending comment on this page' }),
    ).toBeFocused();
  });

  test('removing a blacklist keyword focuses its Undo; Undo focuses the new keyword field', async ({
    page,
  }) => {
    const keyword = `focuskey${Date.now().toString(36)}`;
    await page.goto('/admin/blacklist-keywords');
    await waitForHydration(page);
    await signInThroughProvider(page);
    await page.getByLabel('New keyword').fill(keyword);
    await page.getByRole('button', { name: 'Add keyword' }).press('Enter');
    await expect(page.getByRole('cell', { name: keyword, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Remove the keyword ${keyword}` }).press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `"${keyword}" removed` }),
    ).toBeVisible();
    const undo = page.getByRole('button', { name: `Undo: add “${keyword}” back` });
    await expect(undo).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `"${keyword}" is back on the blacklist.` }),
    ).toBeVisible();
    await expect(page.getByLabel('New keyword')).toBeFocused();
  });
});
