import type { Env } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import { createPublicNetwork } from '../../platform/outbound/public-network';
import { connectorOf } from './connectors';
import type { JobSourceServiceOptions } from './job-source-service';
import type { ConnectorLookup } from './job-sync-service';

const registeredConnector: ConnectorLookup = connectorOf;

export interface JobSourceWiring {
  /** Where a webhook's background sync reports a crash. */
  logger?: Logger;
  /** The connectors (tests serve feeds of their own); default those of connectors/index.ts. */
  connectorOf?: ConnectorLookup;
}

/** The job sources' settings of an environment: one for the admin, the webhooks and the task. */
export function jobSourceOptionsOf(
  env: Pick<
    Env,
    'JOB_SYNC_INTERVAL' | 'JOB_FEED_TIMEOUT_MS' | 'PUBLIC_ORIGIN' | 'JOB_SOURCE_ALLOWED_HOSTS'
  >,
  { logger, connectorOf = registeredConnector }: JobSourceWiring = {},
): JobSourceServiceOptions {
  return {
    connectorOf,
    intervalMs: env.JOB_SYNC_INTERVAL,
    feedTimeoutMs: env.JOB_FEED_TIMEOUT_MS,
    publicNetwork: createPublicNetwork({ allowedHosts: env.JOB_SOURCE_ALLOWED_HOSTS }),
    publicOrigin: env.PUBLIC_ORIGIN,
    onBackgroundError: (error) => logger?.error({ err: error }, 'a webhook-requested sync failed'),
  };
}
