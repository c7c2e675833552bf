import { createHmac } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Greenhouse job board served from the test (Job Board API shapes, written here from
 * Greenhouse's documentation: developers.greenhouse.io/job-board.html): the board with
 * `?content=true` (escaped HTML, departments, offices), and a single job with
 * `?pay_transparency=true` (its `pay_input_ranges`). The test changes `jobs` between syncs.
 */
export interface BoardJob {
  id: number;
  title: string;
  /** The recruiter's free-text location line. */
  location: string;
  department: string;
  office: { name: string; location: string };
  /** Plain HTML: served escaped, as Greenhouse does. */
  html: string;
  /** A custom field the board publishes ("Full-time"). */
  employmentType: string;
  /** A yearly range in whole units of `currency`; Greenhouse sends cents. */
  pay?: { currency: string; min: number; max: number };
  updatedAt: string;
}

const escapeHtml = (html: string) =>
  html
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** One job as the board lists it (`content=true`); `withPay` as the single-job endpoint adds it. */
function boardJob(board: string, job: BoardJob, withPay: boolean) {
  return {
    absolute_url: `https://job-boards.greenhouse.io/${board}/jobs/${job.id}`,
    data_compliance: [
      {
        type: 'gdpr',
        requires_consent: false,
        requires_processing_consent: false,
        requires_retention_consent: false,
        retention_period: null,
      },
    ],
    internal_job_id: job.id - 3_000_000,
    location: { name: job.location },
    metadata: [
      {
        id: 4_600_101,
        name: 'Employment Type',
        value: job.employmentType,
        value_type: 'single_select',
      },
    ],
    id: job.id,
    updated_at: job.updatedAt,
    requisition_id: `SOM-${job.id % 1000}`,
    title: job.title,
    company_name: 'Somnia',
    first_published: '2026-11-02T09:00:00-05:00',
    language: 'en',
    content: escapeHtml(job.html),
    departments: [{ id: 4_400_101, name: job.department, child_ids: [], parent_id: null }],
    offices: [
      {
        id: 4_500_101,
        name: job.office.name,
        location: job.office.location,
        child_ids: [],
        parent_id: null,
      },
    ],
    ...(withPay && {
      pay_input_ranges: job.pay
        ? [
            {
              min_cents: job.pay.min * 100,
              max_cents: job.pay.max * 100,
              currency_type: job.pay.currency,
              title: job.office.name,
              blurb: '<p>The range for this role in its office.</p>',
            },
          ]
        : [],
    }),
  };
}

export interface GreenhouseBoard {
  /** The base URL to give the source. */
  baseUrl: string;
  jobs: BoardJob[];
  close(): Promise<void>;
}

/** Starts the board on a free loopback port. */
export async function startGreenhouseBoard(
  board: string,
  jobs: BoardJob[],
): Promise<GreenhouseBoard> {
  const state = { jobs };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const prefix = `/v1/boards/${board}/jobs`;
    if (url.pathname === prefix) {
      const listed = state.jobs.map((job) => boardJob(board, job, false));
      send(res, 200, { jobs: listed, meta: { total: listed.length } });
      return;
    }
    const single = url.pathname.startsWith(`${prefix}/`)
      ? state.jobs.find((job) => `${prefix}/${job.id}` === url.pathname)
      : undefined;
    if (single) {
      send(res, 200, boardJob(board, single, url.searchParams.get('pay_transparency') === 'true'));
      return;
    }
    send(res, 404, { status: 404, error: 'Job not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    get jobs() {
      return state.jobs;
    },
    set jobs(next: BoardJob[]) {
      state.jobs = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Greenhouse's webhook signature: `Signature: sha256 <hex HMAC-SHA256 of the body>`. */
export function greenhouseSignature(secret: string, body: string): string {
  return `sha256 ${createHmac('sha256', secret).update(body).digest('hex')}`;
}
