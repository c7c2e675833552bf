import { monitorEventLoopDelay } from 'node:perf_hooks';

import type { Request, RequestHandler, Response } from 'express';

import { failEnvelope, sendEnvelope, setStatus } from './envelope';

const RESOLUTION_MS = 10;
const SAMPLE_INTERVAL_MS = 500;
/** Probes must see the process as it is: alive, and ready or not, never shed. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

interface EventLoopDelayGauge {
  /** The mean event-loop delay over the last sample interval, in milliseconds. */
  delayMs(): number;
  stop(): void;
}

/**
 * Samples the event-loop delay twice a second (perf_hooks): how late timers fire, which is how
 * long every request waits behind the work already queued.
 */
export function createEventLoopDelayGauge(): EventLoopDelayGauge {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let delayMs = 0;
  const timer = setInterval(() => {
    // The histogram counts the resolution itself in every sample.
    delayMs = histogram.count === 0 ? 0 : Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS);
    histogram.reset();
  }, SAMPLE_INTERVAL_MS);
  timer.unref();
  return {
    delayMs: () => delayMs,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** Answers at once with 503 and `Retry-After` (an envelope under `/api`): the server is busy. */
export function answerOverloaded(req: Request, res: Response): void {
  res.set('Cache-Control', 'no-store');
  if (req.originalUrl.startsWith('/api/')) {
    sendEnvelope(res, failEnvelope(503));
    return;
  }
  setStatus(res, 503).type('text').send('The server is busy. Try again in a few seconds.');
}

/**
 * Past the sustainable rate, sheds work that costs (queries, renders) with `answerOverloaded`
 * instead of queueing more of it behind a late event loop. What costs almost nothing is never
 * shed: the health probes, the files mounted before it, and the requests `shedsOnMiss` names,
 * whose handlers answer from a cache and shed only on a miss.
 *
 * @example
 * app.use(shedOverload(() => gauge.delayMs() > env.OVERLOAD_EVENT_LOOP_DELAY_MS, isPageRead));
 */
export function shedOverload(
  isOverloaded: () => boolean,
  shedsOnMiss: (req: Request) => boolean = () => false,
): RequestHandler {
  return (req, res, next) => {
    if (HEALTH_PATHS.has(req.path) || shedsOnMiss(req) || !isOverloaded()) return next();
    answerOverloaded(req, res);
  };
}
