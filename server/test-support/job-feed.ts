import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  FeedError,
  type ImportedJob,
  type JobFeedConnector,
} from '../modules/job-sources/connectors/connector';
import type { ConnectorLookup } from '../modules/job-sources';

/** How the feed answers its board: as it should, or as an ATS having a bad day. */
export type FeedMode = 'ok' | 'server-error' | 'malformed' | 'hang';

/**
 * A job board served over real HTTP on a local port, for the sync's tests: its jobs are set by
 * the test, its mood too (`mode`), and it counts the requests it answered.
 */
export interface TestJobFeed {
  baseUrl: string;
  jobs: ImportedJob[];
  /** Pay served by a single job's endpoint only (as Greenhouse's is), by external id. */
  pay: Map<string, ImportedJob['pay']>;
  mode: FeedMode;
  boardReads: number;
  jobReads: number;
  close(): Promise<void>;
}

/** A job of the test feed with every field set; `overrides` change some. */
export function feedJob(externalId: string, overrides: Partial<ImportedJob> = {}): ImportedJob {
  return {
    externalId,
    title: `Engineer ${externalId}`,
    department: 'Engineering',
    team: 'Platform',
    locations: [{ city: 'Berlin', region: null, countryCode: 'DE' }],
    workplaceType: 'hybrid',
    remoteRegions: [],
    employmentType: 'full_time',
    level: 'Senior',
    pay: null,
    descriptionHtml: `<h2>About</h2><p>Build things, job ${externalId}.</p>`,
    applyUrl: `https://ats.example/apply/${externalId}`,
    atsUrl: `https://ats.example/jobs/${externalId}`,
    publishedAt: new Date('2026-11-01T09:00:00Z'),
    updatedAt: new Date('2026-11-02T09:00:00Z'),
    ...overrides,
  };
}

export async function startTestJobFeed(jobs: ImportedJob[] = []): Promise<TestJobFeed> {
  const feed: TestJobFeed = {
    baseUrl: '',
    jobs,
    pay: new Map(),
    mode: 'ok',
    boardReads: 0,
    jobReads: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const single = /\/jobs\/([^/]+)$/.exec(req.url ?? '');
    if (single) {
      feed.jobReads += 1;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ pay: feed.pay.get(decodeURIComponent(single[1] ?? '')) ?? null }));
      return;
    }
    feed.boardReads += 1;
    if (feed.mode === 'hang') return; // Never answers: the sync's timeout must.
    if (feed.mode === 'server-error') {
      res.statusCode = 503;
      res.end('Service Unavailable');
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    res.end(
      feed.mode === 'malformed' ? '{"jobs": [{"id": 1,' : JSON.stringify({ jobs: feed.jobs }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feed.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return feed;
}

const toDate = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);

async function getJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new FeedError(`Test ATS answered ${response.status}.`);
  try {
    return await response.json();
  } catch {
    throw new FeedError('Test ATS answered something that is not its feed.');
  }
}

/**
 * A connector for the test feed, behind the connectors' interface: the board at
 * `{baseUrl}/{board}/jobs`, a job's pay at `{baseUrl}/{board}/jobs/{id}` (`completeJob`).
 */
export const testConnector: JobFeedConnector = {
  type: 'greenhouse',
  label: 'Test ATS',
  defaultBaseUrl: 'http://127.0.0.1:9',
  async readJobs(config, signal) {
    const body = await getJson(`${config.baseUrl ?? ''}/${config.board}/jobs`, signal);
    const jobs = (body as { jobs?: unknown }).jobs;
    if (!Array.isArray(jobs))
      throw new FeedError('Test ATS answered something that is not its feed.');
    return {
      jobs: (jobs as (ImportedJob & { publishedAt: unknown; updatedAt: unknown })[]).map((job) => ({
        ...job,
        publishedAt: toDate(job.publishedAt),
        updatedAt: toDate(job.updatedAt),
      })),
      problems: [],
    };
  },
  async completeJob(config, job, signal) {
    const url = `${config.baseUrl ?? ''}/${config.board}/jobs/${encodeURIComponent(job.externalId)}`;
    const { pay } = (await getJson(url, signal)) as { pay: ImportedJob['pay'] };
    return pay ? { ...job, pay } : job;
  },
};

/** Every ATS type read by the test connector (its label the type's). */
export const testConnectors: ConnectorLookup = (type) => ({ ...testConnector, type });
