import {
  FeedError,
  type FeedReadResult,
  type ImportedJob,
  type JobFeedConnector,
  type JobSourceConfig,
} from './connector';
import { descriptionOfHtml, joinDescriptions } from './description';
import { employmentTypeOf } from './employment';
import { fetchFeedJson } from './feed-http';
import {
  dateOf,
  headedSection,
  idOf,
  remoteCountriesOf,
  textOf,
  workplaceOfFlags,
} from './feed-values';
import { finishFeed } from './limits';
import { placeOf } from './places';

/**
 * SmartRecruiters' public Posting API (dev.smartrecruiters.com "Posting API"): the list
 * `GET /v1/companies/{company}/postings?limit=100&offset=…` pages through every posting
 * (`{offset, limit, totalFound, content}`) without the job ad's text or any public URL; one
 * posting's details (`…/postings/{id}`) carry the job ad's sections, `postingUrl` and
 * `applyUrl`. So `readJobs` maps the list alone (description empty, URLs null) and
 * `completeJob` fills those in: the sync calls it for new or changed postings only, with
 * bounded concurrency, instead of one request per posting per sync.
 */

const LABEL = 'SmartRecruiters';
/** The API's largest page. */
const PAGE_SIZE = 100;
/** 100 pages of 100: over the largest boards (Bosch: 4,839); a board past it is refused. */
const MAX_PAGES = 100;

interface SmartRecruitersLabel {
  id?: string | null;
  label?: string | null;
}

interface SmartRecruitersPosting {
  id?: string | number;
  name?: string | null;
  releasedDate?: string | null;
  location?: {
    city?: string | null;
    region?: string | null;
    country?: string | null;
    remote?: boolean | null;
    hybrid?: boolean | null;
  } | null;
  department?: SmartRecruitersLabel | null;
  function?: SmartRecruitersLabel | null;
  typeOfEmployment?: SmartRecruitersLabel | null;
  experienceLevel?: SmartRecruitersLabel | null;
}

interface SmartRecruitersPage {
  totalFound?: number;
  content?: SmartRecruitersPosting[];
}

interface SmartRecruitersDetails {
  postingUrl?: string | null;
  applyUrl?: string | null;
  jobAd?: {
    sections?: Record<string, { title?: string | null; text?: string | null } | null> | null;
  } | null;
}

/** The job ad's sections in the order SmartRecruiters' own page shows them. */
const SECTION_ORDER = [
  'companyDescription',
  'jobDescription',
  'qualifications',
  'additionalInformation',
];

function postingsUrl(config: JobSourceConfig): string {
  const base = (config.baseUrl ?? smartRecruitersConnector.defaultBaseUrl).replace(/\/+$/, '');
  return `${base}/v1/companies/${encodeURIComponent(config.board)}/postings`;
}

export const smartRecruitersConnector: JobFeedConnector = {
  type: 'smartrecruiters',
  label: LABEL,
  defaultBaseUrl: 'https://api.smartrecruiters.com',

  async readJobs(config, signal): Promise<FeedReadResult> {
    const postings: SmartRecruitersPosting[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const url = `${postingsUrl(config)}?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`;
      const { content, totalFound } = readPage(await fetchFeedJson({ label: LABEL, url, signal }));
      postings.push(...content);
      const lastPage =
        totalFound === null ? content.length < PAGE_SIZE : postings.length >= totalFound;
      if (content.length === 0 || lastPage) return finishFeed(postings.map(readPosting));
    }
    // reading part of a board would close the rest of its jobs
    throw new FeedError(
      `${LABEL} listed more than ${MAX_PAGES * PAGE_SIZE} postings: too many to sync safely`,
    );
  },

  async completeJob(config, job, signal): Promise<ImportedJob> {
    const url = `${postingsUrl(config)}/${encodeURIComponent(job.externalId)}`;
    const details = (await fetchFeedJson({ label: LABEL, url, signal })) as SmartRecruitersDetails;
    if (!details || typeof details !== 'object') {
      throw new FeedError(`${LABEL} answered posting ${job.externalId} without its details`);
    }
    return {
      ...job,
      descriptionHtml: descriptionOf(details),
      applyUrl: textOf(details.applyUrl) ?? textOf(details.postingUrl),
      atsUrl: textOf(details.postingUrl),
    };
  },
};

function readPage(body: unknown): {
  content: SmartRecruitersPosting[];
  totalFound: number | null;
} {
  const page = body as SmartRecruitersPage | null;
  if (!page || !Array.isArray(page.content)) {
    throw new FeedError(`${LABEL} answered without a postings list: not a Posting API answer`);
  }
  const { totalFound } = page;
  return { content: page.content, totalFound: typeof totalFound === 'number' ? totalFound : null };
}

/** Maps what the list gives; the job ad and its URLs come from `completeJob`. */
function readPosting(posting: SmartRecruitersPosting): ImportedJob {
  const location = posting.location ?? {};
  const place = placeOf(location.city, location.region, location.country);
  const locations = place ? [place] : [];
  const workplaceType = workplaceOfFlags(location);
  return {
    externalId: idOf(posting.id),
    title: textOf(posting.name) ?? '',
    // many boards fill only the job function (Bosch: no department on any posting)
    department: textOf(posting.department?.label) ?? textOf(posting.function?.label),
    team: null,
    locations,
    workplaceType,
    remoteRegions: remoteCountriesOf(workplaceType, locations),
    employmentType: employmentTypeOf(
      textOf(posting.typeOfEmployment?.label) ?? textOf(posting.typeOfEmployment?.id),
    ),
    level:
      posting.experienceLevel?.id === 'not_applicable'
        ? null
        : textOf(posting.experienceLevel?.label),
    // the Posting API publishes no pay
    pay: null,
    descriptionHtml: '',
    applyUrl: null,
    atsUrl: null,
    publishedAt: dateOf(posting.releasedDate),
    updatedAt: null,
  };
}

function descriptionOf(details: SmartRecruitersDetails): string {
  const sections = details.jobAd?.sections ?? {};
  return joinDescriptions(
    SECTION_ORDER.map((key) => {
      const body = descriptionOfHtml(textOf(sections[key]?.text));
      const title = textOf(sections[key]?.title);
      return headedSection(title, body);
    }),
  );
}
