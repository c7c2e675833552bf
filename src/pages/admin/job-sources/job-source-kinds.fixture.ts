import type { AdminJobSourceKind } from '../../../../contract/admin-job-source-types';

/**
 * The tests' answer to `GET /api/admin/job-sources/kinds`: three of the server's ATSs, one of
 * each shape (webhooks, a regional host, an API key).
 */
export const TEST_KINDS: AdminJobSourceKind[] = [
  {
    type: 'greenhouse',
    label: 'Greenhouse',
    boardHint:
      'Greenhouse calls it the board token: the last part of your job board’s address, boards.greenhouse.io/<token>.',
    boardExample: 'somnia',
    baseUrlHint: null,
    sendsWebhooks: true,
    needsApiKey: false,
  },
  {
    type: 'lever',
    label: 'Lever',
    boardHint:
      'Lever calls it the site name: the last part of your job site’s address, jobs.lever.co/<site>.',
    boardExample: 'somnia',
    baseUrlHint: 'Accounts in Lever’s EU region use https://api.eu.lever.co.',
    sendsWebhooks: false,
    needsApiKey: false,
  },
  {
    type: 'teamtailor',
    label: 'Teamtailor',
    boardHint:
      'Teamtailor calls it the career site’s subdomain: the first part of its address, <company>.teamtailor.com.',
    boardExample: 'somnia',
    baseUrlHint: null,
    sendsWebhooks: true,
    needsApiKey: true,
  },
];
