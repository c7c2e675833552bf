// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';

import { VitalChart } from './vital-chart';
import { formatVital, windowDays } from './vital-format';

afterEach(cleanup);

describe('formatVital', () => {
  test.each([
    ['LCP', 850.4, '850 ms'],
    ['LCP', 2500, '2.5 s'],
    ['TTFB', 1234, '1.23 s'],
    ['INP', 200, '200 ms'],
    ['CLS', 0.1, '0.1'],
    ['CLS', 0.04567, '0.046'],
  ] as const)('%s %d reads %s', (name, value, expected) => {
    expect(formatVital(name, value)).toBe(expected);
  });
});

test('a window of days runs from its first day, across a month end', () => {
  expect(windowDays('2026-11-28', 4)).toEqual([
    '2026-11-28',
    '2026-11-29',
    '2026-11-30',
    '2026-12-01',
  ]);
});

describe('VitalChart', () => {
  const days = windowDays('2026-11-23', 7);

  test('draws a bar per measured day and gives screen readers the same numbers as a table', () => {
    const { container } = render(
      <VitalChart
        name="LCP"
        route="/job/:id"
        days={days}
        series={{
          p75: 2_900,
          samples: 5,
          days: [
            { day: '2026-11-24', p75: 1_800, samples: 2 },
            { day: '2026-11-29', p75: 4_200, samples: 3 },
          ],
        }}
      />,
    );

    expect(screen.getByText('p75 2.9 s')).toBeTruthy();
    expect(screen.getByText('Needs improvement')).toBeTruthy();
    const bars = container.querySelectorAll('rect.vital-chart__bar');
    expect([...bars].map((bar) => bar.getAttribute('class'))).toEqual([
      'vital-chart__bar vital-chart__bar--good',
      'vital-chart__bar vital-chart__bar--poor',
    ]);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    const table = screen.getByRole('table', {
      name: 'Largest Contentful Paint (LCP) on /job/:id, 75th percentile per day (good up to 2.5 s)',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['24 Nov1.8 sGood2', '29 Nov4.2 sPoor3']);
  });

  test('a metric without samples says so, with no bars and no table', () => {
    const { container } = render(
      <VitalChart name="INP" route="/job/:id" days={days} series={undefined} />,
    );

    expect(screen.getByText('Not measured yet')).toBeTruthy();
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
