import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { Section } from '../../contract/page-types';
import { daysFromNow, insertJob, uniqueLabel } from '../test-support/fixtures';
import { testDrivers } from '../test-support/test-database';
import { createRealApp, type RealApp } from '../test-support/real-app';

// Amara Okafor's, the oldest post, tagged frontend, performance, react and ssr.
const SSR_POST = 'streaming-ssr-for-the-storefront';

function sectionOf<T extends Section['type']>(
  body: { data: { section: Section[] } },
  type: T,
): Extract<Section, { type: T }> {
  const section = body.data.section.find((item) => item.type === type);
  if (!section) throw new Error(`The page has no ${type} section`);
  return section as Extract<Section, { type: T }>;
}

describe.each(testDrivers())('the tech blog pages [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { driver });
  });
  afterAll(() => real.close());

  const getPage = (pagePath: string) => request(real.app).get(`/api/page/${pagePath}`);
  const slugsOf = (links: readonly { slug: string }[] | undefined) =>
    (links ?? []).map((link) => link.slug);

  describe('a blog post ends with next steps', () => {
    test('related posts share a tag and are not the author’s; the author’s others are listed apart', async () => {
      const { nextSteps } = sectionOf((await getPage(`tech-blog/${SSR_POST}`)).body, 'post');

      expect(slugsOf(nextSteps?.related)).toEqual(
        expect.arrayContaining(['accessibility-audit', 'design-system-tokens']),
      );
      expect(slugsOf(nextSteps?.related)).not.toContain('ab-testing-without-flicker');
      expect(slugsOf(nextSteps?.byAuthor)).toEqual(['ab-testing-without-flicker']);
    });

    test('previous and next are the posts published just before and after', async () => {
      const page = (await getPage('tech-blog/postgres-full-text-search-for-jobs')).body;

      const { nextSteps } = sectionOf(page, 'post');

      expect(nextSteps?.previous?.slug).toBe('design-system-tokens');
      expect(nextSteps?.next?.slug).toBe('on-call-without-losing-sleep');
    });

    test('the oldest post has no previous one', async () => {
      const { nextSteps } = sectionOf((await getPage(`tech-blog/${SSR_POST}`)).body, 'post');

      expect(nextSteps?.previous).toBeNull();
      expect(nextSteps?.next?.slug).toBe('sleep-sensor-data-pipeline');
    });

    test("the post's team jobs are the newest open jobs of its department", async () => {
      const newest = await insertJob(real.services.database.db, {
        title: uniqueLabel('Staff Engineer'),
        department: 'Engineering',
        created_at: daysFromNow(365),
      });
      const elsewhere = await insertJob(real.services.database.db, {
        department: 'Finance',
        created_at: daysFromNow(366),
      });

      const { post, nextSteps } = sectionOf(
        (await getPage('tech-blog/postgres-full-text-search-for-jobs')).body,
        'post',
      );

      expect(post.department).toBe('Engineering');
      expect(nextSteps?.teamJobs?.department).toBe('Engineering');
      expect(nextSteps?.teamJobs?.list[0]?.id).toBe(newest.id);
      expect(nextSteps?.teamJobs?.list.length).toBeLessThanOrEqual(3);
      expect(nextSteps?.teamJobs?.list.map((job) => job.id)).not.toContain(elsewhere.id);
      expect(nextSteps?.teamJobs?.list[0]).toEqual({
        id: newest.id,
        title: newest.title,
        place: expect.stringMatching(/\S/),
      });
    });

    test('every seed blog post names a department with open jobs', async () => {
      const { list } = sectionOf((await getPage('tech-blog')).body, 'post-list');
      for (const { slug } of list) {
        const { nextSteps } = sectionOf((await getPage(`tech-blog/${slug}`)).body, 'post');
        expect(nextSteps?.teamJobs?.list.length, slug).toBeGreaterThan(0);
      }
    });

    test('a news post has no next steps', async () => {
      const res = await getPage('news/pulse-2-launch');

      expect(sectionOf(res.body, 'post').nextSteps).toBeNull();
    });
  });

  describe('GET /api/page/tech-blog?tag=', () => {
    test('lists only the posts with the tag, in any letter case, and says which tag', async () => {
      const section = sectionOf((await getPage('tech-blog?tag=Frontend')).body, 'post-list');

      expect(section.tag).toBe('Frontend');
      expect(section.list.map((post) => post.slug).sort()).toEqual([
        'accessibility-audit',
        'design-system-tokens',
        SSR_POST,
      ]);
      expect(section.pager.total).toBe(3);
    });

    test('a tag no post has is an empty list, not an error', async () => {
      const res = await getPage('tech-blog?tag=cobol');

      expect(res.status).toBe(200);
      expect(sectionOf(res.body, 'post-list')).toMatchObject({ list: [], pager: { total: 0 } });
    });

    test('a tag with a space (design systems) is found', async () => {
      const section = sectionOf((await getPage('tech-blog?tag=design+systems')).body, 'post-list');

      expect(section.list.map((post) => post.slug)).toEqual(['design-system-tokens']);
    });

    test.each([`tag=${'x'.repeat(51)}`, 'tag=a&tag=b'])(
      'tech-blog?%s is a 400 envelope naming tag',
      async (search) => {
        const res = await getPage(`tech-blog?${search}`);

        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: 400, data: { field: 'tag' } });
      },
    );
  });
});
