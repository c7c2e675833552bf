const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

interface HttpsUrlOptions {
  /** Also accept `http://localhost` and `http://127.0.0.1` (local development only). */
  allowLoopback?: boolean;
}

/** Thrown by `requireHttpsUrl` for a URL that is not HTTPS or cannot be parsed (SPEC §8). */
export class NonHttpsUrlError extends Error {
  constructor(description: string) {
    super(`Expected an HTTPS URL, got ${description}`);
    this.name = 'NonHttpsUrlError';
  }
}

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isAllowed(url: URL, options: HttpsUrlOptions): boolean {
  if (url.protocol === 'https:') return true;
  return (
    options.allowLoopback === true && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)
  );
}

/**
 * Parses an absolute URL and rejects anything but HTTPS (SPEC §8). Loopback
 * HTTP is accepted only with `{ allowLoopback: true }`.
 *
 * @example
 * requireHttpsUrl('https://id.example.com/authorize').host; // => 'id.example.com'
 * requireHttpsUrl('http://id.example.com'); // throws NonHttpsUrlError
 */
export function requireHttpsUrl(value: string, options: HttpsUrlOptions = {}): URL {
  const url = parse(value);
  if (!url) throw new NonHttpsUrlError('an unparsable URL');
  // The message names only the scheme and host: a full URL may carry credentials or tokens.
  if (!isAllowed(url, options)) throw new NonHttpsUrlError(`${url.protocol}//${url.host}`);
  return url;
}

/**
 * True when the value is an absolute HTTPS URL (or loopback HTTP when allowed).
 *
 * @example
 * isHttpsUrl('https://example.com'); // => true
 * isHttpsUrl('http://localhost:3000', { allowLoopback: true }); // => true
 */
export function isHttpsUrl(value: unknown, options: HttpsUrlOptions = {}): boolean {
  if (typeof value !== 'string') return false;
  const url = parse(value);
  return url !== undefined && isAllowed(url, options);
}
