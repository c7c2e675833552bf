// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../../../contract/errors';
import { requestEnvelope } from '../../../api/http-client';
import type { AdminKeyword } from '../../../../contract/admin-types';
import { BlacklistKeywordsSection } from './blacklist-keywords-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

/** The server's keywords: the list answers from them; add and remove change them. */
let stored: AdminKeyword[];
let nextId: number;
const keyword = (id: number, text: string): AdminKeyword => ({
  id,
  keyword: text,
  mode: 'reject',
  version: 1,
  spamCommentId: null,
  createdBy: 'admin@somnia.example',
  createdAt: '2026-11-20T10:00:00.000Z',
});

beforeEach(() => {
  stored = [keyword(1, 'cheap pills')];
  nextId = 2;
  request.mockReset();
  request.mockImplementation(async (config) => {
    const url = String(config.url);
    if (config.method === 'POST') {
      const { keyword: text, mode = 'reject' } = config.data as AdminKeyword;
      if (stored.some((row) => row.keyword.toLowerCase() === text.toLowerCase())) {
        throw new ApiError(409, {
          data: { issues: [{ message: `the keyword "${text}" is already on the list.` }] },
        });
      }
      const created = { ...keyword(nextId++, text), mode };
      stored = [created, ...stored];
      return created;
    }
    if (config.method === 'PUT') {
      const change = config.data as Pick<AdminKeyword, 'mode' | 'version'>;
      stored = stored.map((row) =>
        url === `admin/blacklist-keywords/${row.id}` && row.version === change.version
          ? { ...row, mode: change.mode, version: row.version + 1 }
          : row,
      );
      return stored.find((row) => url === `admin/blacklist-keywords/${row.id}`);
    }
    if (config.method === 'DELETE') {
      stored = stored.filter((row) => url !== `admin/blacklist-keywords/${row.id}`);
      return null;
    }
    return { content: stored, pager: { page: 1, totalPages: 1, total: stored.length } };
  });
});

afterEach(() => {
  cleanup();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/blacklist-keywords']}>
        <BlacklistKeywordsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BlacklistKeywordsSection', () => {
  test('removing a keyword offers an Undo that puts it back on the list', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the keyword cheap pills' }));
    await screen.findByText('"cheap pills" removed from the blacklist.');
    await waitFor(() => expect(screen.queryByText('cheap pills')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Undo: add “cheap pills” back' }));

    await screen.findByText('"cheap pills" is back on the blacklist.');
    expect(await screen.findByText('cheap pills')).toBeTruthy();
    expect(stored.map((row) => row.keyword)).toEqual(['cheap pills']);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  test('an "already on the list" error goes away once the keyword is changed', async () => {
    renderSection();
    const input = await screen.findByLabelText('New keyword');
    fireEvent.change(input, { target: { value: 'Cheap Pills' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add keyword' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('already on the list');

    fireEvent.change(input, { target: { value: 'Cheap Pill' } });

    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  test('an entry added to hold says so, and a row switches its mode with the version it showed', async () => {
    renderSection();
    fireEvent.change(await screen.findByLabelText('New keyword'), { target: { value: 'casin*' } });
    fireEvent.change(screen.getByLabelText('What a match does'), { target: { value: 'hold' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add keyword' }));
    await screen.findByText('"casin*" added. New comments containing it will be held for review.');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Hold comments matching cheap pills instead' }),
    );

    await screen.findByText('"cheap pills" now holds comments for review.');
    expect(stored.map(({ keyword: text, mode, version }) => [text, mode, version])).toEqual([
      ['casin*', 'hold', 1],
      ['cheap pills', 'hold', 2],
    ]);
  });
});
