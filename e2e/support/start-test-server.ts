/**
 * The server the browser tests run against: the production build as `npm start` runs it
 * (built server, NODE_ENV=production), on a fresh database directory of its own so the tests
 * never touch a developer's data. `npm test` builds before the browser tests.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');

process.env.NODE_ENV = 'production';
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'somnia-e2e-'));
await import(pathToFileURL(path.join(ROOT, 'dist/node/index.js')).href);
