import { describe, expect, test } from 'vitest';

import { isSlug } from '../../../contract/query-params';
import { jobSlugOf, uniqueSlug } from './job-slug';

describe('jobSlugOf', () => {
  test.each([
    ['Senior Data Engineer', 'senior-data-engineer'],
    ['Senior Data Engineer (Berlin/Remote)', 'senior-data-engineer-berlin-remote'],
    ['Ingénieure Qualité — Lyon', 'ingenieure-qualite-lyon'],
    ['  C++ / Rust   developer ', 'c-rust-developer'],
    ['設計者', 'job'],
  ])('%s → %s', (title, slug) => {
    expect(jobSlugOf(title)).toBe(slug);
    expect(isSlug(jobSlugOf(title))).toBe(true);
  });

  test('a long title is cut at a word, within 80 characters', () => {
    const slug = jobSlugOf('Principal '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('principal')).toBe(true);
  });
});

describe('uniqueSlug', () => {
  test('numbers a slug taken already, from 2', () => {
    expect(uniqueSlug('data-engineer', new Set())).toBe('data-engineer');
    expect(uniqueSlug('data-engineer', new Set(['data-engineer', 'data-engineer-2']))).toBe(
      'data-engineer-3',
    );
  });
});
