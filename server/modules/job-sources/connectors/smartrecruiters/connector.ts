import { z } from 'zod';

import { FeedError, type ImportedJob, type AtsConnector, type JobSourceConfig } from '../connector';
import { descriptionOfHtml } from '../description';
import { employmentTypeOf } from '../employment';
import { fetchFeedJson } from '../feed-http';
import { dateOf, feedUrl, parseFeedBody, parseFeedItems, textOf } from '../feed-shape';
import { headedSection, remoteCountriesOf, workplaceOfFlags } from '../feed-values';
import { finishFeed } from '../limits';
import { placeOf } from '../places';

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

const labelled = z.object({ id: z.string().nullish(), label: z.string().nullish() }).nullish();
const postingSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  releasedDate: z.string().nullish(),
  location: z
    .object({
      city: z.string().nullish(),
      region: z.string().nullish(),
      country: z.string().nullish(),
      remote: z.boolean().nullish(),
      hybrid: z.boolean().nullish(),
    })
    .nullish(),
  department: labelled,
  function: labelled,
  typeOfEmployment: labelled,
  experienceLevel: labelled,
});
type SmartRecruitersPosting = z.infer<typeof postingSchema>;
const pageSchema = z.object({ totalFound: z.number().nullish(), content: z.array(z.unknown()) });

const section = z.object({ title: z.string().nullish(), text: z.string().nullish() }).nullish();
const detailsSchema = z.object({
  postingUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  jobAd: z
    .object({
      // in the order SmartRecruiters' own job page shows them
      sections: z
        .object({
          companyDescription: section,
          jobDescription: section,
          qualifications: section,
          additionalInformation: section,
        })
        .nullish(),
    })
    .nullish(),
});

export const smartRecruitersConnector: AtsConnector<'smartrecruiters'> = {
  type: 'smartrecruiters',
  label: LABEL,
  defaultBaseUrl: 'https://api.smartrecruiters.com',
  form: {
    boardHint:
      'SmartRecruiters calls it the company identifier: the last part of your jobs page’s address, jobs.smartrecruiters.com/<company>.',
    boardExample: 'Somnia',
  },

  async readJobs(config, signal) {
    const postings: unknown[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const url = `${postingsUrl(config)}?limit=${PAGE_SIZE}&offset=${page * PAGE_SIZE}`;
      const body = await fetchFeedJson({
        label: LABEL,
        url,
        signal,
        dispatcher: config.dispatcher,
      });
      const { content, totalFound } = parseFeedBody(LABEL, pageSchema, body);
      postings.push(...content);
      // a page short of the limit is the last when the total is not given
      const lastPage =
        typeof totalFound === 'number' ? postings.length >= totalFound : content.length < PAGE_SIZE;
      if (content.length === 0 || lastPage) {
        const { items, problems } = parseFeedItems(postingSchema, postings);
        return finishFeed(items.map(importedJobOf), problems);
      }
    }
    // reading part of a board would close the rest of its jobs
    throw new FeedError(
      `${LABEL} listed more than ${MAX_PAGES * PAGE_SIZE} postings: too many to sync safely`,
    );
  },

  async completeJob(config, job, signal) {
    const url = `${postingsUrl(config)}/${encodeURIComponent(job.externalId)}`;
    const details = parseFeedBody(
      LABEL,
      detailsSchema,
      await fetchFeedJson({ label: LABEL, url, signal, dispatcher: config.dispatcher }),
    );
    const sections = details.jobAd?.sections;
    return {
      ...job,
      descriptionHtml: descriptionOfHtml(
        [
          sections?.companyDescription,
          sections?.jobDescription,
          sections?.qualifications,
          sections?.additionalInformation,
        ]
          .map((part) => headedSection(part?.title, part?.text))
          .filter(Boolean)
          .join('\n'),
      ),
      applyUrl: textOf(details.applyUrl) ?? textOf(details.postingUrl),
      atsUrl: textOf(details.postingUrl),
    };
  },
};

function postingsUrl(config: JobSourceConfig): string {
  return feedUrl(
    smartRecruitersConnector,
    config,
    `/v1/companies/${encodeURIComponent(config.board)}/postings`,
  );
}

/** Maps what the list gives; the job ad and its URLs come from `completeJob`. */
function importedJobOf(posting: SmartRecruitersPosting): ImportedJob {
  const location = posting.location ?? {};
  const place = placeOf(location.city, location.region, location.country);
  const locations = place ? [place] : [];
  const workplaceType = workplaceOfFlags(location);
  const level = posting.experienceLevel;
  return {
    externalId: String(posting.id),
    title: posting.name,
    // many boards fill only the job function (Bosch: no department on any posting)
    department: textOf(posting.department?.label) ?? textOf(posting.function?.label),
    team: null,
    locations,
    workplaceType,
    remoteRegions: remoteCountriesOf(workplaceType, locations),
    employmentType: employmentTypeOf(
      textOf(posting.typeOfEmployment?.label) ?? posting.typeOfEmployment?.id,
    ),
    level: level?.id === 'not_applicable' ? null : textOf(level?.label),
    // the Posting API publishes no pay
    pay: null,
    descriptionHtml: '',
    applyUrl: null,
    atsUrl: null,
    publishedAt: dateOf(posting.releasedDate),
    updatedAt: null,
  };
}
