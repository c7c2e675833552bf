import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { type FeedServer, startFeedServer } from '../../../test-support/feed-server';
import { FeedError } from './connector';
import { fetchFeedJson, fetchFeedText } from './feed-http';

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const request = (path: string, extra: { timeoutMs?: number; maxBytes?: number } = {}) => ({
  label: 'Greenhouse',
  url: feed.baseUrl + path,
  signal: new AbortController().signal,
  ...extra,
});

describe('fetchFeedJson', () => {
  test('reads a JSON body', async () => {
    feed.route('/ok', { body: { jobs: [] } });
    await expect(fetchFeedJson(request('/ok'))).resolves.toEqual({ jobs: [] });
  });

  test('an HTTP error names the status and the ATS’s own words', async () => {
    feed.route('/missing', { status: 404, body: { error: 'Document not found' } });
    await expect(fetchFeedJson(request('/missing'))).rejects.toThrow(
      new FeedError('Greenhouse answered 404: Document not found'),
    );
  });

  test('a list of errors is said in full', async () => {
    feed.route('/errors', {
      status: 400,
      body: { success: false, errors: ['Board is off', 'Ask the admin'] },
    });
    await expect(fetchFeedJson(request('/errors'))).rejects.toThrow(
      new FeedError('Greenhouse answered 400: Board is off; Ask the admin'),
    );
  });

  test('an HTML error page is summed up by its status text', async () => {
    feed.route('/down', {
      status: 503,
      body: '<html><body>oops</body></html>',
      contentType: 'text/html',
    });
    await expect(fetchFeedJson(request('/down'))).rejects.toThrow(
      'Greenhouse answered 503: Service Unavailable',
    );
  });

  test('a body that is not JSON is a FeedError, not a crash', async () => {
    feed.route('/broken', { body: '{"jobs": [{"id": 1,' });
    await expect(fetchFeedJson(request('/broken'))).rejects.toThrow(
      /^Greenhouse answered with a body that is not JSON/,
    );
  });

  test('a feed that does not answer times out in words', async () => {
    feed.route('/slow', { hang: true });
    await expect(fetchFeedJson(request('/slow', { timeoutMs: 200 }))).rejects.toThrow(
      new FeedError('Greenhouse did not answer: timed out after 0.2 s'),
    );
  });

  test('a body over the size limit is refused', async () => {
    feed.route('/huge', { body: 'x'.repeat(5000) });
    await expect(fetchFeedText(request('/huge', { maxBytes: 1000 }))).rejects.toThrow(
      /^Greenhouse sent more than/,
    );
  });

  test('a host nobody listens on cannot be reached', async () => {
    const closed = await startFeedServer();
    const url = closed.baseUrl;
    await closed.close();
    await expect(
      fetchFeedText({ label: 'Lever', url, signal: new AbortController().signal }),
    ).rejects.toThrow('Lever could not be reached: ECONNREFUSED');
  });

  test('a deadline the caller set is a timeout in words too', async () => {
    feed.route('/slow-deadline', { hang: true });
    await expect(
      fetchFeedText({ ...request('/slow-deadline'), signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow(new FeedError('Greenhouse did not answer: timed out'));
  });

  test('the sync’s own abort is passed on as it is, not as a feed error', async () => {
    feed.route('/slow-too', { hang: true });
    const controller = new AbortController();
    const reading = fetchFeedText({ ...request('/slow-too'), signal: controller.signal });
    controller.abort(new Error('sync stopped'));
    await expect(reading).rejects.toThrow('sync stopped');
  });
});
