// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';

import type { JobListItem } from '../../../contract/page-types';
import { JobCard } from './job-card';

afterEach(() => {
  cleanup();
});

const JOB: JobListItem = {
  id: 7,
  title: 'Sleep Coach',
  summary: { team: 'Care', location: 'Lisbon' },
  department: 'Customer Care',
  postedAt: '2026-10-01T09:00:00.000Z',
  remote: false,
  workplaceType: 'on_site',
  locations: [{ city: 'Lisbon', region: null, countryCode: 'PT', primary: true }],
  remoteRegions: [],
  pay: null,
};

function renderCard(job: JobListItem) {
  render(
    <MemoryRouter>
      <JobCard job={job} />
    </MemoryRouter>,
  );
}

describe('JobCard', () => {
  test('shows the workplace type: on site', () => {
    renderCard(JOB);

    expect(screen.getByText('Workplace').nextElementSibling?.textContent).toBe('On site');
  });

  test('shows the workplace type: remote', () => {
    renderCard({ ...JOB, remote: true, workplaceType: 'remote' });

    expect(screen.getByText('Workplace').nextElementSibling?.textContent).toBe('Remote');
  });

  test('keeps the level default beside it and leaves out a job type it does not know', () => {
    renderCard(JOB);

    expect(screen.queryByText('Job type')).toBeNull();
    expect(screen.queryByText('Any')).toBeNull();
    expect(screen.getByText('All Levels')).toBeTruthy();
  });

  test('shows the workplace type: hybrid', () => {
    renderCard({ ...JOB, workplaceType: 'hybrid' });

    expect(screen.getByText('Workplace').nextElementSibling?.textContent).toBe('Hybrid');
  });

  test('a job in three places shows its primary place, its country named, and how many more', () => {
    const place = (city: string) => ({ city, region: null, countryCode: 'NL', primary: false });
    renderCard({
      ...JOB,
      summary: { team: 'Care', location: 'Amsterdam' },
      locations: [{ ...place('Amsterdam'), primary: true }, place('Utrecht'), place('Delft')],
    });

    expect(screen.getByText('Location').nextElementSibling?.textContent).toBe(
      'Amsterdam, Netherlands + 2',
    );
  });

  test('a remote job without places names where its people may live once, "Remote" once', () => {
    renderCard({
      ...JOB,
      summary: { team: 'Care' },
      remote: true,
      workplaceType: 'remote',
      locations: [],
      remoteRegions: ['US', 'CA'],
    });

    expect(screen.getByText('Location').nextElementSibling?.textContent).toBe(
      'Anywhere in United States, Canada',
    );
    expect(screen.getByText('Workplace').nextElementSibling?.textContent).toBe('Remote');
  });

  test('shows the pay range with its currency and period', () => {
    renderCard({ ...JOB, pay: { currency: 'EUR', min: 60000, max: 75000, period: 'YEAR' } });

    expect(screen.getByText('Pay').nextElementSibling?.textContent).toBe(
      '€60,000 – €75,000 per year',
    );
  });

  test('says plainly when a job lists no pay', () => {
    renderCard(JOB);

    expect(screen.getByText('Pay').nextElementSibling?.textContent).toBe('Pay not listed');
  });
});
