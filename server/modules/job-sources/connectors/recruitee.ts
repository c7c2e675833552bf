import type { EmploymentType } from '../../../../src/api/job-model';

import {
  FeedError,
  type FeedProblem,
  type FeedReadResult,
  type ImportedJob,
  type ImportedPlace,
  type JobFeedConnector,
  type JobSourceConfig,
} from './connector';
import { descriptionOfHtml, joinDescriptions } from './description';
import { employmentTypeOf, payPeriodOf, readPay } from './employment';
import { fetchFeedJson } from './feed-http';
import {
  dateOf,
  headedSection,
  idOf,
  remoteCountriesOf,
  textOf,
  wordsOfCode,
  workplaceOfFlags,
} from './feed-values';
import { finishFeed } from './limits';
import { distinctPlaces, placeOf } from './places';

/**
 * Recruitee's Careers Site API (`https://{company}.recruitee.com/api/offers/`, docs.recruitee.com
 * "Careers Site API"): every published offer in one answer, `{offers: [...]}`, with its places
 * as structured `locations`, explicit `remote` / `hybrid` / `on_site` flags and a `salary`
 * object whose amounts are often strings.
 */

const LABEL = 'Recruitee';

interface RecruiteeLocation {
  city?: string | null;
  state?: string | null;
  state_name?: string | null;
  country?: string | null;
  country_code?: string | null;
}

interface RecruiteeOffer extends RecruiteeLocation {
  id?: number | string;
  title?: string | null;
  status?: string | null;
  department?: string | null;
  locations?: RecruiteeLocation[] | null;
  remote?: boolean | null;
  hybrid?: boolean | null;
  on_site?: boolean | null;
  employment_type_code?: string | null;
  experience_code?: string | null;
  salary?: {
    min?: string | number | null;
    max?: string | number | null;
    currency?: string | null;
    period?: string | null;
  } | null;
  description?: string | null;
  requirements?: string | null;
  careers_url?: string | null;
  careers_apply_url?: string | null;
  published_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

function boardUrl(config: JobSourceConfig): string {
  const base = config.baseUrl ?? `https://${encodeURIComponent(config.board)}.recruitee.com`;
  return base.replace(/\/+$/, '');
}

export const recruiteeConnector: JobFeedConnector = {
  type: 'recruitee',
  label: LABEL,
  defaultBaseUrl: 'https://{board}.recruitee.com',

  async readJobs(config, signal): Promise<FeedReadResult> {
    const body = await fetchFeedJson({
      label: LABEL,
      url: `${boardUrl(config)}/api/offers/`,
      signal,
    });
    const { jobs, problems } = parseRecruiteeOffers(body);
    return finishFeed(jobs, problems);
  },
};

/** Reads the answer's published offers into jobs; any other shape is a FeedError. */
export function parseRecruiteeOffers(body: unknown): FeedReadResult {
  const offers = (body as { offers?: unknown } | null)?.offers;
  if (!Array.isArray(offers)) {
    throw new FeedError(`${LABEL} answered without an offers list: not a careers site feed`);
  }
  const problems: FeedProblem[] = [];
  const jobs = (offers as RecruiteeOffer[])
    .filter((offer) => !offer.status || offer.status === 'published')
    .map((offer) => readOffer(offer, problems));
  return { jobs, problems };
}

function readOffer(offer: RecruiteeOffer, problems: FeedProblem[]): ImportedJob {
  const externalId = idOf(offer.id);
  const locations = placesOf(offer);
  const salary = readPay({
    min: offer.salary?.min,
    max: offer.salary?.max,
    currency: offer.salary?.currency,
    period: payPeriodOf(offer.salary?.period),
  });
  if (salary.problem) problems.push({ externalId, message: salary.problem });
  const workplaceType = workplaceOfFlags(offer);
  return {
    externalId,
    title: textOf(offer.title) ?? '',
    department: textOf(offer.department),
    team: null,
    locations,
    workplaceType,
    remoteRegions: remoteCountriesOf(workplaceType, locations),
    employmentType: employmentOf(textOf(offer.employment_type_code)),
    level: levelOf(textOf(offer.experience_code)),
    pay: salary.pay,
    descriptionHtml: descriptionOf(offer),
    applyUrl: textOf(offer.careers_apply_url),
    atsUrl: textOf(offer.careers_url),
    publishedAt: dateOf(offer.published_at ?? offer.created_at),
    updatedAt: dateOf(offer.updated_at),
  };
}

/** Every place of `locations`; older offers name one place in top-level fields only. */
function placesOf(offer: RecruiteeOffer): ImportedPlace[] {
  const listed = offer.locations?.length ? offer.locations : [offer];
  return distinctPlaces(
    listed
      .map((location) =>
        placeOf(
          location.city,
          location.state_name ?? location.state,
          location.country_code ?? location.country,
        ),
      )
      .filter((place): place is ImportedPlace => place !== null),
  );
}

/**
 * `employment_type_code`: fulltime, parttime, fulltime_permanent, parttime_fixed_term,
 * freelance, contract, internship, traineeship, apprenticeship, volunteer….
 */
function employmentOf(code: string | null): EmploymentType | null {
  if (code === 'traineeship' || code === 'apprenticeship') return 'internship';
  return employmentTypeOf(code);
}

/** `mid_level` → "Mid level"; "not_applicable" says nothing. */
function levelOf(code: string | null): string | null {
  return !code || code === 'not_applicable' ? null : wordsOfCode(code);
}

/** The offer's text, then its requirements under their own heading, as Recruitee shows them. */
function descriptionOf(offer: RecruiteeOffer): string {
  return joinDescriptions([
    descriptionOfHtml(offer.description),
    headedSection('Requirements', descriptionOfHtml(offer.requirements)),
  ]);
}
