import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { JobRow } from '../platform/db/schema';
import { createRealApp, type RealApp } from '../test-support/real-app';
import {
  childText,
  childrenNamed,
  jsonLdOfType,
  linkHrefs,
  metaContents,
  parseHtml,
  parseXml,
  readJsonLd,
} from '../test-support/seo-test-support';

// Google for Jobs: https://developers.google.com/search/docs/appearance/structured-data/job-posting
const GOOGLE_EMPLOYMENT_TYPES = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
} as const;
const CRAWL_TIMEOUT_MS = 120_000;

let real: RealApp;
beforeAll(async () => {
  real = await createRealApp();
});
afterAll(() => real.close());

const origin = () => real.env.PUBLIC_ORIGIN;
const db = () => real.services.database.db;
const isOpen = (job: JobRow) => job.closes_at === null || job.closes_at > new Date();

async function allJobs(): Promise<JobRow[]> {
  return db().selectFrom('job').selectAll().orderBy('id').execute();
}

async function openJob(where: (job: JobRow) => boolean): Promise<JobRow> {
  const job = (await allJobs()).find((candidate) => isOpen(candidate) && where(candidate));
  if (!job) throw new Error('the seed data has no open job like that');
  return job;
}

async function getPage(path: string) {
  const res = await request(real.app).get(path);
  return { status: res.status, document: parseHtml(res.text) };
}

async function postingOf(path: string): Promise<Record<string, unknown>> {
  const { status, document } = await getPage(path);
  expect(status).toBe(200);
  const postings = jsonLdOfType(document, 'JobPosting');
  expect(postings).toHaveLength(1);
  return postings[0] ?? {};
}

const isIsoDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
  !Number.isNaN(Date.parse(value));

/** Every property Google requires, checked against the job's row. */
function expectRequiredProperties(posting: Record<string, unknown>, job: JobRow) {
  expect(posting['@context']).toBe('https://schema.org');
  expect(posting.title).toBe(job.title);
  // Google wants the full description as HTML.
  expect(posting.description).toMatch(/^<(p|h\d|ul)>[\s\S]+<\/(p|ul)>\s*$/);
  expect(isIsoDate(posting.datePosted)).toBe(true);
  expect(posting.datePosted).toBe(job.posted_at.toISOString());
  expect(posting.hiringOrganization).toEqual({
    '@type': 'Organization',
    name: real.env.COMPANY_NAME,
    sameAs: `${origin()}/`,
    logo: expect.stringMatching(/^https?:\/\/.+\.(png|jpe?g|webp|svg)$/) as unknown,
  });
  if (job.remote) {
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({
      '@type': 'Country',
      name: expect.stringMatching(/^[A-Z]{2}$/) as unknown,
    });
  } else {
    expect(posting.jobLocation).toMatchObject({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressCountry: expect.stringMatching(/^[A-Z]{2}$/) as unknown,
      },
    });
  }
}

