import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

import semver from 'semver';
import { defineConfig } from 'vitest/config';

// On an unsupported line (this machine's Node 20) the workers die with "Worker exited
// unexpectedly" (the flag below is unknown there): say why instead.
const { engines } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
if (!semver.satisfies(process.version, engines.node))
  throw new Error(
    `Node.js ${process.version} is not supported (engines: ${engines.node}): run the tests as ` +
      '`scripts/with-node.sh 24 npx vitest run …` (README, "Another Node.js line").',
  );

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Node 25+ defines its own `localStorage` (unusable without --localstorage-file), and vitest
    // keeps an existing global instead of happy-dom's: tests saw no Storage on Node 26.
    // https://github.com/vitest-dev/vitest/issues/8757 ; the flag is accepted from Node 22 on.
    execArgv: ['--no-experimental-webstorage'],
    // Vitest leaves a core idle by default; the database tests wait on I/O often enough to use it.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
