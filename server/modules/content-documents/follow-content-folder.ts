import { watch } from 'node:fs';

import type { Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import { importContentFiles, type ContentImportOptions } from './content-import-service';

// An editor's save writes a file in a few events: import once they settle.
const SETTLE_MS = 150;

/**
 * Development: imports the content folder again after each change under it, so `npm run dev:ssr`
 * shows an edited file at once (the import's notification refreshes the store). A broken file
 * is logged and waits for the next save. Returns a stop function.
 */
export function followContentFolder(
  db: Kysely<Database>,
  options: ContentImportOptions,
  logger: Logger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const importAgain = () => {
    importContentFiles(db, options).then(
      (result) => logger.info({ ...result }, 'content/ imported again'),
      (error: unknown) => logger.error({ err: error }, 'content/ could not be imported'),
    );
  };
  const watcher = watch(options.dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(importAgain, SETTLE_MS);
  });
  // a watcher error (folder removed) must not crash the dev server
  watcher.on('error', (error) => logger.error({ err: error }, 'content/ is no longer watched'));
  watcher.unref();
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
