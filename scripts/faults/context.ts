import type { Browser } from '@playwright/test';

import type { RunningServer } from '../../bench/servers';
import { paths } from '../../contract/paths';
import type { PostgresCluster } from './postgres-cluster';
import type { Report } from './report';

/** What every fault scenario works with: the site, its database and provider, a browser. */
export interface FaultContext {
  report: Report;
  browser: Browser;
  /** The built site (`scripts/start.mjs`) on PostgreSQL, signing in at `provider`. */
  app: RunningServer & { origin: string };
  database: PostgresCluster;
  /** The embedded provider in its own process (identity-provider.ts), the site's `OIDC_ISSUER`. */
  provider: RunningServer;
  admin: { email: string; password: string };
}

/** A seeded blog post with approved comments (seed/). */
export const BLOG_POST_SLUG = 'postgres-full-text-search-for-jobs';
export const BLOG_POST_PATH = paths.techBlogPost(BLOG_POST_SLUG);
/** Public pages a visitor opens first: cached once they have been served. */
export const PUBLIC_PATHS = [paths.home(), paths.jobs(), BLOG_POST_PATH];
/** The most a public page may take while a dependency is down (issue 12). */
export const PAGE_LIMIT_MS = 2_000;
/** How soon everything must work again once the database is back, and sign-in must fail clearly. */
export const RECOVERY_LIMIT_MS = 5_000;
