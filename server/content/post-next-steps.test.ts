import { describe, expect, test } from 'vitest';

import type { PostSummary } from '../../contract/page-types';
import { selectPostNextSteps } from './post-next-steps';

function post(slug: string, author: string, tags: string[], publishedAt: string): PostSummary {
  return {
    slug,
    kind: 'blog',
    title: `Title of ${slug}`,
    summary: 'Summary',
    author,
    publishedAt,
    updatedAt: publishedAt,
    tags,
    image: null,
    readingMinutes: 4,
  };
}

// Newest first, as the content store lists them.
const posts = [
  post('e-newest', 'Bo', ['css', 'react'], '2026-05-01'),
  post('d-same-author', 'Ann', ['react'], '2026-04-01'),
  post('c-current', 'Ann', ['react', 'SSR', 'performance'], '2026-03-01'),
  post('b-two-tags', 'Cy', ['ssr', 'performance'], '2026-02-01'),
  post('a-oldest', 'Dee', ['postgres'], '2026-01-01'),
];

const slugs = (links: readonly { slug: string }[]) => links.map((link) => link.slug);

describe('selectPostNextSteps', () => {
  test('related posts share a tag, most shared first, in any letter case', () => {
    const steps = selectPostNextSteps(posts, 'c-current');

    expect(slugs(steps.related)).toEqual(['b-two-tags', 'e-newest']);
  });

  test("the author's other posts are listed under the author, not again as related", () => {
    const steps = selectPostNextSteps(posts, 'c-current');

    expect(slugs(steps.byAuthor)).toEqual(['d-same-author']);
    expect(slugs(steps.related)).not.toContain('d-same-author');
  });

  test('previous is the post published before, next the one after', () => {
    const steps = selectPostNextSteps(posts, 'c-current');

    expect(steps.previous?.slug).toBe('b-two-tags');
    expect(steps.next?.slug).toBe('d-same-author');
  });

  test('the oldest post has no previous and the newest no next', () => {
    expect(selectPostNextSteps(posts, 'a-oldest').previous).toBeNull();
    expect(selectPostNextSteps(posts, 'e-newest').next).toBeNull();
  });

  test('a post sharing no tag has no related posts', () => {
    expect(selectPostNextSteps(posts, 'a-oldest').related).toEqual([]);
  });

  test('related posts stop at three, ties going to the newer', () => {
    const many = [
      post('p5', 'X', ['data'], '2026-05-01'),
      post('p4', 'X', ['data'], '2026-04-01'),
      post('p3', 'X', ['data'], '2026-03-01'),
      post('p2', 'X', ['data'], '2026-02-01'),
      post('me', 'Me', ['data'], '2026-01-01'),
    ];

    expect(slugs(selectPostNextSteps(many, 'me').related)).toEqual(['p5', 'p4', 'p3']);
  });

  test('a link carries what the next steps show, not the whole card', () => {
    expect(selectPostNextSteps(posts, 'c-current').previous).toEqual({
      slug: 'b-two-tags',
      title: 'Title of b-two-tags',
      publishedAt: '2026-02-01',
      readingMinutes: 4,
    });
  });
});
