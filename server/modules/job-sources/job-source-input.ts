import { z } from 'zod';

import type { JobSourceInput } from '../../../contract/admin-job-source-types';
import { ConfigError } from '../../platform/config';
import { connectorOf, JOB_SOURCE_KINDS, type JobSourceKind } from './connectors';

/** An optional secret or address: absent, null and '' all mean none. */
const optionalText = (text: z.ZodType<string>) =>
  z
    .union([z.literal(''), z.null(), text])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * One job source (issue 26) as the admin's form, its test call and `JOB_SOURCES` name it. The
 * type is one of the registry's (`connectors/index.ts`); what else a type needs (Teamtailor's API
 * key) its connector says (`needsApiKey`).
 */
export const jobSourceInputSchema = z
  .strictObject({
    type: z.enum(JOB_SOURCE_KINDS, { error: `must be one of ${JOB_SOURCE_KINDS.join(', ')}` }),
    board: z
      .string({ error: 'is required' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, {
        error: 'must be the board name as the ATS writes it: letters, digits, dots, dashes',
      }),
    baseUrl: optionalText(
      z.url({
        protocol: /^https?$/,
        error: 'must be an http(s) address such as https://api.eu.lever.co',
      }),
    ),
    webhookSecret: optionalText(z.string().trim().min(8, 'must be at least 8 characters').max(500)),
    apiKey: optionalText(z.string().trim().min(8, 'must be at least 8 characters').max(500)),
  })
  .superRefine((input, context) => {
    const connector = connectorOf(input.type);
    if (connector?.needsApiKey && input.apiKey === null)
      context.addIssue({
        code: 'custom',
        path: ['apiKey'],
        message: `is required for ${connector.label} (its API key)`,
      });
  });

type CheckedJobSourceInput = z.output<typeof jobSourceInputSchema> &
  JobSourceInput & { type: JobSourceKind };

/**
 * The sources of `JOB_SOURCES`, checked by the same rules as the admin's; a bad one is a
 * ConfigError naming it (`JOB_SOURCES.0.apiKey: …`), never echoing what it holds (secrets).
 */
export function configuredJobSources(entries: readonly unknown[]): CheckedJobSourceInput[] {
  const result = z.array(jobSourceInputSchema).safeParse(entries);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `JOB_SOURCES.${issue.path.join('.')}: ${issue.message} (got (hidden))`,
  );
  throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
}
