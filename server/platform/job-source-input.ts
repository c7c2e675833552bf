import { z } from 'zod';

import type { JobSourceInput } from '../../contract/admin-job-source-types';
import { JOB_SOURCE_TYPES } from '../../contract/job-model';

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

/** A host as a URL writes it (`ats.intranet`, `10.0.0.7`, `[fd00::7]`): no scheme, port or path. */
function hostOf(entry: string): string | null {
  if (!/^[^/?#@\\\s]+$/.test(entry) || !URL.canParse(`http://${entry}/`)) return null;
  const url = new URL(`http://${entry}/`);
  return url.port === '' && url.host === url.hostname ? url.hostname : null;
}

/**
 * `JOB_SOURCE_ALLOWED_HOSTS`: hosts on the server's own network that the admin's sources may
 * still read (decision 035), comma-separated, each as a URL writes it.
 */
export const allowedHostsSetting = z.string().transform((value, context): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hosts = entries.map(hostOf);
  const bad = entries.find((_, index) => hosts[index] === null);
  if (bad === undefined) return hosts.filter((host) => host !== null);
  context.addIssue({
    code: 'custom',
    message: `expected host names or addresses, comma-separated, without scheme or port (not "${bad}")`,
  });
  return z.NEVER;
});
