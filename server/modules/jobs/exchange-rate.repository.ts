import { sql, type Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';
import { REFERENCE_CURRENCY, type ExchangeRates } from './exchange-rates';

/**
 * Puts the rates in the database (migration 017's `exchange_rate`) and rewrites the annual pay
 * of the jobs whose figure they change; nothing is written when none is, so a start with the
 * same file drops no cache. Every process runs it at start: the outcome is the same.
 */
export async function saveExchangeRates(
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
