import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { isCountry } from '../../contract/countries';
import { plainTextProblem } from '../../contract/text-rules';
import { requestEnvelopeWithMessage, type EnvelopeResult } from './envelope-with-message';

const TALENT_NAME_MAX = 80;
const TALENT_EMAIL_MAX = 254;

/** The talent community sign-up: who, where, which teams, and the required consent (`zod/mini`). */
export const talentInputSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Enter your name' }),
    z.maxLength(TALENT_NAME_MAX, {
      error: `Your name must be ${TALENT_NAME_MAX} characters or fewer`,
    }),
    z.refine((text) => plainTextProblem(text, { multiline: false }) === null, {
      error: 'Your name must be a single line of plain text',
    }),
  ),
  email: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, { error: 'Enter your e-mail address' }),
      z.maxLength(TALENT_EMAIL_MAX, {
        error: `Your e-mail address must be ${TALENT_EMAIL_MAX} characters or fewer`,
      }),
    ),
    z.email({ error: 'Enter a valid e-mail address, like name@example.com' }),
  ),
  country: z.string().check(z.refine(isCountry, { error: 'Choose the country you live in' })),
  interests: z.array(z.string()),
  consent: z.literal(true, {
    error: 'Tick the box to agree that we may keep your details',
  }),
});

type TalentInput = z.output<typeof talentInputSchema>;
export type TalentField = keyof TalentInput;

/**
 * POST /api/talent-community → 202 with a message (a link on its way, one pending, or the
 * address's daily cap reached), the same whether the address is new or known.
 */
function joinTalentCommunity(input: TalentInput): Promise<EnvelopeResult<unknown>> {
  return requestEnvelopeWithMessage<unknown>({
    method: 'POST',
    url: 'talent-community',
    data: input,
  });
}

/** Signs a visitor up to hear about matching roles. */
export function useJoinTalentCommunity() {
  return useMutation({ mutationFn: joinTalentCommunity });
}
