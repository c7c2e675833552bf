import { readFileSync } from 'node:fs';

import { z } from 'zod';

import { PAY_RATE_MIN_PER_EUR } from '../../../contract/pay-limits';

/** The reference currency of `payMin` and of every job's annual pay (docs/pay.md). */
export const REFERENCE_CURRENCY = 'EUR';

/**
 * content/exchange-rates.json: how many units of each currency one euro buys, with the date
 * and source of the figures. The data owner updates it; it is read at every start.
 */
const exchangeRatesSchema = z.strictObject({
  date: z.iso.date(),
  source: z.string().trim().min(1),
  perEuro: z.record(
    z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as GBP'),
    // Any lower, a storable pay could overflow a job's annual figure (contract/pay-limits.ts).
    z
      .number()
      .finite()
      .min(PAY_RATE_MIN_PER_EUR, {
        error: `must be at least ${PAY_RATE_MIN_PER_EUR} (the pay limits assume it)`,
      }),
  ),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** Reads and checks the rate table; a bad file stops the start with the field it fails on. */
export function loadExchangeRates(file: string): ExchangeRates {
  const result = exchangeRatesSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}
