import { readFileSync } from 'node:fs';

import { sql, type Kysely } from 'kysely';
import { z } from 'zod';

import { PAY_RATE_MIN_PER_EUR } from '../../../contract/pay-limits';
import type { Database } from '../../platform/db/schema';

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

/**
 * Puts the rates in the database (migration 017's `exchange_rate`) and rewrites the annual pay
 * of the jobs whose figure they change; nothing is written when none is, so a start with the
 * same file drops no cache. Every process runs it at start: the outcome is the same.
 */
export async function syncExchangeRates(
  db: Kysely<Database>,
  rates: ExchangeRates,
): Promise<{ jobsRepriced: number }> {
  const rows = [
    { currency: REFERENCE_CURRENCY, per_eur: 1 },
    ...Object.entries(rates.perEuro)
      .filter(([currency]) => currency !== REFERENCE_CURRENCY)
      .map(([currency, perEur]) => ({ currency, per_eur: perEur })),
  ];
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('exchange_rate')
      .where(
        'currency',
        'not in',
        rows.map((row) => row.currency),
      )
      .execute();
    await trx
      .insertInto('exchange_rate')
      .values(rows)
      .onConflict((conflict) =>
        conflict.column('currency').doUpdateSet({ per_eur: sql`excluded.per_eur` }),
      )
      .execute();
    const stale = sql<boolean>`pay_full_year_eur IS DISTINCT FROM annual_pay_eur(pay_currency, pay_max, pay_period)`;
    const { count } = await trx
      .selectFrom('job')
      .where(stale)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    // The row trigger writes the figure; the statement only touches the rows.
    if (Number(count) > 0)
      await trx
        .updateTable('job')
        .set({ id: sql`id` })
        .where(stale)
        .execute();
    return { jobsRepriced: Number(count) };
  });
}
