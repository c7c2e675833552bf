/**
 * The server as its own process (`server/index.ts --dev` under tsx), for tests of what only a
 * process shows: signals, sockets, several processes sharing state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';

import { ROOT_DIR } from '../platform/root-dir';

// Generous: a first start compiles with Vite and may migrate and seed a database.
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed so far. */
  output(): string;
  /** SIGKILL, unless it has already exited. */
  kill(): void;
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** This shell's environment, without what vitest adds, on its own port, with `overrides`. */
function serverEnv(port: number, overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV',
    ),
  );
  return { ...env, PORT: String(port), LOG_LEVEL: 'info', ...overrides };
}

/**
 * Starts the server and resolves once it says it is ready.
 *
 * @example
 * const server = await startServerProcess({ WEB_CONCURRENCY: '1' });
 * afterAll(() => server.kill());
 */
export async function startServerProcess(
  envOverrides: Record<string, string> = {},
): Promise<ServerProcess> {
  if (!envOverrides.DATABASE_URL && !envOverrides.DATA_DIR)
    throw new Error('A test server process needs its own DATABASE_URL or DATA_DIR, never ./data');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts', '--dev'], {
    cwd: ROOT_DIR,
    env: serverEnv(port, envOverrides),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running: ServerProcess = {
    child,
    port,
    exit,
    output: () => output,
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      running.kill();
      reject(new Error(`The server was not ready after ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      if (!output.includes('careers site ready on')) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
    void exit.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
  return running;
}
