import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { JobListItem } from '../../../contract/page-types';
import { PAY_RATE_MIN_PER_EUR, payAmountMax } from '../../../contract/pay-limits';
import { ROOT_DIR } from '../../platform/root-dir';
import type { NewJob } from '../../platform/db/schema';
import { testDrivers } from '../../test-support/test-database';
import { insertJob, uniqueLabel, uniqueWord } from '../../test-support/fixtures';
import { getJobListSection } from '../../test-support/job-list-section';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { loadExchangeRates } from './exchange-rates';
import { syncExchangeRates } from './job-service';

const titlesOf = (list: JobListItem[]) => list.map((job) => job.title);
const FILE_RATES = loadExchangeRates(path.join(ROOT_DIR, 'content', 'exchange-rates.json'));

type Pay = Pick<NewJob, 'pay_currency' | 'pay_min' | 'pay_max' | 'pay_period'>;
const pay = (currency: string, min: number, max: number, period: NewJob['pay_period']): Pay => ({
  pay_currency: currency,
  pay_min: min,
  pay_max: max,
  pay_period: period,
});
const NO_PAY: Pay = { pay_currency: null, pay_min: null, pay_max: null, pay_period: null };

describe.each(testDrivers())('the job list by pay [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { driver });
  });
  afterAll(async () => {
    // The file's rates again, whatever a test put in (XTS is ISO 4217's code for testing).
    await syncExchangeRates(real.services.database.db, FILE_RATES);
    await real.close();
  });

  const db = () => real.services.database.db;

  const getJobList = (query: string) => getJobListSection(real.app, query);

  const inDepartment = (department: string, query = '') =>
    `department=${encodeURIComponent(department)}${query ? `&${query}` : ''}`;

  test.each([
    ['payMin=55000', 'must be one of 40000, 60000, 80000, 100000'],
    ['payMin=sixty', 'must be one of'],
    ['payMin=-40000', 'must be one of'],
    ['payMin=40000&payMin=60000', ''],
  ])('?%s is a 400 naming payMin', async (query, message) => {
    const res = await request(real.app).get(`/api/page/job?${query}`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: { field: 'payMin' } });
    expect(res.body.message).toContain(`Invalid payMin: ${message}`);
  });

  test('hourly, daily, weekly and monthly pay are compared as a year; the top of the range counts', async () => {
    const department = uniqueLabel('Dept');
    // 40 hours a week, 5 days a week, 52 weeks a year (docs/pay.md).
    await insertJob(db(), { department, title: 'Hourly 62,400', ...pay('EUR', 20, 30, 'HOUR') });
    await insertJob(db(), { department, title: 'Daily 59,800', ...pay('EUR', 200, 230, 'DAY') });
    await insertJob(db(), {
      department,
      title: 'Weekly 62,400',
      ...pay('EUR', 1000, 1200, 'WEEK'),
    });
    await insertJob(db(), {
      department,
      title: 'Monthly 60,000',
      ...pay('EUR', 4000, 5000, 'MONTH'),
    });
    await insertJob(db(), {
      department,
      title: 'Yearly 40,000–90,000',
      ...pay('EUR', 40000, 90000, 'YEAR'),
    });
    await insertJob(db(), { department, title: 'No pay', ...NO_PAY });

    const sixty = await getJobList(inDepartment(department, 'payMin=60000&sort=title'));

    expect(titlesOf(sixty.list)).toEqual([
      'Hourly 62,400',
      'Monthly 60,000',
      'Weekly 62,400',
      'Yearly 40,000–90,000',
    ]);
    expect(sixty.pager.total).toBe(4);
    const all = await getJobList(inDepartment(department));
    expect(all.pager.total).toBe(6);
  });

  test('other currencies count at the rate table; a currency without a rate is listed but never passes payMin', async () => {
    const department = uniqueLabel('Dept');
    await syncExchangeRates(db(), { ...FILE_RATES, perEuro: { ...FILE_RATES.perEuro, XTS: 2 } });
    await insertJob(db(), {
      department,
      title: 'Test currency',
      ...pay('XTS', 100000, 130000, 'YEAR'),
    });
    await insertJob(db(), { department, title: 'No rate', ...pay('XXX', 500000, 900000, 'YEAR') });

    // 130,000 XTS at 2 a euro: 65,000 euros a year.
    expect(titlesOf((await getJobList(inDepartment(department, 'payMin=60000'))).list)).toEqual([
      'Test currency',
    ]);
    expect((await getJobList(inDepartment(department, 'payMin=80000'))).list).toEqual([]);
    expect((await getJobList(inDepartment(department))).pager.total).toBe(2);

    // The data owner updates the rate: the jobs already written follow at the next start.
    await syncExchangeRates(db(), { ...FILE_RATES, perEuro: { ...FILE_RATES.perEuro, XTS: 1 } });
    expect(titlesOf((await getJobList(inDepartment(department, 'payMin=100000'))).list)).toEqual([
      'Test currency',
    ]);
  });

  test('the pay facet counts each band beside the other filters, with a search and without', async () => {
    const department = uniqueLabel('Dept');
    const word = uniqueWord();
    await insertJob(db(), {
      department,
      title: `${word} 45k`,
      ...pay('EUR', 40000, 45000, 'YEAR'),
    });
    await insertJob(db(), {
      department,
      title: `${word} 85k`,
      ...pay('EUR', 70000, 85000, 'YEAR'),
    });
    await insertJob(db(), {
      department,
      title: `${word} 120k`,
      ...pay('EUR', 90000, 120000, 'YEAR'),
    });
    await insertJob(db(), { department, title: `${word} unpaid`, ...NO_PAY });
    const expected = [
      { value: '40000', count: 3 },
      { value: '60000', count: 2 },
      { value: '80000', count: 2 },
      { value: '100000', count: 1 },
    ];

    for (const query of [inDepartment(department), `search=${word}`]) {
      const section = await getJobList(`${query}&payMin=80000`);
      expect(section.pager.total).toBe(2);
      // Its own filter aside, so every band stays choosable with its count.
      expect(section.filters.payMin).toEqual(expected);
      // The other facets count only the jobs paid 80,000 or more.
      expect(section.filters.department).toContainEqual({ value: department, count: 2 });
    }
  });

  test('sort=pay lists the best paid first and the jobs without pay last, combined with a search', async () => {
    const department = uniqueLabel('Dept');
    const word = uniqueWord();
    await insertJob(db(), { department, title: `${word} unpaid`, ...NO_PAY });
    await insertJob(db(), {
      department,
      title: `${word} monthly 96k`,
      ...pay('EUR', 7000, 8000, 'MONTH'),
    });
    await insertJob(db(), {
      department,
      title: `${word} 70k`,
      ...pay('EUR', 60000, 70000, 'YEAR'),
    });
    await insertJob(db(), {
      department,
      title: `${word} 110k`,
      ...pay('EUR', 90000, 110000, 'YEAR'),
    });
    const expected = [`${word} 110k`, `${word} monthly 96k`, `${word} 70k`, `${word} unpaid`];

    expect(titlesOf((await getJobList(inDepartment(department, 'sort=pay'))).list)).toEqual(
      expected,
    );
    expect(titlesOf((await getJobList(`search=${word}&sort=pay`)).list)).toEqual(expected);
    expect(titlesOf((await getJobList(`search=${word}&sort=pay&payMin=80000`)).list)).toEqual(
      expected.slice(0, 2),
    );
  });

  test('a part-time hourly rate is compared as a full-time year; a contract day rate is not compared (docs/pay.md)', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), {
      department,
      title: 'Part-time designer',
      employment_type: 'part_time',
      ...pay('EUR', 30, 38, 'HOUR'),
    });
    await insertJob(db(), {
      department,
      title: 'Day-rate contract',
      employment_type: 'contract',
      ...pay('EUR', 450, 550, 'DAY'),
    });
    await insertJob(db(), {
      department,
      title: 'Salaried lead',
      ...pay('EUR', 95000, 115000, 'YEAR'),
    });
    await insertJob(db(), { department, title: 'No pay', ...NO_PAY });

    // Sort: the salary, then the hourly rate at a full-time year (79,040); the contract, whose
    // 550 a day would be 143,000 times 260 days, sits with the jobs that give no yearly figure.
    const sorted = await getJobList(inDepartment(department, 'sort=pay'));
    expect(titlesOf(sorted.list).slice(0, 2)).toEqual(['Salaried lead', 'Part-time designer']);
    expect(titlesOf(sorted.list).slice(2).toSorted()).toEqual(['Day-rate contract', 'No pay']);

    // Filter: the full-time equivalent reaches 60,000, not 80,000; the contract never passes.
    expect(
      titlesOf((await getJobList(inDepartment(department, 'payMin=60000&sort=title'))).list),
    ).toEqual(['Part-time designer', 'Salaried lead']);
    expect(titlesOf((await getJobList(inDepartment(department, 'payMin=80000'))).list)).toEqual([
      'Salaried lead',
    ]);

    // Facets: the same figures, the contract in no band.
    expect(sorted.filters.payMin).toEqual([
      { value: '40000', count: 2 },
      { value: '60000', count: 2 },
      { value: '80000', count: 1 },
      { value: '100000', count: 1 },
    ]);

    // The card's figures: what the rule compares, or why it does not.
    const byTitle = new Map(sorted.list.map((job) => [job.title, job.pay]));
    expect(byTitle.get('Part-time designer')).toEqual({
      currency: 'EUR',
      min: 30,
      max: 38,
      period: 'HOUR',
      fullYearEur: { min: 62400, max: 79040 },
    });
    expect(byTitle.get('Day-rate contract')).toMatchObject({
      period: 'DAY',
      notCompared: 'contract',
    });
    expect(byTitle.get('Salaried lead')).not.toHaveProperty('notCompared');
  });

  test('a day rate that becomes a contractor rate leaves the pay filter; a contract paid by the year is compared', async () => {
    const department = uniqueLabel('Dept');
    const job = await insertJob(db(), {
      department,
      title: 'Changing terms',
      ...pay('EUR', 500, 600, 'DAY'),
    });
    const sixty = () => getJobList(inDepartment(department, 'payMin=60000'));
    expect((await sixty()).pager.total).toBe(1);

    await db()
      .updateTable('job')
      .set({ employment_type: 'contract' })
      .where('id', '=', job.id)
      .execute();
    expect((await sixty()).pager.total).toBe(0);

    // What a contract pays in a year is a year's pay.
    await db()
      .updateTable('job')
      .set(pay('EUR', 55000, 65000, 'YEAR'))
      .where('id', '=', job.id)
      .execute();
    expect((await sixty()).pager.total).toBe(1);
  });

  test("pay in another currency carries its euros at the owner's rate", async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, title: 'In pounds', ...pay('GBP', 65000, 82000, 'YEAR') });
    await insertJob(db(), { department, title: 'No rate', ...pay('XXX', 500, 900, 'YEAR') });

    const { list } = await getJobList(inDepartment(department, 'sort=title'));

    // 0.84 pounds a euro (content/exchange-rates.json).
    expect(list.map((job) => job.pay)).toEqual([
      {
        currency: 'GBP',
        min: 65000,
        max: 82000,
        period: 'YEAR',
        fullYearEur: { min: 77381, max: 97619 },
      },
      { currency: 'XXX', min: 500, max: 900, period: 'YEAR', notCompared: 'no_rate' },
    ]);
  });

  test.each(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const)(
    'the highest pay per %s the editor and the sync accept is stored at the lowest rate the table accepts',
    async (period) => {
      await syncExchangeRates(db(), {
        ...FILE_RATES,
        perEuro: { ...FILE_RATES.perEuro, XTS: PAY_RATE_MIN_PER_EUR },
      });
      const highest = payAmountMax(period);

      const job = await insertJob(db(), {
        department: uniqueLabel('Dept'),
        ...pay('XTS', highest, highest, period),
      });

      // Within int4 (2,147,483,647): 500,000,000 a year at 0.25 a euro, less the cents cut.
      expect(job.pay_annual_eur).toBeGreaterThan(1_999_000_000);
      expect(job.pay_annual_eur).toBeLessThanOrEqual(2_000_000_000);
    },
  );
});
