import { XMLParser, XMLValidator } from 'fast-xml-parser';

import type { EmploymentType } from '../../../../src/api/job-model';

import {
  FeedError,
  type FeedProblem,
  type FeedReadResult,
  type ImportedJob,
  type JobFeedConnector,
  type JobSourceConfig,
} from './connector';
import { descriptionOfHtml, joinDescriptions } from './description';
import { employmentTypeOf, payPeriodOf, readPay } from './employment';
import { fetchFeedText } from './feed-http';
import { dateOf, headedSection, textOf, wordsOfCode } from './feed-values';
import { finishFeed } from './limits';
import { readLocations, workplaceOf } from './places';

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

interface PersonioPosition {
  id?: string;
  subcompany?: string;
  office?: string;
  additionalOffices?: { office?: string[] } | string;
  department?: string;
  recruitingCategory?: string;
  name?: string;
  jobDescriptions?: { jobDescription?: { name?: string; value?: string }[] } | string;
  employmentType?: string;
  seniority?: string;
  schedule?: string;
  createdAt?: string;
  salaryInformation?: {
    min?: string;
    max?: string;
    currencyCode?: string;
    type?: string;
  };
}

/** `https://{board}.jobs.personio.de` unless the source names another host (tests, `.com`). */
function boardUrl(config: JobSourceConfig): string {
  const base = config.baseUrl ?? `https://${encodeURIComponent(config.board)}.jobs.personio.de`;
  return base.replace(/\/+$/, '');
}

export const personioConnector: JobFeedConnector = {
  type: 'personio',
  label: LABEL,
  defaultBaseUrl: 'https://{board}.jobs.personio.de',

  async readJobs(config, signal): Promise<FeedReadResult> {
    const base = boardUrl(config);
    const xml = await fetchFeedText({ label: LABEL, url: `${base}/xml?language=en`, signal });
    const { jobs, problems } = parsePersonioFeed(xml, base);
    return finishFeed(jobs, problems);
  },
};

/** Reads a feed's XML into jobs; a document that is not the feed is a FeedError. */
export function parsePersonioFeed(xml: string, base: string): FeedReadResult {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedError(
      `${LABEL} answered with XML that cannot be read (line ${valid.err.line}: ${valid.err.msg})`,
    );
  }
  const document = parser.parse(xml) as Record<string, unknown>;
  const root = document['workzag-jobs'];
  if (root === undefined) {
    throw new FeedError(`${LABEL} answered without a <workzag-jobs> list: not a job feed`);
  }
  // `<workzag-jobs></workzag-jobs>` (an empty board) parses as an empty string
  const positions =
    typeof root === 'object' && root !== null ? (root as { position?: unknown }).position : [];
  const problems: FeedProblem[] = [];
  const jobs = ((positions ?? []) as PersonioPosition[]).map((position) =>
    readPosition(position, base, problems),
  );
  return { jobs, problems };
}

function readPosition(
  position: PersonioPosition,
  base: string,
  problems: FeedProblem[],
): ImportedJob {
  const id = textOf(position.id);
  const offices = [textOf(position.office), ...additionalOffices(position)].filter(
    (office): office is string => office !== null,
  );
  const reading = readLocations(offices);
  const jobPage = id ? `${base}/job/${encodeURIComponent(id)}` : null;
  return {
    externalId: id ?? '',
    title: textOf(position.name) ?? '',
    department: textOf(position.department),
    // Personio has no team; `recruitingCategory` is a free category ("Permanent Employee")
    team: null,
    // Personio has no workplace field: offices say it ("Remote", "Berlin (Hybrid)")
    locations: reading.places,
    workplaceType: workplaceOf(null, reading.workplaceType),
    remoteRegions: reading.remoteRegions,
    employmentType: employmentOf(position),
    level: levelOf(textOf(position.seniority)),
    pay: salaryOf(position.salaryInformation, (message) =>
      problems.push({ externalId: id, message }),
    ),
    descriptionHtml: descriptionOf(position),
    // the job page in English carries the application form
    applyUrl: jobPage ? `${jobPage}?language=en` : null,
    atsUrl: jobPage,
    publishedAt: dateOf(textOf(position.createdAt)),
    // the feed says when a position was created, never when it was last edited
    updatedAt: null,
  };
}

function additionalOffices(position: PersonioPosition): (string | null)[] {
  const list = position.additionalOffices;
  if (typeof list !== 'object' || !list.office) return [];
  return list.office.map(textOf);
}

/**
 * Personio splits what the model calls one employment type over `employmentType` (permanent,
 * intern, trainee, freelance), `schedule` (full-time, part-time, full-or-part-time) and the
 * `seniority` "student" (a working student).
 */
function employmentOf(position: PersonioPosition): EmploymentType | null {
  const kind = textOf(position.employmentType);
  if (kind && kind.toLowerCase() !== 'permanent') return employmentTypeOf(kind);
  if (textOf(position.seniority)?.toLowerCase() === 'student') return 'working_student';
  const schedule = textOf(position.schedule);
  // "full-or-part-time" is offered as full-time too: the larger offer
  if (schedule?.toLowerCase() === 'full-or-part-time') return 'full_time';
  return employmentTypeOf(schedule ?? kind);
}

/** `seniority`: entry-level, experienced, executive or student. */
function levelOf(seniority: string | null): string | null {
  return seniority ? wordsOfCode(seniority) : null;
}

/** `salaryInformation`: min, max (either may be blank), currencyCode, type ("yearly", "monthly"). */
function salaryOf(
  salary: PersonioPosition['salaryInformation'],
  report: (problem: string) => void,
): ImportedJob['pay'] {
  if (!salary || typeof salary !== 'object') return null;
  const { pay, problem } = readPay({
    min: textOf(salary.min),
    max: textOf(salary.max),
    currency: textOf(salary.currencyCode),
    period: payPeriodOf(textOf(salary.type)),
  });
  if (problem) report(problem);
  return pay;
}

/** Each named block ("Your mission", "Ihre Aufgaben") as a heading over its HTML. */
function descriptionOf(position: PersonioPosition): string {
  const list = position.jobDescriptions;
  const blocks = typeof list === 'object' ? (list.jobDescription ?? []) : [];
  return joinDescriptions(
    blocks.map((block) => {
      const heading = textOf(block.name);
      const body = descriptionOfHtml(textOf(block.value));
      return headedSection(heading, body);
    }),
  );
}
