import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import type { ConfirmationRequestOutcome } from '../../contract/confirmation-request';
import { requestEnvelopeWithMessage, type EnvelopeResult } from './envelope-with-message';
import { ALERT_FREQUENCIES } from '../../contract/job-alert';

const EMAIL_MAX = 254;

/** A new job alert as the list's form fills it (`zod/mini`); the search comes from the list. */
export const jobAlertInputSchema = z.object({
  email: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: 'Enter your e-mail address' }),
      z.maxLength(EMAIL_MAX, {
        error: `Your e-mail address must be ${EMAIL_MAX} characters or fewer`,
      }),
    ),
    z.email({ error: 'Enter a valid e-mail address, like name@example.com' }),
  ),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'Choose daily or weekly' }),
});

export type JobAlertInput = z.output<typeof jobAlertInputSchema>;
export type JobAlertField = keyof JobAlertInput;

/**
 * POST /api/alerts → 202 with what it did and a message, the same whether the address saved this
 * search or not. `search` is the list's query as the alert keeps it (`alertQueryOf`), sent as
 * flat keys.
 */
function saveJobAlert({
  input,
  search,
}: {
  input: JobAlertInput;
  search: string;
}): Promise<EnvelopeResult<{ outcome: ConfirmationRequestOutcome }>> {
  return requestEnvelopeWithMessage<{ outcome: ConfirmationRequestOutcome }>({
    method: 'POST',
    url: 'alerts',
    data: { ...Object.fromEntries(new URLSearchParams(search)), ...input },
  });
}

/** Saves the job list's search as an alert, sent once its owner confirms it by e-mail. */
export function useSaveJobAlert() {
  return useMutation({ mutationFn: saveJobAlert });
}
