import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';

import type { Section } from '../../contract/page-types';

export type JobListSection = Extract<Section, { type: 'job-list' }>;

/** The job list section of `/api/page/job?{query}`, which must answer 200. */
export async function getJobListSection(app: Express, query: string): Promise<JobListSection> {
  const res = await request(app).get(`/api/page/job?${query}`);
  expect(res.status).toBe(200);
  const section = (res.body.data.section as Section[]).find((item) => item.type === 'job-list');
  if (!section || section.type !== 'job-list')
    throw new Error('The job list has no job-list section');
  return section;
}
