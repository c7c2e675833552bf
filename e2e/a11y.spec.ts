import type { APIRequestContext, Page } from '@playwright/test';

import { signInThroughProvider } from './support/admin';
import { seriousViolations } from './support/axe';
import { hiddenFocusStops } from './support/focus-sweep';
import { ADMIN_SCREENS, BLANK_LAYOUT_SCREENS, PUBLIC_SCREENS } from './support/screens';
import { expect, test, waitForHydration } from './support/test';

/**
 * Accessibility of every screen (issue 4, DESIGN.md "Motion and access"): an axe scan with no
 * serious or critical violation on a phone and a desktop, in light and (at desktop width, where
 * the colour rules run) dark,
 * plus the structure axe does not judge: one h1, landmarks, images with alt and size, the skip
 * link and a visible focus ring on every Tab stop. On a phone, and on the admin's screens at
 * both widths, the page just scanned is also walked for focused controls that something hides
 * (focus-sweep.spec.ts's check, issue 18), so that no screen is opened twice for it.
 */

/** Stands for the first closed job, found through the API (it answers 410). */
const CLOSED_JOB = 'a closed job';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;
/** The width the keyboard path is checked at, in both themes. */
const KEYBOARD_WIDTH = 1280;
/**
 * The themes scanned at a width. A theme changes colours only, and no colour changes with the
 * width (the stylesheets' width queries move and hide boxes; every colour is a theme token): the
 * colour rules run at desktop width in both themes, the phone is scanned in light without them.
 */
const themesAt = (width: number): readonly (typeof THEMES)[number][] =>
  width === KEYBOARD_WIDTH ? THEMES : ['light'];
/**
 * The screens whose keyboard path is also walked in the dark theme. A focus ring is one of two
 * colours per theme (`--focus-ring`, and its inverse on the header and footer), so what a theme
 * changes is the ring against the surfaces it sits on: these screens hold every one of them (the
 * header and footer, the page, cards, a form, a hero, the article, the error page).
 */
const DARK_KEYBOARD_SCREENS: readonly string[] = [
  '/',
  '/job',
  '/job/1',
  '/talent-community',
  '/press',
  '/tech-blog/accessibility-audit',
  '/this-does-not-exist',
];
const unknownDarkScreens = DARK_KEYBOARD_SCREENS.filter(
  (screen) => !PUBLIC_SCREENS.includes(screen),
);
if (unknownDarkScreens.length > 0)
  throw new Error(`Not public screens: ${unknownDarkScreens.join(', ')}`);
/** Tab stops checked from the top of the page (the header), then from the main landmark on. */
const HEADER_TAB_STOPS = 10;
const MAIN_TAB_STOPS = 25;
/** How far above the focused element its ring may sit (a card around its link). */
const RING_ANCESTOR_DEPTH = 4;

let closedJobPath: string | undefined;

async function findClosedJobPath(request: APIRequestContext): Promise<string> {
  if (closedJobPath) return closedJobPath;
  for (let id = 1; id <= 200; id += 1) {
    const response = await request.get(`/api/page/job/${id}`);
    if (response.status() === 410) {
      closedJobPath = `/job/${id}`;
      return closedJobPath;
    }
  }
  throw new Error('No closed job among the first 200 ids');
}

/**
 * The axe rules whose outcome depends on colour (colour contrast is also most of a scan's cost).
 * A theme changes colours only (the same markup, the same layout), and a width changes no colour:
 * at desktop width the light theme is scanned with every rule and the dark one with these; the
 * phone, in light, with every rule but these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const seriousViolationsOf = (page: Page, width: number, theme: (typeof THEMES)[number]) =>
  seriousViolations(page, (builder) => {
    if (theme === 'dark') return builder.withRules(COLOUR_RULES);
    const everyRule = builder.withTags(WCAG_TAGS);
    return width === KEYBOARD_WIDTH ? everyRule : everyRule.disableRules(COLOUR_RULES);
  });

/** Images without alt, width or height (decorative ones carry an empty alt). */
async function imagesMissingAttributes(page: Page): Promise<string[]> {
  return page
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter(
          (image) =>
            !image.hasAttribute('alt') ||
            !image.getAttribute('width') ||
            !image.getAttribute('height'),
        )
        .map((image) => image.outerHTML.slice(0, 160)),
    );
}

