import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import type { ConfirmationRequestOutcome } from '../../contract/confirmation-request';
import { plainTextProblem } from '../../contract/text-rules';
import { requestEnvelopeWithMessage, type EnvelopeResult } from './envelope-with-message';

const EMAIL_MAX = 254;

/** An optional single line of plain text, at most `max` characters; empty means not given. */
const optionalLine = (max: number, what: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, { error: `${what} must be ${max} characters or fewer` }),
    z.refine((text) => plainTextProblem(text, { multiline: false }) === null, {
      error: `${what} must be a single line of plain text`,
    }),
  );

/** A press release subscription as the /press form fills it (`zod/mini`). */
export const pressSubscriptionInputSchema = z.object({
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
  name: optionalLine(80, 'Your name'),
  outlet: optionalLine(120, 'The outlet'),
});

export type PressSubscriptionInput = z.output<typeof pressSubscriptionInputSchema>;
export type PressSubscriptionField = keyof PressSubscriptionInput;

/**
 * POST /api/press/subscriptions → 202 with what it did and a message, the same whether the
 * address is subscribed already or not.
 */
function subscribeToPressReleases(
  input: PressSubscriptionInput,
): Promise<EnvelopeResult<{ outcome: ConfirmationRequestOutcome }>> {
  return requestEnvelopeWithMessage<{ outcome: ConfirmationRequestOutcome }>({
    method: 'POST',
    url: 'press/subscriptions',
    data: input,
  });
}

/** Subscribes an address to the press releases, sent once its owner confirms it by e-mail. */
export function useSubscribeToPressReleases() {
  return useMutation({ mutationFn: subscribeToPressReleases });
}
