// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import type { BlogComment } from '../../../contract/page-types';
import { CommentList } from './comment-list';
import { rememberPendingComment } from './pending-comments';

const SLUG = 'a-post';
const mine: BlogComment = {
  id: 41,
  name: 'Ines',
  body: 'Is the index rebuilt nightly?',
  createdAt: new Date().toISOString(),
};

function renderList(list: BlogComment[], slug = SLUG) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CommentList
          slug={slug}
          comments={{ list, pager: { page: 1, totalPages: 1, total: list.length } }}
          headingId="comments-heading"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const pendingArticle = () =>
  screen.queryByRole('article', { name: 'Your comment, waiting for review' });

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe("the reader's pending comments", () => {
  test('a comment the reader posted shows as waiting, with how long review takes', () => {
    rememberPendingComment(SLUG, mine);

    renderList([]);

    expect(pendingArticle()?.textContent).toContain(mine.body);
    expect(pendingArticle()?.textContent).toContain('Waiting for review');
    expect(screen.getByText(/usually within a working day/)).toBeTruthy();
    expect(screen.queryByText('Be the first to comment')).toBeNull();
  });

  test('appears at once when posted while the list is shown', () => {
    renderList([]);

    act(() => rememberPendingComment(SLUG, mine));

    expect(pendingArticle()?.textContent).toContain(mine.body);
  });

  test('another post does not show it', () => {
    rememberPendingComment(SLUG, mine);

    renderList([], 'another-post');

    expect(pendingArticle()).toBeNull();
  });

  test('once approved it is shown once, as published, and forgotten', () => {
    rememberPendingComment(SLUG, mine);

    renderList([mine]);

    expect(pendingArticle()).toBeNull();
    expect(screen.getAllByText(mine.body)).toHaveLength(1);
    expect(localStorage.getItem('pending-comments')).toBeNull();
  });

  test('one older than two weeks is no longer shown', () => {
    const old = new Date(Date.now() - 15 * 86_400_000).toISOString();
    rememberPendingComment(SLUG, { ...mine, createdAt: old });

    renderList([]);

    expect(pendingArticle()).toBeNull();
  });

  test('storage holding something else shows nothing and breaks nothing', () => {
    localStorage.setItem('pending-comments', '{"not":"a list"');

    renderList([]);

    expect(pendingArticle()).toBeNull();
    expect(screen.getByText('Be the first to comment')).toBeTruthy();
  });
});
