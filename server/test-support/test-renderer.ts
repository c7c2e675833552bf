import path from 'node:path';

import { createDevRenderer } from '../ssr/dev-renderer';
import type { Renderer } from '../ssr/renderer';

const ROOT = path.resolve(import.meta.dirname, '../..');
let shared: Promise<Renderer> | undefined;

/** One Vite-backed renderer per test process: the server entry is loaded from the sources. */
export function getTestRenderer(): Promise<Renderer> {
  shared ??= createDevRenderer(ROOT, { hotReload: false });
  return shared;
}
