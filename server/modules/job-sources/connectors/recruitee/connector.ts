import { z } from 'zod';

import type { EmploymentType } from '../../../../../contract/job-model';

import type { ImportedJob, ImportedPlace, AtsConnector } from '../connector';
import { descriptionOfHtml } from '../description';
import { employmentTypeOf, payPeriodOf, readPay, type PayReading } from '../employment';
import { fetchFeedJson } from '../feed-http';
import { dateOf, feedUrl, parseFeedBody, parseFeedItems, textOf } from '../feed-shape';
import { headedSection, remoteCountriesOf, wordsOfCode, workplaceOfFlags } from '../feed-values';
import { finishFeed } from '../limits';
import { distinctPlaces, placeOf } from '../places';

/**
 * Recruitee's Careers Site API (`https://{company}.recruitee.com/api/offers/`, docs.recruitee.com
 * "Careers Site API"): every published offer in one answer, `{offers: [...]}`, with its places
 * as structured `locations`, explicit `remote` / `hybrid` / `on_site` flags and a `salary`
 * object whose amounts are often strings. Timestamps read "2026-05-29 09:42:54 UTC".
 */
const LABEL = 'Recruitee';

const placeSchema = z.object({
  city: z.string().nullish(),
  state: z.string().nullish(),
  state_name: z.string().nullish(),
  country: z.string().nullish(),
  country_code: z.string().nullish(),
});
const amount = z.union([z.string(), z.number()]).nullish();
const offerSchema = placeSchema.extend({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  status: z.string().nullish(),
  department: z.string().nullish(),
  locations: z.array(placeSchema).nullish(),
  remote: z.boolean().nullish(),
  hybrid: z.boolean().nullish(),
  employment_type_code: z.string().nullish(),
  experience_code: z.string().nullish(),
  salary: z
    .object({
      min: amount,
      max: amount,
      currency: z.string().nullish(),
      period: z.string().nullish(),
    })
    .nullish(),
  description: z.string().nullish(),
  requirements: z.string().nullish(),
  careers_url: z.string().nullish(),
  careers_apply_url: z.string().nullish(),
  published_at: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
type RecruiteeOffer = z.infer<typeof offerSchema>;
const boardSchema = z.object({ offers: z.array(z.unknown()) });

export const recruiteeConnector: AtsConnector<'recruitee'> = {
  type: 'recruitee',
  label: LABEL,
  defaultBaseUrl: 'https://{board}.recruitee.com',
  form: {
    boardHint:
      'Recruitee calls it the company subdomain: the first part of your careers site’s address, <company>.recruitee.com.',
    boardExample: 'somnia',
  },

  async readJobs(config, signal) {
    const url = feedUrl(recruiteeConnector, config, '/api/offers/');
    const board = parseFeedBody(
      LABEL,
      boardSchema,
      await fetchFeedJson({ label: LABEL, url, signal, dispatcher: config.dispatcher }),
    );
    const { items, problems } = parseFeedItems(offerSchema, board.offers);
    const jobs = items
      // the careers site lists published offers; a draft or closed one is not for the site
      .filter((offer) => !offer.status || offer.status === 'published')
      .map((offer) => {
        const salary = salaryOf(offer);
        if (salary.problem)
          problems.push({ externalId: String(offer.id), message: salary.problem });
        return importedJobOf(offer, salary.pay);
      });
    return finishFeed(jobs, problems);
  },
};

function importedJobOf(offer: RecruiteeOffer, pay: ImportedJob['pay']): ImportedJob {
  const locations = placesOf(offer);
  const workplaceType = workplaceOfFlags(offer);
  return {
    externalId: String(offer.id),
    title: offer.title,
    department: textOf(offer.department),
    team: null,
    locations,
    workplaceType,
    remoteRegions: remoteCountriesOf(workplaceType, locations),
    employmentType: employmentOf(textOf(offer.employment_type_code)),
    level: levelOf(textOf(offer.experience_code)),
    pay,
    // the offer's text, then its requirements under their own heading, as Recruitee shows them
    descriptionHtml: descriptionOfHtml(
      [offer.description ?? '', headedSection('Requirements', offer.requirements)]
        .filter(Boolean)
        .join('\n'),
    ),
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
      .map((place) =>
        placeOf(place.city, place.state_name ?? place.state, place.country_code ?? place.country),
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

/** `experience_code`: entry_level, mid_level, experienced, manager…; not_applicable says nothing. */
function levelOf(code: string | null): string | null {
  return !code || code === 'not_applicable' ? null : wordsOfCode(code);
}

function salaryOf({ salary }: RecruiteeOffer): PayReading {
  return readPay({
    min: salary?.min,
    max: salary?.max,
    currency: salary?.currency,
    period: payPeriodOf(salary?.period),
  });
}
