import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import { FeedError } from '../connector';
import { personioConnector } from './connector';

/**
 * Written from Personio's documented feed (developer.personio.de, "Retrieving open positions")
 * and made as messy as real feeds: German block names, HTML in CDATA (with a script and an
 * inline handler to drop), an entity in a name, extra offices, a salary with a blank maximum,
 * an offset without a colon, blank elements, whitespace everywhere.
 */
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<workzag-jobs>
  <position>
    <id>  4711 </id>
    <subcompany>Somnia GmbH</subcompany>
    <office>Berlin</office>
    <additionalOffices>
      <office>Hamburg</office>
      <office>Berlin</office>
    </additionalOffices>
    <department>Engineering &amp; Data</department>
    <recruitingCategory>Tech</recruitingCategory>
    <name>Senior Backend Engineer (m/w/d)</name>
    <jobDescriptions>
      <jobDescription>
        <name>Deine Aufgaben</name>
        <value><![CDATA[
          <p>Du baust <strong>unsere</strong> APIs.</p><ul><li>Go &amp; TypeScript</li><li><a href="https://somnia.example/stack" onclick="steal()">Unser Stack</a></li></ul><script>alert(1)</script>
        ]]></value>
      </jobDescription>
      <jobDescription>
        <name>Dein Profil</name>
        <value><![CDATA[<h4>Must have</h4><ol><li><em>5 Jahre</em> Erfahrung</li></ol>]]></value>
      </jobDescription>
      <jobDescription>
        <name>Leer</name>
        <value><![CDATA[   ]]></value>
      </jobDescription>
    </jobDescriptions>
    <employmentType>permanent</employmentType>
    <seniority>experienced</seniority>
    <schedule>full-or-part-time</schedule>
    <yearsOfExperience>5-7</yearsOfExperience>
    <keywords>Go,TypeScript ,APIs</keywords>
    <occupation>software_and_web_development</occupation>
    <occupationCategory>it_software</occupationCategory>
    <createdAt>2026-10-01T09:30:00+0200</createdAt>
    <salaryInformation>
      <min>65000.00</min>
      <max></max>
      <currencySymbol>€</currencySymbol>
      <currencyCode>EUR</currencyCode>
      <type>yearly</type>
    </salaryInformation>
  </position>
  <position>
    <id>4712</id>
    <office>Remote</office>
    <recruitingCategory>Working Student</recruitingCategory>
    <name>Werkstudent Marketing</name>
    <jobDescriptions>
      <jobDescription>
        <name>Your mission</name>
        <value><![CDATA[Plain text first,<br>then a line break.]]></value>
      </jobDescription>
    </jobDescriptions>
    <employmentType>permanent</employmentType>
    <seniority>student</seniority>
    <schedule>part-time</schedule>
    <createdAt>2026-10-02T10:00:00+00:00</createdAt>
    <salaryInformation>
      <min>14.50</min>
      <max>16</max>
      <currencyCode>EUR</currencyCode>
      <type>hourly</type>
    </salaryInformation>
  </position>
  <position>
    <id>4713</id>
    <office>München</office>
    <name>Praktikum Finance</name>
    <jobDescriptions></jobDescriptions>
    <employmentType>intern</employmentType>
    <seniority>entry-level</seniority>
    <schedule>full-time</schedule>
    <createdAt>not a date</createdAt>
  </position>
