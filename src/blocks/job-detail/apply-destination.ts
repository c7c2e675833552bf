/**
 * The applicant tracking systems the job sources connect (server/modules/job-sources/connectors),
 * by the domain their application pages live on.
 */
const ATS_NAMES: Readonly<Record<string, string>> = {
  'ashbyhq.com': 'Ashby',
  'greenhouse.io': 'Greenhouse',
  'lever.co': 'Lever',
  'jobs.personio.de': 'Personio',
  'jobs.personio.com': 'Personio',
  'recruitee.com': 'Recruitee',
  'smartrecruiters.com': 'SmartRecruiters',
  'teamtailor.com': 'Teamtailor',
  'workable.com': 'Workable',
};

const isOnDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * Where an apply link takes the visitor (issue 32), to say so before they leave: the ATS's name
 * and the host, or null for a link that stays on this site or is not a web address.
 *
 * @example
 * applyDestination('https://boards.greenhouse.io/acme/jobs/4012', 'https://careers.example');
 * // => { host: 'boards.greenhouse.io', name: 'Greenhouse' }
 * applyDestination('https://jobs.somnia.example/apply/x', 'https://careers.example');
 * // => { host: 'jobs.somnia.example', name: null }
 */
export function applyDestination(
  href: string,
  siteOrigin: string,
): { host: string; name: string | null } | null {
  let url: URL;
  try {
    url = new URL(href, siteOrigin);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.origin === new URL(siteOrigin).origin) return null;
  const host = url.hostname.replace(/^www\./, '');
  const domain = Object.keys(ATS_NAMES).find((known) => isOnDomain(host, known));
  return { host, name: domain ? (ATS_NAMES[domain] ?? null) : null };
}
