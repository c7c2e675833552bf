import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { JobRow } from '../platform/db/schema';
import { insertJob, uniqueLabel } from '../test-support/fixtures';
import { createRealApp, type RealApp } from '../test-support/real-app';
import { jsonLdOfType, parseHtml } from '../test-support/seo-test-support';

const CRAWL_TIMEOUT_MS = 120_000;

let real: RealApp;
beforeAll(async () => {
  real = await createRealApp();
  // Beside the seed's jobs, the shapes a posting can take that the seed may not have.
  const db = real.services.database.db;
  const department = uniqueLabel('Rich results');
  await insertJob(db, {
    department,
    workplace_type: 'remote',
    remote_regions: ['DE', 'Europe'],
    locations: [],
  });
  await insertJob(db, { department, workplace_type: 'remote', remote_regions: [], locations: [] });
  await insertJob(db, {
    department,
    workplace_type: 'hybrid',
    locations: [
      { city: 'Lisbon', country_code: 'PT' },
      { city: 'Porto', country_code: null },
    ],
  });
  await insertJob(db, {
    department,
    employment_type: null,
    pay_currency: null,
    pay_min: null,
    pay_max: null,
    pay_period: null,
    closes_at: null,
    locations: [],
  });
});
afterAll(() => real.close());

/**
 * The recommended fields a job may lack because it has no such data (no pay, no closing time,
 * no type, not remote); any other warning means the JSON-LD left out what the job has.
 */
function fieldsWithoutData(job: JobRow): Set<string> {
  const absent = new Set<string>();
  if (job.pay_min === null && job.pay_max === null) absent.add('baseSalary');
  if (job.closes_at === null) absent.add('validThrough');
  if (job.employment_type === null) absent.add('employmentType');
  if (job.workplace_type !== 'remote') {
    absent.add('jobLocationType');
    absent.add('applicantLocationRequirements');
  }
  return absent;
}

/**
 * The posting as the validator can read it: its rule for a place's country reads
 * `jobLocation.address.addressCountry` as a path and does not step into a list, which Google
 * allows for a job in several places; so each place is checked as the posting's only one.
 */
function postingsPerPlace(posting: Record<string, unknown>): Record<string, unknown>[] {
  const places = posting.jobLocation;
  if (!Array.isArray(places)) return [posting];
  return places.map((place: unknown) => ({ ...posting, jobLocation: place }));
}

/** What Google's rules, as @adobe/structured-data-validator has them, find wrong in a posting. */
async function issuesOf(posting: Record<string, unknown>, job: JobRow): Promise<string[]> {
  const issues = await new Validator().validate({
    jsonld: { JobPosting: postingsPerPlace(posting) },
  });
  const absent = fieldsWithoutData(job);
  const excused = (issue: ValidationIssue) =>
    issue.severity === 'WARNING' && (issue.fieldNames ?? []).every((field) => absent.has(field));
  return issues
    .filter((issue) => !excused(issue))
    .map((issue) => `${issue.severity} ${issue.issueMessage}`);
}

test(
  "every open job page's JobPosting passes Google's rich-result rules: no error, and no warning where the job has the data",
  async () => {
    const now = new Date();
    const jobs = (
      await real.services.database.db.selectFrom('job').selectAll().orderBy('id').execute()
    ).filter((job) => job.status === 'open' && (job.closes_at === null || job.closes_at > now));
    expect(jobs.some((job) => job.workplace_type === 'remote')).toBe(true);
    const problems: Record<string, string[]> = {};
    for (const job of jobs) {
      const res = await request(real.app).get(`/job/${job.id}`);
      expect(res.status).toBe(200);
      const [posting, ...others] = jsonLdOfType(parseHtml(res.text), 'JobPosting');
      expect(others).toEqual([]);
      const issues = await issuesOf(posting ?? {}, job);
      if (issues.length > 0) problems[`/job/${job.id} ${job.workplace_type}`] = issues;
    }
    expect(problems).toEqual({});
  },
  CRAWL_TIMEOUT_MS,
);
