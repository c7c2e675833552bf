import { z } from 'zod';

import { ALERT_FREQUENCIES, alertQueryOf, type AlertFrequency } from '../../../contract/job-alert';
import { jobListParamsSchema } from '../../../contract/job-list-query';
import { emailAddress, parseOrThrow } from '../../platform/http/validation';
import { linkTokenSchema as linkToken } from '../../platform/mail/link-token';

const frequency = z.enum(ALERT_FREQUENCIES, { error: 'must be daily or weekly' });

const alertFieldsSchema = z.looseObject({ email: emailAddress(), frequency });

/** A new alert: where it goes, how often, and the search it saves (canonical query string). */
export interface AlertSignupInput {
  email: string;
  frequency: AlertFrequency;
  query: string;
}

/**
 * Reads a new alert from a request body: an address, a frequency, and the job list's own query,
 * its keys flat beside them as the list's form and URL write them (read by the list's schema, so
 * an unknown key or a bad value is a 400 naming it, and a key the list gains is taken at once).
 */
export function parseAlertSignup(body: unknown): AlertSignupInput {
  const { email, frequency, ...search } = parseOrThrow(alertFieldsSchema, body, 'body');
  const params = parseOrThrow(jobListParamsSchema, search, 'body');
  return { email, frequency, query: alertQueryOf(params) };
}

/** The body of the confirm, unsubscribe and delete forms. */
export const tokenBodySchema = z.strictObject({ token: linkToken });

/** A frequency change from the manage page. */
export const frequencyBodySchema = z.strictObject({ token: linkToken, frequency });
