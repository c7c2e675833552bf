import { STATUS_CODES } from 'node:http';

import { expect, test } from 'vitest';

import {
  FeedError,
  type JobFeedConnector,
  type JobSourceConfig,
} from '../modules/job-sources/connectors/connector';
import type { FeedServer } from './feed-server';

interface FailureCase {
  connector: JobFeedConnector;
  feed: () => FeedServer;
  /** The path and query the connector reads the board from, on the local feed. */
  boardPath: string;
  /** What this ATS answers for an unknown board (its own words, which never reach the admin). */
  notFound: { status: number; body: unknown };
  /** More of the source than its type, board and base URL (Teamtailor's API key). */
  config?: Partial<JobSourceConfig>;
}

/**
 * The ways every feed fails, asserted the same for each connector: the sync must get a
 * FeedError in words (and change nothing), never a crash or an empty board.
 */
export function testFeedFailures({
  connector,
  feed,
  boardPath,
  notFound,
  config,
}: FailureCase): void {
  const read = () =>
    connector.readJobs(
      { type: connector.type, board: 'acme', baseUrl: feed().baseUrl, ...config },
      AbortSignal.timeout(2_000),
    );

  test('an unknown board is an HTTP error by its status, without the ATS’s words', async () => {
    feed().route(boardPath, { status: notFound.status, body: notFound.body });
    await expect(read()).rejects.toThrow(
      new FeedError(
        `${connector.label} answered ${notFound.status} (${STATUS_CODES[notFound.status]})`,
      ),
    );
  });

  test('a server error is a FeedError, not an empty board', async () => {
    feed().route(boardPath, {
      status: 502,
      body: '<html>Bad gateway</html>',
      contentType: 'text/html',
    });
    await expect(read()).rejects.toThrow(`${connector.label} answered 502 (Bad Gateway)`);
  });

  test('a malformed body is a FeedError', async () => {
    feed().route(boardPath, { body: '{"jobs": [{"id": 1, "title": "Half' });
    await expect(read()).rejects.toThrow(new FeedError(`${connector.label} did not answer JSON`));
  });

  test('a body of another shape (an HTML page with 200) is a FeedError', async () => {
    feed().route(boardPath, { body: '"<!doctype html><title>Careers</title>"' });
    await expect(read()).rejects.toThrow(
      `${connector.label} answered in a shape it does not document`,
    );
  });

  test('a feed that does not answer times out in words', async () => {
    feed().route(boardPath, { hang: true });
    await expect(
      connector.readJobs(
        { type: connector.type, board: 'acme', baseUrl: feed().baseUrl, ...config },
        AbortSignal.timeout(200),
      ),
    ).rejects.toThrow(new FeedError(`${connector.label} did not answer: timed out`));
  });
}
