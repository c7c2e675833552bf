import { paths } from '../../../contract/paths';
import type { MailMessage } from '../../platform/mail/outbox';

/** How every talent community e-mail names its leave link (decision 049). */
export const LEAVE_LINK_LABEL = 'Leave the talent community';

/** Where confirmation links point, and whose name the message carries. */
export interface ConfirmationMailSettings {
  /** The site's public origin (PUBLIC_ORIGIN), without a trailing slash. */
  origin: string;
  companyName: string;
}

/**
 * The message asking the owner of an address to confirm a talent community signup, with the
 * signup's leave link (`leaveToken`). It holds
 * nothing the signup's sender typed but the address it goes to: whoever typed someone else's
 * address cannot put words of their own in front of that person.
 */
export function confirmationMail(
  { origin, companyName }: ConfirmationMailSettings,
  to: string,
  { token, leaveToken }: { token: string; leaveToken: string },
): MailMessage {
  const pageUrl = `${origin}${paths.talentCommunity()}`;
  return {
    to,
    subject: `Confirm your signup to the ${companyName} talent community`,
    // Decision 049: every talent community e-mail carries the leave link, also as RFC 8058's
    // one-click unsubscribe, so leaving takes one click whenever it is read.
    unsubscribeUrl: `${origin}${paths.talentLeave({ token: leaveToken })}`,
    content: {
      brand: companyName,
      preheader: 'One step left: confirm that this address is yours.',
      heading: 'Confirm your signup',
      paragraphs: [
        `Someone, we hope you, asked to join the ${companyName} talent community with this e-mail address. Our recruiters can then write to you when a role fits.`,
        'To confirm that this address is yours, open the link below within 7 days and press “Confirm my signup”.',
        'Once you confirm, we also e-mail you once a week the new jobs in the teams you chose (every new job if you chose none); each of those e-mails has a link to change or stop them.',
        'If you did not ask for this, ignore this message: without your confirmation you are not in the community, we write to you no more, and we delete the signup after 30 days.',
        `To leave the community at any time, before or after confirming, use the “${LEAVE_LINK_LABEL}” link at the end of this e-mail: it deletes your details at once.`,
      ],
      action: { label: 'Confirm my signup', url: `${origin}${paths.talentConfirm({ token })}` },
      footer: `You received this message because this address was entered on ${pageUrl}. It is the only message we send unless you confirm.`,
      unsubscribeLabel: LEAVE_LINK_LABEL,
    },
  };
}
