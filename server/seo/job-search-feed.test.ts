import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { daysFromNow, insertJob, uniqueLabel } from '../test-support/fixtures';
import { createRealApp, type RealApp } from '../test-support/real-app';
import {
  childrenNamed,
  childText,
  parseXml,
  type XmlElement,
} from '../test-support/seo-test-support';

const entriesOf = (feed: XmlElement) => childrenNamed(feed, 'entry');
const titlesOf = (feed: XmlElement) => entriesOf(feed).map((entry) => childText(entry, 'title'));
const linkOf = (element: XmlElement, rel: string) =>
  childrenNamed(element, 'link').find((link) => link.attributes.rel === rel)?.attributes.href;

describe('GET /job/feed.xml', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp();
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  const origin = () => real.env.PUBLIC_ORIGIN;

  test('an Atom feed of the same search: its filters, newest first, with links to itself and the list', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), {
      department,
      title: 'Older',
      posted_at: daysFromNow(-3),
      created_at: daysFromNow(-3),
    });
    await insertJob(db(), {
      department,
      title: 'Newer',
      locations: [{ city: 'Lisbon', country_code: 'PT' }],
      posted_at: daysFromNow(-1),
      created_at: daysFromNow(-1),
    });
    await insertJob(db(), {
      department,
      title: 'Too little pay',
      pay_max: 45_000,
      created_at: daysFromNow(-1),
    });
    await insertJob(db(), { department, title: 'Closed', closes_at: daysFromNow(-1) });
    await insertJob(db(), { department: uniqueLabel('Dept'), title: 'Other department' });
    const query = `department=${encodeURIComponent(department)}&payMin=60000&sort=title&page=3`;

    const res = await request(real.app).get(`/job/feed.xml?${query}`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    const feed = parseXml(res.text);
    expect(feed.name).toBe('feed');
    expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    // Its order and page aside: the newest jobs of the search.
    expect(titlesOf(feed)).toEqual(['Newer', 'Older']);
    const search = new URLSearchParams({ department, payMin: '60000' }).toString();
    expect(linkOf(feed, 'self')).toBe(`${origin()}/job/feed.xml?${search}`);
    expect(linkOf(feed, 'alternate')).toBe(`${origin()}/job?${search}`);
    expect(childText(feed, 'title')).toBe(
      `Jobs at ${real.env.COMPANY_NAME}: ${department}, €60,000+ a year`,
    );
    const [newer] = entriesOf(feed);
    if (!newer) throw new Error('no entry');
    expect(linkOf(newer, 'alternate')).toMatch(new RegExp(`^${origin()}/job/\\d+$`));
    expect(childText(newer, 'id')).toBe(linkOf(newer, 'alternate'));
    expect(childText(newer, 'summary')).toBe(
      `${department} · Lisbon, Portugal · Full-time · €50,000 – €65,000 per year`,
    );
  });

  test('an hourly job in a pay search says what the filter read: its full-time year', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), {
      department,
      employment_type: 'part_time',
      pay_min: 30,
      pay_max: 38,
      pay_period: 'HOUR',
    });

    const res = await request(real.app).get(
      `/job/feed.xml?department=${encodeURIComponent(department)}&payMin=60000`,
    );

    const [entry] = entriesOf(parseXml(res.text));
    if (!entry) throw new Error('no entry');
    expect(childText(entry, 'summary')).toMatch(
      / · Part-time · €30 – €38 per hour · €62,400 – €79,040 a year full-time equivalent$/,
    );
  });

  test('a reader asking again with the ETag it has gets 304', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department });
    const url = `/job/feed.xml?department=${encodeURIComponent(department)}`;
    const first = await request(real.app).get(url);

    const again = await request(real.app)
      .get(url)
      .set('If-None-Match', first.headers.etag ?? '');

    expect(again.status).toBe(304);
  });

  test('text from the jobs and the query is escaped, so the feed stays well-formed', async () => {
    const department = `${uniqueLabel('R&D')} "<Labs>"`;
    const title = `Tom & Jerry's <script>alert(1)</script> ]]> engineer`;
    await insertJob(db(), { department, title });

    const res = await request(real.app).get(
      `/job/feed.xml?department=${encodeURIComponent(department)}&search=${encodeURIComponent('<b>&')}`,
    );
    // The search matches nothing; the department alone shows the entry.
    const byDepartment = await request(real.app).get(
      `/job/feed.xml?department=${encodeURIComponent(department)}`,
    );

    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<b>');
    expect(childText(parseXml(res.text), 'title')).toContain(`${department}, “<b>&”`);
    expect(byDepartment.text).not.toContain('<script>');
    const feed = parseXml(byDepartment.text);
    expect(titlesOf(feed)).toEqual([title]);
    const [entry] = entriesOf(feed);
    expect(childrenNamed(entry!, 'category')[0]?.attributes.term).toBe(department);
  });

  test('at most 50 entries', async () => {
    const department = uniqueLabel('Dept');
    for (let index = 0; index < 51; index += 1)
      await insertJob(db(), { department, locations: [] });

    const res = await request(real.app).get(
      `/job/feed.xml?department=${encodeURIComponent(department)}`,
    );

    expect(entriesOf(parseXml(res.text))).toHaveLength(50);
  });

  test.each([
    ['payMin=50000', 'payMin'],
    ['sort=cheapest', 'sort'],
    ['colour=blue', 'colour'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const res = await request(real.app).get(`/job/feed.xml?${query}`);

    expect(res.status).toBe(400);
    expect(res.text).toMatch(new RegExp(`^Invalid ${field}: `));
  });
});
