import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testFeedFailures } from '../../../../test-support/connector-failures';
import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import type { ImportedJob, JobSourceConfig } from '../connector';
import { smartRecruitersConnector } from './connector';

/**
 * Written from SmartRecruiters' Posting API documentation (dev.smartrecruiters.com, Posting
 * object and /postings/{id}): the list without text or public URLs, lower-case countries,
 * labels without ids, a board with no departments but job functions, nulls.
 */
const POSTINGS = [
  {
    id: '744000012345678',
    uuid: '6f7c2d2e-0000-4000-8000-000000000001',
    name: 'Sleep Scientist',
    refNumber: 'REF-1',
    company: { identifier: 'Somnia', name: 'Somnia Health' },
    releasedDate: '2026-10-05T08:15:30.123Z',
    location: { city: 'Munich', region: 'Bavaria', country: 'de', remote: false, hybrid: true },
    industry: { id: 'health_care', label: 'Health Care' },
    department: { id: '88', label: 'Research', description: 'R&D' },
    function: { id: 'research', label: 'Research' },
    typeOfEmployment: { id: 'permanent', label: 'Full-time' },
    experienceLevel: { id: 'mid_senior_level', label: 'Mid-Senior Level' },
    customField: [],
    ref: 'https://api.smartrecruiters.com/v1/companies/Somnia/postings/744000012345678',
  },
  {
    id: '744000012345679',
    name: 'Support Agent',
    releasedDate: '2026-10-06T10:00:00.000Z',
    location: { city: null, region: null, country: 'gb', remote: true },
    department: null,
    function: { id: 'customer_service', label: 'Customer Service' },
    typeOfEmployment: { label: 'Part-time' },
    experienceLevel: { id: 'not_applicable', label: 'Not Applicable' },
  },
  {
    id: 744000012345680,
    name: 'Warehouse Associate',
    location: null,
    typeOfEmployment: null,
    experienceLevel: null,
  },
];

const DETAILS = {
  ...POSTINGS[0],
  postingUrl: 'https://jobs.smartrecruiters.com/Somnia/744000012345678-sleep-scientist',
  applyUrl: 'https://jobs.smartrecruiters.com/Somnia/744000012345678-sleep-scientist?oga=true',
  jobAd: {
    sections: {
      additionalInformation: { title: 'Additional Information', text: '<p>Visa support.</p>' },
      companyDescription: {
        title: 'Company Description',
        text: '<p>We help people <b>sleep</b>.</p>',
      },
      jobDescription: {
        title: 'Job Description',
        text: '<ul><li>Run studies</li><li><a href="https://somnia.example/lab" style="color:red">Our lab</a></li></ul><iframe src="https://evil.example"></iframe>',
      },
      qualifications: { title: 'Qualifications', text: '' },
    },
  },
};

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const config = (): JobSourceConfig => ({
  type: 'smartrecruiters',
  board: 'Somnia',
  baseUrl: feed.baseUrl,
});
const LIST = '/v1/companies/Somnia/postings';
const page = (offset: number) => `${LIST}?limit=100&offset=${offset}`;
const read = () => smartRecruitersConnector.readJobs(config(), new AbortController().signal);

