import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

import { afterEach, describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 60_000;
// Node keeps an idle keep-alive socket for keepAliveTimeout (5 s) plus a 1 s buffer.
const KEEP_ALIVE_LINGER_MS = 6_000;

interface RunningServer {
  child: ChildProcess;
  port: number;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let running: RunningServer | undefined;

afterEach(() => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    running.child.kill('SIGKILL');
  }
  running = undefined;
});

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The child's environment: this shell's, without what vitest adds, on its own port. */
function serverEnv(port: number): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV',
    ),
  );
  return { ...env, PORT: String(port), LOG_LEVEL: 'info' };
}

/** Starts `server/index.ts --dev` as its own process and resolves once it says it is ready. */
async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts', '--dev'], {
    cwd: ROOT,
    env: serverEnv(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  running = { child, port, exit };

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server was not ready after ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('careers site ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exit.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return running;
}

interface Fetched {
  status: number | undefined;
  body: string;
  /** Resolves with the time the server closed the connection. */
  connectionClosed: Promise<number>;
}

function get(port: number, urlPath: string, agent: http.Agent): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
        const socket = res.socket;
        const connectionClosed = once(socket, 'close').then(() => Date.now());
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body, connectionClosed }));
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
      await get(port, '/healthz', new http.Agent({ keepAlive: false }));
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
});
