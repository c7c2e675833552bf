// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

import type { AdminJob } from '../../../../contract/admin-job-types';
import { ApiError } from '../../../../contract/errors';
import { requestEnvelope } from '../../../api/http-client';
import { JobEditor } from './job-editor';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
// The systems' names come from the server's connectors (use-source-name.test.tsx tests that).
vi.mock('../shell/use-source-name', () => ({
  useSourceName: () => (source: string) =>
    ({ manual: 'the admin', greenhouse: 'Greenhouse' })[source] ?? source,
}));
// The picker reads the site's departments itself (e2e/admin-jobs.spec.ts); these tests are the form's.
vi.mock('./department-picker', () => ({ DepartmentPicker: () => null }));
const request = vi.mocked(requestEnvelope);

const JOB: AdminJob = {
  id: 12,
  version: 3,
  status: 'draft',
  source: 'manual',
  externalId: null,
  atsUrl: null,
  slug: 'data-engineer',
  publicPath: '/job/12',
  publishAt: null,
  closedReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: 'Data Engineer',
  department: 'Engineering',
  team: null,
  level: null,
  employmentType: 'full_time',
  workplaceType: 'hybrid',
  locations: [
    { city: 'Amsterdam', region: null, countryCode: 'NL' },
    { city: 'Porto', region: null, countryCode: 'PT' },
  ],
  remoteRegions: [],
  pay: null,
  description: 'The role.',
  applyUrl: null,
  closesAt: '2026-12-31T22:59:00.000Z',
  teamSize: 20,
  relocationAssistance: true,
};

// The admin's zone: the form shows and reads its times there.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Amsterdam';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

beforeEach(() => {
  request.mockReset();
});

afterEach(() => {
  cleanup();
});

function renderEditor(id = '12') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/jobs/:id', element: <JobEditor /> }], {
    initialEntries: [`/admin/jobs/${id}`],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const sentPut = () => request.mock.calls.find(([config]) => config.method === 'PUT')?.[0].data;

