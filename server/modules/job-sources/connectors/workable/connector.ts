import { z } from 'zod';

import type { ImportedJob, ImportedPlace, AtsConnector } from '../connector';
import { descriptionOfHtml } from '../description';
import { employmentTypeOf } from '../employment';
import { fetchFeedJson } from '../feed-http';
import { dateOf, feedUrl, parseFeedBody, parseFeedItems, textOf } from '../feed-shape';
import { remoteCountriesOf, workplaceOfFlags } from '../feed-values';
import { finishFeed } from '../limits';
import { distinctPlaces, placeOf } from '../places';

/**
 * Workable's public careers feed, the one behind its hosted career pages and job widget:
 * `GET https://apply.workable.com/api/v1/widget/accounts/{account}?details=true` (the older
 * https://www.workable.com/api/accounts/{account} redirects there). No key; `details=true` adds
 * the descriptions. Its SPI v3 API needs an account token and is for HR integrations, not this.
 * A job's locations are structured ({city, region, country, countryCode, hidden}); the job also
 * repeats its primary one as city/state/country and says `telecommuting` when it is remote.
 */
const LABEL = 'Workable';
/** Workable's "no experience level chosen". */
const NO_LEVEL = /^not applicable$/i;

const locationSchema = z.object({
  city: z.string().nullish(),
  region: z.string().nullish(),
  country: z.string().nullish(),
  countryCode: z.string().nullish(),
  hidden: z.boolean().nullish(),
});
const jobSchema = z.object({
  shortcode: z.string().min(1),
  title: z.string(),
  department: z.string().nullish(),
  employment_type: z.string().nullish(),
  experience: z.string().nullish(),
  telecommuting: z.boolean().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
  locations: z.array(locationSchema).nullish(),
  url: z.string().nullish(),
  shortlink: z.string().nullish(),
  application_url: z.string().nullish(),
  published_on: z.string().nullish(),
  created_at: z.string().nullish(),
  description: z.string().nullish(),
  full_description: z.string().nullish(),
});
type WorkableJob = z.infer<typeof jobSchema>;

export const workableConnector: AtsConnector<'workable'> = {
  type: 'workable',
  label: LABEL,
  defaultBaseUrl: 'https://apply.workable.com',
  form: {
    boardHint:
      'Workable calls it the account subdomain: the last part of your careers page’s address, apply.workable.com/<account>.',
    boardExample: 'somnia',
  },

  async readJobs(config, signal) {
    const path = `/api/v1/widget/accounts/${encodeURIComponent(config.board)}?details=true`;
    const url = feedUrl(workableConnector, config, path);
    const account = parseFeedBody(
      LABEL,
      z.object({ jobs: z.array(z.unknown()) }),
      await fetchFeedJson({ label: LABEL, url, signal, dispatcher: config.dispatcher }),
    );
    const { items, problems } = parseFeedItems(jobSchema, account.jobs);
    return finishFeed(items.map(importedJobOf), problems);
  },
};

function importedJobOf(job: WorkableJob): ImportedJob {
  const visible = (job.locations ?? []).filter((location) => !location.hidden);
  // a job without its list of locations still names its primary one
  const listed = visible.length
    ? visible.map((location) =>
        placeOf(location.city, location.region, location.countryCode ?? location.country),
      )
    : [placeOf(job.city, job.state, job.country)];
  const locations = distinctPlaces(
    listed.filter((place): place is ImportedPlace => place !== null),
  );
  const workplaceType = workplaceOfFlags({ remote: job.telecommuting });
  const level = textOf(job.experience);
  const url = job.url ?? job.shortlink ?? null;
  return {
    externalId: job.shortcode,
    title: job.title,
    department: textOf(job.department),
    team: null,
    locations,
    workplaceType,
    remoteRegions: remoteCountriesOf(workplaceType, locations),
    employmentType: employmentTypeOf(job.employment_type),
    level: level && !NO_LEVEL.test(level) ? level : null,
    pay: null,
    descriptionHtml: descriptionOfHtml(job.full_description ?? job.description),
    applyUrl: job.application_url ?? url,
    atsUrl: url,
    publishedAt: dateOf(job.published_on ?? job.created_at),
    updatedAt: null,
  };
}
