import { describe, expect, test } from 'vitest';

import { placePostIssues, postInputOf, slugOfTitle, emptyPostValues } from './post-form-values';

describe('the post form', () => {
  test('a title becomes an address of lower-case words joined by dashes', () => {
    expect(slugOfTitle('Our new office in Zürich!')).toBe('our-new-office-in-zurich');
    expect(slugOfTitle('  --  ')).toBe('');
  });

  test('tags are split at commas and an empty team is none', () => {
    const input = postInputOf({ ...emptyPostValues(), tags: ' office,, people ', department: ' ' });

    expect(input.tags).toEqual(['office', 'people']);
    expect(input.department).toBeNull();
  });

  test('a refused tag is shown beside the tags, and a field the form lacks on its failure line', () => {
    const placed = placePostIssues([
      { field: 'tags.1', message: 'must not be empty' },
      { field: 'at', message: 'has passed: choose a later time' },
    ]);

    expect(placed.errors).toEqual({ tags: 'Must not be empty' });
    expect(placed.first).toBe('tags');
    expect(placed.unplaced).toEqual(['has passed: choose a later time']);
  });
});
