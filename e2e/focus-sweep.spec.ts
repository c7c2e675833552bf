import { hiddenFocusStops } from './support/focus-sweep';
import { BLANK_LAYOUT_SCREENS, PUBLIC_SCREENS } from './support/screens';
import { expect, test, waitForHydration } from './support/test';

/**
 * Issue 18 (WCAG 2.2 2.4.11, focus not obscured): every screen is walked with Tab from its top
 * and with Shift+Tab from its end, on a phone and a desktop. A stop fails when the focused
 * control is under a sticky or fixed box (the headers, the apply bar, a launcher), outside the
 * viewport, or when focus falls to <body>. Nothing is excluded.
 *
 * Here: the public screens at desktop width. The phone width and the admin screens are walked by
 * a11y.spec.ts on the page it has just scanned, which saves opening each screen twice.
 */

test.describe.configure({ mode: 'parallel' });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const screen of [...PUBLIC_SCREENS, ...BLANK_LAYOUT_SCREENS]) {
    test(`${screen} never hides the focused control`, async ({ page }) => {
      await page.goto(screen);
      await waitForHydration(page);
      expect(await hiddenFocusStops(page, screen)).toEqual([]);
    });
  }
});
