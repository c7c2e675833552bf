/** Attributes for `serializeCookie`. */
interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
}

// RFC 6265 §4.1.1: a cookie name is an RFC 7230 token
const COOKIE_NAME_PATTERN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 6265 §4.1.1: a path attribute value is any CHAR except control characters or ';'
function isValidCookiePath(path: string): boolean {
  for (let index = 0; index < path.length; index += 1) {
    const code = path.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || path[index] === ';') return false;
  }
  return true;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Parses a `Cookie` request header into a name → value map. Values are
 * URI-decoded and unquoted; the first occurrence of a name wins.
 *
 * @example
 * parseCookieHeader('exp=tech%3A1; theme=dark'); // => { exp: 'tech:1', theme: 'dark' }
 */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  // A null prototype so a cookie named __proto__ cannot reach Object.prototype.
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name === '' || name in cookies) continue;
    let value = part.slice(separator + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

/**
 * Builds a `Set-Cookie` header value; the value is URI-encoded. Throws a
 * TypeError for an invalid name or path, or SameSite=None without Secure
 * (browsers drop such cookies).
 *
 * @example
 * serializeCookie('exp', 'tech:1', { maxAgeSeconds: 604800, path: '/', sameSite: 'Lax' });
 * // => 'exp=tech%3A1; Max-Age=604800; Path=/; SameSite=Lax'
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME_PATTERN.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) {
    if (!Number.isFinite(options.maxAgeSeconds))
      throw new TypeError('Cookie maxAgeSeconds must be finite');
    parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  }
  if (options.path !== undefined) {
    if (!isValidCookiePath(options.path))
      throw new TypeError(`Invalid cookie path: ${options.path}`);
    parts.push(`Path=${options.path}`);
  }
  if (options.sameSite !== undefined) {
    if (options.sameSite === 'None' && options.secure !== true) {
      throw new TypeError('A SameSite=None cookie must also be Secure');
    }
    parts.push(`SameSite=${options.sameSite}`);
  }
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
