// @ts-check
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the production build is made from: a change to any of these makes it stale. */
const BUILD_INPUTS = [
  'src',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
export const BUILD_OUTPUTS = {
  clientManifest: 'dist/client/.vite/manifest.json',
  renderEntry: 'dist/server/entry-server.js',
  server: 'dist/node/index.js',
  // The content query's thread (server/content/content-query-thread.ts), a bundle of its own.
  contentQueryWorker: 'dist/node/content-query-worker.js',
};

/** @param {string} target */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Says why a build is needed, or null when the build is there and newer than its sources.
 * @param {string} root
 * @returns {string | null}
 */
export function buildStaleness(root) {
  const outputs = Object.values(BUILD_OUTPUTS).map((file) => path.join(root, file));
  const missing = outputs.find((file) => !existsSync(file));
  if (missing) return `no build yet (${path.relative(root, missing)} is missing)`;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}
