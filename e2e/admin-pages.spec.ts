import type { Locator, Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

/**
 * The page editor (issue 35): an owner changes a page's block texts, moves and hides blocks and
 * edits the hiring FAQ in the admin; a publish is on the site at once.
 */

/** Words no seed page or FAQ entry has, so the checks find this test's own. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}`;

async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await signInThroughProvider(page);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
}

/** The editor's block at `place` (1 first), by its heading line ("3. Rich text – …"). */
const block = (page: Page, place: number) =>
  page.getByRole('article', { name: new RegExp(`^${place}\\. `) });

/** Opens a document's editor from the pages list, found by `search`. */
async function openEditor(page: Page, search: string, name: string) {
  await page.getByLabel('Find a page (name or address)').fill(search);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
}

const publish = async (page: Page) => {
  await page.getByRole('button', { name: /^Publish now/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published\./ })).toBeVisible();
};

test('a block’s text changed and a block hidden are on the public page as soon as they are published', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  const heading = unique('How we look after your data');
  await openSignedIn(page, '/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await openEditor(page, 'privacy', 'Privacy policy');

  const hero = block(page, 1);
  await expect(hero).toContainText('Hero');
  const heroHeading = hero.getByLabel('Heading', { exact: true });

  // A block's field left empty is refused at that field, named in the summary.
  await heroHeading.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Not saved' });
  await expect(
    summary.getByRole('link', { name: 'Block 1 (Hero) › Heading: Must not be empty' }),
  ).toBeVisible();
  await expect(heroHeading).toBeFocused();
  await expect(heroHeading).toHaveAccessibleDescription(/Must not be empty/);
  const refused = pageProblems.findIndex((problem) => problem.includes('status of 400'));
  expect(refused).toBeGreaterThanOrEqual(0);
  pageProblems.splice(refused, 1);

  await heroHeading.fill(heading);
  // Moved by keyboard: the focus follows the block, so it can move on at once.
  const second = block(page, 2);
  const secondHeading = await second.getByLabel(/^Heading/).inputValue();
  await second.getByRole('button', { name: /^Move down: block 2/ }).focus();
  await page.keyboard.press('Enter');
  await expect(block(page, 3).getByLabel(/^Heading/)).toHaveValue(secondHeading);
  await expect(page.getByRole('button', { name: /^Move down: block 3/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /^Move up: block 3/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(block(page, 2).getByLabel(/^Heading/)).toHaveValue(secondHeading);

  // Hide the last block, "10. Contact".
  const contact = page.getByRole('article', { name: /10\. Contact/ });
  await contact.getByRole('button', { name: /^Hide: / }).click();
  await expect(contact.getByText('Hidden', { exact: true })).toBeVisible();

  // Leaving now asks first: the changes are not saved.
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the pages' }).click();
  await expect
    .poll(() => questions)
    .toEqual(['Leave this page? Your changes to it are not saved.']);
  await expect(heroHeading).toHaveValue(heading);

  await publish(page);
  await expect(page.getByText('The site shows it as it is here.')).toBeVisible();

  // The public page, loaded afresh right after publishing.
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '9. Security and changes to this policy' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '10. Contact' })).toHaveCount(0);
});

/** The list of the FAQ's entries in its editor, and its last entry. */
const faqEntries = (page: Page): Locator => page.getByRole('group', { name: /^Items/ });

test('an FAQ entry written in the admin is answered by the hiring chat once published', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const answer = unique('Yes: well-behaved greyhounds are welcome at our Amsterdam office');
  await openSignedIn(page, '/admin/pages');
  await openEditor(page, 'faq', 'Questions about applying?');

  const entries = faqEntries(page);
  const before = await entries.locator(':scope > ol > li').count();
  await entries.getByRole('button', { name: 'Add to items' }).click();
  const entry = entries.locator(':scope > ol > li').nth(before);
  await expect(entry).toContainText('made from its first text when you save');
  await entry
    .getByLabel('Question', { exact: true })
    .fill('Can I bring my greyhound to the office?');
  await entry.getByLabel('Answer', { exact: true }).fill(`${answer}, **on a lead**.`);
  await entry.getByRole('tab', { name: 'Preview' }).click();
  await expect(entry.getByRole('tabpanel', { name: 'Preview' }).locator('strong')).toHaveText(
    'on a lead',
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved, not published/ })).toBeVisible();
  await expect(entry).toContainText('can-i-bring-my-greyhound-to-the-office');
  await publish(page);

  await page.goto('/job');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Questions? Ask the hiring chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Hiring chat' });
  await chat.getByRole('textbox', { name: 'Your question' }).fill('Can I bring my greyhound?');
  await chat.getByRole('textbox', { name: 'Your question' }).press('Enter');
  await expect(chat.getByRole('list', { name: 'Conversation' })).toContainText(answer);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the pages, a page’s editor and its preview: no serious axe violations, light and dark, nothing wider than the screen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, '/admin/pages');
    const screens: [string, () => Promise<void>][] = [
      ['the list', () => expect(page.getByRole('table')).toBeVisible()],
      [
        'the editor',
        async () => {
          await openEditor(page, 'students', 'Students');
          await expect(block(page, 1)).toBeVisible();
        },
      ],
      [
        'the preview',
        async () => {
          await page.getByRole('link', { name: 'Preview', exact: true }).click();
          await expect(page.getByRole('note', { name: 'Preview' })).toBeVisible();
          await expect(page.locator('.hero')).toBeVisible();
        },
      ],
    ];
    for (const [name, open] of screens) {
      await open();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await seriousViolations(page), `${name} in ${colorScheme}`).toEqual([]);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
    }
  });
});
