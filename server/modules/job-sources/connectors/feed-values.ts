import { escapeText } from 'entities';

/**
 * Reading single values of a feed whose fields may be missing, null, blank or of another type
 * than documented: one rule for every connector.
 */

/** A field's text, trimmed; null when absent, not text, or blank (`<max></max>`, `""`). */
export function textOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A feed's timestamp: ISO 8601, also with an offset without a colon ("+0200", Personio) or
 * as "2026-05-29 09:42:54 UTC" (Recruitee). Null when absent or unreadable.
 */
export function dateOf(value: string | null | undefined): Date | null {
  const text = textOf(value);
  if (!text) return null;
  const iso = text
    .replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) UTC$/, '$1T$2Z')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A named part of a description ("Your mission", "Qualifications") as a heading over its HTML. */
export function headedSection(heading: string | null, html: string): string {
  if (!html) return '';
  return heading ? `<h3>${escapeText(heading)}</h3>${html}` : html;
}
