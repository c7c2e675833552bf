import { paths } from '../../../src/lib/paths';
import type { MailMessage } from '../../platform/mail/outbox';

/** Where confirmation links point, and whose name the message carries. */
export interface ConfirmationMailSettings {
  /** The site's public origin (PUBLIC_ORIGIN), without a trailing slash. */
  origin: string;
  companyName: string;
}

/**
 * The message asking the owner of an address to confirm a talent community signup. It holds
 * nothing the signup's sender typed but the address it goes to: whoever typed someone else's
 * address cannot put words of their own in front of that person.
 */
export function confirmationMail(
  { origin, companyName }: ConfirmationMailSettings,
  to: string,
  token: string,
): MailMessage {
  const pageUrl = `${origin}${paths.talentCommunity()}`;
  return {
    to,
    subject: `Confirm your signup to the ${companyName} talent community`,
    content: {
      brand: companyName,
      preheader: 'One step left: confirm that this address is yours.',
      heading: 'Confirm your signup',
      paragraphs: [
        `Someone, we hope you, asked to join the ${companyName} talent community with this e-mail address. Our recruiters can then write to you when a role fits.`,
        'To confirm that this address is yours, open the link below within 7 days and press “Confirm my signup”.',
        'Once you confirm, we also e-mail you once a week the new jobs in the teams you chose (every new job if you chose none); each of those e-mails has a link to change or stop them.',
        'If you did not ask for this, ignore this message: without your confirmation you are not in the community, we write to you no more, and we delete the signup after 30 days.',
      ],
      action: { label: 'Confirm my signup', url: `${origin}${paths.talentConfirm({ token })}` },
      footer: `You received this message because this address was entered on ${pageUrl}. It is the only message we send unless you confirm.`,
    },
  };
}
