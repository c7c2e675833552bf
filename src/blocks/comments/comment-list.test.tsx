// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { requestEnvelope } from '../../api/http-client';
import type { BlogComment, PagedList } from '../../../contract/page-types';
import { CommentList } from './comment-list';

vi.mock('../../api/http-client', () => ({ requestEnvelope: vi.fn() }));
const request = vi.mocked(requestEnvelope);

const NOW = new Date('2026-11-22T12:00:00Z');
const comment = (id: number, hoursAgo: number, body = `Comment ${id}`): BlogComment => ({
  id,
  name: `Reader ${id}`,
  body,
  createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
});
const page = (list: BlogComment[], pageNumber: number, totalPages: number, total: number) => ({
  list,
  pager: { page: pageNumber, totalPages, total },
});

function renderList(comments: PagedList<BlogComment>) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CommentList slug="a-post" comments={comments} headingId="comments-heading" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  request.mockReset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CommentList', () => {
  test('without comments it invites the first one', () => {
    renderList(page([], 1, 1, 0));

    expect(screen.getByText('Be the first to comment')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  test('a comment is shown as text, never as HTML, with its time relative to now', () => {
    renderList(page([comment(1, 3, '<b>bold</b> <img src=x onerror=alert(1)>')], 1, 1, 1));

    expect(screen.getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('.comments__text b, .comments__text img')).toBeNull();
    expect(screen.getByText('3 hours ago').getAttribute('datetime')).toBe(comment(1, 3).createdAt);
  });

  test('"show more" appends the next page from the API and focuses its first comment', async () => {
    request.mockResolvedValue(page([comment(3, 30)], 2, 2, 3));
    renderList(page([comment(1, 1), comment(2, 2)], 1, 2, 3));

    fireEvent.click(screen.getByRole('link', { name: 'Show more comments' }));

    await waitFor(() => expect(screen.getByText('Comment 3')).toBeTruthy());
    expect(request).toHaveBeenCalledWith({
      method: 'GET',
      url: 'blog/a-post/comments',
      params: { page: 2 },
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Comment 3'));
    expect(screen.queryByRole('link', { name: 'Show more comments' })).toBeNull();
  });
});
