/**
 * A throwaway PostgreSQL cluster on a loopback port that the fault checks stop and start at
 * will: Debian's server binaries (`PG_BIN`, default the newest under /usr/lib/postgresql), run as
 * the `postgres` user when this process is root (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Starts the server and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Fast shutdown: open sessions are ended, the port closes. */
  stop(): Promise<void>;
  /**
   * SIGSTOP to the server and every backend: the port still takes connections (the kernel's
   * backlog) and open sessions stay open, but nothing is answered; a database that hangs.
   */
  freeze(): void;
  /** SIGCONT to what `freeze` stopped: held queries and connections are answered. */
  thaw(): void;
  /** Stops the server if it runs and deletes the cluster. */
  destroy(): Promise<void>;
}

function binDir(): string {
  const configured = process.env.PG_BIN;
  if (configured) return configured;
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT).filter((name) =>
        existsSync(path.join(DEBIAN_ROOT, name, 'bin/pg_ctl')),
      )
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      'PostgreSQL server binaries not found: apt-get install -y postgresql, or set PG_BIN',
    );
  return path.join(DEBIAN_ROOT, newest, 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the `postgres` user (through runuser when root). */
async function runAsPostgres(program: string, args: string[]): Promise<string> {
  const [file, fileArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const { stdout } = await run(file, fileArgs, { cwd: tmpdir() });
  return stdout;
}

/** Creates a cluster (trust authentication, loopback only) on `port` and starts it. */
export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  const bin = binDir();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'somnia-faults-pg-'));
  if (asRoot) chownSync(dataDir, ...(await postgresIds()));
  await runAsPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const pgCtl = (...args: string[]) =>
    runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  let frozen: number[] = [];
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pgCtl(
        '-o',
        `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
        '-l',
        path.join(dataDir, 'server.log'),
        '-w',
        'start',
      );
    },
    stop: async () => {
      await pgCtl('-m', 'fast', '-w', 'stop');
    },
    freeze: () => {
      const postmaster = Number(
        readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      frozen = [...childrenOf(postmaster), postmaster];
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of frozen.reverse()) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    destroy: async () => {
      cluster.thaw();
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

/** The processes whose parent is `pid` (PostgreSQL's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // The command name may hold spaces and parentheses: the fields start after the last ')'.
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

async function postgresIds(): Promise<[number, number]> {
  const [uid, gid] = await Promise.all(
    ['-u', '-g'].map(async (flag) => Number((await run('id', [flag, 'postgres'])).stdout)),
  );
  return [uid ?? 0, gid ?? 0];
}
