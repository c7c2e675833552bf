import type { Kysely } from 'kysely';

import type { BlogComment, PageContent, PagedList, Section } from '../../../src/api/page-types';
import { DEFAULT_PAGE, PUBLIC_PAGE_SIZE } from '../../../src/lib/constants';
import type { ContentStore } from '../../content/content-store';
import { getPageContent, getPost, getPosts, type ContentSection } from '../../content/page-content';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/envelope';
import { parseJobListQuery } from '../jobs/job-query';
import { toJob } from '../jobs/job-mapper';
import {
  countOpenJobs,
  findJobByExtSlug,
  findJobById,
  findSimilarOpenJobs,
  isJobOpen,
  jobFacets,
  listDepartments,
  listLatestOpenJobs,
  listOpenJobs,
} from '../jobs/job.repository';
import { toPager } from '../list-query';
import { pageNumberParam, readQueryObject, type QueryObject } from '../query-params';
import {
  findPressNews,
  listBrandAssets,
  listPressNews,
  listPressReleases,
} from '../press/press.repository';
import { findTeamMember, listTeamMembers } from '../team/team.repository';
import { z } from 'zod';
import { parseOrThrow } from '../validation';
import { describe } from './meta-description';

export interface PageComposerDeps {
  db: Kysely<Database>;
  content: ContentStore;
  companySlug: string;
  listComments: (postSlug: string, page: number, limit: number) => Promise<PagedList<BlogComment>>;
}

const SIMILAR_JOBS = 3;
const DEFAULT_LATEST_JOBS = 4;
const HIGHLIGHTS = { news: 3, releases: 3, assets: 4 };

/** What a route takes in its query string; anything else is a 400 naming the parameter. */
type QueryKind = 'none' | 'paged' | 'job-list';
const noQuerySchema = z.strictObject({});
const pagedQuerySchema = z.strictObject({ page: pageNumberParam() });

/** Checks a route's query and returns its page (1 where the route has no pages). */
function parseRouteQuery(kind: QueryKind, query: QueryObject): number {
  if (kind === 'paged') return parseOrThrow(pagedQuerySchema, query, 'query').page;
  // The job list parses its own, richer query.
  if (kind === 'none') parseOrThrow(noQuerySchema, query, 'query');
  return DEFAULT_PAGE;
}

/**
 * Builds every public page (SPEC §7 call 1): the editorial content of `page.{routeName}` with its
 * live sections filled from the database, plus the list or item the route shows.
 */
