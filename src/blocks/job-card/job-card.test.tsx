// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';

import type { JobListItem } from '../../api/page-types';
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
    renderCard({ ...JOB, remote: true });

    expect(screen.getByText('Workplace').nextElementSibling?.textContent).toBe('Remote');
  });

  test('keeps the SPEC defaults beside it', () => {
    renderCard(JOB);

    expect(screen.getByText('Any')).toBeTruthy();
    expect(screen.getByText('All Levels')).toBeTruthy();
  });
});
