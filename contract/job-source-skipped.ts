import { plural } from './plural';
import type { JobSourceProblem, JobSourceSync } from './admin-job-source-types';

/** How many of a sync's jobs were skipped, by reason, in the order the reasons first came. */
export function countSkipped(problems: readonly JobSourceProblem[]): Record<string, number> {
  const skipped: Record<string, number> = {};
  for (const { skipped: reason } of problems)
    if (reason !== undefined) skipped[reason] = (skipped[reason] ?? 0) + 1;
  return skipped;
}

/**
 * The jobs a sync skipped, in words for the activity log and the source's screen; null for none.
 *
 * @example
 * describeSkipped({ 'pay out of range': 1 }); // => '1 job skipped: pay out of range'
 * describeSkipped({ 'pay out of range': 2, 'no title': 1 });
 * // => '3 jobs skipped: 2 pay out of range, 1 no title'
 */
export function describeSkipped(skipped: JobSourceSync['skipped']): string | null {
  const reasons = Object.entries(skipped ?? {});
  const total = reasons.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const why =
    reasons.length === 1
      ? (reasons[0]?.[0] ?? '')
      : reasons.map(([reason, count]) => `${count} ${reason}`).join(', ');
  return `${plural(total, 'job')} skipped: ${why}`;
}
