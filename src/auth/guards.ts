import type { AuthMode } from '../../contract/route-table';
import { paths } from '../../contract/paths';
import { isLocalPath, safeRedirectTarget } from '../lib/local-path';

/** SPEC §6: where a signed-in user goes from /login or a guest-only page. */
const SIGNED_IN_HOME = paths.admin();
const REDIRECT_PARAM = 'redirect';

interface GuardLocation {
  pathname: string;
  search: string;
}

/**
 * The sign-in page for a visitor who wanted `location`: the page is remembered in `?redirect=`
 * only when it is a local path (SPEC §5).
 *
 * @example
 * loginPathFor({ pathname: '/admin/log-activity', search: '?page=2' }); // => '/login?redirect=%2Fadmin%2Flog-activity%3Fpage%3D2'
 */
export function loginPathFor(location: GuardLocation): string {
  const wanted = `${location.pathname}${location.search}`;
  return isLocalPath(wanted) ? paths.login({ [REDIRECT_PARAM]: wanted }) : paths.login();
}

/**
 * SPEC §6: where the guard sends someone, or null to let them in. `required` (the default)
 * sends visitors to /login remembering the page; `guest` sends signed-in users to /admin;
 * `none` (every public page) lets everyone in.
 *
 * @example
 * guardRedirect('required', false, { pathname: '/admin', search: '' }); // => '/login?redirect=%2Fadmin'
 * guardRedirect('guest', true, { pathname: '/login', search: '' }); // => '/admin'
 */
export function guardRedirect(
  mode: AuthMode,
  loggedIn: boolean,
  location: GuardLocation,
): string | null {
  if (mode === 'required' && !loggedIn) return loginPathFor(location);
  if (mode === 'guest' && loggedIn) return SIGNED_IN_HOME;
  return null;
}

/**
 * The remembered page of a /login address, or null when there is none or it is not local
 * (`//evil.example`, `/\evil`, `https://…` are ignored).
 */
export function rememberedPath(search: string): string | null {
  const value = new URLSearchParams(search).get(REDIRECT_PARAM);
  return isLocalPath(value) ? value : null;
}

/** SPEC §4: after sign-in, the remembered page or /admin. */
export function afterSignInPath(remembered: string | null): string {
  return safeRedirectTarget(remembered, SIGNED_IN_HOME);
}
