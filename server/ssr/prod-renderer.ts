import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import express from 'express';
import { z } from 'zod';

import type { EntryServer, Renderer } from './renderer';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    isDynamicEntry: z.boolean().optional(),
  }),
);

const CLIENT_ENTRY = 'index.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const buildPaths = (root: string) => ({
  client: path.join(root, 'dist/client'),
  manifest: path.join(root, 'dist/client/.vite/manifest.json'),
  serverEntry: path.join(root, 'dist/server/entry-server.js'),
});

type Manifest = z.output<typeof manifestSchema>;

/** The CSS a dynamically imported module needs beyond the entry's: its own and its chunks'. */
function dynamicEntryStylesheets(manifest: Manifest): Record<string, string[]> {
  const cssOf = (key: string, seen = new Set<string>()): string[] => {
    if (key === CLIENT_ENTRY || seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return [];
    return [
      ...(chunk.css ?? []),
      ...(chunk.imports ?? []).flatMap((imported) => cssOf(imported, seen)),
    ];
  };
  const result: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry) result[key] = [...new Set(cssOf(key))].map((file) => `/${file}`);
  }
  return result;
}

/** Serves the production build: hashed assets cached for a year, other public files revalidated. */
export function createProdRenderer(root: string): Renderer {
  const paths = buildPaths(root);
  if (!existsSync(paths.manifest) || !existsSync(paths.serverEntry)) {
    throw new Error(
      `No production build in ${path.join(root, 'dist')}: run \`npm run build\` first.`,
    );
  }
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(paths.manifest, 'utf8')));
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no ${CLIENT_ENTRY}`);
  const entryPromise = import(pathToFileURL(paths.serverEntry).href) as Promise<EntryServer>;

  return {
    mount(app) {
      // A missing hashed file is a 404, not a full page render.
      app.use(
        '/assets',
        express.static(path.join(paths.client, 'assets'), {
          fallthrough: false,
          index: false,
          setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
        }),
      );
      // Other public files come from public/ itself, so the built index.html is never served.
      app.use(
        express.static(path.join(root, 'public'), {
          index: false,
          setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate'),
        }),
      );
    },
    loadEntry: () => entryPromise,
    bootstrapModules: [`/${entry.file}`],
    stylesheets: (entry.css ?? []).map((file) => `/${file}`),
    moduleStylesheets: dynamicEntryStylesheets(manifest),
    close: async () => undefined,
  };
}
