/**
 * Identity provider down: the provider the site signs in at (its own process) is first frozen
 * (SIGSTOP: it accepts connections and never answers, the worse case), then stopped. Public
 * pages do not notice, a signed-in admin keeps working on the keys the site fetched before, and a
 * new sign-in says within 5 s that the provider cannot be reached.
 */
import type { Browser, Page } from '@playwright/test';

import { signInThroughProvider } from '../../e2e/support/admin';
import { waitForHydration } from '../../e2e/support/test';
import { paths } from '../../contract/paths';
import { PROVIDER_UNREACHABLE_MESSAGE } from '../../src/auth/auth-session';
import { PAGE_LIMIT_MS, PUBLIC_PATHS, RECOVERY_LIMIT_MS, type FaultContext } from './context';
import { timedFetch } from './probe';
import { formatMs } from './report';

const ADMIN_SCREEN = paths.admin('blog-comment');
const SIGN_IN_LIMIT_MS = RECOVERY_LIMIT_MS;

/** Opens an admin screen in the signed-in browser; resolves to the time until its table shows rows. */
async function openAdminScreen(page: Page): Promise<number | null> {
  const started = performance.now();
  await page.goto(ADMIN_SCREEN);
  const shown = await page
    .getByRole('row')
    .nth(1)
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  return shown ? performance.now() - started : null;
}

/** "Sign in" in a fresh browser; resolves to the message shown and how long after the click. */
async function trySignIn(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    await page.goto(paths.login());
    await waitForHydration(page);
    const started = performance.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    const shown = await alert.waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    const ms = performance.now() - started;
    return { message: shown ? (await alert.innerText()).trim() : null, ms };
  } finally {
    await context.close();
  }
}

async function checkWhileDown(
  { report, browser, app }: FaultContext,
  adminPage: Page,
  accessToken: string,
) {
  const pages = await Promise.all(PUBLIC_PATHS.map((path) => timedFetch(`${app.origin}${path}`)));
  const slowest = Math.max(...pages.map((page) => page.ms));
  report.add(
    `public pages (${PUBLIC_PATHS.join(', ')})`,
    `200 within ${formatMs(PAGE_LIMIT_MS)}`,
    `${pages.map((page) => page.status).join(', ')}; slowest ${formatMs(slowest)}`,
    pages.every((page) => page.status === 200) && slowest < PAGE_LIMIT_MS,
  );

  const api = await timedFetch(`${app.origin}/api${ADMIN_SCREEN}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  report.add(
    'the signed-in admin’s token at the admin API',
    '200 (keys cached by the site)',
    `${api.status} in ${formatMs(api.ms)}`,
    api.status === 200,
  );
  const screenMs = await openAdminScreen(adminPage);
  report.add(
    `the signed-in admin opens ${ADMIN_SCREEN} (Chromium)`,
    'its rows shown',
    screenMs === null ? 'no rows' : `rows shown after ${formatMs(screenMs)}`,
    screenMs !== null,
  );

  const signIn = await trySignIn(browser, app.origin);
  report.add(
    'a new sign-in (Chromium)',
    `a clear error within ${formatMs(SIGN_IN_LIMIT_MS)}`,
    signIn.message === null
      ? `no message after ${formatMs(signIn.ms)}`
      : `"${signIn.message}" after ${formatMs(signIn.ms)}`,
    signIn.message === PROVIDER_UNREACHABLE_MESSAGE && signIn.ms < SIGN_IN_LIMIT_MS,
  );
}

export async function providerDown(context: FaultContext) {
  const { report, browser, app, provider, admin } = context;
  report.begin('Identity provider up (its own process, the site’s OIDC_ISSUER)');
  const adminContext = await browser.newContext({ baseURL: app.origin });
  try {
    const adminPage = await adminContext.newPage();
    const started = performance.now();
    await adminPage.goto(paths.login());
    await waitForHydration(adminPage);
    await signInThroughProvider(adminPage, admin);
    report.add(
      'sign-in while the provider is up (Chromium)',
      'back in the admin area',
      `${new URL(adminPage.url()).pathname} after ${formatMs(performance.now() - started)}`,
      new URL(adminPage.url()).pathname.startsWith(paths.admin()),
    );
    const accessToken = await adminPage.evaluate(() => localStorage.getItem('oidc.access_token'));
    if (!accessToken) throw new Error('no access token in the browser after signing in');
    // The site fetches the provider's keys for the first admin request, before the fault.
    await openAdminScreen(adminPage);

    report.begin('Identity provider frozen (SIGSTOP: connections accepted, never answered)');
    process.kill(provider.pid, 'SIGSTOP');
    try {
      await checkWhileDown(context, adminPage, accessToken);
    } finally {
      process.kill(provider.pid, 'SIGCONT');
    }

    report.begin('Identity provider stopped');
    await provider.stop();
    await checkWhileDown(context, adminPage, accessToken);
  } finally {
    await adminContext.close();
  }
}
