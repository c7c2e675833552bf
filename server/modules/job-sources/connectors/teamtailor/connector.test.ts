import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { testFeedFailures } from '../../../../test-support/connector-failures';
import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import { FeedError, type JobSourceConfig } from '../connector';
import { TEAMTAILOR_API_VERSION, teamtailorConnector } from './connector';
import { verifyWebhook, type WebhookDelivery } from '../../webhook-signatures';

const API_KEY = 'tt-secret-9f8e7d6c5b4a';

const QUERY = 'include=department%2Crole%2Clocations%2Clocation&page%5Bsize%5D=30';
const FIRST_PAGE = `/v1/jobs?${QUERY}`;
const SECOND_PAGE = `/v1/jobs?${QUERY}&page%5Bnumber%5D=2`;

/**
 * Written from Teamtailor's JSON:API documentation and made as messy as real answers:
 * hyphenated attributes, relationships pointing into `included`, given inline (the old shape)
 * or as links only, nulls, an internal job, an empty external application URL, and a `next`
 * link written for Teamtailor's own host.
 */
const PAGE_ONE = {
  data: [
    {
      id: '61900',
      type: 'jobs',
      links: {
        'careersite-job-url': 'https://careers.somnia.example/jobs/61900-backend-developer',
        'careersite-job-apply-url':
          'https://somnia.teamtailor.com/jobs/61900-backend-developer/applications/new',
        self: 'https://api.teamtailor.com/v1/jobs/61900',
      },
      attributes: {
        title: 'Backend Developer',
        pitch: 'Build the API <every> sleeper uses.',
        body: '<h3>Your team</h3><p>We write <strong>Elixir</strong> &amp; Go.</p><ol><li>On call: <em>rarely</em></li></ol><p><a href="javascript:alert(1)">click</a> <a href="https://somnia.example/blog">Our blog</a></p><script>steal()</script>',
        'remote-status': 'hybrid',
        'employment-type': 'fulltime',
        'employment-level': 'senior',
        'min-salary': 45000,
        'max-salary': 55000,
        currency: 'SEK',
        'salary-time-unit': 'monthly',
        'external-application-url': '',
        internal: false,
        status: 'open',
        'human-status': 'published',
        'created-at': '2026-10-01T12:00:00.000+02:00',
        'updated-at': '2026-10-15T08:30:00.000+02:00',
      },
      relationships: {
        department: { data: { id: '11', type: 'departments' } },
        role: { data: { id: '21', type: 'roles' } },
        locations: {
          data: [
            { id: '31', type: 'locations' },
            { id: '32', type: 'locations' },
          ],
        },
        location: { links: { related: 'https://api.teamtailor.com/v1/jobs/61900/location' } },
        user: { links: { related: 'https://api.teamtailor.com/v1/jobs/61900/user' } },
      },
    },
    {
      id: '61901',
      type: 'jobs',
      links: {
        'careersite-job-url': 'https://careers.somnia.example/jobs/61901-support',
        'careersite-job-apply-url': 'https://somnia.teamtailor.com/jobs/61901/applications/new',
      },
      attributes: {
        title: 'Support Specialist',
        pitch: null,
        body: '<p>Help sleepers.</p>',
        'remote-status': 'fully',
        'employment-type': null,
        'employment-level': 'none',
        'min-salary': null,
        'max-salary': null,
        currency: null,
        'salary-time-unit': null,
        'external-application-url': 'https://apply.somnia.example/support',
        internal: false,
        'created-at': '2026-10-02T09:00:00.000Z',
        'updated-at': null,
      },
      relationships: {
        department: { links: { related: 'https://api.teamtailor.com/v1/jobs/61901/department' } },
        role: { data: null },
        locations: { data: [{ id: '33', type: 'locations' }] },
      },
    },
    {
      id: '61902',
      type: 'jobs',
      attributes: { title: 'Internal: Team Lead', internal: true, body: '<p>Employees only</p>' },
      relationships: {},
    },
  ],
  included: [
    { id: '11', type: 'departments', attributes: { name: 'Engineering' } },
    { id: '21', type: 'roles', attributes: { name: 'Backend' } },
    {
      id: '31',
      type: 'locations',
      attributes: { name: 'Stockholm HQ', city: 'Stockholm', country: 'Sweden', zip: '111 22' },
    },
    {
      id: '32',
      type: 'locations',
      attributes: { name: 'Göteborg', city: 'Göteborg', country: 'Sweden' },
    },
    {
      id: '33',
      type: 'locations',
      attributes: { name: 'Germany', city: null, country: 'Germany' },
    },
  ],
  meta: { 'record-count': 4, 'page-count': 2 },
  links: { next: `https://api.teamtailor.com${SECOND_PAGE}` },
};

