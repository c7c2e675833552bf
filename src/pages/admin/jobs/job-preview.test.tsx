// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

import type { AdminJob } from '../../../../contract/admin-job-types';
import type { JobStatus } from '../../../../contract/job-model';
import type { Job } from '../../../../contract/page-types';
import { requestEnvelope } from '../../../api/http-client';
import { browserTimeZone, timeZoneLabel, utcToLocalInput } from '../../../lib/local-date-time';
import type { PublicConfig } from '../../../../contract/public-config';
import { PublicConfigProvider } from '../../../lib/public-config-context';
import { JobPreview } from './job-preview';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

const CONFIG = { publicOrigin: 'https://careers.example' } as PublicConfig;

/** The job in the public shape the preview draws. */
const PUBLIC_JOB: Job = {
  id: 12,
  title: 'Data Engineer',
  summary: { team: null, location: 'Amsterdam', jobType: 'Full-time' },
  department: 'Engineering',
  postedAt: '2026-11-20T10:00:00.000Z',
  remote: false,
  workplaceType: 'hybrid',
  locations: [{ city: 'Amsterdam', region: null, countryCode: 'NL', primary: true }],
  pay: null,
  slug: 'data-engineer',
  content: { description: '<p>The role.</p>' },
  urlList: {},
  country: 'NL',
  employmentType: 'full_time',
  remoteRegions: [],
  closesAt: null,
  teamSize: 20,
  relocationAssistance: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The editor's view of the same job, in `status`. */
function editorJob(status: JobStatus): AdminJob {
  return {
    id: 12,
    version: 3,
    status,
    source: 'manual',
    externalId: null,
    atsUrl: null,
    slug: 'data-engineer',
    publicPath: '/job/12',
    publishAt: status === 'draft' ? null : '2026-12-01T08:30:00.000Z',
    closedReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    title: 'Data Engineer',
    department: 'Engineering',
    team: null,
    level: null,
    employmentType: 'full_time',
    workplaceType: 'hybrid',
    locations: [{ city: 'Amsterdam', region: null, countryCode: 'NL' }],
    remoteRegions: [],
    pay: null,
    description: 'The role.',
    applyUrl: null,
    closesAt: null,
    teamSize: 20,
    relocationAssistance: true,
  };
}

async function bannerOf(status: JobStatus) {
  request.mockImplementation(async (config) =>
    config.url?.endsWith('/preview') ? PUBLIC_JOB : editorJob(status),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin/jobs/:id/preview', element: <JobPreview /> }],
    { initialEntries: ['/admin/jobs/12/preview'] },
  );
  render(
    <PublicConfigProvider config={CONFIG}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PublicConfigProvider>,
  );
  const banner = await screen.findByRole('note', { name: 'Preview' });
  // The public block's code loads after the banner, as on the public page.
  await screen.findByRole('heading', { level: 1, name: PUBLIC_JOB.title });
  return banner;
}

beforeEach(() => {
  request.mockReset();
});

afterEach(() => {
  cleanup();
});

test('a draft’s preview says it is not published', async () => {
  const banner = await bannerOf('draft');
  expect(banner.textContent).toContain('Preview – not published.');
  expect(banner.querySelector('a[href="/job/12"]')).toBeNull();
});

test('a draft’s preview does not claim it was posted, on the page or the card', async () => {
  await bannerOf('draft');
  expect(document.body.textContent).not.toMatch(/\bago\b|20\/11\/2026/);
  expect(document.querySelector(`time[datetime="${PUBLIC_JOB.postedAt}"]`)).toBeNull();
  // The page's line, its facts and the card.
  expect(screen.getAllByText(/Not posted yet/)).toHaveLength(3);
});

test('an open job’s preview shows when it was posted', async () => {
  await bannerOf('open');
  expect(document.querySelector(`time[datetime="${PUBLIC_JOB.postedAt}"]`)).not.toBeNull();
  expect(screen.queryByText(/Not posted yet/)).toBeNull();
});

test('a scheduled job’s preview says when it will be published, in the admin’s zone', async () => {
  const banner = await bannerOf('scheduled');
  const zone = timeZoneLabel(browserTimeZone());
  const local = utcToLocalInput('2026-12-01T08:30:00.000Z');
  const [date = '', time = ''] = local.split('T');
  const shown = `${date.split('-').reverse().join('/')} ${time}`;
  expect(banner.textContent).toContain(`Preview – to be published at ${shown} ${zone}.`);
  expect(banner.textContent).not.toContain('not published');
});

test('an open job’s preview says this is the public page, and links to it', async () => {
  const banner = await bannerOf('open');
  expect(banner.textContent).toContain('This is how the public page looks');
  expect(banner.textContent).not.toMatch(/not published|Preview –/);
  expect(banner.querySelector('a[href="/job/12"]')).not.toBeNull();
});

test('a closed job’s preview says its public address answers 410', async () => {
  const banner = await bannerOf('closed');
  expect(banner.textContent).toContain('Preview – closed.');
  expect(banner.textContent).toContain('/job/12 answers 410 (gone)');
});
