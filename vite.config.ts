import { fileURLToPath } from 'node:url';

import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where the client build records which source modules each chunk holds (see chunkModules). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Records the source modules of every client chunk next to Vite's manifest, so the bundle size
 * check (scripts/bundle-size.ts) can tell which code a page loads, not only which files.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds
          .filter((id) => path.isAbsolute(id))
          .map((id) => path.relative(root, id));
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(modules, null, 2),
      });
    },
  };
}

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), chunkModules()],
  base: '/',
  resolve: {
    // react-router's package exports name only its development build (warnings and checks that
    // cost time and bytes); a build takes the production one, bundled into client and server.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    manifest: true,
    outDir: 'dist/client',
    // Images are never inlined as data: URLs, which the CSP's img-src does not allow (issue 12):
    // the job facts' icons are files, cached for a year like every hashed asset.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rollupOptions: {
      input: 'index.html',
      // Rolldown emits modules the entry already loads as chunks of their own when lazy chunks
      // import them too (rolldown/rolldown#10731): React, Query, zod and two app modules were six
      // files on every page. One group holding the client entry and everything it imports
      // statically makes them one file: 1.3 kB less (gzip) on every first visit.
      output: {
        codeSplitting: { groups: [{ name: 'shell', test: /src[\\/]entry-client\.tsx$/ }] },
      },
    },
  },
  ssr: {
    noExternal: command === 'build' ? ['react-router', 'react-router-dom'] : [],
  },
  environments: {
    ssr: {
      build: { copyPublicDir: false },
    },
  },
}));
