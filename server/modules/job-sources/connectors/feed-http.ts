import { FeedError } from './connector';

/** How long one feed request may take before the sync gives up and keeps the jobs it has. */
export const FEED_TIMEOUT_MS = 15_000;
/** Larger than any real board (10,000 jobs with descriptions are about 60 MB). */
export const FEED_MAX_BYTES = 100 * 1024 * 1024;

export interface FeedRequest {
  /** The ATS as the admin knows it, first word of every error: 'Greenhouse'. */
  label: string;
  url: string;
  /**
   * The sync's own signal: when it aborts, the request stops and its reason is thrown as is,
   * except a deadline (`AbortSignal.timeout`), which is a FeedError like the request's own.
   */
  signal: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Reads a feed's body as text. Every way it can fail (no answer, a timeout, an HTTP error,
 * a body over the size limit) becomes a FeedError in words the admin can act on.
 *
 * @example
 * await fetchFeedText({ label: 'Personio', url: 'https://acme.jobs.personio.de/xml', signal });
 */
export async function fetchFeedText(request: FeedRequest): Promise<string> {
  const { label, url, signal } = request;
  const timeoutMs = request.timeoutMs ?? FEED_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = AbortSignal.any([signal, timeout]);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json, application/xml;q=0.9, */*;q=0.5', ...request.headers },
      redirect: 'follow',
      signal: both,
    });
    const body = await readBody(response, label, request.maxBytes ?? FEED_MAX_BYTES);
    if (!response.ok) {
      throw new FeedError(`${label} answered ${response.status}: ${errorWords(response, body)}`);
    }
    return body;
  } catch (error) {
    if (signal.aborted) {
      // a deadline the caller set (AbortSignal.timeout) is a timeout too; any other abort is theirs
      if (isTimeout(signal.reason)) throw new FeedError(`${label} did not answer: timed out`);
      throw signal.reason;
    }
    if (error instanceof FeedError) throw error;
    if (timeout.aborted) {
      throw new FeedError(`${label} did not answer: timed out after ${formatSeconds(timeoutMs)}`);
    }
    throw new FeedError(`${label} could not be reached: ${networkWords(error)}`);
  }
}

/** `fetchFeedText`, then JSON: a body that is not JSON is a FeedError too. */
export async function fetchFeedJson(request: FeedRequest): Promise<unknown> {
  const text = await fetchFeedText(request);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FeedError(`${request.label} answered with a body that is not JSON (${reason})`);
  }
}

/** Reads the body chunk by chunk so an endless or huge body stops at the limit. */
async function readBody(response: Response, label: string, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) throw tooLarge(label, maxBytes);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw tooLarge(label, maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(label: string, maxBytes: number): FeedError {
  return new FeedError(`${label} sent more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
}

const ERROR_WORDS_MAX_CHARS = 200;

/** The ATS's own words for an error: `{"error": "…"}`, `{"message": "…"}`, or a short text. */
function errorWords(response: Response, body: string): string {
  let words = body.trim();
  try {
    const parsed = JSON.parse(body) as unknown;
    if (parsed && typeof parsed === 'object') {
      const { error, message, errors } = parsed as Record<string, unknown>;
      // Ashby and others answer `errors: ["…", "…"]`
      const listed = Array.isArray(errors)
        ? errors.filter((e) => typeof e === 'string').join('; ')
        : errors;
      const said = [message, error, listed].find((value) => typeof value === 'string' && value);
      if (typeof said === 'string') words = said;
    }
  } catch {
    // not JSON: an HTML error page says little, so its status text is the better summary
    if (/^</.test(words)) words = '';
  }
  words = words.replace(/\s+/g, ' ');
  if (!words) return response.statusText || 'no reason given';
  return words.length > ERROR_WORDS_MAX_CHARS
    ? `${words.slice(0, ERROR_WORDS_MAX_CHARS - 1)}…`
    : words;
}

function networkWords(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'TimeoutError';
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
