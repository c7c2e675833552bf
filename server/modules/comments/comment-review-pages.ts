/**
 * The pages of a moderator e-mail's Approve and Reject links (decision 066), in the look of the
 * embedded sign-in's pages: the comment and one button, which a line of script presses as the
 * page opens, so that the link is one click in a browser (a GET itself changes nothing: mail
 * scanners fetch links without running scripts; without script the moderator presses it); what
 * the button did, or plainly why the link did nothing.
 */
import { COMMENT_REVIEW_LINK_TTL_DAYS } from '../../../contract/admin-account-types';
import { paths } from '../../../contract/paths';
import { escapeHtml, layout, nonceAttribute } from '../../platform/auth/provider-pages';
import type { ReviewDecision, ReviewStatus } from '../../platform/db/schema';
import type {
  LinkedComment,
  ReviewLinkOutcome,
  ReviewLinkState,
} from './comment-review-link-service';
import { formatMailTime } from './moderator-mail';

interface PageOptions {
  companyName: string;
  nonce: string | undefined;
}

const VERBS: Record<ReviewDecision, { verb: string; done: string; effect: string }> = {
  approved: { verb: 'Approve', done: 'approved', effect: 'It is shown on its post now.' },
  rejected: { verb: 'Reject', done: 'rejected', effect: 'It stays hidden from readers.' },
};

const STATUS_WORDS: Record<ReviewStatus, string> = {
  pending: 'waits for review',
  approved: 'is approved',
  rejected: 'is rejected',
};

const DECIDED_WORDS: Record<ReviewStatus, string> = {
  pending: 'returned it to pending',
  approved: 'approved it',
  rejected: 'rejected it',
};

const listLink = `<a class="secondary" href="${paths.admin('blog-comment')}">Open the comments that wait</a>`;

function commentHtml(comment: LinkedComment): string {
  return `<p><strong>${escapeHtml(comment.name)}</strong> on “${escapeHtml(comment.postTitle)}”, ${escapeHtml(formatMailTime(comment.createdAt))}:</p>
<blockquote>${escapeHtml(comment.body)
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('')}</blockquote>`;
}

/** The page a usable link opens: the comment, and the one button that decides it, pressed at once. */
export function reviewLinkPage(
  { companyName, nonce }: PageOptions,
  token: string,
  state: Extract<ReviewLinkState, { kind: 'usable' }>,
): string {
  const { verb } = VERBS[state.decision];
  return layout(
    companyName,
    `${verb} this comment? | ${companyName} admin`,
    `<h1>${verb} this comment?</h1>
${commentHtml(state.comment)}
<form id="review-link" method="post" action="${paths.commentReviewLink()}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${verb} the comment</button>
</form>
<script${nonceAttribute(nonce)}>document.getElementById('review-link').requestSubmit();</script>
${listLink}`,
    nonce,
  );
}

/** What a link that did nothing says, in words: why, and that nothing changed. */
function refusal(state: Exclude<ReviewLinkState, { kind: 'usable' }>): {
  title: string;
  message: string;
} {
  switch (state.kind) {
    case 'unknown':
      return {
        title: 'This link no longer works',
        message: 'It is not a link we sent, or its comment was deleted. Nothing was changed.',
      };
    case 'used':
      return {
        title: 'This link was used already',
        message: `Each link works once: this one ${VERBS[state.decision].done} its comment on ${formatMailTime(state.usedAt)}. The comment ${STATUS_WORDS[state.status]} now. Nothing was changed.`,
      };
    case 'expired':
      return {
        title: 'This link has expired',
        message: `The links of our e-mails work for ${COMMENT_REVIEW_LINK_TTL_DAYS} days. Nothing was changed: decide the comment in the list.`,
      };
    case 'not-moderator':
      return {
        title: 'This link no longer works',
        message:
          'The admin account it was sent to may no longer moderate comments. Nothing was changed.',
      };
    case 'decided': {
      const when = state.reviewedAt ? ` on ${formatMailTime(state.reviewedAt)}` : '';
      return {
        title: 'This comment was decided already',
        message: `${state.reviewedBy ?? 'The moderation rules'} ${DECIDED_WORDS[state.status]}${when}, so this link changed nothing. The comment ${STATUS_WORDS[state.status]}.`,
      };
    }
  }
}

/** The answer to a link's button, or to opening a link that can do nothing. */
export function reviewOutcomePage(
  { companyName, nonce }: PageOptions,
  outcome: ReviewLinkOutcome,
): string {
  let title: string;
  let body: string;
  if (outcome.kind === 'done') {
    title = `Comment ${VERBS[outcome.decision].done}`;
    body = `<p>${VERBS[outcome.decision].effect}</p>\n${commentHtml(outcome.comment)}`;
  } else {
    const refused = refusal(outcome);
    title = refused.title;
    body = `<p>${escapeHtml(refused.message)}</p>`;
  }
  return layout(
    companyName,
    `${title} | ${companyName} admin`,
    `<h1>${escapeHtml(title)}</h1>
${body}
${listLink}`,
    nonce,
  );
}