export function createPageComposer(deps: PageComposerDeps) {
  const { db, content } = deps;

  async function fillLiveSection(section: ContentSection): Promise<Section> {
    switch (section.type) {
      case 'latest-jobs': {
        const rows = await listLatestOpenJobs(db, section.limit ?? DEFAULT_LATEST_JOBS);
        return {
          type: 'latest-jobs',
          id: section.id,
          heading: section.heading,
          intro: section.intro,
          list: rows.map(toJob),
          total: await countOpenJobs(db),
        };
      }
      case 'team-grid':
        return {
          type: 'team-grid',
          id: section.id,
          heading: section.heading,
          intro: section.intro,
          list: await listTeamMembers(db, section.limit),
        };
      case 'press-highlights':
        return {
          type: 'press-highlights',
          id: section.id,
          news: (await listPressNews(db, 1, HIGHLIGHTS.news)).list,
          releases: (await listPressReleases(db, 1, HIGHLIGHTS.releases)).list,
          assets: await listBrandAssets(db, HIGHLIGHTS.assets),
        };
      case 'talent-form':
        return {
          type: 'talent-form',
          id: section.id,
          heading: section.heading,
          intro: section.intro,
          interests: await listDepartments(db),
        };
      default:
        return section;
    }
  }

  /** The page's own content; `extra` sections (the route's list or item) follow it. */
  async function contentPage(routeName: string, extra: Section[] = []): Promise<PageContent> {
    const page = await getPageContent(content, routeName);
    if (!page) throw new HttpError(404);
    const sections: Section[] = [];
    for (const section of page.section) sections.push(await fillLiveSection(section));
    return {
      title: page.title,
      meta: page.meta ?? page.metaData,
      section: [...sections, ...extra],
    };
  }

  async function jobList(query: QueryObject): Promise<PageContent> {
    const filters = parseJobListQuery(query);
    const { rows, total } = await listOpenJobs(db, filters, PUBLIC_PAGE_SIZE);
    const facets = await jobFacets(db, filters);
    return listPage('job', {
      type: 'job-list',
      query: filters,
      filters: facets,
      list: rows.map(toJob),
      pager: toPager(total, filters.page, PUBLIC_PAGE_SIZE),
    });
  }

  async function jobDetail(row: Awaited<ReturnType<typeof findJobById>>): Promise<PageContent> {
    if (!row) throw new HttpError(404);
    const similar = (await findSimilarOpenJobs(db, row, SIMILAR_JOBS)).map(toJob);
    if (!isJobOpen(row)) {
      throw new HttpError(410, `The position ${row.title} is closed.`, {
        title: row.title,
        similar,
      });
    }
    const job = toJob(row);
    return {
      title: `${job.title}${job.summary.location ? ` in ${job.summary.location}` : ''}`,
      meta: { description: describe(job.content.description, job.title) },
      section: [{ type: 'job-detail', job, similar }],
    };
  }

  async function postPage(kind: 'blog' | 'news', slug: string, page: number): Promise<PageContent> {
    const post = await getPost(content, kind, slug);
    if (!post) throw new HttpError(404);
    const comments = kind === 'blog' ? await deps.listComments(slug, page, PUBLIC_PAGE_SIZE) : null;
    return {
      title: post.title,
      meta: { description: post.summary, ...(post.image ? { image: post.image } : {}) },
      section: [{ type: 'post', post, comments }],
    };
  }

  /** A list screen; an empty list (no results, or a page past the end) stays out of search engines. */
  async function listPage(routeName: string, section: Section & { list: unknown[] }) {
    const page = await contentPage(routeName, [section]);
    if (section.list.length > 0) return page;
    return { ...page, meta: { description: page.title, ...page.meta, noindex: true } };
  }

  async function postList(
    kind: 'blog' | 'news',
    routeName: string,
    page: number,
  ): Promise<PageContent> {
    const posts = await getPosts(content, kind, { page, limit: PUBLIC_PAGE_SIZE });
    return listPage(routeName, { type: 'post-list', kind, ...posts });
  }

  // The digits the screens' validate step accepts (src/app/route-table.ts): `01` or `1e2` would
  // serve the same item under a second address.
  const positiveId = (value: string | undefined) => {
    if (!value || !/^[1-9]\d{0,8}$/.test(value)) throw new HttpError(404);
    return Number(value);
  };

  /** The route's match and its parsed query: `page` for paged routes, the raw query for the job list. */
  interface RouteInput {
    match: RegExpMatchArray;
    page: number;
    query: QueryObject;
  }
  type Route = [
    pattern: RegExp,
    query: QueryKind,
    resolve: (input: RouteInput) => Promise<PageContent>,
  ];
  const slug = deps.companySlug;
  const CONTENT_ROUTES = [
    'accelerator',
    'corporate-social-responsibility',
    'how-we-hire',
    'legal-notice',
    'privacy-policy',
    'students',
    'talent-community',
    'stream',
    'press',
  ];
  const routes: Route[] = [
    [/^home$/, 'none', () => contentPage('home')],
    [new RegExp(`^about-${slug}$`), 'none', () => contentPage('about')],
    [new RegExp(`^life-at-${slug}$`), 'none', () => contentPage('life-at')],
    [
      new RegExp(`^(${CONTENT_ROUTES.join('|')})$`),
      'none',
      ({ match }) => contentPage(match[1] ?? ''),
    ],
    [/^job$/, 'job-list', ({ query }) => jobList(query)],
    [
      /^job\/([^/]+)$/,
      'none',
      async ({ match }) => jobDetail(await findJobById(db, positiveId(match[1]))),
    ],
    [
      /^job-ext\/([a-z0-9-]+)$/,
      'none',
      async ({ match }) => jobDetail(await findJobByExtSlug(db, match[1] ?? '')),
    ],
    [
      /^team$/,
      'none',
      async () => contentPage('team', [{ type: 'team-list', list: await listTeamMembers(db) }]),
    ],
    [
      /^team\/([^/]+)$/,
      'none',
      async ({ match }) => {
        const member = await findTeamMember(db, positiveId(match[1]));
        if (!member) throw new HttpError(404);
        return {
          title: `${member.name}, ${member.role}`,
          meta: { description: describe(member.bio, member.role) },
          section: [{ type: 'team-member', member }],
        };
      },
    ],
    [
      /^press\/brand-assets$/,
      'none',
      async () =>
        contentPage('press-brand-assets', [
          { type: 'asset-list', list: await listBrandAssets(db) },
        ]),
    ],
    [
      /^press\/news$/,
      'paged',
      async ({ page }) =>
        listPage('press-news', {
          type: 'press-news-list',
          ...(await listPressNews(db, page, PUBLIC_PAGE_SIZE)),
        }),
    ],
    [
      /^press\/news\/([^/]+)$/,
      'none',
      async ({ match }) => {
        const item = await findPressNews(db, positiveId(match[1]));
        if (!item) throw new HttpError(404);
        return {
          title: item.title,
          meta: { description: describe(item.summary, item.title) },
          section: [{ type: 'press-news-item', item }],
        };
      },
    ],
    [
      /^press\/releases$/,
      'paged',
      async ({ page }) =>
        listPage('press-releases', {
          type: 'press-release-list',
          ...(await listPressReleases(db, page, PUBLIC_PAGE_SIZE)),
        }),
    ],
    [/^tech-blog$/, 'paged', ({ page }) => postList('blog', 'tech-blog', page)],
    // `page` pages a blog post's comments; the news route shares the screen's watched `page`.
    [
      /^tech-blog\/([a-z0-9-]+)$/,
      'paged',
      ({ match, page }) => postPage('blog', match[1] ?? '', page),
    ],
    [/^news$/, 'paged', ({ page }) => postList('news', 'news', page)],
    [/^news\/([a-z0-9-]+)$/, 'paged', ({ match, page }) => postPage('news', match[1] ?? '', page)],
  ];

  /**
   * The page for an API path (`home`, `job/12`, `tech-blog/some-post` …) and its query string;
   * throws HttpError 404/410, or 400 for a query parameter the route does not take.
   */
  async function composePage(path: string, search: string): Promise<PageContent> {
    for (const [pattern, kind, resolve] of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      const query = readQueryObject(search);
      return resolve({ match, query, page: parseRouteQuery(kind, query) });
    }
    throw new HttpError(404);
  }

  return { composePage };
}
