import { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES, ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { OwnAccount } from '../../../contract/admin-account-types';
import type { VerifiedAccessToken } from '../../platform/auth/access-token-verifier';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { pageParam } from '../../platform/admin-lists/admin-query';
import { actorOf, requireScope } from '../../platform/auth/require-scope';
import { HttpError, okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import type { AccountAdminService } from './account-admin-service';
import {
  accountIdParamsSchema,
  invitationSchema,
  moderationMailSchema,
  passwordChangeSchema,
  scopesChangeSchema,
  signInIdParamsSchema,
} from './account-schemas';
import type { OwnAccountService } from './own-account-service';

/** The verified token of the request (require-scope.ts set it). */
function verified(auth: VerifiedAccessToken | undefined): VerifiedAccessToken {
  if (!auth) throw new HttpError(401);
  return auth;
}

const listQuerySchema = z.strictObject({ page: pageParam });

/**
 * `/api/admin/accounts` (scope `admin:accounts`): the admins, 10 a page; invite one by e-mail
 * with their scopes, send an invitation again, change scopes (naming the version the form was
 * based on: a stale one is a 409 with the account as it is), remove one.
 */
export function createAccountsAdminRouter(accounts: AccountAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.accounts, {
    query: listQuerySchema,
    list: (_filters, paging) => accounts.listAccounts(paging),
  });

  router.post('/', jsonBody(), async (req, res) => {
    const input = parseOrThrow(invitationSchema, req.body, 'body');
    const invited = await accounts.inviteAccount(input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(invited, 201, 'Created'));
  });

  router.put('/:id', jsonBody(), async (req, res) => {
    const { id } = parseOrThrow(accountIdParamsSchema, req.params, 'params');
    const input = parseOrThrow(scopesChangeSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await accounts.changeScopes({ id, ...input }, actorOf(res.locals.auth))),
    );
  });

  router.post('/:id/invitation', async (req, res) => {
    const { id } = parseOrThrow(accountIdParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await accounts.resendInvitation(id, actorOf(res.locals.auth))));
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parseOrThrow(accountIdParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await accounts.removeAccount(id, actorOf(res.locals.auth))));
  });

  return router;
}

/**
 * `/api/admin/account` (any admin scope): the admin's own account and where they are signed in;
 * change the password (the current one required); sign out elsewhere, one sign-in or all others;
 * with the comments scope, how often to be e-mailed of held comments (decision 066).
 */
export function createOwnAccountAdminRouter(own: OwnAccountService): Router {
  const router = Router();
  router.use(requireScope(...ALL_ADMIN_SCOPES));

  router.get('/', async (_req, res) => {
    sendEnvelope(res, okEnvelope(await own.getOwnAccount(verified(res.locals.auth))));
  });

  router.put('/password', jsonBody(), async (req, res) => {
    const passwords = parseOrThrow(passwordChangeSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await own.changeOwnPassword(verified(res.locals.auth), passwords)),
    );
  });

  router.put(
    '/moderation-mail',
    requireScope(ADMIN_SCOPES.comments),
    jsonBody(),
    async (req, res) => {
      const { frequency } = parseOrThrow(moderationMailSchema, req.body, 'body');
      sendEnvelope(
        res,
        okEnvelope(await own.setOwnModerationMail(verified(res.locals.auth), frequency)),
      );
    },
  );

  router.delete('/sign-ins', async (_req, res) => {
    sendEnvelope(res, okEnvelope(await own.endOwnSignIns(verified(res.locals.auth))));
  });

  router.delete('/sign-ins/:id', async (req, res) => {
    const { id } = parseOrThrow(signInIdParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await own.endOwnSignIns(verified(res.locals.auth), id)));
  });

  return router;
}

/**
 * `/api/admin/account` with an external provider: accounts live there, and the site can change
 * none of them; the screen says where.
 */
export function createExternalAccountAdminRouter(issuer: string): Router {
  const router = Router();
  router.use(requireScope(...ALL_ADMIN_SCOPES));
  router.get('/', (_req, res) => {
    const account: OwnAccount = { provider: 'external', issuer };
    sendEnvelope(res, okEnvelope(account));
  });
  return router;
}
