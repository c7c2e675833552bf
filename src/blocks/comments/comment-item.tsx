import type { Ref } from 'react';

import type { BlogComment } from '../../../contract/page-types';
import { RelativeTime } from './relative-time';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * One comment: an approved one, or (`pending`) the reader's own that waits for review. Its text
 * is rendered as text, never as HTML.
 */
export function CommentItem({
  comment,
  ref,
  pending = false,
}: {
  comment: BlogComment;
  ref?: Ref<HTMLLIElement>;
  pending?: boolean;
}) {
  return (
    <li
      className={pending ? 'comments__item comments__item--pending' : 'comments__item'}
      ref={ref}
      tabIndex={ref ? -1 : undefined}
    >
      <span className="comments__avatar" aria-hidden="true">
        {initialsOf(comment.name)}
      </span>
      <article
        className="comments__body"
        aria-label={pending ? `Your comment, waiting for review` : `Comment by ${comment.name}`}
      >
        <p className="comments__meta">
          <span className="comments__name">{comment.name}</span>
          <RelativeTime value={comment.createdAt} className="comments__time" />
          {pending && <span className="comments__badge">Waiting for review</span>}
        </p>
        <p className="comments__text">{comment.body}</p>
      </article>
    </li>
  );
}
