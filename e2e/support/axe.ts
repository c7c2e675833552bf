import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for the animations and transitions running on the page to end (an open FAQ answer fades
 * in for 200 ms): axe measures colours as drawn, and text caught half-faded reads as too faint.
 * Endless ones (a spinner) are not waited for.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * The serious and critical axe violations on the page, one line per failing element so that a
 * failed test names them. `scope` narrows the scan (a block, `main`, WCAG tags …).
 *
 * A page without frames is scanned with one `axe.run` in the page itself ("legacy mode"): the
 * same rules on the same document, and the same results, at about half the cost of the default
 * `runPartial` + `finishRun`, which opens a blank page and injects axe a second time. The default
 * is kept for a page with frames, since only it reaches into cross-origin frames.
 */
export async function seriousViolations(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  await finishAnimations(page);
  const hasFrames = page.frames().length > 1;
  const results = await scope(new AxeBuilder({ page }).setLegacyMode(!hasFrames)).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
      ),
    );
}
