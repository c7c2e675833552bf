import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import express from 'express';
import { z } from 'zod';

import type { ClientAssets, ModuleAssets } from '../../src/entry-server';
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

/**
 * The files a manifest entry needs, apart from the client entry's own: its chunk and every chunk
 * it imports statically (the browser fetches those before running it), and their stylesheets,
 * dependencies first.
 */
function assetsOf(manifest: Manifest, key: string): ModuleAssets {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const seen = new Set<string>([CLIENT_ENTRY]);
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (seen.has(chunkKey) || !chunk) return;
    seen.add(chunkKey);
    (chunk.imports ?? []).forEach(visit);
    scripts.push(`/${chunk.file}`);
    stylesheets.push(...(chunk.css ?? []).map((file) => `/${file}`));
  };
  visit(key);
  return { scripts, stylesheets: [...new Set(stylesheets)] };
}

/** The entry and each dynamically imported module, as the document links them. */
export function clientAssets(manifest: Manifest): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The build manifest has no ${CLIENT_ENTRY}`);
  const modules: Record<string, ModuleAssets> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry) modules[key] = assetsOf(manifest, key);
  }
  const imports = (entry.imports ?? []).map((key) => assetsOf(manifest, key));
  return {
    bootstrapModules: [`/${entry.file}`],
    entry: {
      scripts: [...new Set(imports.flatMap((assets) => assets.scripts))],
      stylesheets: [
        ...new Set([
          ...imports.flatMap((assets) => assets.stylesheets),
          ...(entry.css ?? []).map((file) => `/${file}`),
        ]),
      ],
    },
    modules,
  };
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
  const assets = clientAssets(manifest);
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
      // Only paths under its top-level entries reach the disk: a page URL costs no stat.
      const publicDir = path.join(root, 'public');
      const publicEntries = new Set(readdirSync(publicDir));
      const servePublic = express.static(publicDir, {
        index: false,
        setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate'),
      });
      app.use((req, res, next) => {
        const firstSegment = req.path.split('/', 2)[1] ?? '';
        if (publicEntries.has(firstSegment)) servePublic(req, res, next);
        else next();
      });
    },
    loadEntry: () => entryPromise,
    assets,
    close: async () => undefined,
  };
}
