import { z } from 'zod';

import { emailAddress, plainText } from '../../platform/http/validation';
import { linkTokenSchema as linkToken } from '../../platform/mail/link-token';

// A form without script sends an empty field as "": nothing typed.
const optionalText = (max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      plainText({ min: 1, max }).optional(),
    )
    .transform((value) => value ?? null);

/** A press release subscription from /press: the address, and optionally a name and an outlet. */
export const pressSubscriptionSchema = z.strictObject({
  email: emailAddress(),
  name: optionalText(80),
  outlet: optionalText(120),
});

export type PressSubscriptionInput = z.output<typeof pressSubscriptionSchema>;

/** The body of the confirmation page's form. */
export const tokenBodySchema = z.strictObject({ token: linkToken });
