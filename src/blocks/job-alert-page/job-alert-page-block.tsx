import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  describeAlertQuery,
} from '../../../contract/job-alert';
import { getManagedAlert } from '../../api/get-managed-alert';
import type { JobAlertPagePurpose, Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { FormField } from '../form-field/form-field';
import { Link } from '../link/link';
// The confirmation pages share the talent community's look.
import '../talent-confirm/talent-confirm.css';
import '../job-alert/job-alert.css';

type JobAlertPageSection = Extract<Section, { type: 'job-alert-page' }>;

interface OutcomeText {
  badge: string;
  heading: string;
  text: string;
}

const GONE: OutcomeText = {
  badge: 'Alert not found',
  heading: 'This alert no longer exists',
  text: 'It was deleted or unsubscribed, and your address with it. To get new jobs by e-mail again, save a search on the job list.',
};

/** What the server answered to each page's form (server/modules/alerts/alert-service.ts). */
const OUTCOMES: Record<JobAlertPagePurpose, Record<string, OutcomeText>> = {
  confirm: {
    sent: {
      badge: 'Check your inbox',
      heading: 'Confirm your alert by e-mail',
      text: 'Unless this address saved this search already, a link to confirm the alert is on its way. Open it within 7 days and press “Confirm my alert”: nothing is sent before you do.',
    },
    pending: {
      badge: 'Check your inbox',
      heading: 'A link is already on its way',
      text: 'We sent this address a link to confirm a job alert a short while ago, so we send no second one now. That link switches this search on too: open it within 7 days and press “Confirm my alert”.',
    },
    capped: {
      badge: 'Not saved',
      heading: 'No more confirmation e-mails today',
      text: 'This address has had as many confirmation e-mails from us as we send in a day, so this search was not saved and nothing was sent. Check your inbox for an earlier link, or go back and save the search again tomorrow.',
    },
    confirmed: {
      badge: 'Confirmed',
      heading: 'Your job alert is on',
      text: 'When new jobs of your search open, we e-mail you a list of them, daily or weekly as you chose; no new jobs, no e-mail. Every alert e-mail has a link to change or delete the alert.',
    },
    'already-confirmed': {
      badge: 'Link already used',
      heading: 'Your alert is already confirmed',
      text: 'This link has been used before, and each link works once. There is nothing more to do.',
    },
    expired: {
      badge: 'Link expired',
      heading: 'This link has expired',
      text: 'A confirmation link works for 7 days. Save the search again and we will send you a new one.',
    },
  },
  unsubscribe: {
    unsubscribed: {
      badge: 'Unsubscribed',
      heading: 'You are unsubscribed',
      text: 'The alert is deleted, and your address with it: we send you no more job alert e-mails for this search.',
    },
    gone: GONE,
  },
  manage: {
    updated: {
      badge: 'Saved',
      heading: 'Your alert is changed',
      text: 'The next e-mail comes at the new frequency.',
    },
    deleted: {
      badge: 'Deleted',
      heading: 'Your alert is deleted',
      text: 'The alert and your address are deleted: we send you no more e-mails for this search.',
    },
    gone: GONE,
  },
};

/** An outcome the page does not know (a mangled URL) reads as the link's own failure. */
const UNKNOWN_OUTCOME: Record<JobAlertPagePurpose, OutcomeText> = {
  confirm: {
    badge: 'Link not valid',
    heading: 'We do not know this link',
    text: 'It may be incomplete, or a newer message replaced it: use the link in the latest message we sent you, or save the search again.',
  },
  unsubscribe: GONE,
  manage: GONE,
};

function Page({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className="block talent-confirm" id={id} aria-labelledby={`${id}-heading`}>
      {children}
    </section>
  );
}

function Outcome({
  id,
  purpose,
  outcome,
}: {
  id: string;
  purpose: JobAlertPagePurpose;
  outcome: string;
}) {
  const shown: OutcomeText = OUTCOMES[purpose][outcome] ?? UNKNOWN_OUTCOME[purpose];
  return (
    <>
      <p className="talent-confirm__badge" data-outcome={outcome}>
        {shown.badge}
      </p>
      <h1 id={`${id}-heading`}>{shown.heading}</h1>
      <p className="talent-confirm__lead">{shown.text}</p>
    </>
  );
}

const BrowseJobs = () => (
  <p className="talent-confirm__actions">
    <Link className="button button--primary" to={paths.jobs()}>
      Browse open jobs
    </Link>
  </p>
);

/** The manage page's forms; the alert itself is read once the page runs its script. */
function ManageForms({
  id,
  token,
  outcome,
}: {
  id: string;
  token: string;
  outcome: string | null;
}) {
  const alert = useQuery({
    queryKey: ['job-alert', token],
    queryFn: () => getManagedAlert(token),
    retry: false,
  });
  if (alert.data === null) return <Outcome id={id} purpose="manage" outcome="gone" />;
  return (
    <>
      {outcome ? (
        <Outcome id={id} purpose="manage" outcome={outcome} />
      ) : (
        <h1 id={`${id}-heading`}>Your job alert</h1>
      )}
      {alert.data && (
        <dl className="job-alert__facts">
          <dt>Search</dt>
          <dd>
            <Link to={`${paths.jobs()}${alert.data.query ? `?${alert.data.query}` : ''}`}>
              {describeAlertQuery(alert.data.query)}
            </Link>
          </dd>
          <dt>Sent to</dt>
          <dd>{alert.data.email}</dd>
          <dt>How often</dt>
          <dd>{ALERT_FREQUENCY_LABELS[alert.data.frequency]}</dd>
        </dl>
      )}
      <form method="post" action="/api/alerts/manage" className="job-alert__manage">
        <input type="hidden" name="token" value={token} />
        <FormField id={`${id}-frequency`} label="How often">
          {(control) => (
            // Keyed by the alert read, so it shows the stored frequency once known.
            <select
              {...control}
              key={alert.data?.frequency ?? 'unread'}
              className="form-field__input"
              name="frequency"
              defaultValue={alert.data?.frequency ?? 'weekly'}
            >
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {ALERT_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="button button--primary">
          Save
        </button>
      </form>
      <form method="post" action="/api/alerts/delete" className="job-alert__manage">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button--ghost">
          Delete this alert
        </button>
      </form>
    </>
  );
}

/**
 * The pages the links of the alert e-mails open (`/alerts/confirm`, `/alerts/unsubscribe`,
 * `/alerts/manage`). Opening a link changes nothing, since mail scanners open links too: each
 * asks with a button, a plain form that works without script, and the server answers 303 with
 * `?outcome=`, which this page puts in words (as the talent community's confirmation page).
 */
export function JobAlertPageBlock({ section }: { section: JobAlertPageSection }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const outcome = searchParams.get('outcome');
  const id = section.id ?? 'alert';
  const { purpose } = section;

  if (purpose === 'manage' && token) {
    return (
      <Page id={id}>
        <ManageForms id={id} token={token} outcome={outcome} />
      </Page>
    );
  }
  if (token && !outcome) {
    const confirming = purpose === 'confirm';
    return (
      <Page id={id}>
        <p className="talent-confirm__badge">{confirming ? 'One step left' : 'Unsubscribe'}</p>
        <h1 id={`${id}-heading`}>
          {confirming ? 'Confirm your job alert' : 'Stop this job alert?'}
        </h1>
        <p className="talent-confirm__lead">
          {confirming
            ? 'Press the button to confirm that this address is yours and that you want new jobs of your search by e-mail. If you did not ask for this, close this page: without a confirmation we delete the alert after 30 days.'
            : 'Press the button to unsubscribe: the alert and your address are deleted, and we send you no more e-mails for this search.'}
        </p>
        <form method="post" action={confirming ? '/api/alerts/confirm' : paths.alertUnsubscribe()}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {confirming ? 'Confirm my alert' : 'Unsubscribe'}
          </button>
        </form>
      </Page>
    );
  }
  return (
    <Page id={id}>
      <Outcome id={id} purpose={purpose} outcome={outcome ?? 'unknown'} />
      <BrowseJobs />
    </Page>
  );
}
