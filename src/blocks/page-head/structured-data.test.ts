import { describe, expect, test } from 'vitest';

import type { Job, PageContent, PressNewsItem } from '../../../contract/page-types';
import { jobPosting, serializeJsonLd, structuredDataFor } from './structured-data';

const context = { origin: 'https://careers.example', companyName: 'Somnia', pathname: '/job/7' };

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 7,
    slug: null,
    title: 'Forklift Driver',
    content: { description: '<p>Drive forklifts.</p>' },
    summary: { team: 'Warehouse', location: 'Tilburg', jobType: 'Temporary', level: 'Entry' },
    urlList: { apply: 'https://jobs.example/apply/7' },
    department: 'Manufacturing',
    country: 'NL',
    remote: false,
    workplaceType: 'on_site',
    locations: [{ city: 'Tilburg', region: 'North Brabant', countryCode: 'NL', primary: true }],
    employmentType: 'temporary',
    remoteRegions: [],
    postedAt: '2026-11-01T09:00:00.000Z',
    closesAt: null,
    updatedAt: '2026-11-01T09:00:00.000Z',
    pay: null,
    teamSize: null,
    relocationAssistance: false,
    ...overrides,
  };
}

describe('jobPosting', () => {
  test.each([
    ['full_time', 'FULL_TIME'],
    ['part_time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['temporary', 'TEMPORARY'],
    ['internship', 'INTERN'],
    ['working_student', 'PART_TIME'],
  ] as const)('a %s job has employmentType %s', (employmentType, expected) => {
    expect(jobPosting(job({ employmentType }), context).employmentType).toBe(expected);
  });

  test('a job without a type has no employmentType rather than a guess', () => {
    expect(jobPosting(job({ employmentType: null }), context)).not.toHaveProperty('employmentType');
  });

  test('a job without a description is described by its title, as valid HTML', () => {
    const data = jobPosting(job({ title: 'R&D <Lead>', content: { description: '' } }), context);
    expect(data.description).toBe('<p>R&amp;D &lt;Lead&gt;</p>');
  });

  test('a remote job has TELECOMMUTE and every country or region its applicants may live in', () => {
    const data = jobPosting(
      job({
        remote: true,
        workplaceType: 'remote',
        locations: [],
        remoteRegions: ['FR', 'Europe'],
      }),
      context,
    );
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'FR' },
      { '@type': 'AdministrativeArea', name: 'Europe' },
    ]);
    expect(data).not.toHaveProperty('jobLocation');
  });

  test('a job in several places has a jobLocation for each, remote or not', () => {
    const locations = [
      { city: 'Tilburg', region: 'North Brabant', countryCode: 'NL', primary: true },
      { city: 'Ghent', region: null, countryCode: 'BE', primary: false },
    ];
    for (const workplaceType of ['on_site', 'hybrid', 'remote'] as const) {
      expect(jobPosting(job({ locations, workplaceType }), context).jobLocation).toEqual([
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Tilburg',
            addressRegion: 'North Brabant',
            addressCountry: 'NL',
          },
        },
        {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Ghent', addressCountry: 'BE' },
        },
      ]);
    }
    expect(jobPosting(job({ locations }), context)).not.toHaveProperty('jobLocationType');
  });

  test('an on-site job without a place is at the head office country', () => {
    expect(jobPosting(job({ locations: [] }), context).jobLocation).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'NL' } },
    ]);
  });

  test('pay becomes baseSalary with the range and its unit', () => {
    const data = jobPosting(
      job({ pay: { currency: 'EUR', min: 15.5, max: 18, period: 'HOUR' } }),
      context,
    );
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 15.5, maxValue: 18, unitText: 'HOUR' },
    });
  });

  test('the posting always points to /job/{id}, also from the external variant', () => {
    const data = jobPosting(job({ slug: 'forklift-partner' }), {
      ...context,
      pathname: '/job-ext/forklift-partner',
    });
    expect(data.url).toBe('https://careers.example/job/7');
  });
});

describe('structuredDataFor', () => {
  test('a press news item names the outlet that wrote it as the author', () => {
    const item: PressNewsItem = {
      id: 1,
      title: 'Why a Dutch mattress maker is expanding',
      summary: 'Coverage.',
      body: '<p>Coverage.</p>',
      source: 'Retail Weekly Europe',
      sourceUrl: 'https://retail.example/somnia',
      publishedAt: '2026-11-10T09:00:00.000Z',
    };
    const page: PageContent = { title: item.title, section: [{ type: 'press-news-item', item }] };
    const [article] = structuredDataFor(page, 'press-news-item', {
      ...context,
      pathname: '/press/news/1',
    });
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      author: { '@type': 'Organization', name: 'Retail Weekly Europe' },
      publisher: { '@type': 'Organization', name: 'Somnia' },
    });
  });

  test('a top-level page has no breadcrumbs', () => {
    const page: PageContent = { title: 'Team', section: [] };
    expect(structuredDataFor(page, 'team', { ...context, pathname: '/team' })).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  test('no text can close the script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
