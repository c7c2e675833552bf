import { CHUNK_RELOAD_GUARD_MS } from '../../contract/constants';

const LAST_RELOAD_KEY = 'chunk-reload-at';

/** A code chunk that failed to load: usually a deploy replaced the hashed files (SPEC §8). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** Reloads the page at most once per 60 s; returns whether it did. */
export function reloadAfterChunkError(
  storage: Storage,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
