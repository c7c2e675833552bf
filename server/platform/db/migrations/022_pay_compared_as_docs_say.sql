-- Pay compared only where it compares (issue 32, docs/pay.md). A contractor's rate by the hour,
-- day or week carries the holidays, sick days, pension and gaps between contracts that an
-- employee's pay does not: a €550 day rate times 260 days is no €143,000 salary. So
-- `pay_annual_eur`, the figure `payMin`, `sort=pay` and the pay facet read, is left empty for
-- those rates, and the full-year figure every job with a rate has gets its own column, which the
-- cards show in euros beside the pay. A contract paid by the month or year is what it pays then.

-- The top of the range as a full-time year in euros, for every job whose currency has a rate.
ALTER TABLE job ADD COLUMN pay_full_year_eur integer;

CREATE OR REPLACE FUNCTION set_job_pay_annual_eur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.pay_full_year_eur := annual_pay_eur(NEW.pay_currency, NEW.pay_max, NEW.pay_period);
  NEW.pay_annual_eur := CASE
    WHEN NEW.employment_type = 'contract' AND NEW.pay_period IN ('HOUR', 'DAY', 'WEEK') THEN NULL
    ELSE NEW.pay_full_year_eur END;
  RETURN NEW;
END
$$;

-- The row trigger writes both figures of the jobs written before this migration.
UPDATE job SET id = id WHERE pay_currency IS NOT NULL;
