/**
 * `npm start`: builds when the build is missing or older than its sources, then serves the
 * production site (database migrated and seeded at start-up).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { buildStaleness } from './build-freshness';

const root = path.resolve(import.meta.dirname, '..');
const reason = buildStaleness(root);
if (reason) {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/index');
