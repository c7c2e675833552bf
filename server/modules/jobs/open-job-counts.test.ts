import { describe, expect, test } from 'vitest';

import { jobListQuerySchema } from '../../../contract/job-list-query';
import { countFromGroups, type OpenJobGroup } from './open-job-counts';

const onSite = ['On site'];
const GROUPS: OpenJobGroup[] = [
  {
    department: ['Design'],
    location: ['Porto'],
    jobType: ['Full-time'],
    workplace: onSite,
    payBand: 60000,
    count: 2,
  },
  {
    department: ['Design'],
    // A remote job without an office: found by the region where its people may live.
    location: ['Germany'],
    anywhere: true,
    jobType: ['Contract'],
    workplace: ['Remote'],
    payBand: 100000,
    count: 1,
  },
  {
    department: ['Data'],
    location: ['Porto'],
    jobType: [],
    workplace: ['Hybrid'],
    payBand: 40000,
    count: 4,
  },
  {
    department: ['Data'],
    location: [],
    jobType: ['Contract'],
    workplace: onSite,
    payBand: 0,
    count: 3,
  },
];
const GERMANY = { value: 'Germany', count: 1, label: 'Anywhere in Germany' };
const filters = (query: Record<string, string>) => jobListQuerySchema.parse(query);

describe('countFromGroups', () => {
  test('without filters: every open job, each option with its jobs, empty values left out', () => {
    expect(countFromGroups(GROUPS, filters({}))).toEqual({
      total: 10,
      facets: {
        department: [
          { value: 'Data', count: 7 },
          { value: 'Design', count: 3 },
        ],
        location: [GERMANY, { value: 'Porto', count: 6 }],
        jobType: [
          { value: 'Contract', count: 4 },
          { value: 'Full-time', count: 2 },
        ],
        workplace: [
          { value: 'Hybrid', count: 4 },
          { value: 'On site', count: 5 },
          { value: 'Remote', count: 1 },
        ],
        // Every band, each counting the jobs whose pay reaches it; jobs without pay in none.
        payMin: [
          { value: '40000', count: 7 },
          { value: '60000', count: 3 },
          { value: '80000', count: 1 },
          { value: '100000', count: 1 },
        ],
      },
    });
  });

  test('payMin passes the jobs whose band reaches it; its facet counts beside the other filters only', () => {
    const { total, facets } = countFromGroups(
      GROUPS,
      filters({ payMin: '60000', location: 'Porto' }),
    );

    expect(total).toBe(2);
    expect(facets.payMin).toEqual([
      { value: '40000', count: 6 },
      { value: '60000', count: 2 },
      { value: '80000', count: 0 },
      { value: '100000', count: 0 },
    ]);
    // The other facets see only the jobs paid 60,000 a year or more.
    expect(facets.department).toEqual([{ value: 'Design', count: 2 }]);
    expect(facets.location).toEqual([GERMANY, { value: 'Porto', count: 2 }]);
  });

  test('a facet counts the jobs passing every other filter, not its own', () => {
    const { total, facets } = countFromGroups(
      GROUPS,
      filters({ department: 'Design', location: 'Porto|Germany' }),
    );
    expect(total).toBe(3);
    // Department options given the location filter (Porto or Germany): Data's Porto jobs count.
    expect(facets.department).toEqual([
      { value: 'Data', count: 4 },
      { value: 'Design', count: 3 },
    ]);
    // Location options given the department filter (Design) only.
    expect(facets.location).toEqual([GERMANY, { value: 'Porto', count: 2 }]);
    // Job types given both: a job without one is in the total but no option.
    expect(facets.jobType).toEqual([
      { value: 'Contract', count: 1 },
      { value: 'Full-time', count: 2 },
    ]);
  });

  test('the workplace filter passes the jobs of the chosen types; its facet keeps the others', () => {
    const { total, facets } = countFromGroups(GROUPS, filters({ workplace: 'Remote|Hybrid' }));

    expect(total).toBe(5);
    expect(facets.workplace).toEqual([
      { value: 'Hybrid', count: 4 },
      { value: 'On site', count: 5 },
      { value: 'Remote', count: 1 },
    ]);
    expect(facets.department).toEqual([
      { value: 'Data', count: 4 },
      { value: 'Design', count: 1 },
    ]);
  });

  test('a job without a value never passes a filter on it', () => {
    expect(countFromGroups(GROUPS, filters({ location: 'Porto' })).total).toBe(6);
  });

  test('a job in several cities passes a filter on any of them, counts once in the total and once beside each of its cities', () => {
    const groups: OpenJobGroup[] = [
      {
        department: ['Design'],
        location: ['Lisbon', 'Porto'],
        jobType: [],
        workplace: onSite,
        payBand: 0,
        count: 2,
      },
      {
        department: ['Design'],
        location: ['Porto'],
        jobType: [],
        workplace: onSite,
        payBand: 0,
        count: 1,
      },
    ];

    const { total, facets } = countFromGroups(groups, filters({ location: 'Lisbon|Porto' }));

    expect(total).toBe(3);
    expect(facets.location).toEqual([
      { value: 'Lisbon', count: 2 },
      { value: 'Porto', count: 3 },
    ]);
    expect(facets.department).toEqual([{ value: 'Design', count: 3 }]);
  });
});
