/**
 * The admins' accounts as the admin API answers them (issue 35): `/api/admin/accounts` (scope
 * `admin:accounts`) and an admin's own, `/api/admin/account` (any admin scope).
 */

/** The password rule of every account (admin:add, the set-password page, a password change). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

/** How long an invitation link works, and a password-reset link. */
export const INVITATION_LINK_TTL_DAYS = 7;
export const RESET_LINK_TTL_MINUTES = 60;

/**
 * How often an admin with the comments scope is e-mailed of held comments (decision 066): at once
 * (batched by the minute), in a daily digest (the default), or never.
 */
export const MODERATION_MAIL_FREQUENCIES = ['immediate', 'digest', 'never'] as const;
export type ModerationMailFrequency = (typeof MODERATION_MAIL_FREQUENCIES)[number];

/** How long the e-mail's Approve and Reject links work: a digest read after a long weekend. */
export const COMMENT_REVIEW_LINK_TTL_DAYS = 7;

/** `invited`: the admin has not set a password yet (their invitation is pending). */
export type AccountStatus = 'active' | 'invited';

export interface AdminAccount {
  id: string;
  email: string;
  scopes: string[];
  status: AccountStatus;
  /** When the last invitation was sent; null for an account added on the server. */
  invitedAt: string | null;
  lastSignedInAt: string | null;
  /** Whether the admin holds a sign-in that still stands. */
  signedIn: boolean;
  version: number;
  createdAt: string;
}

/** One place an admin is signed in: a sign-in of the embedded provider (its grant). */
export interface AdminSignIn {
  id: string;
  /** The browser and system, in words ("Firefox on Linux"), from the sign-in's user agent. */
  device: string;
  signedInAt: string;
  /** The sign-in this request was made with. */
  current: boolean;
}

/**
 * `GET /api/admin/account`: the admin's own account, or, with an external provider, where
 * accounts live (the site can change nothing there).
 */
export type OwnAccount =
  | {
      provider: 'embedded';
      id: string;
      email: string;
      scopes: string[];
      signIns: AdminSignIn[];
      /** Meaningful with the comments scope: the e-mail about held comments. */
      moderationMail: ModerationMailFrequency;
    }
  | { provider: 'external'; issuer: string };
