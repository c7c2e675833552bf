import type { z } from 'zod';

import {
  FeedError,
  type FeedProblem,
  type JobFeedConnector,
  type JobSourceConfig,
} from './connector';

/**
 * The URL of a feed path on the source's host: its own baseUrl, else the connector's, where
 * `{board}` stands for the board of feeds on a company subdomain (Personio, Recruitee).
 */
export function feedUrl(
  connector: Pick<JobFeedConnector, 'defaultBaseUrl'>,
  config: JobSourceConfig,
  path: string,
): string {
  const base =
    config.baseUrl?.trim() ||
    connector.defaultBaseUrl.replace('{board}', encodeURIComponent(config.board));
  return base.replace(/\/+$/, '') + path;
}

/**
 * A feed's envelope read with its documented shape; a body of another shape (an HTML page
 * answered with 200, a board switched off) is a FeedError, so the sync changes nothing.
 */
export function parseFeedBody<Schema extends z.ZodType>(
  label: string,
  schema: Schema,
  body: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new FeedError(
    `${label} answered in a shape it does not document (${issueWords(parsed.error)})`,
  );
}

/**
 * The jobs of a feed read one by one: a job of another shape is skipped and reported, the
 * others are kept (one broken posting must not stop a board).
 */
export function parseFeedItems<Schema extends z.ZodType>(
  schema: Schema,
  items: readonly unknown[],
): { items: z.infer<Schema>[]; problems: FeedProblem[] } {
  const parsed: z.infer<Schema>[] = [];
  const problems: FeedProblem[] = [];
  for (const item of items) {
    const result = schema.safeParse(item);
    if (result.success) parsed.push(result.data);
    else {
      problems.push({
        externalId: idOfUnknown(item),
        message: `skipped: not in the feed's documented shape (${issueWords(result.error)})`,
        skipped: "not in the feed's shape",
      });
    }
  }
  return { items: parsed, problems };
}

function idOfUnknown(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const { id, shortcode } = item as Record<string, unknown>;
  const value = id ?? shortcode;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

function issueWords(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'unknown';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * A feed's time as a Date: ISO text, epoch milliseconds, an offset without a colon ("+0200",
 * Personio) or "2026-05-29 09:42:54 UTC" (Recruitee). Null when absent or unreadable.
 */
export function dateOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(
    typeof value === 'number'
      ? value
      : value
          .trim()
          .replace(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?) UTC$/, '$1T$2Z')
          .replace(/([+-]\d{2})(\d{2})$/, '$1:$2'),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Text a feed may leave null, empty or padded with spaces ("Engineering "), tidied or null. */
export function textOf(value: string | null | undefined): string | null {
  const tidied = value?.replace(/\s+/g, ' ').trim();
  return tidied ? tidied : null;
}
