import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testFeedFailures } from '../../../../test-support/connector-failures';
import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import { recruiteeConnector } from './connector';

/**
 * Written from Recruitee's Careers Site API (`GET /api/offers/`) and made as messy as real
 * boards: amounts as strings, "… UTC" timestamps, nulls, an offer with several places and one
 * with only the old top-level place fields, a draft among the published offers.
 */
const OFFERS = {
  offers: [
    {
      id: 2620732,
      slug: 'senior-product-designer',
      title: '  Senior Product Designer ',
      status: 'published',
      department: 'Design',
      city: 'Amsterdam',
      country: 'Netherlands',
      country_code: 'NL',
      locations: [
        {
          id: 1,
          name: 'HQ',
          city: 'Amsterdam',
          state: 'North Holland',
          country: 'Netherlands',
          country_code: 'NL',
        },
        {
          id: 2,
          name: 'Lisbon office',
          city: 'Lisbon',
          state: null,
          country: 'Portugal',
          country_code: 'pt',
        },
        {
          id: 3,
          name: 'HQ again',
          city: 'Amsterdam',
          state: 'North Holland',
          country: 'Netherlands',
          country_code: 'NL',
        },
      ],
      remote: false,
      hybrid: true,
      on_site: false,
      employment_type_code: 'fulltime_permanent',
      experience_code: 'mid_level',
      education_code: 'bachelor_degree',
      category_code: 'design',
      salary: { min: '4200.00', max: '5500', period: 'month', currency: 'eur' },
      description:
        '<h2>About the role</h2><p>You shape <em>how</em> people sleep.</p><img src="x" onerror="steal()"><p><a href="https://somnia.example/design" target="_blank">Our design team</a></p>',
      requirements: '<ul><li>Figma</li><li>Prototyping <script>alert(1)</script></li></ul>',
      careers_url: 'https://somnia.recruitee.com/o/senior-product-designer',
      careers_apply_url: 'https://somnia.recruitee.com/o/senior-product-designer/c/new',
      created_at: '2026-10-01 08:00:00 UTC',
      published_at: '2026-10-02 09:45:21 UTC',
      updated_at: '2026-10-20 16:05:00 UTC',
      close_at: null,
      tags: ['design'],
    },
    {
      id: 2620733,
      title: 'Customer Success Manager',
      status: 'published',
      department: null,
      city: 'Berlin',
      state_name: 'Berlin',
      country: 'Germany',
      country_code: 'DE',
      locations: [],
      remote: true,
      hybrid: false,
      on_site: false,
      employment_type_code: 'parttime_fixed_term',
      experience_code: 'not_applicable',
      salary: { min: null, max: null, period: null, currency: null },
      description: '<p>Help our customers.</p>',
      requirements: '',
      careers_url: 'https://somnia.recruitee.com/o/customer-success-manager',
      careers_apply_url: null,
      published_at: '2026-10-03T10:00:00.000Z',
      updated_at: null,
    },
    {
      id: 2620734,
      title: 'Draft role',
      status: 'draft',
      careers_url: 'https://somnia.recruitee.com/o/draft-role',
    },
    {
      id: 2620735,
      title: 'Trainee Logistics',
      status: 'published',
      locations: [{ city: null, country: 'Austria', country_code: null }],
      employment_type_code: 'traineeship',
      salary: { min: '1800', max: '1500', period: 'month', currency: 'EUR' },
      description: null,
      requirements: null,
      published_at: 'soon',
    },
  ],
};

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const OFFERS_PATH = '/api/offers/';

async function readServed(route: Parameters<FeedServer['route']>[1]) {
  feed.route(OFFERS_PATH, route);
  return recruiteeConnector.readJobs(
    { type: 'recruitee', board: 'somnia', baseUrl: feed.baseUrl },
    new AbortController().signal,
  );
}

