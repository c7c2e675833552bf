import type { Kysely, Transaction } from 'kysely';

import { paths } from '../../../contract/paths';
import type { Actor } from '../../platform/auth/actor';
import type { Database, JobEventKind, SearchNotificationType } from '../../platform/db/schema';
import type { TaskResult } from '../../platform/tasks/task';
import { recordActivity } from '../activity';
import { listJobEventsAfter, type JobEventEntry } from '../jobs';
import {
  dropNoticesExcept,
  enqueueContentNews,
  enqueueNews,
  findDueNotices,
  lockCursor,
  moveCursor,
  postponeNotice,
  removeNotice,
  type DueNotice,
  type QueuedNews,
} from './notification-queue.repository';
import type { SearchEngine } from './search-engines';

// Events read per run: a burst (an ATS sync of hundreds of jobs) is taken over a few runs.
const EVENTS_PER_RUN = 500;
// Notices sent per run: Google takes one request per URL, each with a 10 s timeout.
const NOTICES_PER_RUN = 50;
// A refused notice is tried after 1, 2, 4 … minutes, at most an hour apart, 10 times in all
// (about 4 hours): long enough for a quota (HTTP 429) to reset or an outage to pass.
const RETRY_BASE_MS = 60_000;
const RETRY_CAP_MS = 3_600_000;
const MAX_NOTICE_ATTEMPTS = 10;

/** Who the activity log names for these notices. */
const NOTIFIER: Actor = { sub: null, email: 'Search notifier' };

/** A job's page is gone (410) once it closed; any other news means the page is worth a crawl. */
const TYPE_OF_NEWS: Readonly<Record<JobEventKind, SearchNotificationType>> = {
  opened: 'URL_UPDATED',
  changed: 'URL_UPDATED',
  reopened: 'URL_UPDATED',
  closed: 'URL_DELETED',
};

export interface SearchNotifyOptions {
  /** The engines with credentials; none: events are read and passed over, nothing is sent. */
  engines: readonly SearchEngine[];
  /** The site's public origin, for the jobs' absolute URLs. */
  origin: string;
}

/** Each job's newest event among `events` (written in order), as the news to tell. */
function newsOf(events: readonly JobEventEntry[], origin: string): QueuedNews[] {
  const newest = new Map<number, JobEventEntry>();
  for (const event of events) newest.set(event.jobId, event);
  return [...newest.values()].map((event) => ({
    url: `${origin}${paths.job(event.jobId)}`,
    jobId: event.jobId,
    jobTitle: event.jobTitle,
    news: event.kind,
    type: TYPE_OF_NEWS[event.kind],
  }));
}

/**
 * Reads the job events after the cursor and queues each job's newest news for every engine, and
 * moves the cursor, in one transaction. Without engines the events are still passed over: an
 * engine switched on later hears of what happens from then on, not of the backlog.
 */
export async function enqueueNewEvents(
  db: Kysely<Database>,
  { engines, origin }: SearchNotifyOptions,
  now: Date,
): Promise<TaskResult> {
  const names = engines.map((engine) => engine.name);
  return db.transaction().execute(async (trx) => {
    await dropNoticesExcept(trx, names);
    const events = await listJobEventsAfter(trx, await lockCursor(trx), EVENTS_PER_RUN);
    const last = events.at(-1);
    if (!last) return { events: 0, queued: 0 };
    const news = newsOf(events, origin);
    await enqueueNews(trx, names, news, now);
    await moveCursor(trx, last.id);
    return { events: events.length, queued: engines.length * news.length };
  });
}

/**
 * Queues the news of a page published or unpublished (a post, the FAQ), in the transaction of
 * the change. IndexNow only: Google's Indexing API takes job pages alone. The next
 * `search.enqueue` drops it when IndexNow has no key, as it drops any notice of an engine off.
 */
