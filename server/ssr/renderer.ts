import type { Express } from 'express';

import type { ClientAssets, render } from '../../src/entry-server';

export type EntryServer = { render: typeof render };

/** How the SSR handler gets the server entry and the client's assets: Vite in dev, the build in prod. */
export interface Renderer {
  /** Mounts what must run before the API and the pages (Vite's middleware, or the static files). */
  mount(app: Express): void;
  loadEntry(url: string): Promise<EntryServer>;
  /** The client's entry, its chunks and stylesheets, and those of each lazily loaded module. */
  assets: ClientAssets;
  /** Lets Vite map stack traces of an SSR error back to the sources. */
  fixStacktrace?(error: Error): void;
  close(): Promise<void>;
}
