/**
 * `npm test`: the whole suite, in order, stopping at the first failure: typecheck, lint, format,
 * unit and API tests (vitest), the production build, then the browser tests in Chromium.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { ensureChromium } from './chromium';

const root = path.resolve(import.meta.dirname, '..');

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const startedAt = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

run('typecheck', 'npx', ['tsc', '--noEmit']);
run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
run('unit and API tests', 'npx', ['vitest', 'run']);
run('build', 'npm', ['run', 'build', '--silent']);
const chromium = ensureChromium();
run('browser tests', 'npx', ['playwright', 'test'], { ...process.env, CHROMIUM_PATH: chromium });
