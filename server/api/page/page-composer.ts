import type { Kysely } from 'kysely';

import type { BlogComment, PageContent, PagedList, Section } from '../../../src/api/page-types';
import { PUBLIC_PAGE_SIZE } from '../../../src/lib/constants';
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
import {
  findPressNews,
  listBrandAssets,
  listPressNews,
  listPressReleases,
} from '../press/press.repository';
import { findTeamMember, listTeamMembers } from '../team/team.repository';
import { z } from 'zod';
import { parseOrThrow } from '../validation';

export interface PageComposerDeps {
  db: Kysely<Database>;
  content: ContentStore;
  companySlug: string;
  listComments: (postSlug: string, page: number, limit: number) => Promise<PagedList<BlogComment>>;
}

const SIMILAR_JOBS = 3;
const DEFAULT_LATEST_JOBS = 4;
const HIGHLIGHTS = { news: 3, releases: 3, assets: 4 };
const DESCRIPTION_LENGTH = 155;

const pagedQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** Plain text for a meta description, cut at a word near 155 characters. */
function describe(html: string, fallback: string): string {
  const text =
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_LENGTH - 1))}…`;
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

  const pageNumber = (params: URLSearchParams) =>
    parseOrThrow(pagedQuerySchema, Object.fromEntries(params), 'query').page;

  async function jobList(search: string): Promise<PageContent> {
    const query = parseJobListQuery(search);
    const { rows, total } = await listOpenJobs(db, query, PUBLIC_PAGE_SIZE);
    const filters = await jobFacets(db, query);
    const page = await contentPage('job', [
      {
        type: 'job-list',
        query,
        filters,
        list: rows.map(toJob),
        pager: toPager(total, query.page, PUBLIC_PAGE_SIZE),
      },
    ]);
    // Empty search results stay out of search engines.
    if (total === 0 && page.meta) page.meta = { ...page.meta, noindex: true };
    return page;
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

  async function postPage(
    kind: 'blog' | 'news',
    slug: string,
    params: URLSearchParams,
  ): Promise<PageContent> {
    const post = await getPost(content, kind, slug);
    if (!post) throw new HttpError(404);
    const comments =
      kind === 'blog' ? await deps.listComments(slug, pageNumber(params), PUBLIC_PAGE_SIZE) : null;
    return {
      title: post.title,
      meta: { description: post.summary, ...(post.image ? { image: post.image } : {}) },
      section: [{ type: 'post', post, comments }],
    };
  }

  async function postList(
    kind: 'blog' | 'news',
    routeName: string,
    params: URLSearchParams,
  ): Promise<PageContent> {
    const posts = await getPosts(content, kind, {
      page: pageNumber(params),
      limit: PUBLIC_PAGE_SIZE,
    });
    return contentPage(routeName, [{ type: 'post-list', kind, ...posts }]);
  }

  const positiveId = (value: string | undefined) => {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404);
    return id;
  };

  type Resolver = (
    match: RegExpMatchArray,
    params: URLSearchParams,
    search: string,
  ) => Promise<PageContent>;
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
  const resolvers: [RegExp, Resolver][] = [
    [/^home$/, () => contentPage('home')],
    [new RegExp(`^about-${slug}$`), () => contentPage('about')],
    [new RegExp(`^life-at-${slug}$`), () => contentPage('life-at')],
    [new RegExp(`^(${CONTENT_ROUTES.join('|')})$`), (match) => contentPage(match[1] ?? '')],
    [/^job$/, (_match, _params, search) => jobList(search)],
    [/^job\/([^/]+)$/, async (match) => jobDetail(await findJobById(db, positiveId(match[1])))],
    [
      /^job-ext\/([a-z0-9-]+)$/,
      async (match) => jobDetail(await findJobByExtSlug(db, match[1] ?? '')),
    ],
    [
      /^team$/,
      async () => contentPage('team', [{ type: 'team-list', list: await listTeamMembers(db) }]),
    ],
    [
      /^team\/([^/]+)$/,
      async (match) => {
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
      async () =>
        contentPage('press-brand-assets', [
          { type: 'asset-list', list: await listBrandAssets(db) },
        ]),
    ],
    [
      /^press\/news$/,
      async (_m, params) =>
        contentPage('press-news', [
          {
            type: 'press-news-list',
            ...(await listPressNews(db, pageNumber(params), PUBLIC_PAGE_SIZE)),
          },
        ]),
    ],
    [
      /^press\/news\/([^/]+)$/,
      async (match) => {
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
      async (_m, params) =>
        contentPage('press-releases', [
          {
            type: 'press-release-list',
            ...(await listPressReleases(db, pageNumber(params), PUBLIC_PAGE_SIZE)),
          },
        ]),
    ],
    [/^tech-blog$/, (_m, params) => postList('blog', 'tech-blog', params)],
    [/^tech-blog\/([a-z0-9-]+)$/, (match, params) => postPage('blog', match[1] ?? '', params)],
    [/^news$/, (_m, params) => postList('news', 'news', params)],
    [/^news\/([a-z0-9-]+)$/, (match, params) => postPage('news', match[1] ?? '', params)],
  ];

  /** The page for an API path (`home`, `job/12`, `tech-blog/some-post` …); throws HttpError 404/410/400. */
  async function composePage(path: string, search: string): Promise<PageContent> {
    const params = new URLSearchParams(search);
    for (const [pattern, resolve] of resolvers) {
      const match = pattern.exec(path);
      if (match) return resolve(match, params, search);
    }
    throw new HttpError(404);
  }

  return { composePage };
}
