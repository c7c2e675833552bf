/** The embedded provider's own HTML pages: sign-in, sign-out and errors (no client script needed). */

import { paths } from '../../../contract/paths';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7fe;--card:#fff;--text:#171a2c;--muted:#555b74;--brand:#211f84;--on-brand:#fff;--border:#9aa1b8;--danger:#a8271a;--danger-bg:#fdecea;--ring:#9aa3ea}
@media (prefers-color-scheme:dark){:root{--bg:#0f0e2e;--card:#1a1946;--text:#f4f5ff;--muted:#b4b9dc;--brand:#f3a65a;--on-brand:#1b1530;--border:#6b6fa8;--danger:#ffb4a8;--danger-bg:#3a1420}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;background:var(--bg);color:var(--text);font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
main{width:100%;max-width:26rem;background:var(--card);border-radius:20px;padding:2rem;box-shadow:0 1px 2px rgb(23 26 44/.06),0 8px 24px rgb(33 31 132/.12)}
.brand{margin:0 0 1.5rem;font-weight:800;letter-spacing:.04em;color:var(--muted)}h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem}p{margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{width:100%;min-height:44px;padding:.5rem .75rem;border:2px solid var(--border);border-radius:8px;font:inherit;background:transparent;color:inherit}
input[aria-invalid=true]{border-color:var(--danger)}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:44px;margin-top:1.5rem;padding:.5rem 1.5rem;border:0;border-radius:999px;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.secondary{display:block;margin-top:1rem;text-align:center;color:inherit}
:focus-visible{outline:3px solid var(--ring);outline-offset:2px}
.error{margin:1rem 0;padding:.75rem 1rem;border-radius:8px;background:var(--danger-bg);color:var(--danger);font-weight:600}
.hint{color:var(--muted);font-size:.875rem}`;

/** The nonce of the response's CSP (`res.locals.cspNonce`) goes on the page's `<style>` and `<script>`. */
export const nonceAttribute = (nonce: string | undefined) =>
  nonce ? ` nonce="${escapeHtml(nonce)}"` : '';

/** A page of the embedded sign-in: its look, the company's name, `body` inside the card. */
export function layout(
  companyName: string,
  title: string,
  body: string,
  nonce: string | undefined,
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style${nonceAttribute(nonce)}>${STYLE}</style>
</head>
<body>
<main>
<p class="brand" aria-hidden="true">${escapeHtml(companyName.toUpperCase())} ADMIN</p>
${body}
</main>
</body>
</html>`;
}

interface SignInPageOptions {
  uid: string;
  email?: string;
  error?: string;
  companyName: string;
  nonce: string | undefined;
}

/** The sign-in form of the embedded provider: e-mail and password, with the error tied to the form. */
export function signInPage({
  uid,
  email = '',
  error,
  companyName,
  nonce,
}: SignInPageOptions): string {
  const errorBlock = error
    ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>`
    : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return layout(
    companyName,
    `Sign in | ${companyName} admin`,
    `<h1>Sign in</h1>
<p>Use your ${escapeHtml(companyName)} admin account.</p>
${errorBlock}
<form method="post" action="${action}/login" novalidate>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${error ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<a class="secondary" href="${paths.forgotPassword()}">Forgot your password?</a>
<a class="secondary" href="${action}/abort">Cancel and go back</a>`,
    nonce,
  );
}

/** A page for a sign-in attempt that can no longer go on (expired or unknown). */
export function messagePage(
  companyName: string,
  title: string,
  message: string,
  link: { href: string; label: string },
  nonce: string | undefined,
): string {
  return layout(
    companyName,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
    nonce,
  );
}

/**
 * The end-session confirmation: oidc-provider hands us its form; a nonce-carrying script submits
 * it at once (the site's own sign-out was the confirmation), the button is the no-script path.
 */
export function signOutPage(companyName: string, form: string, nonce: string | undefined): string {
  const submit = nonce
    ? `<script${nonceAttribute(nonce)}>document.getElementById('op.logoutForm').insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.getElementById('op.logoutForm').submit();</script>`
    : '';
  return layout(
    companyName,
    'Signing out',
    `<h1>Signing out</h1>
<p>You are being signed out of the admin area.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Finish signing out</button>
${submit}`,
    nonce,
  );
}

export function signedOutPage(companyName: string, nonce: string | undefined): string {
  return messagePage(
    companyName,
    'Signed out',
    'You have been signed out of the admin area.',
    { href: '/', label: 'Go to the home page' },
    nonce,
  );
}
