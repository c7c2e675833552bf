import { describe, expect, test } from 'vitest';

import { ConfigError } from '../../platform/config';
import { CONNECTORS } from './connectors';
import { configuredJobSources, jobSourceInputSchema } from './job-source-input';

describe('the rules of a job source, the connectors’', () => {
  test('the type is one of the registry’s, named in its order', () => {
    const result = jobSourceInputSchema.safeParse({ type: 'jobvite', board: 'acme' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['type'],
        message: `must be one of ${CONNECTORS.map((connector) => connector.type).join(', ')}`,
      }),
    ]);
    expect(new Set(CONNECTORS.map((connector) => connector.type)).size).toBe(CONNECTORS.length);
  });

  test('a connector that needs an API key has it required, in its own name', () => {
    const result = jobSourceInputSchema.safeParse({ type: 'teamtailor', board: 'acme' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['apiKey'],
        message: 'is required for Teamtailor (its API key)',
      }),
    ]);
    expect(jobSourceInputSchema.safeParse({ type: 'greenhouse', board: 'acme' }).data).toEqual({
      type: 'greenhouse',
      board: 'acme',
      baseUrl: null,
      webhookSecret: null,
      apiKey: null,
    });
  });

  test('JOB_SOURCES: checked by the same rules at start, a bad one named and never echoed', () => {
    expect(
      configuredJobSources([{ type: 'greenhouse', board: 'acme', webhookSecret: 's3cret-key' }]),
    ).toEqual([
      {
        type: 'greenhouse',
        board: 'acme',
        baseUrl: null,
        webhookSecret: 's3cret-key',
        apiKey: null,
      },
    ]);

    let error: unknown;
    try {
      configuredJobSources([{ type: 'teamtailor', board: 'acme', webhookSecret: 's3cret-key' }]);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(
      'JOB_SOURCES.0.apiKey: is required for Teamtailor (its API key)',
    );
    expect((error as Error).message).not.toContain('s3cret');
  });
});
