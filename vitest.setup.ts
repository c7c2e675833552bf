import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not assert on: fail it.
let consoleError: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called during the test: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  consoleError?.mockRestore();
});