</workzag-jobs>`;

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const FEED_PATH = '/xml?language=en';

/** Reads the board the local server plays, after setting what its feed answers. */
async function readServed(route: Parameters<FeedServer['route']>[1], deadlineMs = 10_000) {
  feed.route(FEED_PATH, route);
  return personioConnector.readJobs(
    { type: 'personio', board: 'somnia', baseUrl: feed.baseUrl },
    AbortSignal.timeout(deadlineMs),
  );
}

const xml = (body: string) => ({ body, contentType: 'text/xml; charset=utf-8' });

function positions(count: number): string {
  const position = (id: number) => `
  <position><id>${id}</id><office>Berlin</office><department>Sales</department>
    <name>Account Executive ${id}</name>
    <jobDescriptions><jobDescription><name>Aufgaben</name>
      <value><![CDATA[<p>Verkaufen, Nummer ${id}.</p>]]></value></jobDescription></jobDescriptions>
    <employmentType>permanent</employmentType><schedule>full-time</schedule>
    <createdAt>2026-09-01T08:00:00+02:00</createdAt></position>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>${Array.from({ length: count }, (_, i) => position(i + 1)).join('')}\n</workzag-jobs>`;
}

describe('Personio connector', () => {
  it('asks the board for its English feed', async () => {
    const before = feed.requests.length;
    await readServed(xml(FEED));
    expect(feed.requests.slice(before)).toEqual(['/xml?language=en']);
  });

  it('maps every field of a position', async () => {
    const { jobs, problems } = await readServed(xml(FEED));
    const baseUrl = feed.baseUrl;

    expect(problems).toEqual([]);
    expect(jobs).toHaveLength(3);
    const [engineer] = jobs;
    expect(engineer).toMatchObject({
      externalId: '4711',
      title: 'Senior Backend Engineer (m/w/d)',
      department: 'Engineering & Data',
      team: null,
      // the main office first, then the additional ones, without the repeated Berlin
      locations: [
        { city: 'Berlin', region: null, countryCode: null },
        { city: 'Hamburg', region: null, countryCode: null },
      ],
      workplaceType: 'on_site',
      remoteRegions: [],
      // full-or-part-time is offered as full-time too
      employmentType: 'full_time',
      level: 'Experienced',
      // a salary "from 65,000" is that figure: the model's range needs both ends
      pay: { currency: 'EUR', min: 65000, max: 65000, period: 'YEAR' },
      applyUrl: `${baseUrl}/job/4711?language=en`,
      atsUrl: `${baseUrl}/job/4711`,
      publishedAt: new Date('2026-10-01T07:30:00Z'),
      updatedAt: null,
    });
  });

  it('keeps the description’s blocks as headings over their sanitised HTML', async () => {
    const [engineer, student, intern] = (await readServed(xml(FEED))).jobs;

    const html = engineer?.descriptionHtml ?? '';
    expect(html).toContain('<h3>Deine Aufgaben</h3>');
    expect(html).toContain('<p>Du baust <strong>unsere</strong> APIs.</p>');
    expect(html).toContain('<li>Go &amp; TypeScript</li>');
    expect(html).toMatch(/<a href="https:\/\/somnia\.example\/stack"[^>]*>Unser Stack<\/a>/);
    expect(html).toContain('<h3>Dein Profil</h3><h4>Must have</h4><ol><li><em>5 Jahre</em>');
    // nothing executable survives, and an empty block leaves no heading behind
    expect(html).not.toMatch(/script|onclick|alert/);
    expect(html).not.toContain('Leer');
    expect(student?.descriptionHtml).toContain('Plain text first,<br />then a line break.');
    expect(intern?.descriptionHtml).toBe('');
  });

  it('reads employment, level and pay from Personio’s own words', async () => {
    const [, student, intern] = (await readServed(xml(FEED))).jobs;

    expect(student).toMatchObject({
      title: 'Werkstudent Marketing',
      department: null,
      locations: [],
      workplaceType: 'remote',
      employmentType: 'working_student',
      level: 'Student',
      pay: { currency: 'EUR', min: 14.5, max: 16, period: 'HOUR' },
    });
    expect(intern).toMatchObject({
      employmentType: 'internship',
      level: 'Entry level',
      pay: null,
      publishedAt: null,
      locations: [{ city: 'München', region: null, countryCode: null }],
    });
  });

  it('skips a position without an id and reports it, keeping the rest', async () => {
    const broken = FEED.replace('<id>4712</id>', '');
    const { jobs, problems } = await readServed(xml(broken));
    expect(jobs.map((job) => job.externalId)).toEqual(['4711', '4713']);
    expect(problems).toEqual([
      {
        externalId: null,
        message: expect.stringMatching(/^skipped: not in the feed's documented shape \(id: /),
        skipped: "not in the feed's shape",
      },
    ]);
  });

  it('reads an empty board as no jobs', async () => {
    const empty = '<?xml version="1.0" encoding="UTF-8"?>\n\n<workzag-jobs></workzag-jobs>\n';
    await expect(readServed(xml(empty))).resolves.toEqual({ jobs: [], problems: [] });
  });

  it('refuses a body that is not the feed, in words', async () => {
    await expect(
      readServed(xml('<workzag-jobs><position><id>1</id></workzag-jobs>')),
    ).rejects.toThrow(new FeedError('Personio answered with XML that cannot be read (line 1)'));
    await expect(readServed(xml('<html><body>Wartungsarbeiten</body></html>'))).rejects.toThrow(
      'Personio answered without a <workzag-jobs> list: not a job feed',
    );
  });

  it('says an unknown company in words', async () => {
    const error = await readServed({
      status: 404,
      contentType: 'text/html',
      body: '<!doctype html><title>Page not found</title>',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).message).toBe('Personio answered 404 (Not Found)');
  });

  it('gives up on a board that does not answer', async () => {
    await expect(readServed({ hang: true }, 300)).rejects.toThrow(
      new FeedError('Personio did not answer: timed out'),
    );
  });

  it('reads a board of several thousand positions', async () => {
    const { jobs } = await readServed(xml(positions(5000)));
    expect(jobs).toHaveLength(5000);
    expect(jobs[4999]).toMatchObject({
      externalId: '5000',
      title: 'Account Executive 5000',
      descriptionHtml: '<h3>Aufgaben</h3><p>Verkaufen, Nummer 5000.</p>',
    });
  });
});
