/** Query parameters that carry a credential, a one-time code or a token hint (OAuth 2.0, OIDC). */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'client_secret',
  'code',
  'code_verifier',
  'id_token',
  'id_token_hint',
  'login_hint',
  'logout_hint',
  'password',
  'refresh_token',
  'session_state',
  'state',
  'token',
]);

export const REDACTED = '[redacted]';

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * A URL (or path with a query string) fit for a log: the value of every secret parameter
 * replaced, the rest kept as it came, so the line still shows which request it was.
 *
 * @example
 * redactUrl('/login?code=abc&iss=x'); // '/login?code=[redacted]&iss=x'
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      if (!SECRET_PARAMETERS.has(parameterName(pair))) return pair;
      return `${pair.split('=', 1)[0]}=${REDACTED}`;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}
