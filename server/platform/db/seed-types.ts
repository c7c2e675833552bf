/**
 * Hand-written seed content for the database tables. Dates are ISO strings;
 * "days ago" offsets keep the seeded site looking current whenever it is started.
 * Text may use {company} for the company name; the seeder substitutes it.
 */
import type { PayPeriod, ReviewStatus } from './schema';

export interface SeedJob {
  title: string;
  /** Markdown; missing on a few jobs to exercise the screens' defaults. */
  description?: string;
  team?: string;
  department: string;
  /** City name; missing on a remote job without an office (issue 32: "Remote" is no place). */
  location?: string;
  /** ISO 3166-1 alpha-2 country code of the location; for Remote, where applicants may live. */
  country?: string;
  remote?: boolean;
  /** Part of the week at home, part at its office (issue 32: the workplace filter's third type). */
  hybrid?: boolean;
  /** Several places, the primary one first: replaces `location` and `country` when set. */
  locations?: { city: string | null; region: string | null; country_code: string | null }[];
  /** An employment type's label (job-model.ts: Full-time, Part-time …). Every seed job has one (issue 32). */
  jobType?: string;
  /** Entry, Mid, Senior, Lead. Missing on a few (screens show 'All Levels'). */
  level?: string;
  /** Missing on a few (screens link '#'). */
  applyUrl?: string;
  /** Set on a few: the job is then also served at /job-ext/{extSlug}. */
  extSlug?: string;
  pay?: { currency: string; min: number; max: number; period: PayPeriod };
  postedDaysAgo: number;
  /** Negative: already closed. Missing: open until filled. */
  closesInDays?: number;
}

export interface SeedTeamMember {
  name: string;
  role: string;
  team: string;
  location?: string;
  bio: string; // Markdown
  quote?: string;
  portrait: string; // public path, e.g. /images/portraits/amara-okafor.svg
  joinedDaysAgo?: number;
}

export interface SeedPressNews {
  title: string;
  summary: string;
  body: string; // Markdown
  source?: string;
  sourceUrl?: string;
  publishedDaysAgo: number;
}

/** A release that retells a newsroom story is dated by it; one with no story has its own date. */
export type SeedPressRelease = {
  title: string;
  summary: string;
  body: string; // Markdown
  location?: string;
} & ({ story: string } | { publishedDaysAgo: number });

export interface SeedBrandAsset {
  title: string;
  description: string;
  filePath: string; // public path under /press-kit/, a real file in public/
  format: string;
  preview?: string;
}

export interface SeedComment {
  postSlug: string; // a file name (without .md) in content/blog/
  name: string;
  email?: string;
  body: string;
  status: ReviewStatus;
  createdHoursAgo: number;
}
