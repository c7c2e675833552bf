import { expect, test } from 'vitest';

import type { JobListItem, JobPay } from './page-types';
import { studentJobFacts } from './student-jobs';

const job = (
  id: number,
  city: string,
  countryCode: string,
  pay: JobPay | null,
  workplaceType: JobListItem['workplaceType'] = 'on_site',
): JobListItem => ({
  id,
  title: `Intern ${id}`,
  summary: { team: null, location: city, jobType: 'Internship' },
  department: 'Marketing',
  postedAt: '2026-11-01T00:00:00.000Z',
  remote: workplaceType === 'remote',
  workplaceType,
  locations: workplaceType === 'remote' ? [] : [{ city, region: null, countryCode, primary: true }],
  remoteRegions: workplaceType === 'remote' ? [countryCode] : [],
  pay,
});

test('the students page states the cities and pay its open jobs list, each period apart', () => {
  expect(
    studentJobFacts([
      job(1, 'Berlin', 'DE', { currency: 'EUR', min: 1200, max: 1400, period: 'MONTH' }),
      job(2, 'Amsterdam', 'NL', { currency: 'EUR', min: 14, max: 14, period: 'HOUR' }),
      job(3, 'Barcelona', 'ES', { currency: 'EUR', min: 1100, max: 1300, period: 'MONTH' }),
      job(4, 'Berlin', 'DE', { currency: 'EUR', min: 48000, max: 54000, period: 'YEAR' }),
      job(5, 'Berlin', 'DE', null),
    ]),
  ).toBe(
    'Open now in Amsterdam, Barcelona and Berlin, paying €14 per hour, €1,100 – €1,400 per month or €48,000 – €54,000 per year, as each listing states.',
  );
});

test('a remote student job names where its people may live; no pay, no figure; none open, nothing', () => {
  expect(studentJobFacts([job(1, '', 'PT', null, 'remote')])).toBe(
    'Open now in Remote (Portugal), as each listing states.',
  );
  expect(studentJobFacts([])).toBeNull();
});
