import type { QueryKey } from '@tanstack/react-query';

import { useAdminWrite } from '../../../api/admin-api';
import type { AdminComment } from '../../../../contract/admin-types';
import { listInWords } from '../../../../contract/plural';
import { RowAction } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';

interface SpamOutcome {
  reviewedBy: string | null;
  learnt: string[];
}

/**
 * A comment's "Block author" (when it has an address) and "Mark as spam" (decision 065), each
 * said in the row's own live region. Spam rejects the comment: `onRejected` shows it in the row
 * without a refetch (`keep`, the list's query), as approve and reject do.
 */
export function CommentAuthorActions({
  comment,
  keep,
  onRejected,
}: {
  comment: AdminComment;
  keep: QueryKey;
  onRejected: (reviewedBy: string | null) => void;
}) {
  const write = useAdminWrite();
  const action = useAdminAction();

  const block = () =>
    action.run(async () => {
      const result = await write<{ author: string; blocked: boolean }>(
        'POST',
        `blog-comment/${comment.id}/block-author`,
        undefined,
        { keep },
      );
      return result.blocked
        ? `${result.author} is blocked: their next comments are held.`
        : `${result.author} was blocked already.`;
    });

  const markSpam = () =>
    action.run(async () => {
      const result = await write<SpamOutcome>(
        'POST',
        `blog-comment/${comment.id}/spam`,
        undefined,
        {
          keep,
        },
      );
      onRejected(result.reviewedBy);
      return result.learnt.length > 0
        ? `Rejected as spam. Comments linking to ${listInWords(result.learnt)} are held from now on.`
        : 'Rejected as spam. It had no links to learn from: add a keyword entry if its words keep coming.';
    });

  return (
    <div className="moderation-author-actions">
      {comment.email && (
        <RowAction
          disabled={action.busy}
          onClick={() => void block()}
          label={`Block the author of the comment of ${comment.name}`}
        >
          Block author
        </RowAction>
      )}
      <RowAction
        disabled={action.busy}
        onClick={() => void markSpam()}
        label={`Mark the comment of ${comment.name} as spam`}
      >
        Mark as spam
      </RowAction>
      {/* A live region without the status role: the row's own status tells its review. */}
      <span className="admin-table__muted" aria-live="polite">
        {action.message}
      </span>
      {action.error && (
        <span className="admin-feedback admin-feedback--error" role="alert">
          {action.error}
        </span>
      )}
    </div>
  );
}
