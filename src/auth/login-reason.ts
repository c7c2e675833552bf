import { paths } from '../../contract/paths';

/** Why an admin page sent someone to /login (SPEC §5), so /login does not send them straight back. */
export type LoginReason = 'forbidden' | 'unavailable';
export const LOGIN_REASON_PARAM = 'reason';

/** `/login?reason=…&redirect=…`; the remembered page is added only when it is local (guards.ts). */
export function loginPathWithReason(reason: LoginReason, redirect?: string): string {
  return paths.login({ [LOGIN_REASON_PARAM]: reason, redirect });
}
