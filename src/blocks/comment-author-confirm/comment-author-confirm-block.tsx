import { useSearchParams } from 'react-router-dom';

import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { Link } from '../link/link';
// The confirmation pages share the talent community's confirmation look.
import '../talent-confirm/talent-confirm.css';

type CommentAuthorConfirmSection = Extract<Section, { type: 'comment-author-confirm' }>;

/** What the server answered to a confirmation (server/modules/moderation/author-confirmation.ts). */
const OUTCOMES = {
  confirmed: {
    badge: 'Confirmed',
    heading: 'Your address is confirmed',
    text: 'Thank you. Once a moderator has approved one of your comments, your next comments appear on the blog at once, without waiting for review.',
  },
  'already-confirmed': {
    badge: 'Link already used',
    heading: 'Your address is already confirmed',
    text: 'This link has been used before, and each link works once. There is nothing more to do.',
  },
  expired: {
    badge: 'Link expired',
    heading: 'This link has expired',
    text: 'A confirmation link works for 7 days. Your next comment with this address brings a new one.',
  },
  unknown: {
    badge: 'Link not valid',
    heading: 'We do not know this link',
    text: 'It may be incomplete, or a newer message replaced it: use the link in the latest message we sent you.',
  },
} as const;
type Outcome = keyof typeof OUTCOMES;

const isOutcome = (value: string | null): value is Outcome =>
  value !== null && Object.hasOwn(OUTCOMES, value);

/**
 * `/comments/confirm` (decision 065): with `?token=` (the link of the e-mail sent to a comment's
 * author) a button that confirms the address; opening the link changes nothing, since mail
 * scanners open links too. The button is a plain form, so it works without the page's scripts:
 * the server answers with this page and `?outcome=`, which says what happened.
 */
export function CommentAuthorConfirmBlock({ section }: { section: CommentAuthorConfirmSection }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const outcome = searchParams.get('outcome');
  const headingId = `${section.id ?? 'comment-author-confirm'}-heading`;

  if (token && !outcome) {
    return (
      <section className="block talent-confirm" id={section.id} aria-labelledby={headingId}>
        <p className="talent-confirm__badge">One step left</p>
        <h1 id={headingId}>Confirm your address</h1>
        <p className="talent-confirm__lead">
          Press the button to confirm that this address is yours. If you did not leave a comment on
          our blog, close this page: nothing more happens.
        </p>
        <form method="post" action="/api/comment-authors/confirm">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            Confirm my address
          </button>
        </form>
      </section>
    );
  }

  const shown = OUTCOMES[isOutcome(outcome) ? outcome : 'unknown'];
  return (
    <section className="block talent-confirm" id={section.id} aria-labelledby={headingId}>
      <p className="talent-confirm__badge" data-outcome={isOutcome(outcome) ? outcome : 'unknown'}>
        {shown.badge}
      </p>
      <h1 id={headingId}>{shown.heading}</h1>
      <p className="talent-confirm__lead">{shown.text}</p>
      <p className="talent-confirm__actions">
        <Link className="button button--primary" to={paths.techBlog()}>
          Back to the tech blog
        </Link>
      </p>
    </section>
  );
}
