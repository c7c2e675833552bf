// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { AdminJobRow } from '../../../../contract/admin-job-types';
import { requestEnvelope } from '../../../api/http-client';
import { JobsSection } from './jobs-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
// The systems' names come from the server's connectors (use-source-name.test.tsx tests that).
vi.mock('../shell/use-source-name', () => ({
  useSourceName: () => (source: string) =>
    ({ manual: 'the admin', greenhouse: 'Greenhouse' })[source] ?? source,
}));
const request = vi.mocked(requestEnvelope);

const place = (city: string | null, countryCode: string, primary = false) => ({
  city,
  region: null,
  countryCode,
  primary,
});

const ROWS: AdminJobRow[] = [
  {
    id: 4,
    title: 'Data Engineer',
    department: 'Engineering',
    status: 'scheduled',
    source: 'manual',
    locations: [place('Amsterdam', 'NL', true), place('Lisbon', 'PT'), place(null, 'DE')],
    workplaceType: 'hybrid',
    remoteRegions: [],
    publishAt: '2026-12-01T08:00:00.000Z',
    closesAt: null,
    updatedAt: '2026-11-27T08:00:00.000Z',
    version: 2,
    publicPath: '/job/4',
  },
  {
    id: 5,
    title: 'Support Lead',
    department: 'Customer Care',
    status: 'open',
    source: 'greenhouse',
    locations: [],
    workplaceType: 'remote',
    remoteRegions: ['GB', 'IE'],
    publishAt: '2026-11-01T08:00:00.000Z',
    closesAt: '2027-01-01T00:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    version: 1,
    publicPath: '/job/5',
  },
];

const page = (content: AdminJobRow[]) => ({
  content,
  pager: { page: 1, totalPages: 1, total: content.length },
});

beforeEach(() => {
  request.mockReset();
});

afterEach(() => {
  cleanup();
});

function renderList(path = '/admin/jobs') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <JobsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('JobsSection', () => {
  test('each row shows its status, places as the cards write them, workplace and actions', async () => {
    request.mockResolvedValue(page(ROWS));
    renderList();
    const [scheduled, fromAts] = (await screen.findAllByRole('row')).slice(1);
    expect(within(scheduled!).getByText('Scheduled')).toBeTruthy();
    expect(scheduled!.textContent).toContain('Amsterdam, Netherlands + 2');
    expect(scheduled!.textContent).toContain('Hybrid');
    expect(within(scheduled!).getByRole('link', { name: 'Preview Data Engineer' })).toBeTruthy();
    expect(
      within(scheduled!).getByRole('button', { name: 'Duplicate Data Engineer' }),
    ).toBeTruthy();
    // A job from an applicant-tracking system is not copied here; an open one links to its page.
    expect(fromAts!.textContent).toContain('from Greenhouse');
    expect(fromAts!.textContent).toContain('Anywhere in United Kingdom, Ireland');
    expect(within(fromAts!).queryByRole('button', { name: /Duplicate/ })).toBeNull();
    // It is read-only here: its form is for viewing.
    expect(within(scheduled!).getByRole('link', { name: 'Edit Data Engineer' }).textContent).toBe(
      'Edit',
    );
    expect(within(fromAts!).getByRole('link', { name: 'View Support Lead' }).textContent).toBe(
      'View',
    );
    expect(
      within(fromAts!)
        .getByRole('link', { name: 'Public page of Support Lead' })
        .getAttribute('href'),
    ).toBe('/job/5');
  });

  test('the search and the status go to the API; nothing found says so', async () => {
    request.mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByText('There are no jobs yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Find a job/), { target: { value: 'data' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(request.mock.calls.map(([config]) => config.url)).toContain(
        'admin/jobs?search=data&status=draft&page=1',
      ),
    );
    expect(await screen.findByText('No job matches these filters.')).toBeTruthy();
  });
});
