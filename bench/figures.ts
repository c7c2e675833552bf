/** Small helpers for the written figures: medians, number formats, verdicts, Markdown tables. */

export const median = (values: number[]): number => {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const fmt = (value: number, digits = 0): string =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

export const times = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(2)}×` : '–';

export const verdict = (ok: boolean): string => (ok ? 'meets' : '**misses**');

/** A Markdown table, unaligned (Prettier aligns it). */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The product's figure over a peer's in the same round, median over rounds: other processes'
 * load changes from minute to minute, so a ratio within a round is steadier than one of medians.
 */
export function productOverPeer<R extends { round: number; arm: string }>(
  records: R[],
  peer: string,
  figure: (record: R) => number,
): number {
  return median(
    records
      .filter((record) => record.arm === 'product')
      .map((record) => {
        const theirs = records.find((other) => other.arm === peer && other.round === record.round);
        return theirs ? figure(record) / figure(theirs) : NaN;
      }),
  );
}
