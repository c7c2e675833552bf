// Long enough for any sensible title, short enough for a shared link.
const MAX_SLUG_CHARS = 80;

/**
 * The slug a job's title gives (`/job-ext/{slug}`): lower-case ASCII letters and digits joined
 * by single dashes, accents dropped; `job` when nothing is left.
 *
 * @example
 * jobSlugOf('Senior Data Engineer (Berlin/Remote)'); // => 'senior-data-engineer-berlin-remote'
 * jobSlugOf('Ingénieure Qualité'); // => 'ingenieure-qualite'
 */
export function jobSlugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_CHARS) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, MAX_SLUG_CHARS) || 'job';
}

/**
 * `base`, or `base-2`, `base-3` … the first that is not `taken`.
 *
 * @example
 * uniqueSlug('data-engineer', new Set(['data-engineer'])); // => 'data-engineer-2'
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
