import { STATUS_CODES } from 'node:http';

import { type Dispatcher, fetch, type Response } from 'undici';

import { RefusedAddressError } from '../../../platform/outbound/public-network';
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
  /**
   * How the request leaves the server: the source's `dispatcher` (the public network for a source
   * added in the admin), undefined for one of `JOB_SOURCES`. Required, so no call forgets it.
   */
  dispatcher: Dispatcher | undefined;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Reads a feed's body as text. Every way it can fail (no answer, a timeout, an HTTP error,
 * a body over the size limit, an address refused) becomes a FeedError in words the admin can act
 * on, none of them the answer's body: what a server said goes to no screen (decision 035).
 *
 * @example
 * const url = 'https://acme.jobs.personio.de/xml';
 * await fetchFeedText({ label: 'Personio', url, signal, dispatcher: config.dispatcher });
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
      dispatcher: request.dispatcher,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new FeedError(`${label} answered ${statusWords(response.status)}`);
    }
    return await readBody(response, label, request.maxBytes ?? FEED_MAX_BYTES);
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
  } catch {
    // the parser's message quotes the body
    throw new FeedError(`${request.label} did not answer JSON`);
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

/** "404 (Not Found)": the status and its standard name, not the server's own reason phrase. */
function statusWords(status: number): string {
  const name = STATUS_CODES[status];
  return name ? `${status} (${name})` : String(status);
}

function networkWords(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof RefusedAddressError)
    return `${cause.message}, and sources added in the admin reach only the public internet`;
  // its code (ECONNREFUSED), not its message: a parser's error may quote what the server sent
  return (cause as NodeJS.ErrnoException | undefined)?.code ?? 'the connection failed';
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'TimeoutError';
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
