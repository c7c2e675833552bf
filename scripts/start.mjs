// @ts-check
/**
 * `npm start`: the production site, whatever the shell says. Plain JavaScript so that nothing is
 * compiled at start-up: it builds when the build is missing or older than its sources, then runs
 * the built server (dist/node), which migrates and seeds the database and listens.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { BUILD_OUTPUTS, buildStaleness } from './build-freshness.mjs';

// React, React DOM and Express pick their build from NODE_ENV when first loaded (MACHINE.md).
process.env.NODE_ENV = 'production';
/**
 * A render makes mostly short-lived garbage. V8 lets the heap grow up to fourfold past what a full
 * collection kept while requests allocate fast, and its young generation to 128 MB: half again
 * and 64 MB hold the same traffic in about 200 MB less (decision 057). V8 sizes the heap when the
 * process starts, so the process starts again with the flags, in place (same PID, no second
 * process), where Node can.
 */
const HEAP_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=50'];
if (
  typeof process.execve === 'function' &&
  process.platform !== 'win32' &&
  !HEAP_FLAGS.every((flag) => process.execArgv.includes(flag))
) {
  const args = [...HEAP_FLAGS, ...process.execArgv, ...process.argv.slice(1)];
  process.execve(process.execPath, [process.execPath, ...args], process.env);
}

const root = path.resolve(import.meta.dirname, '..');
const reason = buildStaleness(root);
if (reason) {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(root, BUILD_OUTPUTS.server)).href);
