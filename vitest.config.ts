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
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Cheap password hashes (config.ts, PASSWORD_HASH_COST): hundreds are made and checked.
    env: { PASSWORD_HASH_COST: '10' },
    // Node 25+ defines its own `localStorage` (unusable without --localstorage-file), and vitest
    // keeps an existing global instead of happy-dom's: tests saw no Storage on Node 26.
    // https://github.com/vitest-dev/vitest/issues/8757 ; the flag is accepted from Node 22 on.
    //
    // PGlite's WebAssembly stays on V8's baseline compiler (as on a small machine, decision 059):
    // a fork opens hundreds of databases, and V8's background tier-up of each crashed a fork
    // twice this session ("Check failed: jit_page_->allocations_.erase(addr) == 1" in
    // UnregisterWasmAllocation, on a V8 WorkerThread); it also costs 12 % less CPU (jobs and
    // alerts files: 44.2 -> 39.1 s user+sys).
    execArgv: [
      '--no-experimental-webstorage',
      '--liftoff-only',
      '--no-wasm-tier-up',
      '--no-wasm-dynamic-tiering',
    ],
    // Vitest leaves a core idle by default; the database tests wait on I/O often enough to use it.
    maxWorkers: Math.max(2, availableParallelism()) + 1,
    // A server test file spent more time starting than testing: a fresh process, the server's
    // module graph, Vite's SSR renderer and the PGlite template, each file again. Server files
    // share one process per worker instead (decision 043), each leaving no module-level state
    // behind it (no `vi.mock`: a module another file loaded first would stay real). Browser-like
    // files (happy-dom, React Testing Library) stay isolated.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
});
