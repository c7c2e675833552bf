import { paths } from '../../../contract/paths';

/**
 * SPEC §2: the shareable link is the origin plus /job/{id}; on a /job-ext/ route, the current path.
 *
 * @example
 * jobShareUrl('https://careers.example', 42, '/job-ext/night-shift-lead'); // => 'https://careers.example/job-ext/night-shift-lead'
 * jobShareUrl('https://careers.example', 42, '/job/42'); // => 'https://careers.example/job/42'
 */
export function jobShareUrl(origin: string, jobId: number, pathname: string): string {
  const base = origin.replace(/\/+$/, '');
  const isExternalVariant = pathname.startsWith(`${paths.jobExt('')}`);
  return `${base}${isExternalVariant ? pathname : paths.job(jobId)}`;
}
