/**
 * Load and timing: autocannon (in this process, so its CPU is this process's CPU), the CPU of the
 * server, of the load generator and of everything else on the machine during a measurement, and
 * sequential requests timed to the first byte and to the last.
 */
import http from 'node:http';

import autocannon from 'autocannon';

import { pacedLoad } from './paced-load';

import {
  CLOCK_TICKS_PER_S,
  groupCpuMs,
  probeCollect,
  systemCpuTicks,
  type ProbeReport,
  type RunningServer,
} from './servers';

interface LoadOptions {
  connections: number;
  durationS: number;
  warmupS: number;
  gzip: boolean;
  /** A fixed path, or a function giving each request's path. */
  path: string | (() => string);
  /** Requests per second offered in total, evenly spaced (paced-load.ts); undefined: as fast as it can. */
  overallRate?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
  bytesPerResponse: number;
  /** Server process group CPU per completed response. */
  serverCpuMsPerRequest: number;
  /** CPU in cores (1.0 = one core busy for the whole measurement). */
  serverCores: number;
  loadgenCores: number;
  othersCores: number;
  /** The worst process's event-loop delay during the measurement (bench/probe/event-loop.mjs). */
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number; processes: number } | undefined;
  offeredRate?: number;
}

const CORES = (await import('node:os')).availableParallelism();

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const headersOf = (options: LoadOptions): Record<string, string> =>
  options.gzip ? { 'accept-encoding': 'gzip' } : {};

function autocannonOptions(base: string, options: LoadOptions, durationS: number) {
  const { path } = options;
  return {
    url: base,
    connections: options.connections,
    duration: durationS,
    headers: headersOf(options),
    requests:
      typeof path === 'string'
        ? [{ method: 'GET' as const, path }]
        : [
            {
              method: 'GET' as const,
              setupRequest: (request: autocannon.Request) => ({ ...request, path: path() }),
            },
          ],
  };
}

function summariseProbe(reports: ProbeReport[]): LoadResult['eventLoop'] {
  // With a cluster the primary only forwards connections: the workers' loops are what matter.
  const busy = reports.filter((report) => report.samples > 0);
  if (busy.length === 0) return undefined;
  const worst = busy.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
  return { p50Ms: worst.p50Ms, p99Ms: worst.p99Ms, maxMs: worst.maxMs, processes: busy.length };
}

/** What one way of loading the server reports; `measure` adds the CPU and event-loop figures. */
type Answers = Pick<
  LoadResult,
  'statusCodes' | 'rps' | 'p50Ms' | 'p90Ms' | 'p99Ms' | 'maxMs' | 'errors'
> & { bytes: number };

/** As many requests as the connections allow (closed loop). */
async function flatOut(base: string, options: LoadOptions): Promise<Answers> {
  const result = await autocannon(autocannonOptions(base, options, options.durationS));
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = (stat as { count: number }).count;
  }
  return {
    statusCodes,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    bytes: result.throughput.total,
  };
}

/** Requests at evenly spaced times (open loop), latency from when each was due. */
async function paced(base: string, options: LoadOptions, ratePerS: number): Promise<Answers> {
  const result = await pacedLoad({
    base,
    ratePerS,
    durationS: options.durationS,
    connections: options.connections,
    path: options.path,
    headers: headersOf(options),
  });
  const latencies = result.latenciesMs;
  return {
    statusCodes: result.statusCodes,
    rps: latencies.length / options.durationS,
    p50Ms: Math.round(percentile(latencies, 50)),
    p90Ms: Math.round(percentile(latencies, 90)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(Math.max(...latencies)),
    errors: result.errors,
    bytes: result.bytes,
  };
}

/** Warms up, then measures one target: throughput, latency, errors, CPU and event-loop delay. */
export async function measure(server: RunningServer, options: LoadOptions): Promise<LoadResult> {
  if (options.warmupS > 0)
    await autocannon(autocannonOptions(server.base, options, options.warmupS));
  await probeCollect(server);
  const system0 = systemCpuTicks();
  const server0 = groupCpuMs(server.pid);
  const self0 = process.cpuUsage();
  const result = options.overallRate
    ? await paced(server.base, options, options.overallRate)
    : await flatOut(server.base, options);
  const self = process.cpuUsage(self0);
  const serverMs = groupCpuMs(server.pid) - server0;
  const system1 = systemCpuTicks();
  const probe = await probeCollect(server);

  const tickMs = 1000 / CLOCK_TICKS_PER_S;
  const busyMs = (system1.busy - system0.busy) * tickMs;
  const wallMs = ((system1.total - system0.total) * tickMs) / CORES;
  const loadgenMs = (self.user + self.system) / 1000;
  const { statusCodes } = result;
  const responses = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  // No response at all within the measurement: latencies are unknown, not zero.
  const latency = (ms: number) => (responses ? ms : NaN);
  return {
    requests: responses,
    rps: result.rps,
    p50Ms: latency(result.p50Ms),
    p90Ms: latency(result.p90Ms),
    p99Ms: latency(result.p99Ms),
    maxMs: latency(result.maxMs),
    errors: result.errors,
    statusCodes,
    bytesPerResponse: responses ? result.bytes / responses : 0,
    serverCpuMsPerRequest: responses ? serverMs / responses : NaN,
    serverCores: serverMs / wallMs,
    loadgenCores: loadgenMs / wallMs,
    othersCores: Math.max(0, (busyMs - serverMs - loadgenMs) / wallMs),
    eventLoop: summariseProbe(probe),
    ...(options.overallRate ? { offeredRate: options.overallRate } : {}),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Timing {
  status: number;
  firstByteMs: number;
  fullMs: number;
  bytes: number;
  headers: http.IncomingHttpHeaders;
}

/** One GET, timed to the response's first byte (status line and headers) and to its end. */
export function timedGet(base: string, path: string, gzip: boolean): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      `${base}${path}`,
      { agent, headers: gzip ? { 'accept-encoding': 'gzip' } : {} },
      (response) => {
        const firstByteMs = performance.now() - started;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            firstByteMs,
            fullMs: performance.now() - started,
            bytes,
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The body of one GET, uncompressed (for capturing pages and envelopes). */
export async function getText(
  base: string,
  path: string,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
  return { status: response.status, body: await response.text() };
}

export interface SequentialResult {
  count: number;
  p50Ms: number;
  p90Ms?: number;
  p99Ms: number;
  maxMs: number;
  firstByteP50Ms: number;
  errors: number;
  /** Answers by status (absent in results written before it was recorded). */
  statusCodes?: Record<string, number>;
}

/** `count` requests one after another (one client), each path from `nextPath`. */
export async function sequential(
  server: RunningServer,
  nextPath: () => string,
  count: number,
  gzip: boolean,
): Promise<SequentialResult> {
  const full: number[] = [];
  const first: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  for (let index = 0; index < count; index += 1) {
    try {
      const timing = await timedGet(server.base, nextPath(), gzip);
      if (timing.status >= 500) errors += 1;
      statusCodes[timing.status] = (statusCodes[timing.status] ?? 0) + 1;
      full.push(timing.fullMs);
      first.push(timing.firstByteMs);
    } catch {
      errors += 1;
    }
  }
  return {
    count,
    p50Ms: percentile(full, 50),
    p90Ms: percentile(full, 90),
    p99Ms: percentile(full, 99),
    maxMs: Math.max(...full),
    firstByteP50Ms: percentile(first, 50),
    errors,
    statusCodes,
  };
}
