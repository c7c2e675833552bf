import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` that holds package.json. */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * The project root: content/, public/, the migrations and the client build are read from here,
 * whether the server runs from its sources (server/) or from its build (dist/node/).
 */
export const ROOT_DIR = findProjectRoot(import.meta.dirname);
