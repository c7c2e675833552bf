/** Dates travel as ISO strings; a missing one as null. */
export function isoOf(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