/**
 * The focused element and its focus ring: a 2 px or wider outline on it or, for a card whose whole
 * surface is one link, on a close ancestor; and the ring's contrast with the surface around it
 * (WCAG 1.4.11, 3:1), where that surface is a plain colour.
 */
async function focusedElementStyle(page: Page) {
  return page.evaluate((maxDepth) => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const parse = (value: string) => {
      const numbers = value.match(/[\d.]+/g)?.map(Number) ?? [];
      const scale = value.startsWith('color(') ? 255 : 1;
      const [r = 0, g = 0, b = 0] = numbers.map((n, index) => (index < 3 ? n * scale : n));
      const alpha = numbers.length > 3 ? (numbers[3] ?? 1) : 1;
      return { rgb: [r, g, b], alpha };
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    let ringed: Element | null = element;
    for (let depth = 0; ringed && depth <= maxDepth; depth += 1) {
      const style = window.getComputedStyle(ringed);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) break;
      ringed = ringed.parentElement;
    }
    const text = (element.textContent ?? '').trim() || element.getAttribute('aria-label') || '';
    const description = `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
    if (!ringed || ringed === document.body) return { description, problem: 'no focus ring' };
    const ring = parse(window.getComputedStyle(ringed).outlineColor);
    // The surface behind the ring: the first plain, mostly opaque background around it.
    for (let around = ringed.parentElement; around; around = around.parentElement) {
      const style = window.getComputedStyle(around);
      if (style.backgroundImage !== 'none') return { description, problem: null };
      const background = parse(style.backgroundColor);
      if (background.alpha >= 0.5) {
        const ratio = contrast(ring.rgb, background.rgb);
        return {
          description,
          problem: ratio < 3 ? `focus ring contrast ${ratio.toFixed(2)}:1` : null,
        };
      }
    }
    return { description, problem: null };
  }, RING_ANCESTOR_DEPTH);
}

async function openScreen(page: Page, screen: string, request: APIRequestContext) {
  const address = screen === CLOSED_JOB ? await findClosedJobPath(request) : screen;
  const response = await page.goto(address);
  await waitForHydration(page);
  return { address, status: response?.status() };
}

/** A screen's Tab stops, from the skip link through the header and then from the main landmark on. */
async function checkKeyboardPath(page: Page) {
  // As on a page just opened: nothing focused, nothing scrolled (the scan before changes neither).
  expect(
    await page.evaluate(() => ({
      focused: document.activeElement === document.body,
      scrollY: window.scrollY,
    })),
  ).toEqual({ focused: true, scrollY: 0 });
  const unmarked: string[] = [];
  const tabThrough = async (stops: number) => {
    for (let stop = 0; stop < stops; stop += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedElementStyle(page);
      if (focused?.problem) unmarked.push(`${focused.description}: ${focused.problem}`);
    }
  };

  await tabThrough(1);
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  // The header's own stops, then back to the skip link.
  await tabThrough(HEADER_TAB_STOPS);
  await skipLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabThrough(MAIN_TAB_STOPS);
  expect(unmarked).toEqual([]);
}

/**
 * Opens the page again as a device set to `theme` would: the boot script picks the theme before
 * the first paint, and the page opens at its top with nothing focused (the fragment the skip link
 * added is left out).
 */
async function reopenIn(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  const address = new URL(page.url());
  address.hash = '';
  await page.goto(address.href);
  await waitForHydration(page);
}

/** Turns the device's theme in place: the site follows it at once, with no page load. */
async function switchThemeInPlace(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

// Every test below opens its own page, so they spread over the workers; the longest (the admin
// area, with its sign-in) are declared first so that none is left alone at the end of the run.
// Each test scans its screens in the light theme, then in the dark one: in place, or opened
// again where the keyboard path follows.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  const { width } = viewport;
  test.describe(`admin area at ${width} px`, () => {
    test.use({ colorScheme: 'light', viewport });

    test('every admin screen passes the scan, keeps one h1 and never hides the focused control', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.goto('/login');
      await waitForHydration(page);
      await signInThroughProvider(page);
      const hidden: string[] = [];
      for (const screen of ADMIN_SCREENS) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(screen);
        await waitForHydration(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
        await expect(page.locator('.admin-loading')).toHaveCount(0);
        for (const theme of themesAt(width)) {
          if (theme !== 'light') await switchThemeInPlace(page, theme);
          expect(await seriousViolationsOf(page, width, theme), `${screen} in ${theme}`).toEqual(
            [],
          );
        }
        // Neither the scan nor a theme changed in place moves focus or scroll.
        hidden.push(...(await hiddenFocusStops(page, screen)));
      }
      expect(hidden).toEqual([]);
    });
  });
}

/** One h1, one main, the site's landmarks, images with alt and size; the theme the device asks for. */
async function checkStructure(page: Page, screen: string, theme: (typeof THEMES)[number]) {
  const isDark = await page.evaluate(() => document.documentElement.dataset.theme === 'dark');
  // The stream and the tech blog force the dark mode whatever the device says.
  if (!screen.startsWith('/stream') && !screen.startsWith('/tech-blog'))
    expect(isDark, `the ${theme} theme`).toBe(theme === 'dark');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  if (!BLANK_LAYOUT_SCREENS.includes(screen)) {
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
  }
  expect(await imagesMissingAttributes(page)).toEqual([]);
}

for (const viewport of VIEWPORTS) {
  const { width } = viewport;
  test.describe(`${themesAt(width).join(' and ')} at ${width} px`, () => {
    test.use({ colorScheme: 'light', viewport });
    // The keyboard path is checked at desktop width, on the page just scanned (the scan leaves
    // focus and scroll where they were), after the scan so that no focus ring is on screen while
    // axe measures contrast: in light on every screen; in dark, on the page opened again, on the
    // screens that hold every surface a ring sits on (DARK_KEYBOARD_SCREENS).
    const withKeyboard = width === KEYBOARD_WIDTH;

    for (const screen of [...PUBLIC_SCREENS, CLOSED_JOB, ...BLANK_LAYOUT_SCREENS]) {
      const keyboardThemes =
        withKeyboard && DARK_KEYBOARD_SCREENS.includes(screen) ? 'either theme' : 'light';
      const title = withKeyboard
        ? `${screen} has no serious accessibility violation and a sound structure in either theme; the skip link moves focus to main and every Tab stop shows a focus ring in ${keyboardThemes}`
        : `${screen} has no serious accessibility violation and a sound structure, and never hides the focused control`;
      test(title, async ({ page, request }) => {
        const { address, status } = await openScreen(page, screen, request);
        if (screen === CLOSED_JOB) expect(status).toBe(410);
        for (const theme of themesAt(width)) {
          const keyboard =
            withKeyboard && (theme === 'light' || DARK_KEYBOARD_SCREENS.includes(screen));
          // The keyboard path needs the page as just opened; without it the theme changes in
          // place, as the site follows the device (site-behaviours.spec.ts tests both ways).
          if (theme !== 'light' && keyboard) await reopenIn(page, theme);
          else if (theme !== 'light') await switchThemeInPlace(page, theme);
          expect(await seriousViolationsOf(page, width, theme), `in ${theme}`).toEqual([]);
          await checkStructure(page, screen, theme);
          if (keyboard) await checkKeyboardPath(page);
        }
        // On a phone the page is still as opened (a scan moves neither focus nor scroll).
        if (!withKeyboard) expect(await hiddenFocusStops(page, address)).toEqual([]);
      });
    }
  });
}
