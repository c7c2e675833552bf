import { useSearchParams } from 'react-router-dom';

import type { PressSubscriptionPagePurpose, Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { Link } from '../link/link';
// The subscription's pages share the talent community's confirmation look.
import '../talent-confirm/talent-confirm.css';

type PressSubscriptionPageSection = Extract<Section, { type: 'press-subscription-page' }>;

interface OutcomeText {
  badge: string;
  heading: string;
  text: string;
}

/** What the server answered to each page's form (press-subscriptions-service.ts). */
const OUTCOMES: Record<PressSubscriptionPagePurpose, Record<string, OutcomeText>> = {
  confirm: {
    sent: {
      badge: 'Check your inbox',
      heading: 'Confirm your subscription by e-mail',
      text: 'Unless this address is subscribed already, a link to confirm the subscription is on its way. Open it within 7 days and press “Confirm my subscription”: we send no releases before you do.',
    },
    pending: {
      badge: 'Check your inbox',
      heading: 'A link is already on its way',
      text: 'We sent this address a link to confirm a subscription a short while ago, so we send no second one now. Open it within 7 days and press “Confirm my subscription”.',
    },
    capped: {
      badge: 'Not saved',
      heading: 'No more confirmation e-mails today',
      text: 'This address has had as many confirmation e-mails from us as we send in a day, so nothing was saved or sent. Check your inbox for an earlier link, or subscribe again tomorrow.',
    },
    confirmed: {
      badge: 'Confirmed',
      heading: 'You are subscribed to our press releases',
      text: 'From now on we e-mail you each press release the moment it is published, and nothing else. Every release e-mail has a link to unsubscribe in one click.',
    },
    'already-confirmed': {
      badge: 'Link already used',
      heading: 'Your subscription is already confirmed',
      text: 'This link has been used before, and each link works once. There is nothing more to do.',
    },
    expired: {
      badge: 'Link expired',
      heading: 'This link has expired',
      text: 'A confirmation link works for 7 days. Subscribe again on the press page and we will send you a new one.',
    },
  },
  unsubscribe: {
    unsubscribed: {
      badge: 'Unsubscribed',
      heading: 'You are unsubscribed',
      text: 'Your address, and the name and outlet you gave, are deleted: we send you no more press releases. You can subscribe again on the press page whenever you like.',
    },
  },
};

/** An outcome the page does not know (a mangled URL, a used link) reads as the link's failure. */
const UNKNOWN_OUTCOME: Record<PressSubscriptionPagePurpose, OutcomeText> = {
  confirm: {
    badge: 'Link not valid',
    heading: 'We do not know this link',
    text: 'It may be incomplete, or a newer message replaced it: use the link in the latest message we sent you, or subscribe again.',
  },
  unsubscribe: {
    badge: 'Nothing to unsubscribe',
    heading: 'This link belongs to no subscription',
    text: 'You may have unsubscribed already: either way we hold no subscription for this link. If the link looks cut short, open it again from the e-mail.',
  },
};

/** What the page asks before its button does anything: opening a link changes nothing. */
const QUESTIONS: Record<
  PressSubscriptionPagePurpose,
  { badge: string; heading: string; text: string; button: string; action: string }
> = {
  confirm: {
    badge: 'One step left',
    heading: 'Confirm your subscription',
    text: 'Press the button to confirm that this address is yours and that you want our press releases by e-mail. If you did not subscribe, close this page: without a confirmation we delete the address after 30 days.',
    button: 'Confirm my subscription',
    action: '/api/press/subscriptions/confirm',
  },
  unsubscribe: {
    badge: 'Unsubscribe',
    heading: 'Stop the press release e-mails?',
    text: 'Press the button and we delete your address, with the name and outlet you gave, at once: we send you no more press releases.',
    button: 'Unsubscribe',
    action: paths.pressUnsubscribe(),
  },
};

/**
 * `/press/subscription/confirm` and `/press/unsubscribe` (decision 064): with `?token=` (the link
 * of an e-mail) a button that confirms or unsubscribes; opening the link changes nothing, since
 * mail scanners open links too. The button is a plain form, so it works before or without the
 * page's scripts: the server answers with this page and `?outcome=`, which says what happened.
 */
export function PressSubscriptionPageBlock({ section }: { section: PressSubscriptionPageSection }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const outcome = searchParams.get('outcome');
  const id = section.id ?? 'press-subscription';
  const headingId = `${id}-heading`;

  if (token && !outcome) {
    const question = QUESTIONS[section.purpose];
    return (
      <section className="block talent-confirm" id={section.id} aria-labelledby={headingId}>
        <p className="talent-confirm__badge">{question.badge}</p>
        <h1 id={headingId}>{question.heading}</h1>
        <p className="talent-confirm__lead">{question.text}</p>
        <form method="post" action={question.action}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {question.button}
          </button>
        </form>
      </section>
    );
  }

  const known = outcome === null ? undefined : OUTCOMES[section.purpose][outcome];
  const shown = known ?? UNKNOWN_OUTCOME[section.purpose];
  return (
    <section className="block talent-confirm" id={section.id} aria-labelledby={headingId}>
      <p className="talent-confirm__badge" data-outcome={known ? outcome : 'unknown'}>
        {shown.badge}
      </p>
      <h1 id={headingId}>{shown.heading}</h1>
      <p className="talent-confirm__lead">{shown.text}</p>
      <p className="talent-confirm__actions">
        <Link className="button button--primary" to={paths.press()}>
          Back to the press room
        </Link>
        <Link className="button button--ghost" to={paths.pressReleases()}>
          Press releases
        </Link>
      </p>
    </section>
  );
}
