// SPEC §9: byte formatting uses 1024 units
const BYTE_UNIT_BASE = 1024;
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Formats a byte count in 1024 units (B, KB, MB, GB, TB), rounding to
 * `decimals` places and dropping trailing zeros. Negative or non-finite
 * input gives ''.
 *
 * @example
 * formatBytes(1536); // => '1.5 KB'
 * formatBytes(1048576); // => '1 MB'
 */
export function formatBytes(bytes: number, decimals = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const places = Math.max(0, Math.floor(decimals));
  let unitIndex = 0;
  let scaled = bytes;
  while (unitIndex < BYTE_UNITS.length - 1 && round(scaled, places) >= BYTE_UNIT_BASE) {
    scaled /= BYTE_UNIT_BASE;
    unitIndex += 1;
  }
  return `${round(scaled, places)} ${BYTE_UNITS[unitIndex]}`;
}

function round(value: number, places: number): number {
  return Number(value.toFixed(places));
}
