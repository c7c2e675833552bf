import { describe, expect, test } from 'vitest';

import { applyDestination } from './apply-destination';

const SITE = 'https://careers.example';

describe('applyDestination', () => {
  test('names a known applicant tracking system and its host', () => {
    expect(applyDestination('https://boards.greenhouse.io/acme/jobs/4012', SITE)).toEqual({
      host: 'boards.greenhouse.io',
      name: 'Greenhouse',
    });
  });

  test('gives the host alone for a system it does not know', () => {
    expect(applyDestination('https://www.jobs.somnia.example/apply/x', SITE)).toEqual({
      host: 'jobs.somnia.example',
      name: null,
    });
  });

  test('a look-alike host is not the system it imitates', () => {
    expect(applyDestination('https://evil-lever.co/apply', SITE)?.name).toBeNull();
  });

  test('a link on this site, a placeholder or a mail link leaves nowhere', () => {
    expect(applyDestination('#', SITE)).toBeNull();
    expect(applyDestination('/apply/1', SITE)).toBeNull();
    expect(applyDestination('mailto:jobs@example.com', SITE)).toBeNull();
  });
});
