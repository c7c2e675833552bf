import { describe, expect, test } from 'vitest';

import type { AdminJob, JobInput } from '../../../../contract/admin-job-types';
import {
  emptyJobValues,
  emptyPlace,
  fieldOfPath,
  fieldOrder,
  jobInputOf,
  jobValuesOf,
  localProblems,
  placeIssues,
  sameJobValues,
  type JobFormValues,
} from './job-form-values';

const JOB: AdminJob = {
  id: 12,
  version: 3,
  status: 'scheduled',
  source: 'manual',
  externalId: null,
  atsUrl: null,
  slug: 'data-engineer',
  publicPath: '/job/12',
  publishAt: '2026-12-01T08:00:00.000Z',
  closedReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: 'Data Engineer',
  department: 'Engineering',
  team: null,
  level: 'Senior',
  employmentType: 'full_time',
  workplaceType: 'remote',
  locations: [
    { city: 'Amsterdam', region: null, countryCode: 'NL' },
    { city: null, region: null, countryCode: 'DE' },
  ],
  remoteRegions: ['NL', 'EU'],
  pay: { currency: 'EUR', min: 60000, max: 75000.5, period: 'YEAR' },
  description: '## The role',
  applyUrl: 'https://apply.example/12',
  closesAt: '2026-12-31T22:59:00.000Z',
  teamSize: null,
  relocationAssistance: false,
};

const remoteForm = (patch: Partial<JobFormValues> = {}): JobFormValues => ({
  ...jobValuesOf(JOB, 'Europe/Amsterdam'),
  ...patch,
});

describe('the form and the API job', () => {
  test('a saved job opens with its closing time on the admin’s wall clock and saves back unchanged', () => {
    const values = jobValuesOf(JOB, 'Europe/Amsterdam');
    expect(values.closesAt).toBe('2026-12-31T23:59');
    expect(values.team).toBe('');
    expect(values.pay).toEqual({ currency: 'EUR', min: '60000', max: '75000.5', period: 'YEAR' });
    const input: JobInput = {
      title: JOB.title,
      department: JOB.department,
      team: JOB.team,
      level: JOB.level,
      employmentType: JOB.employmentType,
      workplaceType: JOB.workplaceType,
      locations: JOB.locations,
      remoteRegions: JOB.remoteRegions,
      pay: JOB.pay,
      description: JOB.description,
      applyUrl: JOB.applyUrl,
      closesAt: JOB.closesAt,
      teamSize: JOB.teamSize,
      relocationAssistance: JOB.relocationAssistance,
    };
    expect(jobInputOf(values, 'Europe/Amsterdam')).toEqual(input);
  });

  test('the same wall time in another zone is another instant', () => {
    const values = remoteForm({ closesAt: '2026-12-31T23:59' });
    expect(jobInputOf(values, 'America/New_York').closesAt).toBe('2027-01-01T04:59:00.000Z');
    expect(jobInputOf({ ...values, closesAt: '' }, 'UTC').closesAt).toBeNull();
  });

  test('empty optional text goes as null, typed text trimmed; a job that is not remote sends no regions', () => {
    const input = jobInputOf(
      remoteForm({
        title: '  Data Engineer ',
        level: '   ',
        applyUrl: '',
        workplaceType: 'hybrid',
        locations: [{ ...emptyPlace(), city: ' Porto ' }],
        hasPay: false,
      }),
      'UTC',
    );
    expect(input).toMatchObject({
      title: 'Data Engineer',
      level: null,
      applyUrl: null,
      workplaceType: 'hybrid',
      locations: [{ city: 'Porto', region: null, countryCode: null }],
      remoteRegions: [],
      pay: null,
    });
  });

  test('amounts are read with thousands separators; text that is no amount stops the save at its field', () => {
    const values = remoteForm({
      pay: { currency: 'EUR', min: '55,000', max: 'lots', period: 'YEAR' },
    });
    expect(jobInputOf(values, 'UTC').pay?.min).toBe(55000);
    expect(localProblems(values, 'UTC')).toEqual([
      { field: 'pay.max', message: 'Enter the highest pay as a number, for example 55000.' },
    ]);
    expect(localProblems({ ...values, hasPay: false }, 'UTC')).toEqual([]);
  });

  test('rows moved keep their keys, yet only what would be saved counts as a change', () => {
    const values = remoteForm();
    const reloaded = jobValuesOf(JOB, 'Europe/Amsterdam');
    expect(sameJobValues(values, reloaded)).toBe(true);
    expect(sameJobValues(values, { ...reloaded, title: 'Other' })).toBe(false);
    expect(sameJobValues(emptyJobValues(), emptyJobValues())).toBe(true);
  });
});

describe('where the API’s field paths show on the form', () => {
  const order = fieldOrder(remoteForm());

  test('a path the form has is itself; an object is its first field; an item of a list is the list', () => {
    expect(fieldOfPath('locations.1.countryCode', order)).toBe('locations.1.countryCode');
    expect(fieldOfPath('locations.1', order)).toBe('locations.1.city');
    expect(fieldOfPath('pay', order)).toBe('pay.min');
    expect(fieldOfPath('remoteRegions.1', order)).toBe('remoteRegions');
    expect(fieldOfPath('at', order)).toBe('publishAt');
    expect(fieldOfPath('version', order)).toBeNull();
  });

  test('hidden parts have no fields: regions of a job that is not remote, pay not stated', () => {
    const onSite = fieldOrder(remoteForm({ workplaceType: 'on_site', hasPay: false }));
    expect(onSite).not.toContain('remoteRegions');
    expect(onSite).not.toContain('pay.min');
  });

  test('issues land beside their fields; focus goes to the first on the form, not the first named', () => {
    const placed = placeIssues(
      [
        { field: 'closesAt', message: 'must be in the future' },
        { field: 'locations.1.countryCode', message: 'must be an ISO 3166-1 country code' },
        { field: 'locations.1.countryCode', message: 'second message for the same field' },
        { field: 'version', message: 'must be a number' },
      ],
      remoteForm(),
    );
    expect(placed.errors).toEqual({
      closesAt: 'Must be in the future',
      'locations.1.countryCode': 'Must be an ISO 3166-1 country code',
    });
    expect(placed.first).toBe('locations.1.countryCode');
    expect(placed.unplaced).toEqual(['Must be a number']);
  });
});
