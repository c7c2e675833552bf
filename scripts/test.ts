/**
 * `npm test`: the whole suite, stopping at the first failure: typecheck, lint and format (side by
 * side), unit and API tests (vitest), the production build, the first-load JavaScript of each
 * public route against its budget (scripts/bundle-size), the start-up smoke on another port
 * (scripts/smoke), then the browser tests in Chromium.
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

/** Runs independent checks at once; each one's output is printed whole when it ends. */
async function runTogether(steps: Step[]) {
  const startedAt = Date.now();
  console.log(`\n▶ ${steps.map((step) => step.label).join(', ')}`);
  const results = await Promise.all(
    steps.map(
      (step) =>
        new Promise<{ step: Step; status: number | null; output: string }>((resolve) => {
          const child = spawn(step.command, step.args, { cwd: root, env: step.env ?? process.env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (status) => resolve({ step, status, output }));
        }),
    ),
  );
  for (const { step, status, output } of results) {
    if (output.trim()) console.log(output.trimEnd());
    console.log(`${status === 0 ? '✔' : '✖'} ${step.label}`);
  }
  if (results.some((result) => result.status !== 0)) process.exit(1);
  console.log(`(${seconds(startedAt)} s)`);
}

await runTogether([
  { label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  { label: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { label: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
]);
run({ label: 'unit and API tests', command: 'npx', args: ['vitest', 'run'] });
run({ label: 'build', command: 'npm', args: ['run', 'build', '--silent'] });
run({ label: 'first-load JavaScript', command: 'npm', args: ['run', 'size', '--silent'] });
run({ label: 'start-up smoke', command: 'npm', args: ['run', 'smoke', '--silent'] });
const chromium = ensureChromium();
run({
  label: 'browser tests',
  command: 'npx',
  args: ['playwright', 'test'],
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
