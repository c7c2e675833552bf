import { z } from 'zod';

import { isCountry } from '../../../contract/countries';
import { emailAddress, plainText } from '../../platform/http/validation';

// At most one interest per department, each a department name.
const MAX_INTERESTS = 11;
const MAX_INTEREST_LENGTH = 60;

/** A talent community signup (SPEC §3: the country is one of the country list's names). */
export const talentSignupSchema = z.strictObject({
  name: plainText({ min: 1, max: 80 }),
  email: emailAddress(),
  country: z.string().refine(isCountry, { error: 'must be one of the listed countries' }),
  interests: z
    .array(plainText({ min: 1, max: MAX_INTEREST_LENGTH }), { error: 'must be a list of names' })
    .max(MAX_INTERESTS, { error: `must have at most ${MAX_INTERESTS} items` })
    .transform((interests) => [...new Set(interests)]),
  consent: z.literal(true, { error: 'must be given (true)' }),
});

export type TalentSignupInput = z.output<typeof talentSignupSchema>;
