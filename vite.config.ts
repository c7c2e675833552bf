import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react()],
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
    rollupOptions: { input: 'index.html' },
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
