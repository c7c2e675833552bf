import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, test } from 'vitest';

import { startServerProcess, type ServerProcess } from './test-support/server-process';

const TEST_TIMEOUT_MS = 150_000;
// Node keeps an idle keep-alive socket for keepAliveTimeout (5 s) plus a 1 s buffer.
const KEEP_ALIVE_LINGER_MS = 6_000;
const KEEP_ALIVE_CLIENTS = 6;
const HAMMERING_CLIENTS = 8;
const ANSWERS_BEFORE_SIGNAL = 300;
const LOAD_PATHS = ['/healthz', '/api/page/job'];

let running: ServerProcess | undefined;
// The embedded database of these processes: a folder of its own, never the developer's ./data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'somnia-shutdown-test-'));

afterEach(() => {
  running?.kill();
  running = undefined;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(): Promise<ServerProcess> {
  running = await startServerProcess({ DATA_DIR: dataDir });
  return running;
}

interface Fetched {
  status: number | undefined;
  body: string;
  /** The response's `Connection` header. */
  connection: string | undefined;
  /** Resolves with the time the server closed the connection. */
  connectionClosed: Promise<number>;
}

function get(port: number, urlPath: string, agent: http.Agent | false): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
        const socket = res.socket;
        const connectionClosed = once(socket, 'close').then(() => Date.now());
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body,
            connection: res.headers.connection,
            connectionClosed,
          }),
        );
      })
      .on('error', reject);
  });
}

async function isListening(port: number): Promise<boolean> {
  const socket = net.connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LoadRecord {
  answers: { status: number | undefined; connection: string | undefined }[];
  error?: string;
}

/** What the load test's clients share: how many answers so far, and whether /readyz said 503. */
interface LoadState {
  answered: number;
  notReady: boolean;
}

/**
 * A keep-alive client sending request after request on one connection, until the server says
 * `Connection: close` (a balancer would then send that connection nothing more) or a request fails.
 */
async function keepAliveClient(port: number, state: LoadState): Promise<LoadRecord> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const record: LoadRecord = { answers: [] };
  try {
    for (let index = 0; ; index += 1) {
      const res = await get(port, LOAD_PATHS[index % LOAD_PATHS.length] ?? '/healthz', agent);
      state.answered += 1;
      record.answers.push({ status: res.status, connection: res.connection });
      if (res.connection === 'close') return record;
    }
  } catch (error) {
    record.error = (error as NodeJS.ErrnoException).code ?? String(error);
    return record;
  } finally {
    agent.destroy();
  }
}

/** Resolves with the status of a GET, or rejects with the socket's error. */
function statusOf(port: number, urlPath: string, agent: http.Agent): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
      .on('error', reject);
  });
}

/**
 * A load generator's keep-alive client: request after request, opening a fresh connection when
 * the server closes one, until the port refuses it. Returns every other failure it met.
 */
async function hammeringClient(port: number): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const failures: string[] = [];
  try {
    for (;;) {
      try {
        const status = await statusOf(port, '/healthz', agent);
        if (status !== 200) failures.push(String(status));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        if (code === 'ECONNREFUSED') return failures;
        failures.push(code);
      }
    }
  } finally {
    agent.destroy();
  }
}

describe('graceful shutdown of the server process', () => {
  test(
    'SIGTERM makes the process exit 0 and closes its port, even with an idle keep-alive connection',
    async () => {
      const { child, port, exit } = await startServer();
      const agent = new http.Agent({ keepAlive: true });
      const health = await get(port, '/healthz', agent);
      expect(health.status).toBe(200);

      child.kill('SIGTERM');

      await expect(exit).resolves.toEqual({ code: 0, signal: null });
      expect(await isListening(port)).toBe(false);
      agent.destroy();
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'a page request in flight at SIGTERM gets its whole page, then its connection is closed',
    async () => {
      const { child, port, exit } = await startServer();
      // A first request proves the server answers before the slow first page render starts.
      await get(port, '/healthz', false);
      const agent = new http.Agent({ keepAlive: true });

      const page = get(port, '/', agent);
      await delay(300);
      child.kill('SIGTERM');
      const { status, body, connectionClosed } = await page;
      const finishedAt = Date.now();

      expect(status).toBe(200);
      expect(body).toContain('</html>');
      expect((await connectionClosed) - finishedAt).toBeLessThan(KEEP_ALIVE_LINGER_MS / 2);
      await expect(exit).resolves.toEqual({ code: 0, signal: null });
      agent.destroy();
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'under keep-alive load no request is lost: /readyz turns 503, each connection ends on an answer that closes it, exit 0',
    async () => {
      const { child, port, exit } = await startServer();
      const state: LoadState = { answered: 0, notReady: false };
      const clients = Array.from({ length: KEEP_ALIVE_CLIENTS }, () =>
        keepAliveClient(port, state),
      );
      while (state.answered < ANSWERS_BEFORE_SIGNAL) await delay(20);

      child.kill('SIGTERM');
      const probes: (number | string)[] = [];
      while (!state.notReady) {
        try {
          const probe = await get(port, '/readyz', false);
          probes.push(probe.status ?? 0);
          state.notReady = probe.status === 503;
        } catch (error) {
          probes.push((error as NodeJS.ErrnoException).code ?? 'error');
          break;
        }
      }
      const records = await Promise.all(clients);

      expect(probes.at(-1), `readiness answers: ${probes.join()}`).toBe(503);
      expect(records.map((record) => record.error)).toEqual(records.map(() => undefined));
      const answers = records.flatMap((record) => record.answers);
      expect(answers.length).toBeGreaterThan(ANSWERS_BEFORE_SIGNAL);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      expect(records.map((record) => record.answers.at(-1)?.connection)).toEqual(
        records.map(() => 'close'),
      );
      await expect(exit).resolves.toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );

  test(
    'keep-alive clients hammering through SIGTERM meet no reset: every request sent is answered until the port closes',
    async () => {
      const { child, port, exit } = await startServer();
      const clients = Array.from({ length: HAMMERING_CLIENTS }, () => hammeringClient(port));
      await delay(2_000);

      child.kill('SIGTERM');

      expect((await Promise.all(clients)).flat()).toEqual([]);
      await expect(exit).resolves.toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );
});
