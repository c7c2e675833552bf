-- The minimum-pay filter and the sort by pay (issue 27, decision 031, docs/pay.md): every job
-- with pay keeps the top of its range as a year's pay in euros, so `payMin` is one indexed
-- comparison in the list's one statement.

-- Units of each currency that one euro buys, copied from content/exchange-rates.json at every
-- start (server/modules/jobs/exchange-rates.ts). A currency missing here gives no annual pay.
CREATE TABLE exchange_rate (
  currency text PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
  per_eur  numeric NOT NULL CHECK (per_eur > 0)
);

-- docs/pay.md: 40 hours a week, 5 days a week, 52 weeks a year; rounded to whole euros.
CREATE FUNCTION annual_pay_eur(currency text, amount numeric, period text) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT round(amount * CASE period
      WHEN 'HOUR' THEN 2080 WHEN 'DAY' THEN 260 WHEN 'WEEK' THEN 52 WHEN 'MONTH' THEN 12
      WHEN 'YEAR' THEN 1 END
    / (SELECT per_eur FROM exchange_rate WHERE exchange_rate.currency = annual_pay_eur.currency))::integer
$$;

ALTER TABLE job ADD COLUMN pay_annual_eur integer;

-- Written on every insert and update, whatever the writer (seed, editor, job-source sync), so
-- the column never disagrees with the pay beside it or the rates of the last start.
CREATE FUNCTION set_job_pay_annual_eur() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.pay_annual_eur := annual_pay_eur(NEW.pay_currency, NEW.pay_max, NEW.pay_period);
  RETURN NEW;
END
$$;
CREATE TRIGGER job_pay_annual_eur BEFORE INSERT OR UPDATE ON job
  FOR EACH ROW EXECUTE FUNCTION set_job_pay_annual_eur();

-- `payMin` and `sort=pay` (best paid first, jobs without pay last).
CREATE INDEX job_pay_annual_eur_idx ON job (pay_annual_eur DESC NULLS LAST, created_at DESC, id DESC);
