import { escapeText } from 'entities';

import type { WorkplaceType } from '../../../../src/api/job-model';

import type { ImportedPlace } from './connector';

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

/** A feed's id, a number or a string, as the text the model keys jobs by; '' when missing. */
export function idOf(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return textOf(value) ?? '';
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

/** A code of a closed list as words: `mid_level` → "Mid level", `entry-level` → "Entry level". */
export function wordsOfCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A workplace told by a feed's flags (Recruitee's `remote`/`hybrid`, SmartRecruiters' too). */
export function workplaceOfFlags(flags: {
  remote?: boolean | null;
  hybrid?: boolean | null;
}): WorkplaceType {
  if (flags.hybrid) return 'hybrid';
  if (flags.remote) return 'remote';
  return 'on_site';
}

/**
 * Where applicants of a remote job may live, when the feed places the job in countries without
 * saying so: those countries (a remote job "in Germany" is open to people living there).
 */
export function remoteCountriesOf(
  workplaceType: WorkplaceType,
  places: readonly ImportedPlace[],
): string[] {
  if (workplaceType !== 'remote') return [];
  return [...new Set(places.map((place) => place.countryCode).filter((code) => code !== null))];
}
