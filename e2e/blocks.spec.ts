import type { Page } from '@playwright/test';

import { seriousViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/test';

const YOUTUBE = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

/** Page-data requests the client makes (a FAQ change must not reload the page's data). */
function recordPageDataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/page')) urls.push(request.url());
  });
  return urls;
}

/** Axe over one block (the rest of the page is scanned by the page-wide accessibility tests). */
async function expectNoSeriousAxeViolations(page: Page, selector: string) {
  expect(await seriousViolations(page, (builder) => builder.include(selector))).toEqual([]);
}

test.describe('FAQ accordion (SPEC §2)', () => {
  const faqButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test('the faq parameter opens its item; another pushes its id; Back reopens the previous one', async ({
    page,
  }) => {
    await page.goto('/how-we-hire?faq=salary');
    await waitForHydration(page);
    await expect(faqButton(page, 'Will you tell me the salary?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(faqButton(page, 'How long does the process take?')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByText('Every job listing shows a salary range.')).toBeVisible();
    const pageData = recordPageDataRequests(page);

    await faqButton(page, 'Can I work remotely?').click();

    await expect(page).toHaveURL(/\/how-we-hire\?faq=remote$/);
    await expect(faqButton(page, 'Can I work remotely?')).toHaveAttribute('aria-expanded', 'true');
    await expect(faqButton(page, 'Will you tell me the salary?')).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.goBack();

    await expect(page).toHaveURL(/\/how-we-hire\?faq=salary$/);
    await expect(faqButton(page, 'Will you tell me the salary?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(faqButton(page, 'Can I work remotely?')).toHaveAttribute('aria-expanded', 'false');
    expect(pageData).toEqual([]);
  });

  test('without a faq parameter the first item is open, and keyboard users can switch items', async ({
    page,
  }) => {
    await page.goto('/how-we-hire');
    await waitForHydration(page);
    await expect(faqButton(page, 'How long does the process take?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await faqButton(page, 'Do I need to write a cover letter?').focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\?faq=cover-letter$/);
    await expect(faqButton(page, 'Do I need to write a cover letter?')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(faqButton(page, 'Do I need to write a cover letter?')).toBeFocused();
  });

  test('other query parameters are kept', async ({ page }) => {
    await page.goto('/how-we-hire?utm_source=newsletter');
    await waitForHydration(page);

    await faqButton(page, 'Will you tell me the salary?').click();

    await expect(page).toHaveURL(/\?utm_source=newsletter&faq=salary$/);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const motion of ['no-preference', 'reduce'] as const) {
      test(`the faq parameter scrolls its answer into view (reduced motion: ${motion})`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: motion });
        await page.goto('/students?faq=after-internship');
        await waitForHydration(page);
        const question = faqButton(page, 'What happens after my internship?');
        await expect(question).toHaveAttribute('aria-expanded', 'true');
        const answer = page.getByText('About half of our interns come back');
        await expect(answer).toBeInViewport();
        // Once the scroll settles the question sits just below the sticky header, not under it.
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((header) => header.getBoundingClientRect().bottom);
        await expect
          .poll(async () => (await question.boundingBox())?.y)
          .toBeGreaterThanOrEqual(headerBottom);
        await expect(question).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
          3 * 844,
        );
      });
    }

    test('without a faq parameter the page starts at the top', async ({ page }) => {
      await page.goto('/students');
      await waitForHydration(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('an answer’s link is copied, and the visitor is told', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/how-we-hire?faq=salary');
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Copy link to this answer' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^http:\/\/localhost:\d+\/how-we-hire\?faq=salary$/,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server opens the named item and a question opens through the URL', async ({
      page,
    }) => {
      await page.goto('/how-we-hire?faq=salary');
      await expect(page.getByText('Every job listing shows a salary range.')).toBeVisible();

      await faqButton(page, 'Can I work remotely?').click();

      await expect(page).toHaveURL(/\/how-we-hire\?faq=remote#faq$/);
      await expect(faqButton(page, 'Can I work remotely?')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText('Every job listing shows a salary range.')).toBeHidden();
    });
  });
});

test.describe('Three-way slider and quiz (SPEC §4)', () => {
  const slider = (page: Page) => page.getByRole('slider', { name: /Which sounds more like you/ });

  test('the slider starts at neutral and is operable with the keyboard', async ({ page }) => {
    await page.goto('/students');
    await waitForHydration(page);
    await expect(slider(page)).toHaveAttribute('aria-valuetext', 'Neutral');

    await slider(page).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slider(page)).toHaveAttribute(
      'aria-valuetext',
      /working out why a web page loads slowly/,
    );
    await page.keyboard.press('End');
    await expect(slider(page)).toHaveAttribute(
      'aria-valuetext',
      /helping someone choose the right pillow/,
    );
    await page.keyboard.press('ArrowLeft');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', 'Neutral');
  });

  test('a drag snaps to the nearest zone when let go', async ({ page }) => {
    await page.goto('/students');
    await waitForHydration(page);
    await slider(page).scrollIntoViewIfNeeded();
    const thumb = await slider(page).boundingBox();
    const rail = await page.locator('#quiz .three-way-slider__rail').boundingBox();
    if (!thumb || !rail) throw new Error('the slider is not laid out');

    await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
    await page.mouse.down();
    await page.mouse.move(rail.x + rail.width * 0.85, thumb.y + thumb.height / 2, { steps: 8 });
    await page.mouse.up();

    await expect(slider(page)).toHaveAttribute('aria-valuenow', '2');
    // The snap animation (300 ms) ends with the thumb at the end of the rail.
    await expect
      .poll(async () => {
        const box = await slider(page).boundingBox();
        return box ? Math.round(box.x + box.width / 2 - (rail.x + rail.width)) : null;
      })
      .toBe(0);
  });

  test('answering every statement suggests two or three teams, each linking to its jobs', async ({
    page,
  }) => {
    await page.goto('/students');
    await waitForHydration(page);
    const quiz = page.locator('#quiz');
    await expect(quiz.getByText('1 of 7', { exact: true })).toBeVisible();

    const answers = ['Home', 'End', 'Home', 'End', 'Home', 'Home', 'End'];
    for (const [index, key] of answers.entries()) {
      await expect(quiz.getByText(`${index + 1} of 7`, { exact: true })).toBeVisible();
      await slider(page).focus();
      await page.keyboard.press(key);
      await quiz
        .getByRole('button', { name: index === answers.length - 1 ? 'See my teams' : 'Next' })
        .click();
    }

    await expect(quiz.getByRole('heading', { name: 'Teams that could fit you' })).toBeFocused();
    const links = quiz.getByRole('link', { name: /^See .+ jobs$/ });
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/job\?department=[^&|]+$/);
    }
    await expectNoSeriousAxeViolations(page, '#quiz');

    await quiz.getByRole('button', { name: 'Start again' }).click();
    await expect(quiz.getByText('1 of 7', { exact: true })).toBeVisible();
    await expect(slider(page)).toHaveAttribute('aria-valuetext', 'Neutral');
  });
});

test.describe('Carousel: testimonials (SPEC §4)', () => {
  // A fake clock stays on its context: these tests open one of their own.
  test.use({ ownContext: true });
  const activeQuote = (page: Page) =>
    page.locator('#voices [aria-roledescription="testimonial"]:not([aria-hidden="true"])');

  test('next and previous move one testimonial and wrap around', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const voices = page.locator('#voices');
    await expect(activeQuote(page)).toHaveAttribute('aria-label', '1 of 5');

    await voices.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(activeQuote(page)).toHaveAttribute('aria-label', '2 of 5');
    await voices.getByRole('button', { name: 'Previous testimonial' }).click();
    await voices.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(activeQuote(page)).toHaveAttribute('aria-label', '5 of 5');
    await expect(activeQuote(page)).toBeVisible();
  });

  test('it advances every 10 s and the pause button stops it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await expect(activeQuote(page)).toHaveAttribute('aria-label', '1 of 5');

    await page.clock.runFor(10_000);
    await expect(activeQuote(page)).toHaveAttribute('aria-label', '2 of 5');

    await page
      .locator('#voices')
      .getByRole('button', { name: 'Pause automatic testimonial rotation' })
      .click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.runFor(30_000);
    await expect(activeQuote(page)).toHaveAttribute('aria-label', '2 of 5');
    await expect(
      page.locator('#voices').getByRole('button', { name: 'Start automatic testimonial rotation' }),
    ).toBeVisible();
  });

  test('it does not rotate for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);

    await page.clock.runFor(30_000);

    await expect(activeQuote(page)).toHaveAttribute('aria-label', '1 of 5');
    await expect(
      page.locator('#voices').getByRole('button', { name: 'Start automatic testimonial rotation' }),
    ).toBeVisible();
  });
});

