/**
 * `npm test`: the whole suite, stopping at the first failing stage. The stages, each waiting for
 * the one before:
 * 1. typecheck, lint and format;
 * 2. the unit and API tests (vitest), with the production build, the first-load JavaScript of
 *    each public route against its budget (scripts/bundle-size) and the start-up smoke on another
 *    port (scripts/smoke) one after the other beside them: the last two mostly wait on a server
 *    and a browser, and vitest leaves a core idle part of the time (docs/decisions/054);
 * 3. the browser tests in Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

import { ensureChromium } from './chromium';

const root = path.resolve(import.meta.dirname, '..');

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Shown as it runs (one step of a stage at most); the others are printed whole when they end. */
  live?: boolean;
}

const seconds = (startedAt: number) => ((Date.now() - startedAt) / 1000).toFixed(1);

function run({ label, command, args, env = process.env }: Step) {
  const startedAt = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds(startedAt)} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds(startedAt)} s)`);
}

/**
 * Runs independent lines of steps at once, each line's steps one after the other.
 */
async function runTogether(lines: Step[][]) {
  const startedAt = Date.now();
  const steps = lines.flat();
  console.log(`\n▶ ${steps.map((step) => step.label).join(', ')}`);
  const runLine = async (line: Step[]) => {
    for (const step of line) {
      const stepStartedAt = Date.now();
      const { status, output } = await new Promise<{ status: number | null; output: string }>(
        (resolve) => {
          const child = spawn(step.command, step.args, {
            cwd: root,
            env: step.env ?? process.env,
            stdio: step.live ? 'inherit' : 'pipe',
          });
          let output = '';
          child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (status) => resolve({ status, output }));
        },
      );
      if (output.trim()) console.log(output.trimEnd());
      console.log(`${status === 0 ? '✔' : '✖'} ${step.label} (${seconds(stepStartedAt)} s)`);
      if (status !== 0) return false;
    }
    return true;
  };
  const passed = await Promise.all(lines.map(runLine));
  if (passed.includes(false)) process.exit(1);
  console.log(`(${seconds(startedAt)} s)`);
}

await runTogether([
  [{ label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] }],
  [{ label: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] }],
  [{ label: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] }],
]);
await runTogether([
  [{ label: 'unit and API tests', command: 'npx', args: ['vitest', 'run'], live: true }],
  [
    { label: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
    { label: 'first-load JavaScript', command: 'npm', args: ['run', 'size', '--silent'] },
    { label: 'start-up smoke', command: 'npm', args: ['run', 'smoke', '--silent'] },
  ],
]);
const chromium = ensureChromium();
run({
  label: 'browser tests',
  command: 'npx',
  args: ['playwright', 'test'],
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
