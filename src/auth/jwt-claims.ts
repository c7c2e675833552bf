/**
 * The payload of a JWT, without checking its signature: the browser only reads its own tokens,
 * which it got straight from the token endpoint; the API verifies every token it receives.
 *
 * @example
 * decodeJwtPayload('x.eyJzY29wZSI6ImEifQ.y'); // => { scope: 'a' }
 * decodeJwtPayload('opaque'); // => null
 */
export function decodeJwtPayload(token: string | null): Record<string, unknown> | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
