import { z } from 'zod';

import type { WorkplaceType } from '../../../../../contract/job-model';
import type { FeedProblem, ImportedJob, AtsConnector } from '../connector';
import { countryCodeOf } from '../countries';
import { descriptionOfHtml, descriptionOfText, looksLikeHtml } from '../description';
import { employmentTypeOf, payPeriodOf, readPay } from '../employment';
import { fetchFeedJson } from '../feed-http';
import { dateOf, feedUrl, parseFeedBody, parseFeedItems, textOf } from '../feed-shape';
import { headedSection, remoteCountriesOf } from '../feed-values';
import { finishFeed } from '../limits';
import { readLocations, workplaceOf } from '../places';

/**
 * Lever's Postings API (github.com/lever/postings-api): `GET /v0/postings/{site}?mode=json`, a
 * bare list of every published posting. EU accounts answer on https://api.eu.lever.co (the
 * source's base URL). Older postings lack `workplaceType`, `allLocations`, `country` and
 * `salaryRange`, and their `description` is plain text rather than HTML.
 */
const LABEL = 'Lever';

const postingSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  categories: z
    .object({
      team: z.string().nullish(),
      department: z.string().nullish(),
      location: z.string().nullish(),
      commitment: z.string().nullish(),
      level: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  country: z.string().nullish(),
  workplaceType: z.string().nullish(),
  description: z.string().nullish(),
  lists: z.array(z.object({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
  additional: z.string().nullish(),
  hostedUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  createdAt: z.number().nullish(),
  salaryRange: z
    .object({
      currency: z.string().nullish(),
      interval: z.string().nullish(),
      min: z.number().nullish(),
      max: z.number().nullish(),
    })
    .nullish(),
});
type LeverPosting = z.infer<typeof postingSchema>;

/** Lever's workplace words; 'unspecified' says nothing. */
const WORKPLACE_TYPES: Record<string, WorkplaceType> = {
  'on-site': 'on_site',
  onsite: 'on_site',
  remote: 'remote',
  hybrid: 'hybrid',
};

export const leverConnector: AtsConnector<'lever'> = {
  type: 'lever',
  label: LABEL,
  defaultBaseUrl: 'https://api.lever.co',
  form: {
    boardHint:
      'Lever calls it the site name: the last part of your job site’s address, jobs.lever.co/<site>.',
    boardExample: 'somnia',
    baseUrlHint: 'Accounts in Lever’s EU region use https://api.eu.lever.co.',
  },

  async readJobs(config, signal) {
    const url = feedUrl(
      leverConnector,
      config,
      `/v0/postings/${encodeURIComponent(config.board)}?mode=json`,
    );
    const list = parseFeedBody(
      LABEL,
      z.array(z.unknown()),
      await fetchFeedJson({ label: LABEL, url, signal, dispatcher: config.dispatcher }),
    );
    const { items, problems } = parseFeedItems(postingSchema, list);
    const jobs = items.map((posting) => importedJobOf(posting, problems));
    return finishFeed(jobs, problems);
  },
};

function importedJobOf(posting: LeverPosting, problems: FeedProblem[]): ImportedJob {
  const categories = posting.categories ?? {};
  const reading = readLocations(
    categories.allLocations?.length ? categories.allLocations : [categories.location],
  );
  const country = countryCodeOf(posting.country);
  const [primary] = reading.places;
  // `country` is the posting's own country: it completes the primary place, or is the place
  if (country && primary && !primary.countryCode) primary.countryCode = country;
  if (country && !primary) reading.places.push({ city: null, region: null, countryCode: country });
  const workplaceType = workplaceOf(
    WORKPLACE_TYPES[posting.workplaceType?.toLowerCase() ?? ''] ?? null,
    reading.workplaceType,
  );
  const department = textOf(categories.department);
  const pay = readPay({
    currency: posting.salaryRange?.currency,
    min: posting.salaryRange?.min,
    max: posting.salaryRange?.max,
    period: payPeriodOf(posting.salaryRange?.interval),
  });
  if (pay.problem) problems.push({ externalId: posting.id, message: pay.problem });
  return {
    externalId: posting.id,
    title: posting.text,
    // Lever's team sits under its department; without a department the team is the department
    department: department ?? textOf(categories.team),
    team: department ? textOf(categories.team) : null,
    locations: reading.places,
    workplaceType,
    // "Remote – EU" names the region; a remote posting in a country is open to people there
    remoteRegions: reading.remoteRegions.length
      ? reading.remoteRegions
      : remoteCountriesOf(workplaceType, reading.places),
    employmentType: employmentTypeOf(categories.commitment),
    level: textOf(categories.level),
    pay: pay.pay,
    descriptionHtml: descriptionOf(posting),
    applyUrl: posting.applyUrl ?? posting.hostedUrl ?? null,
    atsUrl: posting.hostedUrl ?? null,
    publishedAt: dateOf(posting.createdAt),
    updatedAt: null,
  };
}

/** The opening and body, each extra list under its heading, then the closing part. */
function descriptionOf(posting: LeverPosting): string {
  const lists = (posting.lists ?? []).map((list) =>
    headedSection(list.text, list.content?.trim() ? `<ul>${list.content}</ul>` : null),
  );
  return descriptionOfHtml(
    [htmlOf(posting.description), ...lists, htmlOf(posting.additional)].join('\n'),
  );
}

/** The old shape's texts are plain, with blank lines between paragraphs; the new one's HTML. */
function htmlOf(text: string | null | undefined): string {
  if (!text) return '';
  return looksLikeHtml(text) ? text : descriptionOfText(text);
}