export async function queueContentNews(
  db: Kysely<Database> | Transaction<Database>,
  news: { url: string; documentId: number; title: string; published: boolean },
  now: Date,
): Promise<void> {
  await enqueueContentNews(
    db,
    ['indexnow'],
    {
      url: news.url,
      documentId: news.documentId,
      title: news.title,
      news: news.published ? 'published' : 'unpublished',
      type: news.published ? 'URL_UPDATED' : 'URL_DELETED',
    },
    now,
  );
}

/** The log's entity of a notice and how its news is said: a job "opened", a post "was published". */
function subjectOf(notice: DueNotice) {
  return notice.job_id === null
    ? { entity: 'content', entityId: notice.content_document_id, news: `was ${notice.news}` }
    : { entity: 'job', entityId: notice.job_id, news: notice.news };
}

export const labelsOf = (engines: readonly SearchEngine[]) =>
  engines.map((engine) => engine.label).join(' and ');

/** When a notice refused `attempts` times is tried again. */
function nextNoticeAttempt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_CAP_MS));
}

/** The notices of one job and one piece of news that the engines took in one run. */
interface Told {
  notice: DueNotice;
  engines: SearchEngine[];
}

/**
 * Sends the due notices, each engine its own in one call; a notice taken is removed, a refused
 * one tried again with backoff, and each outcome is written to the activity log in words.
 */
export async function sendDueNotices(
  db: Kysely<Database>,
  engines: readonly SearchEngine[],
  now: Date,
): Promise<TaskResult> {
  if (engines.length === 0) return { sent: 0, notified: 'no credentials' };
  const due = await findDueNotices(
    db,
    engines.map((engine) => engine.name),
    now,
    NOTICES_PER_RUN,
  );
  const counts = { sent: 0, retrying: 0, gaveUp: 0 };
  const told = new Map<string, Told>();
  for (const engine of engines) {
    const notices = due.filter((notice) => notice.engine === engine.name);
    if (notices.length === 0) continue;
    const failures = await engine.notify(
      notices.map(({ url, type }) => ({ url, type })),
      now,
    );
    for (const notice of notices) {
      const error = failures.get(notice.url);
      if (error === undefined) {
        await removeNotice(db, notice);
        counts.sent += 1;
        const key = `${notice.job_id}:${notice.content_document_id}:${notice.news}`;
        const entry = told.get(key) ?? { notice, engines: [] };
        entry.engines.push(engine);
        told.set(key, entry);
      } else {
        await recordRefusal(db, engine, notice, error, now);
        counts[notice.attempts + 1 >= MAX_NOTICE_ATTEMPTS ? 'gaveUp' : 'retrying'] += 1;
      }
    }
  }
  for (const { notice, engines: tellers } of told.values()) {
    const { news, ...subject } = subjectOf(notice);
    await recordActivity(db, {
      actor: NOTIFIER,
      action: 'search.notified',
      ...subject,
      details: {
        title: notice.job_title,
        said: `Told ${labelsOf(tellers)} that ${notice.job_title} ${news}`,
      },
    });
  }
  return counts;
}

async function recordRefusal(
  db: Kysely<Database>,
  engine: SearchEngine,
  notice: DueNotice,
  error: string,
  now: Date,
): Promise<void> {
  const attempts = notice.attempts + 1;
  const givingUp = attempts >= MAX_NOTICE_ATTEMPTS;
  const retryAt = nextNoticeAttempt(now, attempts);
  if (givingUp) await removeNotice(db, notice);
  else await postponeNotice(db, notice, error, retryAt);
  const outcome = givingUp
    ? `gave up after ${attempts} tries`
    : `try ${attempts + 1} at ${retryAt.toISOString().slice(11, 16)} UTC`;
  const { news, ...subject } = subjectOf(notice);
  await recordActivity(db, {
    actor: NOTIFIER,
    action: 'search.notify_failed',
    ...subject,
    details: {
      title: notice.job_title,
      said: `Could not tell ${engine.label} that ${notice.job_title} ${news} (${error}); ${outcome}`,
    },
  });
}
