import path from 'node:path';

import express from 'express';

import type { EntryServer, Renderer } from './renderer';

interface DevRendererOptions {
  /** `false` opens no hot-reload WebSocket (tests: parallel workers would fight over its port). */
  hotReload?: boolean;
}

/** Express with Vite in middleware mode: hot reload of the client and of server-rendered code. */
export async function createDevRenderer(
  root: string,
  { hotReload = true }: DevRendererOptions = {},
): Promise<Renderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    server: { middlewareMode: true, ...(hotReload ? {} : { ws: false as const }) },
    appType: 'custom',
  });
  return {
    mount(app) {
      app.use(vite.middlewares);
      app.use(express.static(path.join(root, 'public'), { index: false }));
    },
    // ssrLoadModule re-evaluates changed modules, so every request renders the latest code.
    loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryServer>,
    assets: {
      bootstrapModules: ['/@vite/client', '/src/entry-client.tsx'],
      entry: { scripts: [], stylesheets: ['/src/styles/index.css'] },
      modules: {},
    },
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
    close: () => vite.close(),
  };
}