const PAGE_TWO = {
  data: [
    {
      id: '61903',
      type: 'jobs',
      links: { 'careersite-job-url': 'https://careers.somnia.example/jobs/61903-utvecklare' },
      attributes: {
        title: 'Utvecklare',
        body: '<p>Java, C# eller annat språk.</p>',
        'remote-status': 'temporary',
        'employment-type': 'parttime',
        'min-salary': 30000,
        'max-salary': 40000,
        currency: 'EUR',
        'created-at': '2026-09-20T10:00:00.000+02:00',
      },
      relationships: {
        // the old shape: the record inline, no `included`
        role: { data: { id: '35396', type: 'roles', attributes: { name: 'Utvecklare' } } },
        department: { links: { related: 'https://api.teamtailor.com/v1/jobs/61903/department' } },
        location: {
          data: { id: '40', type: 'locations', attributes: { city: 'Malmö', country: 'SE' } },
        },
      },
    },
  ],
  links: { next: null },
};

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const config = (apiKey: string | undefined = API_KEY): JobSourceConfig => ({
  type: 'teamtailor',
  board: 'somnia',
  baseUrl: feed.baseUrl,
  apiKey,
});
const read = (apiKey?: string) =>
  teamtailorConnector.readJobs(config(apiKey), new AbortController().signal);

