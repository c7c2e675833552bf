import { z } from 'zod';

import { MODERATION_MAIL_FREQUENCIES } from '../../../contract/admin-account-types';
import { ALL_ADMIN_SCOPES, isAdminScope } from '../../../contract/admin-scopes';
import { newPasswordSchema } from '../../platform/auth/passwords';
import { isSafeText } from '../../platform/http/safe-text';
import { emailAddress } from '../../platform/http/validation';

// An account's id is the database's uuid; anything else names no account (a 400, not a 500).
export const accountIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'must be the id of an account' }),
});

export const signInIdParamsSchema = z.strictObject({
  id: z.string().regex(/^[\w-]{1,100}$/, { error: 'must be the id of a sign-in' }),
});

const scopesSchema = z
  .array(z.string(), { error: 'choose the sections this admin may use' })
  .min(1, { error: 'choose at least one section' })
  .refine((scopes) => scopes.every(isAdminScope), {
    error: `must be some of ${ALL_ADMIN_SCOPES.join(', ')}`,
  })
  .transform((scopes) => ALL_ADMIN_SCOPES.filter((scope) => scopes.includes(scope)));

export const invitationSchema = z.strictObject({ email: emailAddress(), scopes: scopesSchema });

export const scopesChangeSchema = z.strictObject({
  scopes: scopesSchema,
  version: z.number({ error: 'is missing: reload the account and save again' }).int().positive(),
});

export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'enter your current password' })
    .min(1, { error: 'enter your current password' })
    .max(1024)
    .refine(isSafeText, { error: 'is not your current password' }),
  newPassword: newPasswordSchema,
});

export const moderationMailSchema = z.strictObject({
  frequency: z.enum(MODERATION_MAIL_FREQUENCIES, {
    error: `must be one of ${MODERATION_MAIL_FREQUENCIES.join(', ')}`,
  }),
});