describe('JobEditor', () => {
  test('a new job starts as an on-site draft with one empty place and no pay', async () => {
    renderEditor('new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New job' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /On site/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByLabelText('Country')).toHaveLength(1);
    expect(screen.queryByLabelText('Currency')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  test('shows the closing time in the admin’s zone and sends it in UTC', async () => {
    request.mockImplementation(async (config) =>
      config.method === 'PUT' ? { ...JOB, version: 4 } : JOB,
    );
    renderEditor();
    const closesAt = (await screen.findByLabelText(/^Closes at/)) as HTMLInputElement;
    expect(closesAt.value).toBe('2026-12-31T23:59');
    expect(closesAt.getAttribute('aria-describedby')).toBe('job-closesAt-hint');
    expect(document.getElementById('job-closesAt-hint')?.textContent).toContain(
      'Your time zone: Europe/Amsterdam (UTC+',
    );

    fireEvent.change(closesAt, { target: { value: '2027-07-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentPut()).toBeDefined());
    // Summer time: 09:30 in Amsterdam is 07:30 UTC.
    expect(sentPut()).toMatchObject({ closesAt: '2027-07-01T07:30:00.000Z', version: 3 });
  });

  test('a 400 puts the message beside the place’s country, focuses it and keeps what was typed', async () => {
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        const issues = [
          { field: 'title', message: 'must be at most 120 characters' },
          { field: 'locations.1.countryCode', message: 'must be a country code' },
        ];
        throw new ApiError(400, { data: { data: { field: issues[0]?.field, issues } } });
      }
      return JOB;
    });
    renderEditor();
    const title = (await screen.findByLabelText('Title')) as HTMLInputElement;
    fireEvent.change(title, { target: { value: 'Data Engineer, typed here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Both places have a Country: the second is the one named.
    const secondCountry = (await screen.findAllByLabelText('Country'))[1] as HTMLSelectElement;
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(secondCountry.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be a country code')).toBeTruthy();
    expect(screen.getByText('Must be at most 120 characters')).toBeTruthy();
    expect(title.value).toBe('Data Engineer, typed here');
    expect(screen.getByRole('alert').textContent).toContain('2 fields need a change');
  });

  test('a 400 on a later field alone focuses that field', async () => {
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        const issues = [{ field: 'locations.1.countryCode', message: 'must be a country code' }];
        throw new ApiError(400, { data: { data: { field: issues[0]?.field, issues } } });
      }
      return JOB;
    });
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const secondCountry = (await screen.findAllByLabelText('Country'))[1];
    await waitFor(() => expect(document.activeElement).toBe(secondCountry));
  });

  test('a 409 says what changed, keeps the typed text, and can load their version', async () => {
    const theirs: AdminJob = { ...JOB, version: 4, title: 'Lead Data Engineer' };
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        throw new ApiError(409, {
          data: {
            success: false,
            code: 409,
            message:
              'Dana changed this job meanwhile: title. Your text is still in the form; reload to see theirs.',
            data: { changedFields: ['title'], current: theirs },
          },
        });
      }
      return JOB;
    });
    renderEditor();
    const description = (await screen.findByLabelText('Description')) as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: 'My own words.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByText(/Dana changed this job meanwhile/);
    expect(conflict.closest('[role="alert"]')?.textContent).toContain('They changed: Title.');
    expect(description.value).toBe('My own words.');

    // Saving again is based on their version.
    request.mockClear();
    request.mockImplementation(async () => ({ ...theirs, version: 5 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentPut()).toMatchObject({ version: 4, description: 'My own words.' }),
    );
  });

  test('Load their version replaces the form with theirs', async () => {
    const theirs: AdminJob = { ...JOB, version: 4, title: 'Lead Data Engineer' };
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        throw new ApiError(409, {
          data: {
            message: 'Dana changed this job meanwhile: title.',
            data: { changedFields: ['title'], current: theirs },
          },
        });
      }
      return JOB;
    });
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load their version' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Lead Data Engineer');
    expect(screen.queryByText(/Dana changed/)).toBeNull();
  });

  test('after a Save the form holds the server’s answer, and the next Save is based on it', async () => {
    let stored: AdminJob = JOB;
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        const { version: _sent, ...fields } = config.data as AdminJob;
        stored = { ...stored, ...fields, version: stored.version + 1 };
      }
      return stored;
    });
    renderEditor();
    const level = (await screen.findByLabelText(/^Level/)) as HTMLInputElement;
    fireEvent.change(level, { target: { value: 'Senior' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Saved\./);
    expect(level.value).toBe('Senior');

    fireEvent.change(screen.getByLabelText(/^Team(?! size)/), {
      target: { value: 'Sleep Science' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored.version).toBe(5));
    const puts = request.mock.calls.filter(([config]) => config.method === 'PUT');
    expect(puts.map(([config]) => (config.data as AdminJob).version)).toEqual([3, 4]);
    expect(puts[1]?.[0].data).toMatchObject({ level: 'Senior', team: 'Sleep Science' });
    expect(level.value).toBe('Senior');
    expect((screen.getByLabelText(/^Team(?! size)/) as HTMLInputElement).value).toBe(
      'Sleep Science',
    );
  });

  test('Duplicate with unsaved changes asks first; the saved version leaves them out', async () => {
    request.mockImplementation(async (config) =>
      config.url?.endsWith('/duplicate') ? { ...JOB, id: 13, title: 'Data Engineer (copy)' } : JOB,
    );
    renderEditor();
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Half-done' } });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    expect(request.mock.calls.some(([config]) => config.method !== 'GET')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.isConnected).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate the saved version' }));
    await waitFor(() =>
      expect(request.mock.calls.some(([config]) => config.url?.endsWith('/duplicate'))).toBe(true),
    );
    expect(sentPut()).toBeUndefined();
  });

  test('a job from an applicant-tracking system is read-only with a link to it', async () => {
    request.mockResolvedValue({
      ...JOB,
      source: 'greenhouse',
      atsUrl: 'https://boards.greenhouse.io/somnia/jobs/1',
    });
    renderEditor();
    const link = await screen.findByRole('link', { name: /Open it in Greenhouse/ });
    expect(link.getAttribute('href')).toBe('https://boards.greenhouse.io/somnia/jobs/1');
    expect((screen.getByLabelText('Title') as HTMLInputElement).closest('fieldset')?.disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
