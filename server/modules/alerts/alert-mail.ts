import { describeAlertQuery, type AlertFrequency } from '../../../contract/job-alert';
import { jobPlaceSummary } from '../../../contract/job-places';
import type { JobListItem } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import type { MailLink } from '../../platform/mail/mail-template';
import type { MailMessage } from '../../platform/mail/outbox';

/** Where the links of alert messages point, and whose name the messages carry. */
export interface AlertMailSettings {
  /** The site's public origin (PUBLIC_ORIGIN), without a trailing slash. */
  origin: string;
  companyName: string;
}

const PERIOD_WORDS: Record<AlertFrequency, string> = { daily: 'day', weekly: 'week' };

/**
 * The message asking the owner of an address to confirm an alert. Like the talent community's
 * (decision 026) it holds nothing the sender typed but the address: not even the search, whose
 * words anyone could choose to put in front of a stranger. The digests, sent once the owner
 * confirmed, name the search.
 */
export function alertConfirmationMail(
  { origin, companyName }: AlertMailSettings,
  to: string,
  alert: { frequency: AlertFrequency },
  token: string,
): MailMessage {
  return {
    to,
    subject: `Confirm your ${companyName} job alert`,
    content: {
      brand: companyName,
      preheader: 'One step left: confirm that you want new jobs by e-mail.',
      heading: 'Confirm your job alert',
      paragraphs: [
        `Someone, we hope you, asked for an e-mail once a ${PERIOD_WORDS[alert.frequency]} listing the new jobs of a search on the ${companyName} job list.`,
        'To confirm that this address is yours, open the link below within 7 days and press “Confirm my alert”. Every alert e-mail has a link to change or delete the alert, and one to unsubscribe.',
        'If you did not ask for this, ignore this message: without your confirmation we send nothing more, and we delete the alert after 30 days.',
      ],
      action: { label: 'Confirm my alert', url: `${origin}${paths.alertConfirm({ token })}` },
      footer: `You received this message because this address was entered on ${origin}${paths.jobs()}. It is the only message we send unless you confirm.`,
    },
  };
}

/** A digest's links: where to manage the alert and where to unsubscribe, each its own token. */
export interface DigestLinks {
  manageToken: string;
  unsubscribeToken: string;
  /** Links another module adds to the small print (the talent community's leave link). */
  otherLinks?: MailLink[];
}

/**
 * The digest of an alert: the new open jobs of its search (the newest, and how many in all) with
 * links to them and to the whole list, a manage link and the one-click unsubscribe (RFC 8058).
 */
export function alertDigestMail(
  { origin, companyName }: AlertMailSettings,
  to: string,
  alert: { query: string; frequency: AlertFrequency },
  jobs: { list: JobListItem[]; total: number },
  { manageToken, unsubscribeToken, otherLinks = [] }: DigestLinks,
): MailMessage {
  const search = describeAlertQuery(alert.query);
  const count = jobs.total === 1 ? 'One new job' : `${jobs.total} new jobs`;
  const more = jobs.total - jobs.list.length;
  return {
    to,
    subject: `${count} at ${companyName}: ${search}`,
    unsubscribeUrl: `${origin}${paths.alertUnsubscribe({ token: unsubscribeToken })}`,
    content: {
      brand: companyName,
      preheader: jobs.list.map((job) => job.title).join(', '),
      heading: `${count} for your alert`,
      paragraphs: [
        `Opened since our last e-mail and open now, for your search: ${search}.`,
        ...(more > 0
          ? [`The newest ${jobs.list.length} are below; ${more} more are on the list.`]
          : []),
      ],
      items: jobs.list.map((job) => ({
        label: job.title,
        url: `${origin}${paths.job(job.id)}`,
        detail: [job.department, jobPlaceSummary(job), job.summary.jobType]
          .filter(Boolean)
          .join(' · '),
      })),
      action: {
        label: 'See every job of this search',
        url: `${origin}${paths.jobs()}${alert.query ? `?${alert.query}` : ''}`,
      },
      footer: `You receive this ${alert.frequency} because you asked for new ${companyName} jobs of this search and confirmed it. An e-mail comes only when there are new jobs.`,
      footerLinks: [
        {
          label: 'Change or delete this alert',
          url: `${origin}${paths.alertManage({ token: manageToken })}`,
        },
        ...otherLinks,
      ],
    },
  };
}
