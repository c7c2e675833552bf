import { expect, test } from 'vitest';

import { jobShareUrl } from './share-url';

test('a job page shares origin + /job/{id}, whatever its own path', () => {
  expect(jobShareUrl('https://careers.example', 42, '/job/42')).toBe(
    'https://careers.example/job/42',
  );
});

test('an external variant shares its own path', () => {
  expect(jobShareUrl('https://careers.example/', 42, '/job-ext/night-shift-lead')).toBe(
    'https://careers.example/job-ext/night-shift-lead',
  );
});
