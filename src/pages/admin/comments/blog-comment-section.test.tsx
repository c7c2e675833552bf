// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { requestEnvelope } from '../../../api/http-client';
import type { AdminComment, ReviewStatus } from '../../../../contract/admin-types';
import { BlogCommentSection } from './blog-comment-section';

vi.mock('../../../api/http-client', () => ({ requestEnvelope: vi.fn(), getHttpClient: vi.fn() }));
vi.mock('../../../auth/use-auth', () => ({ useAuth: () => ({ session: null }) }));
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
  blacklistedKeyword: null,
  moderation: null,
});

beforeEach(() => {
  stored = [comment(1, 'Robin', 'pending'), comment(2, 'Kim', 'pending')];
  request.mockReset();
  request.mockImplementation(async (config) => {
    const url = String(config.url);
    if (config.method === 'POST' && url === 'admin/blog-comment/review') {
      const { ids, status, expectedStatus } = config.data as {
        ids: number[];
        status: ReviewStatus;
        expectedStatus?: ReviewStatus;
      };
      const updated = stored.filter(
        (row) =>
          ids.includes(row.id) &&
          row.status !== status &&
          (!expectedStatus || row.status === expectedStatus),
      );
      const reviewedBy = status === 'pending' ? null : 'dana@somnia.example';
      stored = stored.map((row) => (updated.includes(row) ? { ...row, status, reviewedBy } : row));
      return { updated: updated.map((row) => row.id), status, reviewedBy };
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
  sessionStorage.clear();
  vi.useRealTimers();
});

function renderSection(url = '/admin/blog-comment?status=pending') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
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

    expect(reviews()).toEqual([{ ids: [1], status: 'approved', expectedStatus: 'pending' }]);
    expect(stored[0]?.status).toBe('approved');
    // Same buttons, same elements: the approved state is inert (it keeps focus), not removed.
    expect(within(row).getByRole('button', { name: 'Approve the comment of Robin' })).toBe(approve);
    expect(approve.getAttribute('aria-disabled')).toBe('true');
    expect(within(row).getByText('by dana@somnia.example')).toBeTruthy();
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
    // Each names the status the admin saw, so neither overturns a decision made meanwhile.
    expect(reviews()).toEqual([
      { ids: [2], status: 'rejected', expectedStatus: 'pending' },
      { ids: [2], status: 'pending', expectedStatus: 'rejected' },
    ]);
    expect(stored[1]?.status).toBe('pending');
    expect(within(row).queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(
      (within(row).getByRole('button', { name: 'Reject the comment of Kim' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  test('a bulk action names its count, leaves decided rows alone, and undoes as one', async () => {
    stored.push(comment(3, 'Ola', 'pending'));
    renderSection();
    const robin = await rowOf('Robin');
    fireEvent.click(within(robin).getByRole('button', { name: 'Reject the comment of Robin' }));
    await within(robin).findByRole('button', { name: /^Undo/ });

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select every pending comment on this page' }),
    );
    // A decided row can be ticked by hand, but "select every pending" leaves it out.
    expect((within(robin).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2 comments' }));

    await screen.findByText('2 comments approved.');
    expect(reviews()[1]).toEqual({ ids: [2, 3], status: 'approved', expectedStatus: 'pending' });
    expect(stored.map((row) => row.status)).toEqual(['rejected', 'approved', 'approved']);

    fireEvent.click(screen.getByRole('button', { name: 'Undo: return 2 comments to pending' }));

    await screen.findByText('2 comments returned to pending.');
    expect(reviews()[2]).toEqual({ ids: [2, 3], status: 'pending', expectedStatus: 'approved' });
    expect(stored.map((row) => row.status)).toEqual(['rejected', 'pending', 'pending']);
    expect(screen.queryByRole('button', { name: /^Undo: return/ })).toBeNull();
  });

  test('a comment someone decided meanwhile is left alone, and the outcome says so', async () => {
    renderSection();
    await rowOf('Robin');
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select every pending comment on this page' }),
    );
    // Another admin rejects Kim's comment after this page was loaded.
    stored = stored.map((row) => (row.id === 2 ? { ...row, status: 'rejected' } : row));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2 comments' }));

    await screen.findByText('1 comment approved. 1 comment left as it was: decided meanwhile.');
    expect(stored.map((row) => row.status)).toEqual(['approved', 'rejected']);
  });

  test('a comment a blacklist keyword rejected says so; one a moderator rejected names them', async () => {
    stored = [
      { ...comment(1, 'Spam', 'rejected'), blacklistedKeyword: 'casino' },
      { ...comment(2, 'Rude', 'rejected'), reviewedBy: 'dana@somnia.example' },
    ];
    renderSection('/admin/blog-comment?status=rejected');

    expect(
      within(await rowOf('Spam')).getByText('automatically: blacklisted word "casino"'),
    ).toBeTruthy();
    expect(within(await rowOf('Rude')).getByText('by dana@somnia.example')).toBeTruthy();
  });

  test('under the approved filter, "select all" takes the approved comments and Reject rejects them together', async () => {
    stored = [comment(1, 'Spam One', 'approved'), comment(2, 'Spam Two', 'approved')];
    renderSection('/admin/blog-comment?status=approved');
    await rowOf('Spam One');

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Select every approved comment on this page' }),
    );
    expect(
      (screen.getByRole('button', { name: 'Approve 0 comments' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reject 2 comments' }));

    await screen.findByText('2 comments rejected.');
    expect(reviews()).toEqual([{ ids: [1, 2], status: 'rejected', expectedStatus: 'approved' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo: restore 2 comments as they were' }));
    await screen.findByText('2 comments approved.');
    expect(reviews()[1]).toEqual({ ids: [1, 2], status: 'approved', expectedStatus: 'rejected' });
  });

  test('a bulk decision over comments seen in two statuses names each, so neither is overturned', async () => {
    stored.push(comment(3, 'Ola', 'rejected'));
    renderSection('/admin/blog-comment');
    fireEvent.click(within(await rowOf('Robin')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('Ola')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2 comments' }));

    await screen.findByText('2 comments approved.');
    expect(reviews()).toEqual([
      { ids: [1], status: 'approved', expectedStatus: 'pending' },
      { ids: [3], status: 'approved', expectedStatus: 'rejected' },
    ]);
  });

  test('Undo survives a reload for 10 minutes, then goes', async () => {
    const first = renderSection();
    fireEvent.click(
      within(await rowOf('Robin')).getByRole('button', { name: 'Reject the comment of Robin' }),
    );
    await screen.findByText('1 comment rejected.');
    first.unmount();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSection('/admin/blog-comment');
    const row = await rowOf('Robin');
    const undo = await within(row).findByRole('button', {
      name: 'Undo: make the comment of Robin pending again',
    });
    expect(undo.hidden).toBe(false);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await waitFor(() => expect(within(row).queryByRole('button', { name: /^Undo/ })).toBeNull());
  });
});