describe('SmartRecruiters connector', () => {
  it('maps what the list gives; the text and URLs wait for the details', async () => {
    feed.route(page(0), { body: { offset: 0, limit: 100, totalFound: 3, content: POSTINGS } });
    const { jobs, problems } = await read();

    expect(problems).toEqual([]);
    expect(jobs.map((job) => job.externalId)).toEqual([
      '744000012345678',
      '744000012345679',
      '744000012345680',
    ]);
    expect(jobs[0]).toEqual({
      externalId: '744000012345678',
      title: 'Sleep Scientist',
      department: 'Research',
      team: null,
      locations: [{ city: 'Munich', region: 'Bavaria', countryCode: 'DE' }],
      workplaceType: 'hybrid',
      remoteRegions: [],
      employmentType: 'full_time',
      level: 'Mid-Senior Level',
      pay: null,
      descriptionHtml: '',
      applyUrl: null,
      atsUrl: null,
      publishedAt: new Date('2026-10-05T08:15:30.123Z'),
      updatedAt: null,
    });
    expect(jobs[1]).toMatchObject({
      // no department on the posting: its job function stands in
      department: 'Customer Service',
      locations: [{ city: null, region: null, countryCode: 'GB' }],
      workplaceType: 'remote',
      remoteRegions: ['GB'],
      employmentType: 'part_time',
      level: null,
    });
    expect(jobs[2]).toMatchObject({
      department: null,
      locations: [],
      workplaceType: 'on_site',
      employmentType: null,
      level: null,
      publishedAt: null,
    });
  });

  it('fills in a posting’s job ad and URLs from its details, sanitised', async () => {
    feed.route(`${LIST}/744000012345678`, { body: DETAILS });
    const listed = { externalId: '744000012345678', title: 'Sleep Scientist' } as ImportedJob;
    const job = await smartRecruitersConnector.completeJob!(
      config(),
      listed,
      new AbortController().signal,
    );

    expect(job.applyUrl).toBe(DETAILS.applyUrl);
    expect(job.atsUrl).toBe(DETAILS.postingUrl);
    // the sections in the order of SmartRecruiters' own page; an empty one leaves no heading
    expect(job.descriptionHtml).toMatch(
      /^<h3>Company Description<\/h3><p>We help people <b>sleep<\/b>\.<\/p>\n<h3>Job Description<\/h3><ul><li>Run studies<\/li><li><a href="https:\/\/somnia\.example\/lab"[^>]*>Our lab<\/a><\/li><\/ul>\n<h3>Additional Information<\/h3><p>Visa support\.<\/p>$/,
    );
    expect(job.descriptionHtml).not.toMatch(/iframe|style|Qualifications/);
  });

  it('pages through a board of several thousand postings, 100 at a time', async () => {
    const total = 2450;
    for (let offset = 0; offset < total; offset += 100) {
      const content = Array.from({ length: Math.min(100, total - offset) }, (_, index) => ({
        id: String(offset + index + 1),
        name: `Driver ${offset + index + 1}`,
        location: { city: 'Leeds', country: 'gb' },
        releasedDate: '2026-09-01T00:00:00Z',
      }));
      feed.route(page(offset), { body: { offset, limit: 100, totalFound: total, content } });
    }
    const before = feed.requests.length;
    const { jobs } = await read();

    expect(jobs).toHaveLength(total);
    expect(jobs[total - 1]).toMatchObject({ externalId: String(total), title: `Driver ${total}` });
    expect(feed.requests.slice(before)).toHaveLength(25);
  });

  it('stops at an empty page even when totalFound says more', async () => {
    feed.route(page(0), { body: { offset: 0, limit: 100, totalFound: 500, content: POSTINGS } });
    feed.route(page(100), { body: { offset: 100, limit: 100, totalFound: 500, content: [] } });
    await expect(read()).resolves.toMatchObject({ jobs: { length: 3 } });
  });

  it('reads a short page without totalFound as the last one', async () => {
    feed.route(page(0), { body: { offset: 0, limit: 100, content: POSTINGS } });
    await expect(read()).resolves.toMatchObject({ jobs: { length: 3 } });
  });

  it('reads an empty board as no jobs', async () => {
    feed.route(page(0), { body: { offset: 0, limit: 100, totalFound: 0, content: [] } });
    await expect(read()).resolves.toEqual({ jobs: [], problems: [] });
  });

  it('says a posting whose details are gone in words', async () => {
    const gone = { externalId: '1' } as ImportedJob;
    await expect(
      smartRecruitersConnector.completeJob!(config(), gone, new AbortController().signal),
    ).rejects.toThrow('SmartRecruiters answered 404 (Not Found)');
  });

  testFeedFailures({
    connector: smartRecruitersConnector,
    feed: () => feed,
    boardPath: '/v1/companies/acme/postings?limit=100&offset=0',
    notFound: {
      status: 404,
      body: { message: 'Company acme not found' },
    },
  });
});
