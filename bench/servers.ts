/**
 * The servers under test: preparing their data (PGlite folders, PostgreSQL databases), starting
 * each in its own process group with the event-loop probe preloaded, reading its CPU, memory and
 * processes from /proc, and stopping it by process group.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const PROBE = path.join(ROOT, 'bench/probe/event-loop.mjs');
/** Seeded PGlite folders are kept here between runs (git-ignored), keyed by the seed's sources. */
const CACHE_DIR = path.join(ROOT, '.tmp/bench');
const PSQL = '/usr/lib/postgresql/15/bin/psql';
export const CLOCK_TICKS_PER_S = Number(
  spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100,
);

// ---------------------------------------------------------------------------------------------
// Data

/** A hash of everything that decides a seeded database: migrations, seed code and seed data. */
function seedSourcesHash(): string {
  const hash = createHash('sha256');
  const dirs = ['server/platform/db/migrations', 'seed', 'server/platform/db'];
  for (const dir of dirs) {
    for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
      const file = path.join(ROOT, dir, name);
      if (/\.(sql|ts)$/.test(name) && !name.includes('.test.')) {
        hash.update(file).update(readFileSync(file));
      }
    }
  }
  return hash.digest('hex').slice(0, 12);
}

function runSeed(env: Record<string, string>, jobs: number, log: string): void {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/seed-cli.ts', '--jobs', String(jobs)],
    { cwd: ROOT, env: { ...childEnv(), LOG_LEVEL: 'warn', ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`Seeding failed (${log}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`  seeded ${log} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** A PGlite folder with the seed data plus `jobs` generated jobs, built once and cached. */
export function pgliteTemplate(jobs: number): string {
  const dir = path.join(CACHE_DIR, `pglite-${jobs}-${seedSourcesHash()}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(CACHE_DIR, { recursive: true });
  runSeed({ DATA_DIR: dir, DATABASE_URL: '' }, jobs, `PGlite + ${jobs} jobs (cached in ${dir})`);
  return dir;
}

/** A fresh DATA_DIR: empty (the server migrates and seeds it at start), or a copy of a template. */
export function freshDataDir(template?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'somnia-bench-data-'));
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

function psql(adminUrl: string, sql: string): void {
  const result = spawnSync(PSQL, [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

/** A new PostgreSQL database on the admin URL's server, seeded with `jobs` generated jobs. */
export function createPgDatabase(adminUrl: string, name: string, jobs: number): string {
  psql(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
  psql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  runSeed({ DATABASE_URL: url.toString() }, jobs, `PostgreSQL ${name} + ${jobs} jobs`);
  return url.toString();
}

export function dropPgDatabase(adminUrl: string, name: string): void {
  psql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

// ---------------------------------------------------------------------------------------------
// Processes

/** The orchestrator's environment without what would change how a child behaves. */
function childEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !['NODE_ENV', 'DATABASE_URL', 'WEB_CONCURRENCY'].includes(name))
      env[name] = value;
  }
  return env;
}

export interface ServerSpec {
  /** Arguments after `node --import <probe>` (after `command` when there is one). */
  args: string[];
  env: Record<string, string>;
  /** Another executable than this Node with the probe preloaded (`npm`, for `npm start`). */
  command?: string;
  /** This Node without the event-loop probe (a server measured as it runs on its own). */
  noProbe?: boolean;
  /** Working directory (default: the checkout). */
  cwd?: string;
  /** A path that answers 200 once the server is ready (default `/healthz`). */
  readyPath?: string;
  /** How long it may take to get ready (default 180 s). */
  readyTimeoutS?: number;
}

export interface RunningServer {
  pid: number;
  base: string;
  log: string;
  probeDir: string;
  readyMs: number;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a server in its own process group and waits until its ready path answers 200. */
export async function startServer(
  spec: ServerSpec,
  port: number,
  workDir: string,
  label: string,
): Promise<RunningServer> {
  const probeDir = mkdtempSync(path.join(workDir, 'probe-'));
  const log = path.join(workDir, `${label}.log`);
  const out = openSync(log, 'a');
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const [command, args] = spec.command
    ? [spec.command, spec.args]
    : [process.execPath, spec.noProbe ? spec.args : ['--import', PROBE, ...spec.args]];
  const child: ChildProcess = spawn(command, args, {
    cwd: spec.cwd ?? ROOT,
    env: {
      ...childEnv(),
      PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      BENCH_PROBE_DIR: probeDir,
      ...spec.env,
    },
    detached: true,
    stdio: ['ignore', out, out],
  });
  const pid = child.pid;
  if (!pid) throw new Error(`${label} did not start`);
  let exited = false;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    }),
  );
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return;
    }
    const killed = await Promise.race([exit.then(() => true), sleep(15_000).then(() => false)]);
    if (!killed) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone already
      }
      await exit;
    }
  };
  const deadline = Date.now() + (spec.readyTimeoutS ?? 180) * 1000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const response = await fetch(`${base}${spec.readyPath ?? '/healthz'}`);
      if (response.ok) {
        return { pid, base, log, probeDir, readyMs: performance.now() - started, exit, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`${label} did not become ready; see ${log}:\n${readFileSync(log, 'utf8')}`);
}

interface ProcStat {
  pid: number;
  name: string;
  pgrp: number;
  cpuTicks: number;
  rssPages: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
      pgrp: Number(fields[2]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      rssPages: Number(fields[21]),
    };
  } catch {
    return undefined;
  }
}

/** Every live process of a process group (the server and its cluster workers or children). */
function groupStats(pgid: number): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat?.pgrp === pgid) stats.push(stat);
  }
  return stats;
}

/** CPU time (ms) used so far by the live processes of the group. */
export function groupCpuMs(pgid: number): number {
  const ticks = groupStats(pgid).reduce((sum, stat) => sum + stat.cpuTicks, 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

const PAGE_SIZE = 4096;

/** Resident memory of the group's processes, summed. */
export function groupRssBytes(pgid: number): number {
  return groupStats(pgid).reduce((sum, stat) => sum + stat.rssPages * PAGE_SIZE, 0);
}

export interface GroupMember {
  pid: number;
  /** The command line from /proc (`npm start`, `sh -c node scripts/start.mjs`, `node …`). */
  name: string;
  rssBytes: number;
}

/** A process's command line, its program by base name (`npm start`, `sh -c node …`), or its name. */
function commandOf(pid: number, name: string): string {
  try {
    const [program = '', ...rest] = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean);
    const line = [path.basename(program), ...rest].join(' ');
    return line.length > 60 ? `${line.slice(0, 59)}…` : line || name;
  } catch {
    return name;
  }
}

/** The group's live processes, each with its command line and resident memory. */
export function groupMembers(pgid: number): GroupMember[] {
  return groupStats(pgid).map(({ pid, name, rssPages }) => ({
    pid,
    name: commandOf(pid, name),
    rssBytes: rssPages * PAGE_SIZE,
  }));
}

/** Busy and total CPU time of the whole machine (ticks, all cores), from /proc/stat. */
export function systemCpuTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .split(/\s+/)
    .slice(1)
    .map(Number) as number[];
  const busy =
    (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
  return { busy, total: busy + (idle ?? 0) + (iowait ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// The event-loop probe (bench/probe/event-loop.mjs)

export interface ProbeReport {
  pid: number;
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssBytes: number;
}

/** Node processes of the server that loaded the probe and are still alive. */
export function probedPids(server: RunningServer): number[] {
  const alive = new Set(groupStats(server.pid).map((stat) => stat.pid));
  return readdirSync(server.probeDir)
    .filter((name) => name.endsWith('.ready'))
    .map((name) => Number(name.slice(0, -'.ready'.length)))
    .filter((pid) => alive.has(pid));
}

/**
 * Asks every probed process for its event-loop delay since the previous call and resets it.
 * The first call of a measurement only resets.
 */
export async function probeCollect(server: RunningServer): Promise<ProbeReport[]> {
  const pids = probedPids(server);
  for (const pid of pids) {
    const file = path.join(server.probeDir, `${pid}.json`);
    if (existsSync(file)) unlinkSync(file);
    process.kill(pid, 'SIGUSR2');
  }
  const reports: ProbeReport[] = [];
  // A process busy with queued renders answers late: give it time.
  const deadline = Date.now() + 10_000;
  for (const pid of pids) {
    const file = path.join(server.probeDir, `${pid}.json`);
    while (!existsSync(file) && Date.now() < deadline) await sleep(20);
    try {
      reports.push(JSON.parse(readFileSync(file, 'utf8')) as ProbeReport);
    } catch {
      // the process did not answer in time (or is writing right now): leave it out
    }
  }
  return reports;
}