describe('Teamtailor connector', () => {
  it('sends the API key and version, and follows `next` on the configured host', async () => {
    feed.route(FIRST_PAGE, { body: PAGE_ONE, contentType: 'application/vnd.api+json' });
    feed.route(SECOND_PAGE, { body: PAGE_TWO, contentType: 'application/vnd.api+json' });
    const before = feed.requests.length;
    await read();

    expect(feed.requests.slice(before)).toEqual([FIRST_PAGE, SECOND_PAGE]);
    for (const headers of feed.requestHeaders.slice(before)) {
      expect(headers.authorization).toBe(`Token token=${API_KEY}`);
      expect(headers['x-api-version']).toBe(TEAMTAILOR_API_VERSION);
    }
  });

  it('maps every field, reading relationships from `included`', async () => {
    feed.route(FIRST_PAGE, { body: PAGE_ONE });
    feed.route(SECOND_PAGE, { body: PAGE_TWO });
    const { jobs } = await read();

    // the internal job is for employees only
    expect(jobs.map((job) => job.externalId)).toEqual(['61900', '61901', '61903']);
    expect(jobs[0]).toMatchObject({
      title: 'Backend Developer',
      department: 'Engineering',
      team: 'Backend',
      locations: [
        { city: 'Stockholm', region: null, countryCode: 'SE' },
        { city: 'Göteborg', region: null, countryCode: 'SE' },
      ],
      workplaceType: 'hybrid',
      remoteRegions: [],
      employmentType: 'full_time',
      level: 'Senior',
      pay: { currency: 'SEK', min: 45000, max: 55000, period: 'MONTH' },
      applyUrl: 'https://somnia.teamtailor.com/jobs/61900-backend-developer/applications/new',
      atsUrl: 'https://careers.somnia.example/jobs/61900-backend-developer',
      publishedAt: new Date('2026-10-01T10:00:00Z'),
      updatedAt: new Date('2026-10-15T06:30:00Z'),
    });
  });

  it('keeps the pitch and body, sanitised', async () => {
    feed.route(FIRST_PAGE, { body: PAGE_ONE });
    feed.route(SECOND_PAGE, { body: PAGE_TWO });
    const html = (await read()).jobs[0]?.descriptionHtml ?? '';

    expect(html).toContain('<p>Build the API &lt;every&gt; sleeper uses.</p>');
    expect(html).toContain('<h3>Your team</h3><p>We write <strong>Elixir</strong> &amp; Go.</p>');
    expect(html).toContain('<ol><li>On call: <em>rarely</em></li></ol>');
    expect(html).toMatch(/<a href="https:\/\/somnia\.example\/blog"[^>]*>Our blog<\/a>/);
    expect(html).not.toMatch(/javascript|script|steal/);
  });

  it('reads remote jobs, links-only relationships, the old inline shape and nulls', async () => {
    feed.route(FIRST_PAGE, { body: PAGE_ONE });
    feed.route(SECOND_PAGE, { body: PAGE_TWO });
    const [, support, developer] = (await read()).jobs;

    expect(support).toMatchObject({
      // a links-only department and a null role say nothing
      department: null,
      team: null,
      locations: [{ city: null, region: null, countryCode: 'DE' }],
      workplaceType: 'remote',
      remoteRegions: ['DE'],
      employmentType: null,
      level: null,
      pay: null,
      descriptionHtml: '<p>Help sleepers.</p>',
      // the job takes applications on the company's own form
      applyUrl: 'https://apply.somnia.example/support',
      updatedAt: null,
    });
    expect(developer).toMatchObject({
      department: null,
      team: 'Utvecklare',
      locations: [{ city: 'Malmö', region: null, countryCode: 'SE' }],
      // remote for now, an office later
      workplaceType: 'hybrid',
      employmentType: 'part_time',
      pay: null,
      applyUrl: null,
    });
  });

  it('reports pay without a period instead of guessing it', async () => {
    feed.route(FIRST_PAGE, { body: PAGE_ONE });
    feed.route(SECOND_PAGE, { body: PAGE_TWO });
    const { problems } = await read();
    expect(problems).toEqual([
      {
        externalId: '61903',
        message: 'pay left out: the feed does not say per hour, month or year',
      },
    ]);
  });

  it('reads an empty board as no jobs', async () => {
    feed.route(FIRST_PAGE, { body: { data: [], meta: { 'record-count': 0 }, links: {} } });
    await expect(read()).resolves.toEqual({ jobs: [], problems: [] });
  });

  it('says a refused key in words, never the key itself', async () => {
    feed.route(FIRST_PAGE, {
      status: 401,
      body: { errors: [{ status: '401', title: 'Unauthorized', detail: `Bad token ${API_KEY}` }] },
    });
    const error = await read().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).toBe(
      'Teamtailor refused the API key (401): check that the source has a valid key with read access to jobs',
    );
    expect(String((error as FeedError).stack)).not.toContain(API_KEY);
  });

  it('asks for a key before asking Teamtailor, and refuses one that cannot be a key', async () => {
    const before = feed.requests.length;
    await expect(read('')).rejects.toThrow(
      "Teamtailor needs the company's API key: add it to the source",
    );
    const error = await read('tt-secret\nX-Injected: 1').catch((caught: unknown) => caught);
    expect((error as FeedError).message).toBe(
      'Teamtailor API key has spaces or characters no key has: enter it again',
    );
    expect(feed.requests.length).toBe(before);
  });

  it('refuses a board whose pages never end rather than read part of it', async () => {
    feed.route(FIRST_PAGE, {
      body: { data: [], links: { next: `https://api.teamtailor.com${FIRST_PAGE}` } },
    });
    await expect(read()).rejects.toThrow(
      'Teamtailor listed more than 500 pages of jobs: too many to sync safely',
    );
  });

  it('reads a board of several thousand jobs, 30 a page', async () => {
    const pages = 100;
    for (let number = 1; number <= pages; number += 1) {
      const path = number === 1 ? FIRST_PAGE : `/v1/jobs?${QUERY}&page%5Bnumber%5D=${number}`;
      const data = Array.from({ length: 30 }, (_, index) => {
        const id = String((number - 1) * 30 + index + 1);
        return {
          id,
          type: 'jobs',
          attributes: { title: `Nurse ${id}`, body: `<p>Ward ${id}</p>`, 'remote-status': 'none' },
          relationships: { locations: { data: [{ id: '1', type: 'locations' }] } },
        };
      });
      const next =
        number < pages ? `${feed.baseUrl}/v1/jobs?${QUERY}&page%5Bnumber%5D=${number + 1}` : null;
      feed.route(path, {
        body: {
          data,
          included: [
            { id: '1', type: 'locations', attributes: { city: 'Oslo', country: 'Norway' } },
          ],
          links: { next },
        },
      });
    }
    const { jobs } = await read();
    expect(jobs).toHaveLength(3000);
    expect(jobs[2999]).toMatchObject({
      externalId: '3000',
      locations: [{ city: 'Oslo', region: null, countryCode: 'NO' }],
      workplaceType: 'on_site',
    });
  });

  testFeedFailures({
    connector: teamtailorConnector,
    feed: () => feed,
    boardPath: FIRST_PAGE,
    notFound: { status: 404, body: { error: 'Not found' } },
    config: { apiKey: API_KEY },
  });
});

