import type { RequestHandler } from 'express';

import type { AppDatabase } from '../db/database';

const READY_TIMEOUT_MS = 2_000;

/** GET /readyz: 200 when the database answers, 503 when it does not. */
export function readiness(database: AppDatabase): RequestHandler {
  return async (_req, res) => {
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([database.ping(), timeout]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  };
}