test.describe('Slider (Swiper)', () => {
  test('the server renders every slide and the buttons move it once hydrated', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/life-at-somnia')).text();
    expect(html).toContain('Tilburg factory');
    expect(html).toContain('Lisbon tech hub');

    await page.goto('/life-at-somnia');
    await waitForHydration(page);
    const places = page.locator('#places');
    const previous = places.getByRole('button', { name: 'Previous slide' });
    const next = places.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();

    await expect(previous).toBeEnabled();
    await expect(places.getByRole('button', { name: 'Go to slide 2' })).toHaveClass(
      /swiper-pagination-bullet-active/,
    );
  });
});

test.describe('Stream schedule', () => {
  // A fake clock stays on its context: these tests open one of their own.
  test.use({ ownContext: true });
  test.beforeEach(async ({ page }) => {
    // Any request to YouTube is answered locally: the tests never reach a third-party host.
    await page.route(YOUTUBE, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }),
    );
  });

  test('nothing is requested from YouTube until the visitor asks for the video', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (YOUTUBE.test(request.url())) thirdParty.push(request.url());
    });
    await page.clock.install({ time: new Date('2026-11-20T12:00:00Z') });
    await page.goto('/stream');
    await waitForHydration(page);
    const load = page.getByRole('button', { name: 'Load video' });
    await expect(load).toBeVisible();
    await expect(page.getByText(/Loading it connects your browser to YouTube/)).toBeVisible();
    expect(thirdParty).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);

    await load.click();

    const frame = page.locator('iframe[title^="Video:"]');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
  });

  test('upcoming events count down, past ones offer the recording, the server renders the start in UTC', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/stream')).text();
    expect(html).toMatch(/17\/09\/2026.*?15:00.*?UTC/s);

    await page.clock.install({ time: new Date('2026-11-20T12:00:00Z') });
    await page.goto('/stream');
    await waitForHydration(page);

    const openHouse = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Open House Live/ }) });
    await expect(openHouse.getByText('Starts in')).toBeVisible();
    await expect(openHouse.getByText('Upcoming')).toBeVisible();
    const factory = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Inside the Tilburg factory' }) });
    await expect(factory.getByRole('link', { name: /Watch the recording/ })).toHaveAttribute(
      'href',
      /youtube-nocookie\.com/,
    );
  });

  test('an event under way shows "Live now"', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto('/stream');
    await waitForHydration(page);

    const openHouse = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Open House Live/ }) });
    await expect(openHouse.getByText('Live now')).toBeVisible();
    await expect(openHouse.getByRole('button', { name: 'Load video' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, '#schedule');
  });
});

