import { readdirSync, readFileSync } from 'node:fs';
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

/** The test files under `dir`, as paths from the project's root. */
const testFilesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);
/**
 * Files that replace a module with `vi.mock` need a module graph of their own: in a shared one,
 * a module another file imported first stays real. They run isolated; every other file shares
 * its worker's process with the files before it (decision 043).
 */
const MOCKING_FILES = ['src', 'server', 'scripts']
  .flatMap(testFilesIn)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
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
    // A test file spent more time starting than testing: a fresh process, the server's module
    // graph, Vite's SSR renderer, the PGlite template or happy-dom and React, each file again.
    // Files share one process per worker instead, each leaving no module-level state behind it
    // (decision 043); those that mock modules stay isolated.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_FILES },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: MOCKING_FILES,
        },
      },
      { extends: true, test: { name: 'mocking', include: MOCKING_FILES, isolate: true } },
    ],
  },
});
