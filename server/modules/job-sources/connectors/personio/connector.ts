import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';

import type { EmploymentType } from '../../../../../contract/job-model';

import { FeedError, type ImportedJob, type AtsConnector } from '../connector';
import { descriptionOfHtml } from '../description';
import { employmentTypeOf, payPeriodOf, readPay, type PayReading } from '../employment';
import { fetchFeedText } from '../feed-http';
import { dateOf, feedUrl, parseFeedItems, textOf } from '../feed-shape';
import { headedSection, wordsOfCode } from '../feed-values';
import { finishFeed } from '../limits';
import { readLocations, workplaceOf } from '../places';

/**
 * Personio's public XML feed (`https://{company}.jobs.personio.de/xml?language=en`,
 * developer.personio.de "Retrieving open positions"): the whole board in one `<workzag-jobs>`
 * document, one `<position>` per published job, its text as named blocks of HTML in CDATA.
 * Without `language` the feed answers in German; an empty board is a valid, empty document.
 */
const LABEL = 'Personio';

/** The elements that may repeat: the parser keeps them lists even when there is one. */
const LIST_PATHS = new Set([
  'workzag-jobs.position',
  'workzag-jobs.position.jobDescriptions.jobDescription',
  'workzag-jobs.position.additionalOffices.office',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  // ids, amounts and dates stay text: the mapping below reads them
  parseTagValue: false,
  trimValues: true,
  isArray: (_name, path) => LIST_PATHS.has(String(path)),
});

/** An element's text; an empty element (`<max></max>`) parses as ''. */
const text = z.string().optional();
/** An element holding a list, or '' when the element is there but empty. */
const listOf = <Item extends z.ZodType>(key: string, item: Item) =>
  z.union([z.object({ [key]: z.array(item).optional() }), z.literal('')]).optional();

const positionSchema = z.object({
  id: z.string(),
  name: z.string(),
  office: text,
  additionalOffices: listOf('office', z.string()),
  department: text,
  jobDescriptions: listOf('jobDescription', z.object({ name: text, value: text })),
  employmentType: text,
  seniority: text,
  schedule: text,
  createdAt: text,
  salaryInformation: z
    .object({ min: text, max: text, currencyCode: text, type: text })
    .or(z.literal(''))
    .optional(),
});
type PersonioPosition = z.infer<typeof positionSchema>;

export const personioConnector: AtsConnector<'personio'> = {
  type: 'personio',
  label: LABEL,
  defaultBaseUrl: 'https://{board}.jobs.personio.de',
  form: {
    boardHint:
      'Personio calls it the company subdomain: the first part of your career page’s address, <company>.jobs.personio.de.',
    boardExample: 'somnia',
  },

  async readJobs(config, signal) {
    const base = feedUrl(personioConnector, config, '');
    const xml = await fetchFeedText({
      label: LABEL,
      url: `${base}/xml?language=en`,
      signal,
      dispatcher: config.dispatcher,
    });
    const { items, problems } = parseFeedItems(positionSchema, positionsOf(xml));
    const jobs = items.map((position) => {
      const salary = salaryOf(position);
      if (salary.problem) problems.push({ externalId: position.id, message: salary.problem });
      return importedJobOf(position, base, salary.pay);
    });
    return finishFeed(jobs, problems);
  },
};

/** The `<position>` elements of a feed; a document that is not the feed is a FeedError. */
function positionsOf(xml: string): unknown[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedError(
      // the parser's message may quote the document: its line only
      `${LABEL} answered with XML that cannot be read (line ${valid.err.line})`,
    );
  }
  const root = (parser.parse(xml) as Record<string, unknown>)['workzag-jobs'];
  if (root === undefined) {
    throw new FeedError(`${LABEL} answered without a <workzag-jobs> list: not a job feed`);
  }
  // `<workzag-jobs></workzag-jobs>` (an empty board) parses as ''
  const positions =
    root && typeof root === 'object' ? (root as { position?: unknown }).position : [];
  return Array.isArray(positions) ? positions : [];
}

function importedJobOf(
  position: PersonioPosition,
  base: string,
  pay: ImportedJob['pay'],
): ImportedJob {
  const offices = position.additionalOffices ? (position.additionalOffices.office ?? []) : [];
  // Personio has no workplace field: the offices say it ("Remote", "Berlin (Hybrid)")
  const reading = readLocations([position.office, ...offices]);
  const jobPage = `${base}/job/${encodeURIComponent(position.id.trim())}`;
  return {
    externalId: position.id,
    title: position.name,
    department: textOf(position.department),
    // Personio has no team; `recruitingCategory` is a free category ("Permanent Employee")
    team: null,
    locations: reading.places,
    workplaceType: workplaceOf(null, reading.workplaceType),
    remoteRegions: reading.remoteRegions,
    employmentType: employmentOf(position),
    // seniority: entry-level, experienced, executive or student
    level: position.seniority?.trim() ? wordsOfCode(position.seniority) : null,
    pay,
    descriptionHtml: descriptionOf(position),
    // the job page in English carries the application form
    applyUrl: `${jobPage}?language=en`,
    atsUrl: jobPage,
    publishedAt: dateOf(position.createdAt),
    // the feed says when a position was created, never when it was last edited
    updatedAt: null,
  };
}

/**
 * Personio splits what the model calls one employment type over `employmentType` (permanent,
 * intern, trainee, freelance), `schedule` (full-time, part-time, full-or-part-time) and the
 * `seniority` "student" (a working student).
 */
function employmentOf(position: PersonioPosition): EmploymentType | null {
  const kind = textOf(position.employmentType)?.toLowerCase();
  if (kind && kind !== 'permanent') return employmentTypeOf(kind);
  if (textOf(position.seniority)?.toLowerCase() === 'student') return 'working_student';
  const schedule = textOf(position.schedule)?.toLowerCase();
  // "full-or-part-time" is offered as full-time too: the larger offer
  if (schedule === 'full-or-part-time') return 'full_time';
  return employmentTypeOf(schedule ?? kind);
}

/** `salaryInformation`: min, max (either may be blank), currencyCode, type ("yearly", "monthly"). */
function salaryOf({ salaryInformation: salary }: PersonioPosition): PayReading {
  if (!salary) return { pay: null, problem: null };
  return readPay({
    min: textOf(salary.min),
    max: textOf(salary.max),
    currency: textOf(salary.currencyCode),
    period: payPeriodOf(salary.type),
  });
}

/** Each named block ("Your mission", "Deine Aufgaben") as a heading over its HTML. */
function descriptionOf(position: PersonioPosition): string {
  const blocks = position.jobDescriptions ? (position.jobDescriptions.jobDescription ?? []) : [];
  return descriptionOfHtml(
    blocks
      .map((block) => headedSection(block.name, block.value))
      .filter(Boolean)
      .join('\n'),
  );
}