test.describe('Editorial blocks', () => {
  test('the timeline is an ordered list of dated steps', async ({ page }) => {
    await page.goto('/how-we-hire');
    const steps = page.locator('#steps ol > li');
    await expect(steps).toHaveCount(7);
    await expect(steps.first()).toContainText('Step 1');
    await expect(steps.first().getByRole('heading', { level: 3, name: 'Apply' })).toBeVisible();
  });

  test('the tech section renders one variant and reports a click on its action', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator('section[data-experiment]');
    await expect(section).toHaveCount(1);
    const variant = Number(await section.getAttribute('data-variant'));
    const experimentId = await section.getAttribute('data-experiment');

    await section.getByRole('link').click();

    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
    );
    expect(events).toContainEqual({ event: 'experiment_cta_click', experimentId, variant });
  });
});

test.describe('Accessibility of the editorial blocks', () => {
  // Every page with editorial blocks is scanned whole, in both themes, by a11y.spec.ts. The
  // stream schedule alone changes with the time: here with its episodes still to come (counting
  // down), in both themes; on air, below ("Live now"). A fake clock stays on its context: these
  // tests open one of their own.
  test.use({ ownContext: true });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`/stream in ${colorScheme}, its episodes to come: no serious or critical axe violations in the schedule`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.clock.install({ time: new Date('2026-11-20T12:00:00Z') });
      await page.goto('/stream');
      await waitForHydration(page);
      await expectNoSeriousAxeViolations(page, '.stream-schedule');
    });
  }
});
