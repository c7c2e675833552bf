import { z } from 'zod';

/**
 * `JOB_SOURCES`: the sources kept as code, a JSON list of `{type, board, …}`. Each is checked by
 * the job sources module's rules at start (`upsertConfigSources`), where the ATSs are known:
 * the platform knows none.
 */
export const jobSourcesSetting = z
  .string()
  .transform((value, context): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'expected a JSON list of {type, board, …}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(z.record(z.string(), z.unknown()), {
      error: 'expected a JSON list of {type, board, …}',
    }),
  );

/** A host as a URL writes it (`ats.intranet`, `10.0.0.7`, `[fd00::7]`): no scheme, port or path. */
function hostOf(entry: string): string | null {
  if (!/^[^/?#@\\\s]+$/.test(entry) || !URL.canParse(`http://${entry}/`)) return null;
  const url = new URL(`http://${entry}/`);
  return url.port === '' && url.host === url.hostname ? url.hostname : null;
}

/**
 * `JOB_SOURCE_ALLOWED_HOSTS`: hosts on the server's own network that the admin's sources may
 * still read (decision 035), comma-separated, each as a URL writes it.
 */
export const allowedHostsSetting = z.string().transform((value, context): string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hosts = entries.map(hostOf);
  const bad = entries.find((_, index) => hosts[index] === null);
  if (bad === undefined) return hosts.filter((host) => host !== null);
  context.addIssue({
    code: 'custom',
    message: `expected host names or addresses, comma-separated, without scheme or port (not "${bad}")`,
  });
  return z.NEVER;
});
