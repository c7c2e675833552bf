import { escapeText } from 'entities';

import type { WorkplaceType } from '../../../../contract/job-model';

import type { ImportedPlace } from './connector';

/**
 * Readings several connectors share beyond a feed's shape (feed-shape.ts): coded words,
 * workplace flags, the countries of a remote job, a description's named sections.
 */

/**
 * A named part of a description ("Your mission", "Qualifications") as a heading over its HTML
 * (sanitised later with the rest); nothing when the part has no text.
 */
export function headedSection(
  heading: string | null | undefined,
  html: string | null | undefined,
): string {
  if (!html?.trim()) return '';
  return heading?.trim() ? `<h3>${escapeText(heading.trim())}</h3>${html}` : html;
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
