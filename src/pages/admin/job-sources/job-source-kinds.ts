import type { JobSourceType } from '../../../../contract/job-model';

/** What the "Add a source" form says about one applicant-tracking system. */
interface JobSourceKind {
  label: string;
  /** What the ATS calls the board name, and where the admin finds it. */
  boardHint: string;
  /** An example board name, as the ATS writes it. */
  boardExample: string;
  /** Said under the base URL field, after "Leave empty for …'s own host". */
  baseUrlHint?: string;
  /** It signs job webhooks the site checks with the secret (issue 26: Greenhouse, Ashby, Teamtailor). */
  sendsWebhooks: boolean;
  /** Its feed needs the company's API key (Teamtailor's JSON:API). */
  needsApiKey: boolean;
}

/** The eight feeds, in the order the form offers them. */
export const JOB_SOURCE_KINDS: Record<JobSourceType, JobSourceKind> = {
  greenhouse: {
    label: 'Greenhouse',
    boardHint:
      'Greenhouse calls it the board token: the last part of your job board’s address, boards.greenhouse.io/<token>.',
    boardExample: 'somnia',
    sendsWebhooks: true,
    needsApiKey: false,
  },
  lever: {
    label: 'Lever',
    boardHint:
      'Lever calls it the site name: the last part of your job site’s address, jobs.lever.co/<site>.',
    boardExample: 'somnia',
    baseUrlHint: 'Accounts in Lever’s EU region use https://api.eu.lever.co.',
    sendsWebhooks: false,
    needsApiKey: false,
  },
  ashby: {
    label: 'Ashby',
    boardHint:
      'Ashby calls it the job board name: the last part of your board’s address, jobs.ashbyhq.com/<name>.',
    boardExample: 'Somnia',
    sendsWebhooks: true,
    needsApiKey: false,
  },
  personio: {
    label: 'Personio',
    boardHint:
      'Personio calls it the company subdomain: the first part of your career page’s address, <company>.jobs.personio.de.',
    boardExample: 'somnia',
    sendsWebhooks: false,
    needsApiKey: false,
  },
  recruitee: {
    label: 'Recruitee',
    boardHint:
      'Recruitee calls it the company subdomain: the first part of your careers site’s address, <company>.recruitee.com.',
    boardExample: 'somnia',
    sendsWebhooks: false,
    needsApiKey: false,
  },
  workable: {
    label: 'Workable',
    boardHint:
      'Workable calls it the account subdomain: the last part of your careers page’s address, apply.workable.com/<account>.',
    boardExample: 'somnia',
    sendsWebhooks: false,
    needsApiKey: false,
  },
  smartrecruiters: {
    label: 'SmartRecruiters',
    boardHint:
      'SmartRecruiters calls it the company identifier: the last part of your jobs page’s address, jobs.smartrecruiters.com/<company>.',
    boardExample: 'Somnia',
    sendsWebhooks: false,
    needsApiKey: false,
  },
  teamtailor: {
    label: 'Teamtailor',
    boardHint:
      'Teamtailor calls it the career site’s subdomain: the first part of its address, <company>.teamtailor.com.',
    boardExample: 'somnia',
    sendsWebhooks: true,
    needsApiKey: true,
  },
};
