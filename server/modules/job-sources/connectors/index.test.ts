import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createPublicNetwork } from '../../../platform/outbound/public-network';
import { type FeedServer, startFeedServer } from '../../../test-support/feed-server';
import { feedJob } from '../../../test-support/job-feed';
import type { JobSourceConfig } from './connector';
import { CONNECTORS } from './index';

/**
 * Decision 035: a connector sends every request through the source's dispatcher, so a source of
 * the admin on loopback is refused by each, its board and its single jobs alike.
 */
describe('every connector goes through the source’s dispatcher', () => {
  let feed: FeedServer;
  beforeAll(async () => {
    feed = await startFeedServer();
  });
  afterAll(() => feed.close());

  const network = createPublicNetwork({ allowedHosts: [] });
  const refused = /could not be reached: 127\.0\.0\.1 is a loopback address/;

  test.each([...CONNECTORS])('$label', async (connector) => {
    const config: JobSourceConfig = {
      type: connector.type,
      board: 'acme',
      baseUrl: feed.baseUrl,
      apiKey: 'a-teamtailor-key',
      dispatcher: network.dispatcher,
    };
    const signal = AbortSignal.timeout(5_000);
    const requestsBefore = feed.requests.length;
    await expect(connector.readJobs(config, signal)).rejects.toThrow(refused);
    if (connector.completeJob)
      await expect(connector.completeJob(config, feedJob('1'), signal)).rejects.toThrow(refused);
    expect(feed.requests).toHaveLength(requestsBefore);
  });
});

describe('the registry', () => {
  test('one connector a type', () => {
    expect(new Set(CONNECTORS.map((connector) => connector.type)).size).toBe(CONNECTORS.length);
  });
});