/** A webhook delivery of `body` with these headers (lower-case names). */
function webhookDelivery(body: string, headers: Record<string, string> = {}): WebhookDelivery {
  return { header: (name) => headers[name.toLowerCase()], body: Buffer.from(body) };
}
const hmacOf = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('teamtailorConnector.webhookSignature', () => {
  const SECRET = 'the-signing-key';
  const check = teamtailorConnector.webhookSignature;
  if (!check) throw new Error('Teamtailor signs its job webhooks');
  const verify = (sent: WebhookDelivery) => verifyWebhook(check, SECRET, sent);
  const payload = { event_name: 'job.update', data: { id: '2', type: 'jobs' } };
  const signature = Buffer.from(hmacOf(JSON.stringify(payload), SECRET)).toString('base64');

  it('is in the body: Base64 of the hex HMAC of its payload', () => {
    expect(verify(webhookDelivery(JSON.stringify({ payload, signature })))).not.toBeNull();
    const forged = JSON.stringify({ payload: { ...payload, event_name: 'job.create' }, signature });
    expect(verify(webhookDelivery(forged))).toBeNull();
    expect(verify(webhookDelivery('not json'))).toBeNull();
  });

  it('gives the same payload re-spaced or with its fields swapped the same digest', () => {
    const digest = verify(webhookDelivery(JSON.stringify({ payload, signature })));
    expect(digest).not.toBeNull();
    expect(verify(webhookDelivery(JSON.stringify({ payload, signature }, null, 2)))).toBe(digest);
    expect(verify(webhookDelivery(JSON.stringify({ signature, payload })))).toBe(digest);
  });

  it('answers a payload nested past the stack without a throw', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const body = `{"payload":${deep},"signature":"${Buffer.from(hmacOf(deep, SECRET)).toString('base64')}"}`;
    // Node 22 and 24 overflow parsing it (no signed payload, null); Node 26 parses it, and its
    // signature holds. Either way an answer, never a throw; the router refuses such depth first.
    expect(() => verify(webhookDelivery(body))).not.toThrow();
  });
});
