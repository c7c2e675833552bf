import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';

import type { Logger } from '../logger';

const START_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3_000;
// A rate-limit check waits no longer than this for Redis; then the request passes, logged.
const COMMAND_TIMEOUT_MS = 500;

export interface RedisStores {
  /** A rate-limit store of its own under `prefix`, in the one Redis every process shares. */
  storeFor(prefix: string): Store;
  close(): Promise<void>;
}

/**
 * Connects to the Redis of `REDIS_URL` for counts shared by every app process. Start-up waits
 * for it (and fails after 10 s, as it does for the database); later outages fail fast instead of
 * queueing: the offline queue is off and every command has a timeout.
 */
export async function connectRedisStores(url: string, logger: Logger): Promise<RedisStores> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS },
  });
  // The client reports every failed reconnection: log an outage once, and its end.
  let reachable = true;
  client.on('error', (error: unknown) => {
    if (!reachable) return;
    reachable = false;
    logger.error({ err: error }, 'Redis unreachable: rate limits let requests through meanwhile');
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    logger.info('Redis reachable again');
  });

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`REDIS_URL: no answer from Redis within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }

  return {
    storeFor: (prefix) =>
      new RedisStore({
        prefix,
        sendCommand: (...command: string[]) =>
          client.sendCommand(command, { abortSignal: AbortSignal.timeout(COMMAND_TIMEOUT_MS) }),
      }),
    close: () => client.close(),
  };
}
