import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createPublicNetwork } from '../../../platform/outbound/public-network';
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
  dispatcher: undefined,
  ...extra,
});

describe('fetchFeedJson', () => {
  test('reads a JSON body', async () => {
    feed.route('/ok', { body: { jobs: [] } });
    await expect(fetchFeedJson(request('/ok'))).resolves.toEqual({ jobs: [] });
  });

  test('an HTTP error names its status, never what the server said', async () => {
    feed.route('/missing', { status: 404, body: { error: 'Document not found' } });
    await expect(fetchFeedJson(request('/missing'))).rejects.toThrow(
      new FeedError('Greenhouse answered 404 (Not Found)'),
    );
    feed.route('/down', {
      status: 503,
      body: '<html><body>redis_version:7.2.4 on 10.0.0.5</body></html>',
      contentType: 'text/html',
    });
    await expect(fetchFeedJson(request('/down'))).rejects.toThrow(
      new FeedError('Greenhouse answered 503 (Service Unavailable)'),
    );
  });

  test('a body that is not JSON is a FeedError that does not quote it', async () => {
    feed.route('/broken', { body: 'user:password-hash-from-inside' });
    await expect(fetchFeedJson(request('/broken'))).rejects.toThrow(
      new FeedError('Greenhouse did not answer JSON'),
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
      fetchFeedText({
        label: 'Lever',
        url,
        signal: new AbortController().signal,
        dispatcher: undefined,
      }),
    ).rejects.toThrow('Lever could not be reached: ECONNREFUSED');
  });

  test('a deadline the caller set is a timeout in words too', async () => {
    feed.route('/slow-deadline', { hang: true });
    await expect(
      fetchFeedText({ ...request('/slow-deadline'), signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow(new FeedError('Greenhouse did not answer: timed out'));
  });

  test('through the public network, a loopback feed is refused before connecting, whatever its port', async () => {
    const network = createPublicNetwork({ allowedHosts: [] });
    const closed = await startFeedServer();
    await closed.close();
    const words =
      'Greenhouse could not be reached: 127.0.0.1 is a loopback address, and sources added in the admin reach only the public internet';
    feed.route('/inside', { body: { jobs: [] } });
    for (const url of [`${feed.baseUrl}/inside`, closed.baseUrl])
      await expect(
        fetchFeedText({ ...request(''), url, dispatcher: network.dispatcher }),
      ).rejects.toThrow(new FeedError(words));
    expect(feed.requests).not.toContain('/inside');
  });

  test('the sync’s own abort is passed on as it is, not as a feed error', async () => {
    feed.route('/slow-too', { hang: true });
    const controller = new AbortController();
    const reading = fetchFeedText({ ...request('/slow-too'), signal: controller.signal });
    controller.abort(new Error('sync stopped'));
    await expect(reading).rejects.toThrow('sync stopped');
  });
});
