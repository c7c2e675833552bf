import path from 'node:path';

import express from 'express';
import type { ViteDevServer } from 'vite';

import type { EntryServer, Renderer } from './renderer';

interface DevRendererOptions {
  /** `false` opens no hot-reload WebSocket (tests: parallel workers would fight over its port). */
  hotReload?: boolean;
}

/**
 * Express with Vite in middleware mode: hot reload of the client and of server-rendered code.
 * Vite starts with the first page rendered: the browser asks for its modules only after that
 * page, and a process that serves no page (the tests of tasks and syncs shared by two processes)
 * never pays for it (about 2 s of CPU per start).
 */
export async function createDevRenderer(
  root: string,
  { hotReload = true }: DevRendererOptions = {},
): Promise<Renderer> {
  let started: Promise<ViteDevServer> | undefined;
  let running: ViteDevServer | undefined;
  const vite = () =>
    (started ??= import('vite').then(async ({ createServer }) => {
      running = await createServer({
        root,
        server: { middlewareMode: true, ...(hotReload ? {} : { ws: false as const }) },
        appType: 'custom',
      });
      return running;
    }));
  return {
    mount(app) {
      app.use((req, res, next) => (running ? running.middlewares(req, res, next) : next()));
      app.use(express.static(path.join(root, 'public'), { index: false }));
    },
    // ssrLoadModule re-evaluates changed modules, so every request renders the latest code.
    loadEntry: async () =>
      (await vite()).ssrLoadModule('/src/entry-server.tsx') as Promise<EntryServer>,
    assets: {
      bootstrapModules: ['/@vite/client', '/src/entry-client.tsx'],
      entry: { scripts: [], stylesheets: ['/src/styles/index.css'] },
      modules: {},
    },
    fixStacktrace: (error) => running?.ssrFixStacktrace(error),
    close: async () => {
      await (await started)?.close();
    },
  };
}
