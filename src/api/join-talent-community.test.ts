import { describe, expect, test } from 'vitest';

import { talentSignupSchema } from '../../server/modules/talent/talent-schemas';
import { talentInputSchema } from './join-talent-community';

const VALID = {
  name: 'Ines Duarte',
  email: 'ines@example.com',
  country: 'Portugal',
  interests: ['Engineering'],
  consent: true,
};

// The browser must refuse exactly what the server refuses (the form's own checks).
const CASES: [string, Record<string, unknown>][] = [
  ['a complete sign-up', VALID],
  ['no interests', { ...VALID, interests: [] }],
  ['an empty name', { ...VALID, name: ' ' }],
  ['an 81-character name', { ...VALID, name: 'n'.repeat(81) }],
  ['a missing e-mail', { ...VALID, email: '' }],
  ['a malformed e-mail', { ...VALID, email: 'ines@' }],
  ['a country not in the list', { ...VALID, country: 'Atlantis' }],
  ['no country', { ...VALID, country: '' }],
  ['consent not given', { ...VALID, consent: false }],
  ['a name with a right-to-left override', { ...VALID, name: 'Ines\u202Eduarte' }],
  ['a name with a line separator', { ...VALID, name: 'Ines\u2028Duarte' }],
  ['a name with a tab', { ...VALID, name: 'Ines\tDuarte' }],
  ['a name in Arabic with a right-to-left mark', { ...VALID, name: 'إيناس\u200F دوارتي' }],
];

describe('talentInputSchema', () => {
  test.each(CASES)('agrees with the server on %s', (_case, input) => {
    expect(talentInputSchema.safeParse(input).success).toBe(
      talentSignupSchema.safeParse(input).success,
    );
  });
});