describe('Recruitee connector', () => {
  it('maps every field of a published offer and leaves drafts out', async () => {
    const { jobs } = await readServed({ body: OFFERS });

    expect(jobs.map((job) => job.externalId)).toEqual(['2620732', '2620733', '2620735']);
    expect(jobs[0]).toMatchObject({
      title: 'Senior Product Designer',
      department: 'Design',
      team: null,
      locations: [
        { city: 'Amsterdam', region: 'North Holland', countryCode: 'NL' },
        { city: 'Lisbon', region: null, countryCode: 'PT' },
      ],
      workplaceType: 'hybrid',
      remoteRegions: [],
      employmentType: 'full_time',
      level: 'Mid level',
      pay: { currency: 'EUR', min: 4200, max: 5500, period: 'MONTH' },
      applyUrl: 'https://somnia.recruitee.com/o/senior-product-designer/c/new',
      atsUrl: 'https://somnia.recruitee.com/o/senior-product-designer',
      publishedAt: new Date('2026-10-02T09:45:21Z'),
      updatedAt: new Date('2026-10-20T16:05:00Z'),
    });
  });

  it('keeps the text and its requirements, sanitised', async () => {
    const [designer, manager] = (await readServed({ body: OFFERS })).jobs;

    const html = designer?.descriptionHtml ?? '';
    expect(html).toContain('<h2>About the role</h2><p>You shape <em>how</em> people sleep.</p>');
    expect(html).toMatch(/<a href="https:\/\/somnia\.example\/design"[^>]*>Our design team<\/a>/);
    expect(html).toContain('<h3>Requirements</h3><ul><li>Figma</li><li>Prototyping');
    expect(html).not.toMatch(/script|onerror|alert|steal/);
    // no empty requirements heading
    expect(manager?.descriptionHtml).toBe('<p>Help our customers.</p>');
  });

  it('reads remote offers, old single places, fixed terms and nulls', async () => {
    const [, manager, trainee] = (await readServed({ body: OFFERS })).jobs;

    expect(manager).toMatchObject({
      department: null,
      // no `locations`: the top-level place stands in
      locations: [{ city: 'Berlin', region: 'Berlin', countryCode: 'DE' }],
      workplaceType: 'remote',
      // a remote offer placed in Germany is open to applicants living there
      remoteRegions: ['DE'],
      employmentType: 'temporary',
      level: null,
      pay: null,
      applyUrl: null,
      publishedAt: new Date('2026-10-03T10:00:00Z'),
      updatedAt: null,
    });
    expect(trainee).toMatchObject({
      locations: [{ city: null, region: null, countryCode: 'AT' }],
      workplaceType: 'on_site',
      employmentType: 'internship',
      pay: null,
      descriptionHtml: '',
      atsUrl: null,
      publishedAt: null,
    });
  });

  it('reports pay it cannot trust instead of showing it', async () => {
    const { problems } = await readServed({ body: OFFERS });
    expect(problems).toEqual([
      {
        externalId: '2620735',
        message: 'pay left out: the minimum 1800 is above the maximum 1500',
      },
    ]);
  });

  it('skips an offer of another shape and reports it, keeping the rest', async () => {
    const offers = [...OFFERS.offers, { id: 2620736, title: null, status: 'published' }];
    const { jobs, problems } = await readServed({ body: { offers } });
    expect(jobs).toHaveLength(3);
    expect(problems).toContainEqual({
      externalId: '2620736',
      message: expect.stringMatching(/^skipped: not in the feed's documented shape \(title: /),
      skipped: "not in the feed's shape",
    });
  });

  it('reads an empty board as no jobs', async () => {
    await expect(readServed({ body: { offers: [] } })).resolves.toEqual({ jobs: [], problems: [] });
  });

  it('reads a board of several thousand offers', async () => {
    const offers = Array.from({ length: 4000 }, (_, index) => ({
      id: index + 1,
      title: `Store Associate ${index + 1}`,
      status: 'published',
      locations: [{ city: 'Utrecht', country_code: 'NL' }],
      employment_type_code: 'parttime',
      description: `<p>Shop ${index + 1}</p>`,
      published_at: '2026-09-01 08:00:00 UTC',
    }));
    const { jobs, problems } = await readServed({ body: { offers } });
    expect(problems).toEqual([]);
    expect(jobs).toHaveLength(4000);
    expect(jobs[3999]).toMatchObject({
      externalId: '4000',
      employmentType: 'part_time',
      descriptionHtml: '<p>Shop 4000</p>',
    });
  });

  testFeedFailures({
    connector: recruiteeConnector,
    feed: () => feed,
    boardPath: OFFERS_PATH,
    notFound: { status: 404, body: { error: 'Company not found' } },
  });
});
