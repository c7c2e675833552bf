/**
 * `npm run bench:small-machine`: issue 33's "the site runs in a 512 MB virtual machine". The
 * production site as `npm start` starts it, on a copy of the 10,000-job PGlite template, inside a
 * memory cgroup of `--mb` MB without swap (the kernel kills what outgrows it, as a small VM's
 * would); then `--seconds` of the memory case's mixed traffic (memory.ts) at 50 connections.
 * Writes bench/results/small-machine.md: the answers, the group's peak and OOM kills, and whether
 * the site still answers afterwards.
 *
 * Needs root and a cgroup memory controller (v2 at /sys/fs/cgroup, or v1 at /sys/fs/cgroup/memory).
 *
 *   npm run bench:small-machine
 *   npm run bench:small-machine -- --mb 384 --seconds 30
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { format } from 'prettier';

import { memorySession, memoryTraffic } from './memory';
import { freshDataDir, pgliteTemplate, ROOT, startServer } from './servers';

const SUMMARY = path.join(ROOT, 'bench/results/small-machine.md');
const PORT = 3641;
const JOBS = 10_000;
/** The template's generated jobs follow the seed's 80. */
const JOB_IDS = { first: 81, last: 80 + JOBS };

const { values: args } = parseArgs({
  options: {
    mb: { type: 'string', default: '512' },
    seconds: { type: 'string', default: '60' },
  },
});
const limitMb = Number(args.mb);
const seconds = Number(args.seconds);

/** A memory cgroup of its own, in whichever hierarchy the machine has. */
interface MemoryCgroup {
  procs: string;
  peakBytes(): number;
  oomKills(): number;
  remove(): Promise<void>;
}

function readNumber(file: string, key?: string): number {
  const text = readFileSync(file, 'utf8');
  if (!key) return Number(text.trim());
  const line = text.split('\n').find((entry) => entry.startsWith(`${key} `));
  return Number(line?.split(' ')[1] ?? 0);
}

function createCgroup(limitBytes: number): MemoryCgroup {
  const name = `somnia-small-machine-${process.pid}`;
  const v2 = existsSync('/sys/fs/cgroup/cgroup.controllers');
  const dir = v2 ? `/sys/fs/cgroup/${name}` : `/sys/fs/cgroup/memory/${name}`;
  mkdirSync(dir);
  const write = (file: string, value: number) => writeFileSync(path.join(dir, file), String(value));
  if (v2) {
    write('memory.max', limitBytes);
    write('memory.swap.max', 0);
  } else {
    write('memory.limit_in_bytes', limitBytes);
    // Absent when the kernel accounts no swap: then there is none to use.
    if (existsSync(path.join(dir, 'memory.memsw.limit_in_bytes')))
      write('memory.memsw.limit_in_bytes', limitBytes);
  }
  return {
    procs: path.join(dir, 'cgroup.procs'),
    peakBytes: () => readNumber(path.join(dir, v2 ? 'memory.peak' : 'memory.max_usage_in_bytes')),
    oomKills: () =>
      readNumber(path.join(dir, v2 ? 'memory.events' : 'memory.oom_control'), 'oom_kill'),
    // The group leader has exited; its threads and children may still be leaving.
    remove: async () => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return rmdirSync(dir);
        } catch (error) {
          if (attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    },
  };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

async function main() {
  const template = pgliteTemplate(JOBS);
  const dataDir = freshDataDir(template);
  const workDir = freshDataDir();
  const cgroup = createCgroup(limitMb * 2 ** 20);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    // The shell joins the cgroup, then becomes npm: everything npm start runs is inside.
    server = await startServer(
      {
        command: 'sh',
        args: ['-c', `echo $$ > ${cgroup.procs} && exec npm start`],
        env: { DATA_DIR: dataDir },
      },
      PORT,
      workDir,
      'small-machine',
    );
    const result = await memorySession(server, seconds, memoryTraffic(JOB_IDS));
    const after = await fetch(`${server.base}/job`).then(
      (response) => response.status,
      () => 'no answer',
    );
    const markdown = [
      '# The site in a small machine (issue 33)',
      '',
      `- Command: \`npm run bench:small-machine${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\``,
      `- Date: ${new Date().toISOString()}; Node ${process.version}`,
      `- \`npm start\` (npm, sh, the server and its threads) in a memory cgroup of ${limitMb} MB without swap, on a copy of PGlite with seed + ${JOBS.toLocaleString('en')} jobs; then ${seconds} s of the memory case's mixed traffic at 50 connections (bench/memory.ts).`,
      '',
      '| limit MB | answers | by status | failed requests | cgroup peak MB (page cache included) | OOM kills | `/job` afterwards |',
      '| -------- | ------- | --------- | --------------- | ------------------------------------ | --------- | ----------------- |',
      `| ${limitMb} | ${result.requests} | ${Object.entries(result.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(
          ' ',
        )} | ${result.errors} | ${mb(cgroup.peakBytes())} | ${cgroup.oomKills()} | ${after} |`,
      '',
    ].join('\n');
    writeFileSync(SUMMARY, await format(markdown, { filepath: SUMMARY }));
    console.log(markdown);
  } catch (error) {
    console.error(`The site did not run in ${limitMb} MB: ${cgroup.oomKills()} OOM kill(s).`);
    throw error;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
    await cgroup.remove();
  }
}

await main();
