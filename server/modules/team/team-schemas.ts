import { z } from 'zod';

import { plainText } from '../../platform/http/validation';
import type { TeamMemberInput } from './team-admin-service';

// An empty optional field is stored as null.
const optional = (text: z.ZodType<string>) =>
  text.transform((value) => (value === '' ? null : value));

/** The member form's fields, as multipart text (every value a string). */
const memberFields = {
  name: plainText({ min: 1, max: 80 }),
  role: plainText({ min: 1, max: 120 }),
  team: plainText({ min: 1, max: 80 }),
  location: optional(plainText({ min: 0, max: 80 })).default(null),
  bio: plainText({ min: 1, max: 10_000, multiline: true }),
  quote: optional(plainText({ min: 0, max: 400, multiline: true })).default(null),
  joinedAt: z
    .union([z.literal(''), z.iso.date({ error: 'must be a date (YYYY-MM-DD)' })])
    .transform((value) => (value === '' ? null : value))
    .default(null),
};

export const newMemberSchema: z.ZodType<TeamMemberInput> = z.strictObject(memberFields);

export const savedMemberSchema = z.strictObject({
  ...memberFields,
  version: z
    .string({ error: 'is missing: reload the member and save again' })
    .regex(/^[1-9]\d{0,8}$/, { error: 'must be a whole number' })
    .transform(Number),
});

export const moveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: 'must be "up" or "down"' }),
});
