import { createHash } from 'node:crypto';

import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, type Options as LimiterOptions } from 'express-rate-limit';
import { errors, type InteractionDetails, type Provider } from 'oidc-provider';
import { z } from 'zod';

import { isAdminScope } from '../../../contract/admin-scopes';
import { paths } from '../../../contract/paths';
import type { RateLimiters } from '../http/rate-limits';
import { isSafeText } from '../http/safe-text';
import type { Account, AccountRepository } from './accounts';
import type { DeviceCookies } from './device-cookie';
import { messagePage, signInPage } from './provider-pages';

interface InteractionRouterOptions {
  provider: Provider;
  accounts: AccountRepository;
  /** The API's resource indicator, under which the admin scopes are granted. */
  resource: string;
  companyName: string;
  /** The sign-in limits: per client, per account and client, and the slow-down per account. */
  limiters: RateLimiters;
  /** The cookie a successful sign-in leaves on the device (OWASP's device cookie). */
  deviceCookies: DeviceCookies;
}

/** Who is signing in to what, as the sign-in limits count it. */
interface SignInAttempt {
  /** The account, by a hash of its e-mail (trimmed, lower case): a shared Redis holds no e-mail addresses. */
  accountKey: string;
  /** The client: its device, when it holds a device cookie for this account; else its address. */
  clientKey: string;
  knownDevice: boolean;
}

const attemptOf = (res: Response) => res.locals.signInAttempt as SignInAttempt;

const OIDC_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);

// Unsafe text (safe-text.ts) fails the parse, so the form shows "enter your e-mail and password".
const credentialsSchema = z.object({
  email: z.string().trim().max(320).refine(isSafeText).default(''),
  password: z.string().max(1024).refine(isSafeText).default(''),
});

/** The account an attempt names, whatever case and spaces it was typed with. */
const accountKeyOf = (email: unknown) =>
  createHash('sha256')
    .update(credentialsSchema.shape.email.safeParse(email).data?.toLowerCase() ?? '')
    .digest('base64url');

const MISSING_CREDENTIALS = 'Enter your e-mail address and your password.';
const WRONG_CREDENTIALS =
  'The e-mail address or the password is not correct. Check both and try again.';
const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a few minutes, then try again.';

/**
 * The first-party client needs no consent screen: the grant holds the OpenID scopes asked for
 * and the admin scopes the account has; the others are recorded as rejected, so the provider
 * does not ask again.
 */
async function grantFor(
  provider: Provider,
  details: InteractionDetails,
  account: Account,
  resource: string,
): Promise<string> {
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant =
    existing ?? new provider.Grant({ accountId: account.id, clientId: details.params.client_id });
  const requested = (details.params.scope ?? '').split(' ').filter(Boolean);
  const oidcScopes = requested.filter((scope) => OIDC_SCOPES.has(scope));
  const apiScopes = requested.filter(isAdminScope);
  const held = apiScopes.filter((scope) => account.scopes.includes(scope));
  const denied = apiScopes.filter((scope) => !account.scopes.includes(scope));
  if (oidcScopes.length > 0) grant.addOIDCScope(oidcScopes.join(' '));
  if (held.length > 0) grant.addResourceScope(resource, held.join(' '));
  if (denied.length > 0) grant.rejectResourceScope(resource, denied.join(' '));
  return grant.save();
}

/**
 * The provider's interaction pages at `/interaction/:uid` (root-relative, outside the `/oidc`
 * mount, MACHINE.md): the sign-in form, its submission, cancelling, and the silent consent.
 */
