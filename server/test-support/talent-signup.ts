import { randomBytes } from 'node:crypto';

import { confirmationLimitsOf } from '../platform/mail/confirmation-limit';
import { testEnv } from './test-env';

/** Where the talent tests' confirmation links point. */
export const TEST_MAIL_SETTINGS = {
  origin: 'https://careers.somnia.example',
  companyName: 'Somnia',
};

/** An address no other test signs up with. */
export function uniqueEmail(): string {
  return `talent.${randomBytes(5).toString('hex')}@example.com`;
}

/** A valid signup body for the address. */
export function signupFor(email: string) {
  return {
    name: 'Noor Haddad',
    email,
    country: 'Jordan',
    interests: ['Engineering', 'Data'],
    consent: true,
  };
}

/** What the talent and alert services of the tests need: their links, and the default limits. */
export const TEST_CONFIRMATION_SETTINGS = {
  mail: TEST_MAIL_SETTINGS,
  limits: confirmationLimitsOf(testEnv()),
};