describe('JobPosting JSON-LD on job pages', () => {
  test(
    'every open job page carries one JobPosting with every property Google requires',
    async () => {
      const jobs = (await allJobs()).filter(isOpen);
      expect(jobs.length).toBeGreaterThan(50);
      for (const job of jobs) expectRequiredProperties(await postingOf(`/job/${job.id}`), job);
    },
    CRAWL_TIMEOUT_MS,
  );

  test('the recommended identifier, url and directApply are on every posting', async () => {
    const job = await openJob(() => true);
    const posting = await postingOf(`/job/${job.id}`);
    expect(posting.identifier).toEqual({
      '@type': 'PropertyValue',
      name: real.env.COMPANY_NAME,
      value: String(job.id),
    });
    expect(posting.url).toBe(`${origin()}/job/${job.id}`);
    expect(typeof posting.directApply).toBe('boolean');
  });

  test('an on-site job names its city and country', async () => {
    const job = await openJob((candidate) => !candidate.remote && candidate.location !== null);
    const posting = await postingOf(`/job/${job.id}`);
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location,
        addressCountry: job.country,
      },
    });
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  test('a remote job is TELECOMMUTE with the country its applicants must live in', async () => {
    const job = await openJob((candidate) => candidate.remote && candidate.country !== null);
    const posting = await postingOf(`/job/${job.id}`);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({
      '@type': 'Country',
      name: job.country,
    });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  test('a job with pay has baseSalary with its currency, range and unit', async () => {
    const job = await openJob((candidate) => candidate.pay_currency !== null);
    const posting = await postingOf(`/job/${job.id}`);
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: job.pay_currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: Number(job.pay_min),
        maxValue: Number(job.pay_max),
        unitText: job.pay_period,
      },
    });
  });

  test('a job without pay has no baseSalary', async () => {
    const job = await openJob((candidate) => candidate.pay_currency === null);
    expect(await postingOf(`/job/${job.id}`)).not.toHaveProperty('baseSalary');
  });

  test('a job with a closing date has validThrough at that moment', async () => {
    const job = await openJob((candidate) => candidate.closes_at !== null);
    const posting = await postingOf(`/job/${job.id}`);
    expect(isIsoDate(posting.validThrough)).toBe(true);
    expect(posting.validThrough).toBe(job.closes_at?.toISOString());
  });

  test('a job without a closing date has no validThrough', async () => {
    const job = await openJob((candidate) => candidate.closes_at === null);
    expect(await postingOf(`/job/${job.id}`)).not.toHaveProperty('validThrough');
  });

  test.each(Object.entries(GOOGLE_EMPLOYMENT_TYPES))(
    'a %s job has employmentType %s',
    async (jobType, employmentType) => {
      const job = await openJob((candidate) => candidate.job_type === jobType);
      expect((await postingOf(`/job/${job.id}`)).employmentType).toBe(employmentType);
    },
  );

  test('every job type in the seed data is one Google knows', async () => {
    const types = new Set((await allJobs()).map((job) => job.job_type).filter(Boolean));
    expect([...types].sort()).toEqual(Object.keys(GOOGLE_EMPLOYMENT_TYPES).sort());
  });

  test('a job without a type claims no employmentType', async () => {
    const job = await openJob((candidate) => candidate.job_type === null);
    expect(await postingOf(`/job/${job.id}`)).not.toHaveProperty('employmentType');
  });

  test('the external variant carries the same posting and is canonical to /job/{id}', async () => {
    const job = await openJob((candidate) => candidate.ext_slug !== null);
    const { document } = await getPage(`/job-ext/${job.ext_slug}`);
    expect(jsonLdOfType(document, 'JobPosting')).toEqual([await postingOf(`/job/${job.id}`)]);
    expect(linkHrefs(document, 'canonical')).toEqual([`${origin()}/job/${job.id}`]);
  });
});

async function sitemapLocs(): Promise<string[]> {
  const urlset = parseXml((await request(real.app).get('/sitemap.xml')).text);
  return childrenNamed(urlset, 'url').map((url) => childText(url, 'loc') ?? '');
}

async function jobsFeedLinks(): Promise<string[]> {
  const rss = parseXml((await request(real.app).get('/feeds/jobs.xml')).text);
  const channel = childrenNamed(rss, 'channel')[0];
  return channel ? childrenNamed(channel, 'item').map((item) => childText(item, 'link') ?? '') : [];
}

describe('a closed job', () => {
  const closedJob = async () => {
    const job = (await allJobs()).find((candidate) => !isOpen(candidate));
    if (!job) throw new Error('the seed data has no closed job');
    return job;
  };

  test('answers 410, says so and offers similar open jobs', async () => {
    const job = await closedJob();
    const { status, document } = await getPage(`/job/${job.id}`);
    expect(status).toBe(410);
    expect(document.querySelector('h1')?.textContent).toBe(job.title);
    expect(document.body.textContent).toContain('This position is closed');
    expect(document.body.textContent).toContain('Similar open jobs');
  });

  test('has no JobPosting, nor any other structured data', async () => {
    const { document } = await getPage(`/job/${(await closedJob()).id}`);
    expect(readJsonLd(document)).toEqual([]);
  });

  test('is noindex', async () => {
    const { document } = await getPage(`/job/${(await closedJob()).id}`);
    expect(metaContents(document, 'robots')).toEqual(['noindex, follow']);
  });

  test('is in neither the sitemap nor the jobs feed', async () => {
    const url = `${origin()}/job/${(await closedJob()).id}`;
    expect(await sitemapLocs()).not.toContain(url);
    expect(await jobsFeedLinks()).not.toContain(url);
  });

  test('closing an open job takes it out of the sitemap and the jobs feed at once', async () => {
    const { id } = await db()
      .insertInto('job')
      .values({ title: 'Night Shift Lead', department: 'Manufacturing', posted_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const url = `${origin()}/job/${id}`;
    expect(await sitemapLocs()).toContain(url);
    expect(await jobsFeedLinks()).toContain(url);

    await db()
      .updateTable('job')
      .set({ closes_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();

    expect((await getPage(`/job/${id}`)).status).toBe(410);
    expect(await sitemapLocs()).not.toContain(url);
    expect(await jobsFeedLinks()).not.toContain(url);
  });
});
