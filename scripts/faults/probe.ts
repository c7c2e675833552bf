/** Timed requests and waits for the fault checks; none of them can hang the run. */

/** Longer than any answer a check accepts: past it, the request counts as hanging. */
const REQUEST_LIMIT_MS = 15_000;
const POLL_INTERVAL_MS = 100;

export interface TimedResponse {
  /** 0 when no answer came (refused, reset, or over the limit). */
  status: number;
  body: string;
  headers: Headers;
  ms: number;
}

/** One request, timed to the end of its body. */
export async function timedFetch(url: string, init: RequestInit = {}): Promise<TimedResponse> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    });
    const body = await response.text();
    return {
      status: response.status,
      body,
      headers: response.headers,
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, body: '', headers: new Headers(), ms: performance.now() - started };
  }
}

/**
 * Calls `attempt` every 100 ms until it returns true; resolves to the milliseconds that took, or
 * null when `limitMs` passed first.
 */
export async function msUntil(
  attempt: () => Promise<boolean>,
  limitMs: number,
  since = performance.now(),
): Promise<number | null> {
  while (performance.now() - since < limitMs) {
    if (await attempt()) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  return null;
}
