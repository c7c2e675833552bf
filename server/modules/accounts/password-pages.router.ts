import express, { Router, type Response } from 'express';
import { z } from 'zod';

import { passwordProblem } from '../../platform/auth/passwords';
import type { RateLimiters } from '../../platform/http/rate-limits';
import { sendLinkPage } from '../../platform/http/link-page';
import { isSafeText } from '../../platform/http/safe-text';
import { emailAddress } from '../../platform/http/validation';
import { linkTokenSchema } from '../../platform/mail/link-token';
import {
  forgotPasswordPage,
  passwordSetPage,
  resetRequestedPage,
  setPasswordPage,
  unusableLinkPage,
} from './password-pages';
import type { PasswordLinkService, PasswordLinkState } from './password-link-service';

interface PasswordPagesDeps {
  passwords: PasswordLinkService;
  companyName: string;
  /** The app's limits: "forgot password" is limited per client (`RATE_LIMIT_PASSWORD_RESET`). */
  limiters: RateLimiters;
}

const form = express.urlencoded({ extended: false, limit: '4kb' });
const forgotSchema = z.object({ email: emailAddress() });
const tokenQuerySchema = z.object({ token: linkTokenSchema });
const setPasswordSchema = z.object({
  token: linkTokenSchema,
  password: z.string().max(2048).default(''),
  confirm: z.string().max(2048).default(''),
});

/** What was typed in the e-mail field, to show again in the form. */
function typedEmail(body: { email?: unknown } | undefined): string {
  const typed = typeof body?.email === 'string' ? body.email : '';
  return isSafeText(typed) ? typed.slice(0, 320) : '';
}

/**
 * The embedded sign-in's password pages, mounted by the app at `/interaction/password` (before
 * the sign-in's own `/interaction/:uid`): "forgot password" (`/forgot`, rate-limited, one answer
 * for every address) and the page of an invitation or reset link (`/?token=…`), which sets the
 * password once. A link opened only shows the form: mail scanners that fetch it use nothing up.
 */
export function createPasswordPagesRouter({
  passwords,
  companyName,
  limiters,
}: PasswordPagesDeps): Router {
  const router = Router();
  const page = (res: Response) => ({ companyName, nonce: res.locals.cspNonce });
  const resetLimit = limiters.limit('passwordReset', {
    handler: (req, res) => {
      const error = 'Too many requests from here. Wait a few minutes, then try again.';
      sendLinkPage(
        res,
        forgotPasswordPage({ ...page(res), email: typedEmail(req.body), error }),
        429,
      );
    },
  });
  const unusable = (res: Response, state: Exclude<PasswordLinkState, { kind: 'usable' }>) =>
    sendLinkPage(res, unusableLinkPage({ ...page(res), ...state }), 410);

  router.get('/forgot', (_req, res) => sendLinkPage(res, forgotPasswordPage(page(res))));

  router.post('/forgot', form, resetLimit, async (req, res) => {
    const parsed = forgotSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const error = 'Enter the e-mail address of your admin account, like ada@example.com.';
      sendLinkPage(
        res,
        forgotPasswordPage({ ...page(res), email: typedEmail(req.body), error }),
        400,
      );
      return;
    }
    await passwords.requestPasswordReset(parsed.data.email);
    sendLinkPage(res, resetRequestedPage(page(res)));
  });

  router.get('/', async (req, res) => {
    const parsed = tokenQuerySchema.safeParse(req.query);
    const state = parsed.success
      ? await passwords.checkPasswordLink(parsed.data.token)
      : ({ kind: 'unknown' } as const);
    if (state.kind !== 'usable') return unusable(res, state);
    sendLinkPage(res, setPasswordPage({ ...page(res), ...state, token: parsed.data?.token ?? '' }));
  });

  router.post('/', form, async (req, res) => {
    const parsed = setPasswordSchema.safeParse(req.body ?? {});
    if (!parsed.success) return unusable(res, { kind: 'unknown' });
    const { token, password, confirm } = parsed.data;
    const problem = passwordProblem(password);
    const error = problem
      ? `The password ${problem}.`
      : password !== confirm
        ? 'The two passwords differ. Type the same password in both fields.'
        : undefined;
    const state = error
      ? await passwords.checkPasswordLink(token)
      : await passwords.setPasswordWithLink(token, password);
    if (state.kind !== 'usable') return unusable(res, state);
    if (error)
      return sendLinkPage(res, setPasswordPage({ ...page(res), ...state, token, error }), 400);
    sendLinkPage(res, passwordSetPage(page(res)));
  });

  return router;
}
