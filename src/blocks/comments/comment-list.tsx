import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { postCommentsQueryOptions } from '../../api/get-post-comments';
import type { BlogComment, PagedList } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { CommentItem } from './comment-item';
import { forgetShownComments, REVIEW_TIME, usePendingComments } from './pending-comments';
import './comments.css';
import { Link } from '../link/link';

interface CommentListProps {
  slug: string;
  /** The page of comments the server sent with the post. */
  comments: PagedList<BlogComment>;
  headingId: string;
}

/** A post's approved comments, newest first; "show more" loads the next page in place. */
export function CommentList({ slug, comments, headingId }: CommentListProps) {
  const query = useInfiniteQuery(postCommentsQueryOptions(slug, comments));
  const list = query.data.pages.flatMap((page) => page.list);
  const lastPager = query.data.pages.at(-1)?.pager ?? comments.pager;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNewRef = useRef<HTMLLIElement>(null);
  const shownIds = new Set(list.map((comment) => comment.id));
  const pending = usePendingComments(slug).filter((comment) => !shownIds.has(comment.id));
  const shownKey = [...shownIds].join(',');

  // A pending comment the moderators approved is now in the list: it need not be kept.
  useEffect(() => {
    forgetShownComments(slug, new Set(shownKey.split(',').map(Number)));
  }, [slug, shownKey]);

  useEffect(() => {
    if (focusIndex !== null) firstNewRef.current?.focus();
  }, [focusIndex]);

  async function showMore() {
    const shownBefore = list.length;
    const result = await query.fetchNextPage();
    if (!result.isError) setFocusIndex(shownBefore);
  }

  return (
    <div className="comments">
      <h2 id={headingId} className="comments__title">
        Comments <span className="comments__count">({comments.pager.total})</span>
      </h2>
      {comments.pager.page > 1 && (
        <p>
          <Link to={`${paths.techBlogPost(slug)}#comments`}>Back to the newest comments</Link>
        </p>
      )}
      {pending.length > 0 && (
        <div className="comments__pending">
          <p className="comments__pending-note">
            Only you can see {pending.length === 1 ? 'this comment' : 'these comments'} until we
            have reviewed {pending.length === 1 ? 'it' : 'them'}, {REVIEW_TIME}.
          </p>
          <ul className="comments__list" aria-label="Your comments waiting for review">
            {pending.map((comment) => (
              <CommentItem key={comment.id} comment={comment} pending />
            ))}
          </ul>
        </div>
      )}
      {list.length === 0 ? (
        pending.length === 0 && (
          <div className="comments__empty">
            <p className="comments__empty-title">Be the first to comment</p>
            <p className="comments__empty-text">
              No comments yet. Share a question or a thought below.
            </p>
          </div>
        )
      ) : (
        <ol
          className="comments__list"
          aria-labelledby={headingId}
          aria-busy={query.isFetchingNextPage}
        >
          {list.map((comment, index) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              ref={index === focusIndex ? firstNewRef : undefined}
            />
          ))}
        </ol>
      )}
      {query.isFetchNextPageError && (
        <p className="comments__error" role="alert">
          {query.error?.message ?? 'The comments could not be loaded.'}
        </p>
      )}
      {query.hasNextPage && (
        <Link
          className="button button--ghost comments__more"
          to={`?page=${lastPager.page + 1}#comments`}
          aria-disabled={query.isFetchingNextPage || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!query.isFetchingNextPage) void showMore();
          }}
        >
          {query.isFetchingNextPage ? 'Loading comments…' : 'Show more comments'}
        </Link>
      )}
    </div>
  );
}
