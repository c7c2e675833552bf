// @ts-check
/**
 * `npm start`: the production site, whatever the shell says. Plain JavaScript so that nothing is
 * compiled at start-up: it builds when the build is missing or older than its sources, then runs
 * the built server (dist/node), which migrates and seeds the database and listens.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';

import { BUILD_OUTPUTS, buildStaleness } from './build-freshness.mjs';

// React, React DOM and Express pick their build from NODE_ENV when first loaded (MACHINE.md).
process.env.NODE_ENV = 'production';
// V8 lets the heap grow up to fourfold past what a full collection kept while requests allocate
// fast; rendering makes mostly short-lived garbage, so half again is room enough (decision 057).
v8.setFlagsFromString('--heap-growing-percent=50');

const root = path.resolve(import.meta.dirname, '..');
const reason = buildStaleness(root);
if (reason) {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(root, BUILD_OUTPUTS.server)).href);
