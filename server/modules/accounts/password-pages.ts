/**
 * The embedded sign-in's password pages (issue 35), in the look of its sign-in form: "forgot
 * password", the answer to it, and the page an invitation or reset link opens. No script.
 */
import { PASSWORD_MIN_LENGTH, RESET_LINK_TTL_MINUTES } from '../../../contract/admin-account-types';
import { paths } from '../../../contract/paths';
import { escapeHtml, layout, messagePage } from '../../platform/auth/provider-pages';
import type { AccountLinkPurpose } from '../../platform/db/schema';

interface PageOptions {
  companyName: string;
  nonce: string | undefined;
}

const errorBlock = (error: string | undefined) =>
  error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : '';
const invalid = (error: string | undefined) =>
  error ? ' aria-invalid="true" aria-describedby="form-error"' : '';

/** "Forgot password": one field, the address the reset link goes to. */
export function forgotPasswordPage({
  companyName,
  nonce,
  email = '',
  error,
}: PageOptions & { email?: string; error?: string }): string {
  return layout(
    companyName,
    `Forgot your password? | ${companyName} admin`,
    `<h1>Forgot your password?</h1>
<p>Enter the e-mail address of your admin account. We will send it a link to choose a new password.</p>
${errorBlock(error)}
<form method="post" action="${paths.forgotPassword()}" novalidate>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"${invalid(error)}>
<button type="submit">Send me a link</button>
</form>
<a class="secondary" href="${paths.login()}">Back to sign-in</a>`,
    nonce,
  );
}

/** The answer to "forgot password", the same whether or not the address has an account. */
export function resetRequestedPage({ companyName, nonce }: PageOptions): string {
  return messagePage(
    companyName,
    'Check your inbox',
    `If an admin account uses this address, a link to choose a new password is on its way. It works once, for ${RESET_LINK_TTL_MINUTES} minutes. Nothing there after a few minutes? Look in your spam folder; a new link can be asked for an hour after the last.`,
    { href: paths.login(), label: 'Back to sign-in' },
    nonce,
  );
}

/** The page of a usable invitation or reset link: the new password, twice. */
export function setPasswordPage({
  companyName,
  nonce,
  token,
  email,
  purpose,
  error,
}: PageOptions & {
  token: string;
  email: string;
  purpose: AccountLinkPurpose;
  error?: string;
}): string {
  const title = purpose === 'invitation' ? 'Choose your password' : 'Choose a new password';
  return layout(
    companyName,
    `${title} | ${companyName} admin`,
    `<h1>${title}</h1>
<p>For the admin account <strong>${escapeHtml(email)}</strong>.</p>
${errorBlock(error)}
<form method="post" action="${paths.setPassword()}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="email" name="email" autocomplete="username" value="${escapeHtml(email)}" hidden>
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" autofocus aria-describedby="password-hint"${invalid(error)}>
<p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.</p>
<label for="confirm">The same password again</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required${invalid(error)}>
<button type="submit">Save my password</button>
</form>`,
    nonce,
  );
}

/** A link that cannot set a password: why, and how to get a new one. */
export function unusableLinkPage({
  companyName,
  nonce,
  kind,
  purpose,
}: PageOptions & { kind: 'used' | 'expired' | 'unknown'; purpose?: AccountLinkPurpose }): string {
  const why = {
    used: 'This link was used already, or a newer link replaced it: each link works once.',
    expired: 'This link is past its time.',
    unknown: 'This link is not one we sent, or its account was removed.',
  }[kind];
  const how =
    purpose === 'invitation'
      ? 'Ask the admin who invited you to send the invitation again, or ask for a password link below.'
      : 'Ask for a new link below; it goes to the address of your account.';
  return messagePage(
    companyName,
    'This link no longer works',
    `${why} ${how}`,
    { href: paths.forgotPassword(), label: 'Ask for a new link' },
    nonce,
  );
}

/** The password was saved: on to the sign-in. */
export function passwordSetPage({ companyName, nonce }: PageOptions): string {
  return messagePage(
    companyName,
    'Your password is saved',
    'Sign in with your e-mail address and the new password. Any earlier sign-in of your account has ended.',
    { href: paths.login(), label: 'Sign in' },
    nonce,
  );
}
