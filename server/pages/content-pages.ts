import type { Kysely } from 'kysely';

import type { PageContent, Section } from '../../contract/page-types';
import {
  STUDENT_FACTS_LIMIT,
  STUDENT_JOBS_HREF,
  STUDENT_JOBS_QUERY,
  studentJobFacts,
} from '../../contract/student-jobs';
import { paths } from '../../contract/paths';
import type { ContentStore } from '../content/content-store';
import { getPageContent, type ContentSection } from '../content/page-content';
import type { Database } from '../platform/db/schema';
import { NotFoundError } from '../platform/domain-errors';
import { getOpenJobCount, listJobsMatching, listLatestJobs } from '../modules/jobs';
import { listDepartmentNames } from '../modules/departments';
import { listBrandAssets, listPressNews, listPressReleases } from '../modules/press';
import { listTeamMembers } from '../modules/team';

const DEFAULT_LATEST_JOBS = 4;
const HIGHLIGHTS = { news: 3, releases: 3, assets: 4 };

export interface ContentPages {
  /** The page's own content (`page.{routeName}`); `extra` sections (the route's list or item) follow it. */
  contentPage(routeName: string, extra?: Section[]): Promise<PageContent>;
  /**
   * A list screen, `after` following the list; an empty list (no results, or a page past the end)
   * stays out of search engines.
   */
  listPage(
    routeName: string,
    section: Section & { list: unknown[] },
    after?: Section[],
  ): Promise<PageContent>;
}

/** The editorial pages, their live sections filled from the database. */
export function createContentPages({
  db,
  content,
}: {
  db: Kysely<Database>;
  content: ContentStore;
}): ContentPages {
  /** The newest `limit` student jobs, and the facts the page states, read from all of them. */
  async function studentJobs(limit: number) {
    const { list, total } = await listJobsMatching(db, STUDENT_JOBS_QUERY, STUDENT_FACTS_LIMIT);
    const facts = studentJobFacts(list);
    return {
      list: list.slice(0, limit),
      total,
      listHref: STUDENT_JOBS_HREF,
      ...(facts && { facts }),
    };
  }

  async function fillLiveSection(section: ContentSection): Promise<Section> {
    switch (section.type) {
      case 'latest-jobs': {
        const limit = section.limit ?? DEFAULT_LATEST_JOBS;
        const jobs =
          section.audience === 'students'
            ? await studentJobs(limit)
            : {
                list: await listLatestJobs(db, limit),
                total: await getOpenJobCount(db),
                listHref: paths.jobs(),
              };
        return {
          type: 'latest-jobs',
          id: section.id,
          heading: section.heading,
          intro: section.intro,
          ...jobs,
          listName: section.listName,
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
          news: (await listPressNews(db, { page: 1, limit: HIGHLIGHTS.news })).list,
          releases: (await listPressReleases(db, content, { page: 1, limit: HIGHLIGHTS.releases }))
            .list,
          assets: await listBrandAssets(db, HIGHLIGHTS.assets),
        };
      case 'talent-form':
        return {
          type: 'talent-form',
          id: section.id,
          heading: section.heading,
          intro: section.intro,
          interests: await listDepartmentNames(db),
        };
      default:
        return section;
    }
  }

  async function contentPage(routeName: string, extra: Section[] = []): Promise<PageContent> {
    const page = await getPageContent(content, routeName);
    if (!page) throw new NotFoundError();
    const sections: Section[] = [];
    for (const section of page.section) sections.push(await fillLiveSection(section));
    return {
      title: page.title,
      meta: page.meta ?? page.metaData,
      section: [...sections, ...extra],
    };
  }

  async function listPage(
    routeName: string,
    section: Section & { list: unknown[] },
    after: Section[] = [],
  ) {
    const page = await contentPage(routeName, [section, ...after]);
    if (section.list.length > 0) return page;
    return { ...page, meta: { description: page.title, ...page.meta, noindex: true } };
  }

  return { contentPage, listPage };
}
