/**
 * Open-loop load at a fixed rate: request i is due at start + i / rate and its latency counts from
 * that moment, so time spent waiting for a free connection is charged to the server (no
 * coordinated omission). autocannon's `overallRate` is not this: each connection sends its
 * per-second quota as fast as it can at the start of every second and then waits, so its p99
 * measures how long a one-second burst takes to drain, not a steady half load.
 */
import http from 'node:http';

export interface PacedOptions {
  base: string;
  ratePerS: number;
  durationS: number;
  /** The most requests in flight; later ones wait for a connection (and that wait counts). */
  connections: number;
  path: string | (() => string);
  headers: Record<string, string>;
}

export interface PacedResult {
  latenciesMs: number[];
  statusCodes: Record<string, number>;
  errors: number;
  bytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function send(agent: http.Agent, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const result: PacedResult = { latenciesMs: [], statusCodes: {}, errors: 0, bytes: 0 };
  const total = Math.round(options.ratePerS * options.durationS);
  const intervalMs = 1000 / options.ratePerS;
  const pathOf = typeof options.path === 'string' ? () => options.path as string : options.path;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const dueAt = started + index * intervalMs;
    await sleep(dueAt - performance.now());
    inFlight.push(
      send(agent, `${options.base}${pathOf()}`, options.headers).then(
        ({ status, bytes }) => {
          result.latenciesMs.push(performance.now() - dueAt);
          result.statusCodes[status] = (result.statusCodes[status] ?? 0) + 1;
          result.bytes += bytes;
        },
        () => {
          result.errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return result;
}
