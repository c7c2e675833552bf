import {
  INVITATION_LINK_TTL_DAYS,
  RESET_LINK_TTL_MINUTES,
} from '../../../contract/admin-account-types';
import { paths } from '../../../contract/paths';
import type { MailMessage } from '../../platform/mail/outbox';

/** Where the links of account e-mails point, and whose name they carry. */
export interface AccountMailSettings {
  /** The site's public origin (PUBLIC_ORIGIN), without a trailing slash. */
  origin: string;
  companyName: string;
}

/** The invitation of a new admin: a link to set their password, working once for 7 days. */
export function invitationMail(
  { origin, companyName }: AccountMailSettings,
  to: string,
  { token, invitedBy }: { token: string; invitedBy: string | null },
): MailMessage {
  const by = invitedBy ? `${invitedBy} invited you` : 'You are invited';
  return {
    to,
    subject: `You are invited to the ${companyName} admin`,
    content: {
      brand: companyName,
      preheader: 'Set a password to start.',
      heading: `Join the ${companyName} admin`,
      paragraphs: [
        `${by} to the ${companyName} admin with this e-mail address.`,
        `To accept, open the link below and choose a password. The link works once, for ${INVITATION_LINK_TTL_DAYS} days.`,
        'If you did not expect this, ignore this message: without a password nobody can sign in with this address.',
      ],
      action: { label: 'Set my password', url: `${origin}${paths.setPassword({ token })}` },
      footer: `You received this message because an admin of ${companyName} entered this address.`,
    },
  };
}

/** A password-reset link, working once for an hour. */
export function resetMail(
  { origin, companyName }: AccountMailSettings,
  to: string,
  token: string,
): MailMessage {
  return {
    to,
    subject: `Reset your ${companyName} admin password`,
    content: {
      brand: companyName,
      preheader: `The link works for ${RESET_LINK_TTL_MINUTES} minutes.`,
      heading: 'Reset your password',
      paragraphs: [
        `Someone, we hope you, asked to reset the password of the ${companyName} admin account with this e-mail address.`,
        `To choose a new password, open the link below. It works once, for ${RESET_LINK_TTL_MINUTES} minutes; setting the password signs you out everywhere.`,
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: `${origin}${paths.setPassword({ token })}` },
      footer: `You received this message because this address was entered on the sign-in page of ${origin}.`,
    },
  };
}
