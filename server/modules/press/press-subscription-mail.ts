import { paths } from '../../../contract/paths';
import type { MailMessage } from '../../platform/mail/outbox';

/** Where the links of the press messages point, and whose name the messages carry. */
export interface PressMailSettings {
  /** The site's public origin (PUBLIC_ORIGIN), without a trailing slash. */
  origin: string;
  companyName: string;
}

/** How every announcement names its unsubscribe link. */
export const UNSUBSCRIBE_LINK_LABEL = 'Unsubscribe from press releases';

/**
 * The message asking the owner of an address to confirm a press release subscription. Like the
 * talent community's (decision 026) it holds nothing the sender typed but the address: not the
 * name or outlet, which anyone could choose to put in front of a stranger.
 */
export function pressConfirmationMail(
  { origin, companyName }: PressMailSettings,
  to: string,
  token: string,
): MailMessage {
  return {
    to,
    subject: `Confirm your subscription to the ${companyName} press releases`,
    content: {
      brand: companyName,
      preheader: 'One step left: confirm that you want our press releases by e-mail.',
      heading: 'Confirm your subscription',
      paragraphs: [
        `Someone, we hope you, asked to receive the ${companyName} press releases by e-mail at this address, one message for each release as it is published.`,
        'To confirm that this address is yours, open the link below within 7 days and press “Confirm my subscription”. Every release e-mail has a link to unsubscribe in one click.',
        'If you did not ask for this, ignore this message: without your confirmation we send nothing more, and we delete the address after 30 days.',
      ],
      action: {
        label: 'Confirm my subscription',
        url: `${origin}${paths.pressSubscriptionConfirm({ token })}`,
      },
      footer: `You received this message because this address was entered on ${origin}${paths.press()}. It is the only message we send unless you confirm.`,
    },
  };
}

/** What an announcement tells of its release. */
export interface AnnouncedRelease {
  id: number;
  title: string;
  summary: string;
  location: string | null;
}

/**
 * A release's announcement to one subscriber: its title and summary, a link to the whole release,
 * and the one-click unsubscribe (RFC 8058) as a header and in the small print.
 */
export function releaseAnnouncementMail(
  { origin, companyName }: PressMailSettings,
  to: string,
  release: AnnouncedRelease,
  unsubscribeToken: string,
): MailMessage {
  const dateline = release.location ? `${release.location}: ` : '';
  return {
    to,
    subject: `${companyName} press release: ${release.title}`,
    unsubscribeUrl: `${origin}${paths.pressUnsubscribe({ token: unsubscribeToken })}`,
    content: {
      brand: companyName,
      preheader: release.summary,
      heading: release.title,
      paragraphs: [`${dateline}${release.summary}`],
      action: {
        label: 'Read the press release',
        url: `${origin}${paths.pressRelease(release.id)}`,
      },
      footer: `You receive this because you subscribed to the ${companyName} press releases on ${origin}${paths.press()} and confirmed it: one e-mail per release.`,
      footerLinks: [{ label: 'Press room', url: `${origin}${paths.press()}` }],
      unsubscribeLabel: UNSUBSCRIBE_LINK_LABEL,
    },
  };
}
