import type { Locator, Page } from '@playwright/test';

import { expect, test, waitForHydration } from './support/test';

/**
 * The hiring chat on /job (SPEC §2, issues 13 and 18): questions answered from the hiring FAQ
 * and the job list's search, a hand-off when nothing fits, a modal dialog run by keyboard, a
 * conversation kept across the job pages, and nothing of it on any other route.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const askButton = (page: Page) =>
  page.getByRole('button', { name: 'Questions? Ask the hiring chat' });
const chat = (page: Page) => page.getByRole('dialog', { name: 'Hiring chat' });
const questionField = (page: Page) => chat(page).getByRole('textbox', { name: 'Your question' });
const conversation = (page: Page) => chat(page).getByRole('list', { name: 'Conversation' });
const lastExchange = (page: Page) => conversation(page).locator(':scope > li').last();

async function openJobList(page: Page) {
  await page.goto('/job');
  await waitForHydration(page);
  await expect(askButton(page)).toBeEnabled();
}

async function openChat(page: Page) {
  await askButton(page).click();
  await expect(chat(page)).toBeVisible();
  await expect(questionField(page)).toBeFocused();
}

async function ask(page: Page, question: string) {
  await questionField(page).fill(question);
  await questionField(page).press('Enter');
  const exchange = lastExchange(page);
  await expect(exchange).toContainText(`You asked: ${question}`);
  await expect(exchange.getByText('Looking that up…')).toHaveCount(0);
}

const boxesOverlap = async (a: Locator, b: Locator) => {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
};

for (const viewport of VIEWPORTS) {
  test.describe(`the hiring chat on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('finds jobs with the job list’s search, and keeps the conversation across the job pages', async ({
      page,
    }) => {
      await openJobList(page);
      await openChat(page);
      await expect(chat(page)).toHaveAttribute('aria-modal', 'true');
      await ask(page, 'Remote data jobs');

      const answer = lastExchange(page);
      await expect(answer).toContainText('1 open job for Data & Analytics · Remote');
      await expect(chat(page).getByRole('status')).toContainText('1 open job for Data & Analytics');
      const job = answer.getByRole('link', { name: /Machine Learning Engineer/ });
      await expect(job).toHaveAttribute('href', /^\/job\/\d+$/);

      // The list link applies the same search to the list: the conversation stays.
      await answer.getByRole('link', { name: /in the job list$/ }).click();
      await expect(page).toHaveURL(
        /\/job\?department=Data(\+|%20)%26(\+|%20)Analytics&workplace=Remote$/,
      );
      await expect(chat(page)).toBeHidden();
      await expect(page.locator('.job-card')).toContainText(['Machine Learning Engineer']);
      await openChat(page);
      await expect(conversation(page)).toContainText('Remote data jobs');

      // A job's page has no chat; back on the list it is there with its conversation.
      await conversation(page)
        .getByRole('link', { name: /Machine Learning Engineer/ })
        .click();
      await expect(page).toHaveURL(/\/job\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Machine Learning Engineer',
      );
      await expect(page.getByTestId('hiring-chat')).toHaveCount(0);
      await expect(askButton(page)).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/job\?department=/);
      await openChat(page);
      await expect(conversation(page)).toContainText('Remote data jobs');
    });

    test('answers from the FAQ, offers what it may have meant, and hands off what it cannot answer', async ({
      page,
    }) => {
      await openJobList(page);
      await openChat(page);
      await chat(page).getByRole('button', { name: 'When will I hear back?' }).click();
      await expect(conversation(page)).toContainText('ten working days');
      await expect(chat(page).getByRole('status')).toContainText('ten working days');

      await ask(page, 'vsia');
      await expect(conversation(page)).toContainText('Did you mean');
      await conversation(page).getByRole('button', { name: 'Do you sponsor visas?' }).click();
      await expect(lastExchange(page)).toContainText('relocation package');

      await ask(page, 'Is there a dress code?');
      const handOff = lastExchange(page).getByRole('link', {
        name: 'Email our recruiting team',
      });
      await expect(handOff).toHaveAttribute(
        'href',
        /^mailto:careers@somnia\.example\?subject=.+&body=Is%20there%20a%20dress%20code%3F$/,
      );
    });

    test('matches what candidates mean, and says so when it cannot read a question (issue 23)', async ({
      page,
    }) => {
      await openJobList(page);
      await openChat(page);

      // Internships: the student and graduate jobs, not the salary answer.
      await ask(page, 'do you offer internships for students');
      let answer = lastExchange(page);
      await expect(answer).toContainText('for internships, working-student and graduate roles');
      await expect(answer).not.toContainText('salary range');
      await expect(answer.getByRole('link', { name: /Graduate Programme/ })).toBeVisible();
      await expect(answer.getByRole('link', { name: /Forklift/ })).toHaveCount(0);

      // Pay for a named role: that job's own range.
      await ask(page, 'what does a sleep advisor earn');
      answer = lastExchange(page);
      await expect(answer).toContainText('The published pay for sleep advisor');
      await expect(
        answer.getByRole('link', {
          name: /Sleep Advisor, German-speaking.*€27,000 – €31,000 per year/,
        }),
      ).toBeVisible();
      await expect(answer).not.toContainText('What does the process look like?');

      // Working from home: the list's Remote filter, not a search for "home".
      await ask(page, 'can I work from home');
      answer = lastExchange(page);
      await expect(answer).toContainText(/\d+ open jobs? for Remote/);
      // The third exchange: the locator must not follow the conversation's last one.
      const listLink = conversation(page)
        .locator(':scope > li')
        .nth(2)
        .getByRole('link', { name: /in the job list$/ });
      await expect(listLink).toHaveAttribute('href', '/job?workplace=Remote');

      // A Dutch question it has no Dutch answer for: a note in English and Dutch, and the hand-off.
      await ask(page, 'Is er een dresscode bij jullie?');
      answer = lastExchange(page);
      await expect(answer).toContainText('I can only answer questions in English.');
      await expect(answer.locator('[lang="nl"]')).toHaveText(
        'Sorry, deze vraag kan ik niet in het Nederlands beantwoorden. Stel hem in het Engels.',
      );
      await expect(answer.getByRole('link', { name: 'Email our recruiting team' })).toHaveAttribute(
        'href',
        /body=Is%20er%20een%20dresscode%20bij%20jullie%3F$/,
      );
      await expect(chat(page).getByRole('status')).toContainText(
        'only answer questions in English',
      );
      await page.screenshot({ path: test.info().outputPath(`chat-${viewport.name}.png`) });

      await listLink.click();
      await expect(page).toHaveURL(/\/job\?workplace=Remote$/);
      // The address changes before the list does: read the cards once they are the new ones.
      await expect(async () => {
        const cards = await page.locator('.job-list__grid .job-card').allTextContents();
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) expect(card).toContain('Remote');
      }).toPass();
    });

    test('answers pay, remote and visa questions from the listings, and Dutch ones in Dutch (issue 32)', async ({
      page,
    }) => {
      await openJobList(page);
      await openChat(page);

      await ask(page, 'How much does a backend engineer make in Berlin?');
      let answer = lastExchange(page);
      await expect(answer).toContainText('The published pay for backend engineer');
      await expect(
        answer.getByRole('link', {
          name: /Backend Engineer, Storefront Platform.*€62,000 – €76,000 per year/,
        }),
      ).toBeVisible();

      await ask(page, 'What is the salary for a firefighter?');
      await expect(lastExchange(page)).toContainText(
        'No open job is titled “firefighter” right now, so there is no published pay to give.',
      );

      await ask(page, 'what does a designer earn');
      await expect(
        lastExchange(page)
          .getByRole('link', { name: /Designer.*€[\d,]+/ })
          .first(),
      ).toBeVisible();

      await ask(page, 'Can I work remote from Portugal?');
      answer = lastExchange(page);
      // The seed's one such job, and any remote job another spec added meanwhile.
      await expect(answer).toContainText(
        /\d+ remote jobs? (is|are) open to people living in Portugal:/,
      );
      await expect(answer.getByRole('link', { name: /Care Operations Analyst/ })).toBeVisible();

      await ask(page, 'remote jobs in the US');
      answer = lastExchange(page);
      await expect(answer).toContainText(
        'No remote job is open to people living in the United States right now.',
      );
      for (const country of ['Germany', 'Spain', 'the Netherlands', 'Portugal', 'France'])
        await expect(answer).toContainText(country);

      await ask(page, 'Do you sponsor visas?');
      answer = lastExchange(page);
      await expect(answer).toContainText('Relocation Assistance Provided');
      await expect(answer).not.toContainText('Netherlands and Portugal');
      await expect(answer).toContainText('Remote jobs are the exception');

      await ask(page, 'Hoeveel verdient een sleep advisor?');
      answer = lastExchange(page);
      await expect(answer.locator('[lang="nl"]')).toContainText(
        'Het gepubliceerde salaris voor sleep advisor',
      );
      await expect(answer).toContainText('€27,000 – €31,000 per year');

      await ask(page, 'Sponsoren jullie een visum?');
      await expect(lastExchange(page).locator('[lang="nl"]')).toContainText(
        'Sponsoren jullie visa?',
      );

      await ask(page, 'Hebben jullie stages voor studenten?');
      await expect(lastExchange(page).locator('[lang="nl"]')).toContainText(
        'voor stages, werkstudentbanen en startersfuncties',
      );
      await page.screenshot({ path: test.info().outputPath(`chat-issue-32-${viewport.name}.png`) });
    });

    test('works by keyboard: a modal dialog that holds focus and gives it back', async ({
      page,
    }) => {
      await openJobList(page);
      await askButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(questionField(page)).toBeFocused();
      await page.keyboard.type('Do you sponsor visas?');
      await page.keyboard.press('Enter');
      await expect(conversation(page)).toContainText('relocation package');

      // Tab and Shift+Tab wrap inside the dialog.
      const close = chat(page).getByRole('button', { name: 'Close hiring chat' });
      const send = chat(page).getByRole('button', { name: 'Send' });
      await close.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(send).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      for (let step = 0; step < 12; step += 1) {
        await page.keyboard.press('Tab');
        expect(await chat(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
          true,
        );
      }

      // Escape closes from anywhere inside; focus returns to the launcher.
      await send.focus();
      await page.keyboard.press('Escape');
      await expect(chat(page)).toBeHidden();
      await expect(askButton(page)).toBeFocused();
    });

    test('the floating launcher never covers a card or the focused element', async ({ page }) => {
      await openJobList(page);
      // Tucked away, the launcher is hidden from the accessibility tree: find it by tag.
      const launcher = page.getByTestId('hiring-chat').locator('button');
      await expect(launcher).toHaveCount(1);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 200) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        // Each position is checked once it settles (the launcher moves on the next frame).
        await expect(async () => {
          if (!(await launcher.isVisible())) return;
          for (const card of await page.locator('.job-card').all())
            expect(await boxesOverlap(launcher, card)).toBe(false);
        }).toPass();
      }

      // Issue 18: the focused footer link is never under it.
      const linkedIn = page.getByRole('contentinfo').getByRole('link', { name: /LinkedIn/ });
      await linkedIn.focus();
      await expect(async () => {
        if (await launcher.isVisible()) expect(await boxesOverlap(launcher, linkedIn)).toBe(false);
      }).toPass();
    });
  });
}

test.describe('the floating launcher on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Tab onto it while it slides back in finds it whole in view at once (issue 31)', async ({
    page,
  }) => {
    await openJobList(page);
    const launcher = page.getByTestId('hiring-chat').locator('button');
    // The job cards under its spot at the top of the list send it aside.
    await expect(launcher).toHaveClass(/hiring-chat__launcher--tucked/);
    // Focus on the page's last link clears the spot: it slides back, and Tab follows at once.
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    await page.keyboard.press('Tab');

    const seen = await launcher.evaluate((button) => ({
      focused: document.activeElement === button,
      bottom: button.getBoundingClientRect().bottom,
      top: button.getBoundingClientRect().top,
    }));
    expect(seen.focused).toBe(true);
    expect(seen.top).toBeGreaterThanOrEqual(0);
    expect(seen.bottom).toBeLessThanOrEqual(844);
  });
});

test.describe('the hiring chat elsewhere', () => {
  test('is absent on other routes, also after client-side navigation, which forgets it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('hiring-chat')).toHaveCount(0);

    await openJobList(page);
    await openChat(page);
    await ask(page, 'When will I hear back?');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Somnia home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('hiring-chat')).toHaveCount(0);
    await expect(askButton(page)).toHaveCount(0);
    await expect(chat(page)).toHaveCount(0);

    // Back on the list by a link, the chat starts afresh.
    await page.goBack();
    await expect(page).toHaveURL(/\/job$/);
    await openChat(page);
    await expect(conversation(page)).toHaveCount(0);
    await expect(chat(page).getByText('Try asking')).toBeVisible();
  });
});
