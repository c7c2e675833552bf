// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../../../contract/errors';
import { requestEnvelope } from '../../../api/http-client';
import type { AdminTeamMember } from '../../../../contract/admin-types';
import { TeamMemberEditor } from './team-member-editor';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

const LUCAS: AdminTeamMember = {
  id: 7,
  name: 'Lucas Brandt',
  role: 'Senior Software Engineer',
  team: 'Platform',
  location: 'Berlin',
  bio: 'Lucas deletes code.',
  quote: '',
  joinedAt: '2022-05-01',
  portraitSrc: '/images/portraits/lucas-brandt.svg',
  version: 4,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The field issues a refused save answers with, as the API's 400 envelope carries them. */
const refused = (issues: { field: string; message: string }[]) =>
  new ApiError(400, { data: { data: { field: issues[0]?.field, issues } } });

beforeEach(() => {
  request.mockReset();
});

afterEach(() => {
  cleanup();
});

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/team/:id', element: <TeamMemberEditor /> }], {
    initialEntries: ['/admin/team/7'],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('TeamMemberEditor', () => {
  test('a refused save keeps what was typed, marks each field named and focuses the first in the form', async () => {
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        // The server's order is not the form's: focus goes to the first field on screen.
        throw refused([
          { field: 'portrait', message: 'must be a JPEG, PNG, WebP, AVIF or GIF image' },
          { field: 'role', message: 'must not be empty' },
        ]);
      }
      return LUCAS;
    });
    renderEditor();
    const role = await screen.findByLabelText('Role');
    fireEvent.change(role, { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText(/^Quote/), { target: { value: 'Typed here.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(document.activeElement).toBe(role));
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must not be empty')).toBeTruthy();
    expect(screen.getByText('Must be a JPEG, PNG, WebP, AVIF or GIF image')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('2 fields need a change');
    expect((screen.getByLabelText(/^Quote/) as HTMLTextAreaElement).value).toBe('Typed here.');
    // What went out was the form as typed, with the version it was based on.
    const sent = request.mock.calls.find(([config]) => config.method === 'PUT')?.[0].data;
    expect(sent instanceof FormData && Object.fromEntries(sent)).toMatchObject({
      role: '   ',
      quote: 'Typed here.',
      version: '4',
    });
  });

  test('two saves in a row: each is based on the version the last answered, and the form keeps it', async () => {
    let stored = LUCAS;
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT' && config.data instanceof FormData) {
        const sent = Object.fromEntries(config.data) as Record<string, string>;
        if (Number(sent.version) !== stored.version) throw new ApiError(409, {});
        stored = {
          ...stored,
          role: sent.role ?? '',
          quote: sent.quote ?? '',
          version: stored.version + 1,
        };
      }
      return stored;
    });
    renderEditor();
    const role = (await screen.findByLabelText('Role')) as HTMLInputElement;
    fireEvent.change(role, { target: { value: 'Staff Engineer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^Saved\./);
    fireEvent.change(screen.getByLabelText(/^Quote/), { target: { value: 'Ship it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(stored.version).toBe(6));
    expect(role.value).toBe('Staff Engineer');
    expect(stored).toMatchObject({ role: 'Staff Engineer', quote: 'Ship it.' });
    expect(screen.queryByText(/Not saved/)).toBeNull();
  });

  test('a 409 shows their version from its body, keeps what was typed, and the next save is based on theirs', async () => {
    const theirs: AdminTeamMember = { ...LUCAS, role: 'Staff Engineer', version: 5 };
    request.mockImplementation(async (config) => {
      if (config.method === 'PUT') {
        throw new ApiError(409, {
          data: {
            message: 'dana@example.com changed role after you opened this form.',
            data: { field: 'version', changedFields: ['role'], current: theirs },
          },
        });
      }
      return LUCAS;
    });
    renderEditor();
    const quote = (await screen.findByLabelText(/^Quote/)) as HTMLTextAreaElement;
    fireEvent.change(quote, { target: { value: 'Typed here.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict.textContent).toContain('dana@example.com changed role');
    expect(conflict.textContent).toContain('Their roleStaff Engineer');
    await waitFor(() => expect(document.activeElement).toBe(conflict));
    expect(quote.value).toBe('Typed here.');
    // Their record came with the 409: nothing was fetched again.
    expect(request.mock.calls.filter(([config]) => config.method === 'GET')).toHaveLength(1);

    request.mockReset();
    request.mockResolvedValue({ ...theirs, quote: 'Typed here.', version: 6 });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(/^Saved\./);
    const sent = request.mock.calls.find(([config]) => config.method === 'PUT')?.[0].data;
    expect(sent instanceof FormData && Object.fromEntries(sent)).toMatchObject({
      quote: 'Typed here.',
      version: '5',
    });
    expect(screen.queryByText(/Not saved/)).toBeNull();
  });
});
