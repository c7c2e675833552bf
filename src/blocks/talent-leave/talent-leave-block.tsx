import { useSearchParams } from 'react-router-dom';

import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { Link } from '../link/link';
// The leave page shares the confirmation page's look.
import '../talent-confirm/talent-confirm.css';

type TalentLeaveSection = Extract<Section, { type: 'talent-leave' }>;

/** What the server answered to the leave form (server/modules/talent/talent-service.ts). */
const OUTCOMES = {
  left: {
    badge: 'You left',
    heading: 'You have left the talent community',
    text: 'Your name, e-mail address, country and teams are deleted, with the weekly job e-mail that came with them. Recruiters no longer see you, and we send you nothing more from the community. Job alerts you saved yourself on the job list are not touched: each of their e-mails has its own unsubscribe link.',
  },
  gone: {
    badge: 'Nothing to delete',
    heading: 'This link belongs to no signup',
    text: 'You may have left already, or your details were deleted another way: either way we hold no talent community signup for this link. If the link looks cut short, open it again from the e-mail.',
  },
} as const;
type Outcome = keyof typeof OUTCOMES;

const isOutcome = (value: string | null): value is Outcome =>
  value !== null && Object.hasOwn(OUTCOMES, value);

/**
 * `/talent-community/leave` (decision 049): with `?token=` (the leave link of a talent community
 * e-mail) a button that leaves; opening the link changes nothing, since mail scanners open links
 * too. The button is a plain form, so it works before or without the page's scripts: the server
 * answers with this page and `?outcome=`, which says what happened.
 */
export function TalentLeaveBlock({ section }: { section: TalentLeaveSection }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const outcome = searchParams.get('outcome');
  const headingId = `${section.id ?? 'talent-leave'}-heading`;

  if (token && !outcome) {
    return (
      <section className="block talent-confirm" id={section.id} aria-labelledby={headingId}>
        <p className="talent-confirm__badge">Leave the talent community</p>
        <h1 id={headingId}>Leave the talent community?</h1>
        <p className="talent-confirm__lead">
          Press the button and we delete your details at once: your name, e-mail address, country
          and teams, and the weekly job e-mail that came with them. Recruiters will no longer see
          you. You can join again whenever you like.
        </p>
        <form method="post" action={paths.talentLeave()}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            Leave and delete my details
          </button>
        </form>
      </section>
    );
  }

  const shown = OUTCOMES[isOutcome(outcome) ? outcome : 'gone'];
  return (
    <section className="block talent-confirm" id={section.id} aria-labelledby={headingId}>
      <p className="talent-confirm__badge" data-outcome={isOutcome(outcome) ? outcome : 'gone'}>
        {shown.badge}
      </p>
      <h1 id={headingId}>{shown.heading}</h1>
      <p className="talent-confirm__lead">{shown.text}</p>
      <p className="talent-confirm__actions">
        <Link className="button button--primary" to={paths.jobs()}>
          Browse open jobs
        </Link>
        <Link className="button button--ghost" to={paths.talentCommunity()}>
          The talent community
        </Link>
      </p>
    </section>
  );
}
