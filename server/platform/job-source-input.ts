import { z } from 'zod';

import type { JobSourceInput } from '../../src/api/admin-job-source-types';
import { JOB_SOURCE_TYPES } from '../../src/api/job-model';

/** An optional secret or address: absent, null and '' all mean none. */
const optionalText = (text: z.ZodType<string>) =>
  z
    .union([z.literal(''), z.null(), text])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * One job source (issue 26) as the admin's form, its test call and `JOB_SOURCES` name it: here,
 * in the platform, so the configuration and the job sources module check it by one rule.
 */
export const jobSourceInputSchema = z
  .strictObject({
    type: z.enum(JOB_SOURCE_TYPES, { error: `must be one of ${JOB_SOURCE_TYPES.join(', ')}` }),
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
  .refine((input) => input.type !== 'teamtailor' || input.apiKey !== null, {
    path: ['apiKey'],
    error: 'is required for Teamtailor (its API key)',
  });

/** `JOB_SOURCES`: a JSON list of sources. */
export const jobSourcesSetting = z
  .string()
  .transform((value, context): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'expected a JSON list of {type, board, …}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(jobSourceInputSchema));

export type ConfiguredJobSource = z.output<typeof jobSourceInputSchema> & JobSourceInput;
