import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { JobLocationRow, JobRow } from '../platform/db/schema';
import { daysFromNow, insertJob, uniqueLabel } from '../test-support/fixtures';
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
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
  // Google has no working-student type: hours beside studies under a part-time contract
  // (decision 045), not an internship's training agreement.
  working_student: 'PART_TIME',
} as const;
const CRAWL_TIMEOUT_MS = 120_000;

let real: RealApp;
beforeAll(async () => {
  real = await createRealApp();
});
afterAll(() => real.close());

const origin = () => real.env.PUBLIC_ORIGIN;
const db = () => real.services.database.db;
const isOpen = (job: JobRow) =>
  job.status === 'open' && (job.closes_at === null || job.closes_at > new Date());

/** A job's row and its places' rows, in order. */
type JobWithPlaces = JobRow & { places: JobLocationRow[] };

async function allJobs(): Promise<JobWithPlaces[]> {
  const jobs = await db().selectFrom('job').selectAll().orderBy('id').execute();
  const places = await db().selectFrom('job_location').selectAll().orderBy('position').execute();
  return jobs.map((job) => ({ ...job, places: places.filter((place) => place.job_id === job.id) }));
}

/** The schema.org Place of a place's row. */
const placeOf = (place: JobLocationRow) => ({
  '@type': 'Place',
  address: {
    '@type': 'PostalAddress',
    ...(place.city ? { addressLocality: place.city } : {}),
    ...(place.region ? { addressRegion: place.region } : {}),
    ...(place.country_code ? { addressCountry: place.country_code } : {}),
  },
});

async function openJob(where: (job: JobWithPlaces) => boolean): Promise<JobWithPlaces> {
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
function expectRequiredProperties(posting: Record<string, unknown>, job: JobWithPlaces) {
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
  if (job.workplace_type === 'remote') {
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: expect.stringMatching(/^[A-Z]{2}$/) as unknown },
    ]);
  } else {
    expect(posting.jobLocation).toContainEqual({
      '@type': 'Place',
      address: expect.objectContaining({
        '@type': 'PostalAddress',
        addressCountry: expect.stringMatching(/^[A-Z]{2}$/) as unknown,
      }) as unknown,
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
    const job = await openJob(
      (candidate) => candidate.workplace_type === 'on_site' && candidate.places[0]?.city != null,
    );
    const posting = await postingOf(`/job/${job.id}`);
    expect(posting.jobLocation).toEqual(job.places.map(placeOf));
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  test('a remote job is TELECOMMUTE with the country its applicants must live in', async () => {
    const job = await openJob(
      (candidate) => candidate.workplace_type === 'remote' && candidate.remote_regions.length > 0,
    );
    const posting = await postingOf(`/job/${job.id}`);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual(
      job.remote_regions.map((name) => ({ '@type': 'Country', name })),
    );
  });

  test('a remote job in several places with pay: every place, the countries it accepts, its type, closing and salary', async () => {
    const closesAt = daysFromNow(40);
    const job = await insertJob(db(), {
      department: uniqueLabel('Dept'),
      workplace_type: 'remote',
      remote_regions: ['DE', 'PT'],
      employment_type: 'contract',
      closes_at: closesAt,
      pay_currency: 'EUR',
      pay_min: 60_000,
      pay_max: 75_000,
      pay_period: 'YEAR',
      locations: [
        { city: 'Berlin', region: 'Berlin', country_code: 'DE' },
        { city: 'Porto', country_code: 'PT' },
      ],
    });

    const posting = await postingOf(`/job/${job.id}`);

    expect(posting.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Berlin',
          addressRegion: 'Berlin',
          addressCountry: 'DE',
        },
      },
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Porto', addressCountry: 'PT' },
      },
    ]);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'DE' },
      { '@type': 'Country', name: 'PT' },
    ]);
    expect(posting.employmentType).toBe('CONTRACTOR');
    expect(posting.validThrough).toBe(closesAt.toISOString());
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 60_000, maxValue: 75_000, unitText: 'YEAR' },
    });
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
      const job = await openJob((candidate) => candidate.employment_type === jobType);
      expect((await postingOf(`/job/${job.id}`)).employmentType).toBe(employmentType);
    },
  );

  test('every job type in the seed data is one Google knows', async () => {
    const types = new Set((await allJobs()).map((job) => job.employment_type).filter(Boolean));
    expect([...types].sort()).toEqual(Object.keys(GOOGLE_EMPLOYMENT_TYPES).sort());
  });

  test('a job without a type claims no employmentType', async () => {
    // Every seed job states its type (issue 32).
    const job = await insertJob(db(), {
      department: uniqueLabel('Dept'),
      employment_type: null,
    });
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
      .values({
        title: 'Night Shift Lead',
        department: 'Manufacturing',
        posted_at: new Date(),
        status: 'open',
      })
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
