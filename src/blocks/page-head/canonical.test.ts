import { describe, expect, test } from 'vitest';

import type { Job, PageContent } from '../../../contract/page-types';
import { canonicalPathFor } from './canonical';
import { paths } from '../../../contract/paths';
import { createRouteTable } from '../../../contract/route-table';

const routes = createRouteTable('somnia');
const routeNamed = (name: string) => {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};
const jobList = routeNamed('job');

describe('canonicalPathFor', () => {
  test('job list filters collapse to one form: values sorted, sort order dropped', () => {
    expect(canonicalPathFor(jobList, '/job', '?location=Berlin|Amsterdam&sort=title')).toBe(
      '/job?location=Amsterdam%7CBerlin',
    );
  });

  test('the canonical form is the one the filters link to, whatever the spelling', () => {
    const linked = paths.jobs({ location: ['Amsterdam', 'Berlin'] });
    for (const search of [
      '?location=Amsterdam%7CBerlin',
      '?location=Berlin%7CAmsterdam',
      // A form submitted without JavaScript repeats the key; the loader reads every value.
      '?location=Berlin&location=Amsterdam',
      '?location=%20Berlin%7C%7CAmsterdam%7CBerlin&department=&sort=newest',
    ]) {
      expect(canonicalPathFor(jobList, '/job', search)).toBe(linked);
    }
  });

  test('an unknown sort keeps the filters of the list the page shows', () => {
    expect(canonicalPathFor(jobList, '/job', '?department=Design&sort=bogus')).toBe(
      '/job?department=Design',
    );
  });

  test('the keys keep one order, so the same filters give the same URL', () => {
    expect(
      canonicalPathFor(jobList, '/job', '?search=react&jobType=Full-time&department=Engineering'),
    ).toBe('/job?department=Engineering&jobType=Full-time&search=react');
  });

  test('a paginated page is canonical to itself; page 1 is the bare list', () => {
    expect(canonicalPathFor(jobList, '/job', '?page=3&department=Design')).toBe(
      '/job?department=Design&page=3',
    );
    expect(canonicalPathFor(jobList, '/job', '?page=1')).toBe('/job');
    expect(canonicalPathFor(routeNamed('tech-blog'), '/tech-blog', '?page=2')).toBe(
      '/tech-blog?page=2',
    );
    expect(canonicalPathFor(routeNamed('press-news'), '/press/news', '?page=2')).toBe(
      '/press/news?page=2',
    );
  });

  test('query keys a page does not read are dropped (tracking parameters, faq)', () => {
    expect(
      canonicalPathFor(routeNamed('how-we-hire'), '/how-we-hire', '?utm_source=x&faq=pay'),
    ).toBe('/how-we-hire');
    expect(canonicalPathFor(jobList, '/job', '?gclid=abc')).toBe('/job');
  });

  test('the external variant of a job is canonical to the job itself', () => {
    const page: PageContent = {
      title: 'Packaging Designer',
      section: [{ type: 'job-detail', job: { id: 19 } as Job, similar: [] }],
    };
    expect(
      canonicalPathFor(routeNamed('job-ext'), '/job-ext/packaging-designer-partner', '', page),
    ).toBe('/job/19');
  });
});
