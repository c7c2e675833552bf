// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { AdminJobSource } from '../../../../contract/admin-job-source-types';
import { requestEnvelope } from '../../../api/http-client';
import { TEST_KINDS } from './job-source-kinds.fixture';
import { JobSourcesSection } from './job-sources-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);
/** The server: the kinds the form offers (`GET …/kinds`), anything else by `answer`. */
const serve = (answer: (config: { method?: string }) => unknown) =>
  request.mockImplementation(async (config) =>
    config.url === 'admin/job-sources/kinds' ? TEST_KINDS : answer(config),
  );
// The contract's paged list (`GET /api/admin/job-sources`).
const pageOf = (list: AdminJobSource[]) => ({
  list,
  pager: { page: 1, totalPages: 1, total: list.length },
});

const GREENHOUSE: AdminJobSource = {
  id: 3,
  type: 'greenhouse',
  label: 'Greenhouse',
  board: 'somnia',
  baseUrl: null,
  hasWebhookSecret: true,
  hasApiKey: false,
  paused: false,
  fromConfig: false,
  webhookUrl: 'https://careers.example/api/job-sources/3/webhook',
  openJobs: 14,
  lastSync: {
    startedAt: '2026-03-02T08:00:00.000Z',
    durationMs: 1_250,
    added: 2,
    updated: 1,
    closed: 0,
    unchanged: 11,
    error: null,
    problems: [
      { externalId: '4021', message: 'the same job twice in the feed: the first is kept' },
    ],
  },
  nextSyncAt: '2026-03-02T08:10:00.000Z',
  syncing: false,
};

const LEVER: AdminJobSource = {
  ...GREENHOUSE,
  id: 4,
  type: 'lever',
  label: 'Lever',
  board: 'somnia-eu',
  baseUrl: 'https://api.eu.lever.co',
  hasWebhookSecret: false,
  paused: true,
  fromConfig: true,
  webhookUrl: null,
  openJobs: 3,
  lastSync: {
    ...GREENHOUSE.lastSync!,
    added: 0,
    updated: 0,
    unchanged: 0,
    error: 'Lever did not answer within 10 s.',
    problems: [],
  },
  nextSyncAt: null,
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/job-sources']}>
        <JobSourcesSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobSourcesSection', () => {
  test('each source shows its board, state, open jobs, last sync, problems and webhook URL', async () => {
    serve(() => pageOf([GREENHOUSE, LEVER]));
    renderSection();

    const greenhouse = await screen.findByTestId('job-source-3');
    expect(within(greenhouse).getByText('somnia')).toBeTruthy();
    expect(within(greenhouse).getByText('14')).toBeTruthy();
    expect(within(greenhouse).getByText(/2 added, 1 updated, 0 closed, 11 unchanged/)).toBeTruthy();
    expect(within(greenhouse).getByText(/Took 1\.3 s/)).toBeTruthy();
    expect(within(greenhouse).getByText('1 problem in the feed')).toBeTruthy();
    expect(within(greenhouse).getByText(/the same job twice/)).toBeTruthy();
    expect(
      within(greenhouse).getByText('https://careers.example/api/job-sources/3/webhook'),
    ).toBeTruthy();
    expect(
      within(greenhouse).getByRole('button', {
        name: 'Copy the webhook URL of Greenhouse · somnia',
      }),
    ).toBeTruthy();

    const lever = screen.getByTestId('job-source-4');
    expect(within(lever).getByText('Paused')).toBeTruthy();
    expect(within(lever).getByText(/Lever did not answer within 10 s\./)).toBeTruthy();
    expect(within(lever).getByText(/sends no job webhooks/)).toBeTruthy();
    expect(within(lever).getByRole('button', { name: 'Resume Lever · somnia-eu' })).toBeTruthy();
    // Configured as code: removed there, not here.
    expect(within(lever).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(lever).getByText(/Remove it from JOB_SOURCES/)).toBeTruthy();
  });

  test('Sync now runs the sync and announces what it changed', async () => {
    const synced: AdminJobSource = {
      ...GREENHOUSE,
      lastSync: { ...GREENHOUSE.lastSync!, durationMs: 840, added: 1, unchanged: 13 },
    };
    serve((config) => (config.method === 'POST' ? synced : pageOf([GREENHOUSE])));
    renderSection();

    fireEvent.click(await screen.findByRole('button', { name: 'Sync now: Greenhouse · somnia' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some(
            (status) =>
              status.textContent ===
              'Greenhouse · somnia synced in 840 ms: 1 added, 1 updated, 0 closed, 13 unchanged.',
          ),
      ).toBe(true),
    );
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: 'admin/job-sources/3/sync' }),
    );
  });

  test('the jobs a sync skipped are counted beside its figures, each listed with why', async () => {
    const problem = {
      externalId: '4022',
      message: 'Its pay (up to 1,100,000 per hour) is more than the site can store.',
      skipped: 'pay out of range',
    };
    const skipping: AdminJobSource = {
      ...GREENHOUSE,
      lastSync: {
        ...GREENHOUSE.lastSync!,
        skipped: { 'pay out of range': 1 },
        problems: [problem],
      },
    };
    serve(() => pageOf([skipping]));
    renderSection();

    const greenhouse = await screen.findByTestId('job-source-3');
    expect(
      within(greenhouse).getByText(/11 unchanged; 1 job skipped: pay out of range/),
    ).toBeTruthy();
    expect(within(greenhouse).getByText(/more than the site can store/)).toBeTruthy();
  });

  test('Remove asks first, saying how many open jobs will close; No keeps the source', async () => {
    serve(() => pageOf([GREENHOUSE]));
    // happy-dom has no dialogs: the admin answers No.
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderSection();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Greenhouse · somnia' }));
    expect(confirm).toHaveBeenCalledWith(
      'Remove Greenhouse · somnia? Its 14 open jobs will close at once and leave the job list.',
    );
    expect(request.mock.calls.some(([config]) => config.method === 'DELETE')).toBe(false);
  });

  test('with no source yet, the empty list says so and the form is open', async () => {
    serve(() => pageOf([]));
    renderSection();

    expect(await screen.findByText('No job sources yet.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Add a source' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a source' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});
