import { useSearchParams } from 'react-router-dom';

import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { Link } from '../link/link';
import './talent-confirm.css';

type TalentConfirmSection = Extract<Section, { type: 'talent-confirm' }>;

/** What the server answered to a confirmation (server/modules/talent/talent-service.ts). */
const OUTCOMES = {
  confirmed: {
    badge: 'Confirmed',
    heading: 'You are in the talent community',
    text: 'Thank you for confirming. When a role opens, our recruiters look through the community and may write to you personally about one that fits your teams and country. Once a week we also e-mail you the new jobs of your teams; each of those e-mails has a link to change or stop them. To leave the community, use the “Leave the talent community” link in any of our e-mails, the one you just used included: it deletes your details at once.',
  },
  'already-confirmed': {
    badge: 'Link already used',
    heading: 'Your signup is already confirmed',
    text: 'This link has been used before, and each link works once. There is nothing more to do: you are in the talent community.',
  },
  expired: {
    badge: 'Link expired',
    heading: 'This link has expired',
    text: 'A confirmation link works for 7 days. Sign up again and we will send you a new one; until you confirm, you are not in the community.',
  },
  unknown: {
    badge: 'Link not valid',
    heading: 'We do not know this link',
    text: 'It may be incomplete, or a newer message replaced it: use the link in the latest message we sent you, or sign up again.',
  },
} as const;
type Outcome = keyof typeof OUTCOMES;

const isOutcome = (value: string | null): value is Outcome =>
  value !== null && Object.hasOwn(OUTCOMES, value);

/**
 * `/talent-community/confirm`: with `?token=` (the link of the confirmation e-mail) a button that
 * confirms; opening the link changes nothing, since mail scanners open links too. The button is
 * a plain form, so it works before or without the page's scripts: the server answers with this
 * page and `?outcome=`, which says what happened.
 */
export function TalentConfirmBlock({ section }: { section: TalentConfirmSection }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const outcome = searchParams.get('outcome');
  const headingId = `${section.id ?? 'talent-confirm'}-heading`;

  if (token && !outcome) {
    return (
      <section className="block talent-confirm" id={section.id} aria-labelledby={headingId}>
        <p className="talent-confirm__badge">One step left</p>
        <h1 id={headingId}>Confirm your signup</h1>
        <p className="talent-confirm__lead">
          Press the button to confirm that this address is yours and that you want to join the
          talent community. If you did not sign up, close this page: without a confirmation we
          delete the signup after 30 days.
        </p>
        <form method="post" action="/api/talent-community/confirm">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            Confirm my signup
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
        <Link className="button button--primary" to={paths.talentCommunity()}>
          Back to the talent community
        </Link>
        <Link className="button button--ghost" to={paths.jobs()}>
          Browse open jobs
        </Link>
      </p>
    </section>
  );
}
