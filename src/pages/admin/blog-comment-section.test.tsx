// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { requestEnvelope } from '../../api/http-client';
import type { AdminComment, ReviewStatus } from '../../api/admin-types';
import { BlogCommentSection } from './blog-comment-section';

vi.mock('../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
const request = vi.mocked(requestEnvelope);

/** The server's comments: the list answers from them, a review changes them. */
let stored: AdminComment[];
const comment = (id: number, name: string, status: ReviewStatus): AdminComment => ({
  id,
  postSlug: 'accessibility-audit',
  postTitle: 'What a week of accessibility testing taught us about our checkout',
  name,
  email: null,
  body: `A comment by ${name}`,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
});

beforeEach(() => {
  stored = [comment(1, 'Robin', 'pending'), comment(2, 'Kim', 'pending')];
  request.mockReset();
  request.mockImplementation(async (config) => {
    const url = String(config.url);
    if (config.method === 'POST' && url === 'admin/blog-comment/review') {
      const { ids, status } = config.data as { ids: number[]; status: ReviewStatus };
      const updated = stored.filter((row) => ids.includes(row.id) && row.status !== status);
      stored = stored.map((row) => (updated.includes(row) ? { ...row, status } : row));
      return { updated: updated.map((row) => row.id), status };
    }
    if (url.startsWith('admin/blog-comment/posts'))
      return { list: [], pager: { page: 1, totalPages: 1, total: 0 } };
    // The list asked for pending comments: a reviewed one leaves it on a refetch.
    const wanted = new URLSearchParams(url.split('?')[1]).get('status');
    const content = stored.filter((row) => !wanted || row.status === wanted);
    return { content, pager: { page: 1, totalPages: 1, total: content.length } };
  });
});

afterEach(() => {
  cleanup();
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/blog-comment?status=pending']}>
        <BlogCommentSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const reviews = () =>
  request.mock.calls
    .map(([config]) => config)
    .filter((config) => config.url === 'admin/blog-comment/review')
    .map((config) => config.data);

const rowOf = async (name: string) =>
  (await screen.findByText(`A comment by ${name}`)).closest('tr') as HTMLElement;

describe('BlogCommentSection: moderation that cannot be mis-clicked', () => {
  test('a double click on Approve approves once; the row stays with its new status and Reject in place', async () => {
    renderSection();
    const row = await rowOf('Robin');
    const approve = within(row).getByRole('button', { name: 'Approve the comment of Robin' });
    const reject = within(row).getByRole('button', { name: 'Reject the comment of Robin' });

    fireEvent.click(approve);
    fireEvent.click(approve);
    await within(row).findByRole('button', { name: /^Undo/ });
    fireEvent.click(approve);

    expect(reviews()).toEqual([{ ids: [1], status: 'approved' }]);
    expect(stored[0]?.status).toBe('approved');
    // Same buttons, same elements: the approved state is disabled, not removed.
    expect(within(row).getByRole('button', { name: 'Approve the comment of Robin' })).toBe(approve);
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).getByRole('button', { name: 'Reject the comment of Robin' })).toBe(reject);
    expect((reject as HTMLButtonElement).disabled).toBe(false);
    expect(within(row).getByText('Approved')).toBeTruthy();
    // The outcome is announced in the row, not only at the top of the page.
    expect(within(row).getByRole('status').textContent).toBe('1 comment approved.');
  });

  test('Undo puts the comment back to the status it had, and the row says so', async () => {
    renderSection();
    const row = await rowOf('Kim');
    fireEvent.click(within(row).getByRole('button', { name: 'Reject the comment of Kim' }));
    const undo = await within(row).findByRole('button', {
      name: 'Undo: make the comment of Kim pending again',
    });

    fireEvent.click(undo);

    await waitFor(() =>
      expect(within(row).getByRole('status').textContent).toBe('1 comment returned to pending.'),
    );
    expect(reviews()).toEqual([
      { ids: [2], status: 'rejected' },
      { ids: [2], status: 'pending' },
    ]);
    expect(stored[1]?.status).toBe('pending');
    expect(within(row).queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(
      (within(row).getByRole('button', { name: 'Reject the comment of Kim' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  test('a bulk action reports its count beside the bulk bar and every changed row offers Undo', async () => {
    renderSection();
    await rowOf('Robin');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every comment on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));

    await screen.findByText('2 comments approved.');
    expect(screen.getAllByRole('button', { name: /^Undo/ })).toHaveLength(2);
  });
});
