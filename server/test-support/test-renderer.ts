import path from 'node:path';

import { createDevRenderer } from '../ssr/dev-renderer';
import type { Renderer } from '../ssr/renderer';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** On globalThis, so that every test file a worker process runs finds the same renderer. */
const SHARED_RENDERER = Symbol.for('somnia.testRenderer');

/**
 * One Vite-backed renderer per test process: the server entry is loaded from the sources. It
 * lives as long as the process, since the files that share a worker share it (decision 043):
 * its `close` does nothing. A file that closed it once left Vite answering every later file's
 * requests with 504 "Outdated Request".
 */
export function getTestRenderer(): Promise<Renderer> {
  const slot = globalThis as { [SHARED_RENDERER]?: Promise<Renderer> };
  slot[SHARED_RENDERER] ??= createDevRenderer(ROOT, { hotReload: false }).then((renderer) => ({
    ...renderer,
    close: async () => undefined,
  }));
  return slot[SHARED_RENDERER];
}
