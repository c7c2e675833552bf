// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';

import type { Job } from '../../../contract/page-types';
import type { PublicConfig } from '../../../contract/public-config';
import { PublicConfigProvider } from '../../lib/public-config-context';
import { JobDetailBlock } from './job-detail-block';

const CONFIG = { publicOrigin: 'https://careers.example' } as PublicConfig;

const JOB: Job = {
  id: 7,
  slug: null,
  title: 'Foam Line Operator',
  content: { description: '<p>Pour foam.</p>' },
  summary: { team: 'Line 2', location: 'Tilburg', jobType: 'Full-time', level: 'Entry' },
  urlList: {},
  department: 'Manufacturing',
  country: 'NL',
  remote: false,
  workplaceType: 'on_site',
  locations: [{ city: 'Tilburg', region: null, countryCode: 'NL', primary: true }],
  employmentType: 'full_time',
  remoteRegions: [],
  postedAt: '2026-11-01T09:00:00.000Z',
  closesAt: null,
  updatedAt: '2026-11-01T09:00:00.000Z',
  pay: null,
  teamSize: null,
  relocationAssistance: false,
};

function renderJob(job: Job) {
  render(
    <PublicConfigProvider config={CONFIG}>
      <MemoryRouter initialEntries={[`/job/${job.id}`]}>
        <JobDetailBlock section={{ type: 'job-detail', job, similar: [] }} />
      </MemoryRouter>
    </PublicConfigProvider>,
  );
  return within(screen.getByRole('complementary', { name: 'At a glance' }));
}

afterEach(() => cleanup());

describe('the job detail’s team size and relocation note', () => {
  test('a job without them says nothing of either', () => {
    const glance = renderJob(JOB);
    expect(glance.queryByText('Team size')).toBeNull();
    expect(glance.queryByText('Relocation Assistance Provided')).toBeNull();
  });

  test('a job with them shows its own team size and the SPEC’s note', () => {
    const glance = renderJob({ ...JOB, teamSize: 20, relocationAssistance: true });
    expect(glance.getByText('Team size').closest('div')?.textContent).toContain('20 people');
    expect(glance.getByText('Relocation Assistance Provided')).toBeTruthy();
  });

  test('a team of one is one person', () => {
    const glance = renderJob({ ...JOB, teamSize: 1 });
    expect(glance.getByText('Team size').closest('div')?.textContent).toContain('1 person');
  });
});
