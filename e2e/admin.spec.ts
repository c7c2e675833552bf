import { signInThroughProvider } from './support/admin';
import { expect, test, waitForHydration } from './support/test';

const POST_SLUG = 'accessibility-audit';
const POST_TITLE = 'What a week of accessibility testing taught us about our checkout';

test('an admin approves a comment, blacklists a keyword, and finds both in the activity log', async ({
  page,
  request,
  pageProblems,
}) => {
  const stamp = Date.now().toString(36);
  const approvedText = `Thoughtful write-up on audits, thanks (${stamp})`;
  const keyword = `zorblax${stamp}`;

  const created = await request.post(`/api/blog/${POST_SLUG}/comments`, {
    data: { name: 'Robin Reader', body: approvedText },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/blog-comment?status=pending');
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(/\/admin\/blog-comment\?status=pending$/);

  // A double click on Approve approves once: the row keeps its place and its buttons, the
  // approved state disabled, and the outcome is announced in the row itself.
  const row = page.getByRole('row').filter({ hasText: approvedText });
  // The row names its post by title (not slug), linking to the public post.
  await expect(row.getByRole('link', { name: POST_TITLE })).toHaveAttribute(
    'href',
    `/tech-blog/${POST_SLUG}`,
  );
  await expect(row).not.toContainText(POST_SLUG);
  const approve = row.getByRole('button', { name: 'Approve the comment of Robin Reader' });
  const reject = row.getByRole('button', { name: 'Reject the comment of Robin Reader' });
  await approve.dblclick();
  await expect(row.getByRole('status')).toHaveText('1 comment approved.');
  await expect(approve).toBeDisabled();
  await expect(reject).toBeEnabled();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  // Undo returns it to pending; approving it again is what the rest of the test checks.
  await row
    .getByRole('button', { name: 'Undo: make the comment of Robin Reader pending again' })
    .click();
  await expect(row.getByRole('status')).toHaveText('1 comment returned to pending.');
  await expect(approve).toBeEnabled();
  await approve.click();
  await expect(row.getByRole('status')).toHaveText('1 comment approved.');

  await page.goto(`/tech-blog/${POST_SLUG}`);
  await waitForHydration(page);
  await expect(page.getByText(approvedText)).toBeVisible();

  await page.goto('/admin/blacklist-keywords');
  await waitForHydration(page);
  await page.getByLabel('New keyword').fill(`  ${keyword}  `);
  await page.getByRole('button', { name: 'Add keyword' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${keyword}" added.` })).toBeVisible();
  await expect(page.getByRole('cell', { name: keyword, exact: true })).toBeVisible();

  await page.getByLabel('New keyword').fill(keyword.toUpperCase());
  await page.getByRole('button', { name: 'Add keyword' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `The keyword "${keyword}" is already on the list.`,
  );
  // Chromium logs the expected 409 of the duplicate as a failed resource: it is the behaviour under test.
  const conflict = pageProblems.findIndex((problem) => problem.includes('status of 409'));
  expect(conflict).toBeGreaterThanOrEqual(0);
  pageProblems.splice(conflict, 1);

  const blocked = `Buy ${keyword.toUpperCase()} now, best prices`;
  expect(
    (
      await request.post(`/api/blog/${POST_SLUG}/comments`, {
        data: { name: 'Spam Bot', body: blocked },
      })
    ).status(),
  ).toBe(201);
  await page.goto('/admin/blog-comment?status=rejected');
  await waitForHydration(page);
  // Told apart from a moderator's rejection: no reviewer, the keyword instead.
  await expect(page.getByRole('row').filter({ hasText: blocked })).toContainText(
    `automatically: blacklisted word "${keyword}"`,
  );

  // The overview's recent activity reads in words, as the log does.
  await page.goto('/admin');
  await waitForHydration(page);
  const recent = page.getByRole('listitem').filter({ hasText: 'Comment posted' }).first();
  await expect(recent).toContainText(`Comment posted: Comment #`);
  await expect(recent.getByRole('link', { name: new RegExp(`on "${POST_TITLE}"$`) })).toBeVisible();
  await expect(page.getByText('comment.created')).toHaveCount(0);

  await page.goto('/admin/log-activity?action=comment.approved%7Ckeyword.added');
  await waitForHydration(page);
  const log = page.getByRole('table');
  // The log in words, each entry linking to its item.
  const approval = log.getByRole('row').filter({ hasText: 'Comment approved' }).first();
  await expect(approval).toContainText('admin@somnia.example');
  await expect(
    approval.getByRole('link', { name: new RegExp(`^Comment #\\d+ on "${POST_TITLE}"$`) }),
  ).toHaveAttribute('href', `/tech-blog/${POST_SLUG}`);
  const added = log
    .getByRole('row')
    .filter({ hasText: 'Keyword added' })
    .filter({ hasText: keyword });
  await expect(added).toContainText('admin@somnia.example');
  await expect(added.getByRole('link', { name: `Keyword "${keyword}"` })).toHaveAttribute(
    'href',
    '/admin/blacklist-keywords',
  );
});

test('on a phone the moderation rows are cards with their actions in view, and every tab shows', async ({
  page,
  request,
}) => {
  const text = `Read on a phone (${Date.now().toString(36)})`;
  await request.post(`/api/blog/${POST_SLUG}/comments`, {
    data: { name: 'Pat Phone', body: text },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/blog-comment?status=pending');
  await waitForHydration(page);
  await signInThroughProvider(page);

  const row = page.getByRole('row').filter({ hasText: text });
  for (const verb of ['Approve', 'Reject']) {
    const box = await row
      .getByRole('button', { name: `${verb} the comment of Pat Phone` })
      .boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  const checkbox = await row.getByRole('checkbox').boundingBox();
  expect(checkbox && Math.min(checkbox.width, checkbox.height)).toBeGreaterThanOrEqual(24);
  // Nothing scrolls sideways: not the page, not the table's box.
  const overflow = await page.evaluate(() => {
    const wrap = document.querySelector('.admin-table-wrap');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: wrap ? wrap.scrollWidth - wrap.clientWidth : -1,
    };
  });
  expect(overflow).toEqual({ page: 0, table: 0 });
  const tab = await page.getByRole('link', { name: 'Moderation rules' }).boundingBox();
  expect(tab && tab.x + tab.width <= 390).toBe(true);
});
