import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations on the page, one line per failing element so that a
 * failed test names them. `scope` narrows the scan (a block, `main`, WCAG tags …).
 */
export async function seriousViolations(
  page: Page,
  scope: (builder: AxeBuilder) => AxeBuilder = (builder) => builder,
): Promise<string[]> {
  const results = await scope(new AxeBuilder({ page })).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
      ),
    );
}