export function createInteractionRouter({
  provider,
  accounts,
  resource,
  companyName,
  limiters,
  deviceCookies,
}: InteractionRouterOptions): Router {
  const router = Router();
  const html = (res: Response, body: string, status = 200) => {
    res.status(status).type('html').set('Cache-Control', 'no-store').send(body);
  };
  const tooManyAttempts: LimiterOptions['handler'] = (req, res) =>
    html(
      res,
      signInPage({
        uid: String(req.params.uid),
        companyName,
        error: TOO_MANY_ATTEMPTS,
        nonce: res.locals.cspNonce,
      }),
      429,
    );
  // Before the limits: which account the attempt names, and whether this device signed in to it.
  const identifyAttempt: RequestHandler = async (req, res, next) => {
    const accountKey = accountKeyOf(req.body?.email);
    const device = await deviceCookies.deviceOf(req, accountKey);
    const attempt: SignInAttempt = {
      accountKey,
      clientKey: device ? `device:${device}` : `address:${ipKeyGenerator(req.ip ?? '')}`,
      knownDevice: device !== undefined,
    };
    res.locals.signInAttempt = attempt;
    next();
  };
  // Only failed attempts count: a sign-in that succeeds is redirected back to the provider, so
  // an admin who signs in often never meets the limit meant for password guessing.
  const signedIn = (_req: Request, res: Response) => res.statusCode >= 300 && res.statusCode < 400;
  // The provider throws SessionNotFound when the interaction has timed out or its cookie is gone.
  const unlessExpired =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res) => {
      try {
        await handler(req, res);
      } catch (error) {
        if (!(error instanceof errors.SessionNotFound)) throw error;
        html(
          res,
          messagePage(
            companyName,
            'This sign-in has expired',
            'Sign-in pages are valid for a limited time. Start again from the sign-in page.',
            { href: paths.login(), label: 'Back to sign-in' },
            res.locals.cspNonce,
          ),
          400,
        );
      }
    };

  router.get(
    '/:uid',
    unlessExpired(async (req, res) => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        html(res, signInPage({ uid: details.uid, companyName, nonce: res.locals.cspNonce }));
        return;
      }
      const account = details.session
        ? await accounts.findById(details.session.accountId)
        : undefined;
      if (!account) {
        await provider.interactionFinished(req, res, {
          error: 'login_required',
          error_description: 'Sign in again.',
        });
        return;
      }
      const grantId = await grantFor(provider, details, account, resource);
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }),
  );

  router.post(
    '/:uid/login',
    express.urlencoded({ extended: false, limit: '4kb' }),
    identifyAttempt,
    // Failed attempts from one client, to any accounts: a known device counts on its own.
    limiters.limit('signIn', {
      handler: tooManyAttempts,
      keyGenerator: (_req, res) => attemptOf(res).clientKey,
      requestWasSuccessful: signedIn,
    }),
    // Failed attempts on one account from one client: a flood from one address shuts out that
    // address only, never the account (issue 23).
    limiters.limit('signInAccount', {
      handler: tooManyAttempts,
      keyGenerator: (_req, res) => `${attemptOf(res).accountKey}:${attemptOf(res).clientKey}`,
      requestWasSuccessful: signedIn,
    }),
    // Failed attempts on one account from every client it does not know: past a few, each waits
    // longer (guessing from many addresses gets slow), but none is refused.
    limiters.slowDown('signInAccount', {
      keyGenerator: (_req, res) => attemptOf(res).accountKey,
      skip: (_req, res) => attemptOf(res).knownDevice,
      requestWasSuccessful: signedIn,
    }),
    unlessExpired(async (req, res) => {
      const details = await provider.interactionDetails(req, res);
      const parsed = credentialsSchema.safeParse(req.body ?? {});
      const { email, password } = parsed.success ? parsed.data : { email: '', password: '' };
      const nonce = res.locals.cspNonce;
      if (!email || !password) {
        html(
          res,
          signInPage({ uid: details.uid, companyName, email, error: MISSING_CREDENTIALS, nonce }),
        );
        return;
      }
      const account = await accounts.verifyCredentials(email, password);
      if (!account) {
        html(
          res,
          signInPage({ uid: details.uid, companyName, email, error: WRONG_CREDENTIALS, nonce }),
        );
        return;
      }
      const grantId = await grantFor(provider, details, account, resource);
      await accounts.recordSignIn({
        accountId: account.id,
        grantId,
        userAgent: req.get('user-agent') ?? '',
      });
      await deviceCookies.issue(req, res, attemptOf(res).accountKey);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.id }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  router.get(
    '/:uid/abort',
    unlessExpired(async (req, res) => {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      );
    }),
  );

  return router;
}
