import { z } from 'zod';

import type { WorkplaceType } from '../../../../../contract/job-model';
import type { FeedProblem, ImportedJob, ImportedPlace, AtsConnector } from '../connector';
import { descriptionOfHtml, descriptionOfText } from '../description';
import { employmentTypeOf, payPeriodOf, readPay } from '../employment';
import { fetchFeedJson } from '../feed-http';
import { dateOf, feedUrl, parseFeedBody, parseFeedItems, textOf } from '../feed-shape';
import { remoteCountriesOf } from '../feed-values';
import { finishFeed } from '../limits';
import { distinctPlaces, placeOf, readLocation, readLocations, workplaceOf } from '../places';
import { prefixedBodyHmac } from '../../webhook-signatures';

/**
 * Ashby's public Job Postings API (developers.ashbyhq.com, "Job Postings API"):
 * `GET /posting-api/job-board/{board}?includeCompensation=true`, the whole board in one call.
 * Each posting has a primary location and `secondaryLocations`, each a name and an optional
 * postal address; `isRemote` and `workplaceType`; and, with the flag, `compensation` whose
 * `summaryComponents` carry the salary as numbers.
 */
const LABEL = 'Ashby';

const addressSchema = z
  .object({
    postalAddress: z
      .object({
        addressLocality: z.string().nullish(),
        addressRegion: z.string().nullish(),
        addressCountry: z.string().nullish(),
      })
      .nullish(),
  })
  .nullish();
const componentSchema = z.object({
  compensationType: z.string().nullish(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});
const postingSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  department: z.string().nullish(),
  team: z.string().nullish(),
  employmentType: z.string().nullish(),
  location: z.string().nullish(),
  address: addressSchema,
  secondaryLocations: z
    .array(z.object({ location: z.string().nullish(), address: addressSchema }))
    .nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  isListed: z.boolean().nullish(),
  publishedAt: z.string().nullish(),
  jobUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  descriptionHtml: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  compensation: z
    .object({
      summaryComponents: z.array(componentSchema).nullish(),
      compensationTiers: z
        .array(z.object({ components: z.array(componentSchema).nullish() }))
        .nullish(),
    })
    .nullish(),
});
type AshbyPosting = z.infer<typeof postingSchema>;
type AshbyAddress = z.infer<typeof addressSchema>;

const WORKPLACE_TYPES: Record<string, WorkplaceType> = {
  onsite: 'on_site',
  hybrid: 'hybrid',
  remote: 'remote',
};

export const ashbyConnector: AtsConnector<'ashby'> = {
  type: 'ashby',
  label: LABEL,
  defaultBaseUrl: 'https://api.ashbyhq.com',
  form: {
    boardHint:
      'Ashby calls it the job board name: the last part of your board’s address, jobs.ashbyhq.com/<name>.',
    boardExample: 'Somnia',
  },
  // Its job webhooks: `Ashby-Signature: sha256=<hex HMAC-SHA256 of the raw body>`.
  webhookSignature: prefixedBodyHmac('ashby-signature', 'sha256='),

  async readJobs(config, signal) {
    const path = `/posting-api/job-board/${encodeURIComponent(config.board)}?includeCompensation=true`;
    const url = feedUrl(ashbyConnector, config, path);
    const board = parseFeedBody(
      LABEL,
      z.object({ jobs: z.array(z.unknown()) }),
      await fetchFeedJson({ label: LABEL, url, signal, dispatcher: config.dispatcher }),
    );
    const { items, problems } = parseFeedItems(postingSchema, board.jobs);
    // an unlisted posting is reachable by its link only: not for the public board
    const listed = items.filter((posting) => posting.isListed !== false);
    return finishFeed(
      listed.map((posting) => importedJobOf(posting, problems)),
      problems,
    );
  },
};

function importedJobOf(posting: AshbyPosting, problems: FeedProblem[]): ImportedJob {
  const named = [
    { location: posting.location, address: posting.address },
    ...(posting.secondaryLocations ?? []),
  ];
  // the names say "Remote – EU"; a postal address, where there is one, says where the place is
  const reading = readLocations(named.map((entry) => entry.location));
  const places = distinctPlaces(
    named.flatMap((entry) => {
      const addressed = placeOfAddress(entry.address);
      return addressed ? [addressed] : readLocation(entry.location).places;
    }),
  );
  const feedWorkplace =
    WORKPLACE_TYPES[posting.workplaceType?.toLowerCase().replace(/[^a-z]/g, '') ?? ''] ??
    (posting.isRemote ? 'remote' : null);
  const workplaceType = workplaceOf(feedWorkplace, reading.workplaceType);
  const pay = readPay(salaryFields(posting));
  if (pay.problem) problems.push({ externalId: posting.id, message: pay.problem });
  return {
    externalId: posting.id,
    title: posting.title,
    department: textOf(posting.department),
    team: textOf(posting.team),
    locations: places,
    workplaceType,
    // "Remote – EU" names the region; a remote posting addressed in countries is open there
    remoteRegions: reading.remoteRegions.length
      ? reading.remoteRegions
      : remoteCountriesOf(workplaceType, places),
    employmentType: employmentTypeOf(posting.employmentType),
    level: null,
    pay: pay.pay,
    descriptionHtml: posting.descriptionHtml
      ? descriptionOfHtml(posting.descriptionHtml)
      : descriptionOfText(posting.descriptionPlain),
    applyUrl: posting.applyUrl ?? posting.jobUrl ?? null,
    atsUrl: posting.jobUrl ?? null,
    publishedAt: dateOf(posting.publishedAt),
    updatedAt: null,
  };
}

function placeOfAddress(address: AshbyAddress): ImportedPlace | null {
  const postal = address?.postalAddress;
  return postal
    ? placeOf(postal.addressLocality, postal.addressRegion, postal.addressCountry)
    : null;
}

/** The salary of the summary, else of the first tier that has one; equity and bonus are not pay. */
function salaryFields(posting: AshbyPosting) {
  const compensation = posting.compensation;
  const components = [
    ...(compensation?.summaryComponents ?? []),
    ...(compensation?.compensationTiers ?? []).flatMap((tier) => tier.components ?? []),
  ];
  const salary = components.find((component) => component.compensationType === 'Salary');
  return {
    currency: salary?.currencyCode,
    min: salary?.minValue,
    max: salary?.maxValue,
    period: payPeriodOf(salary?.interval),
  };
}
