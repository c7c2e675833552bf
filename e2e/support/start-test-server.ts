/**
 * The server the browser tests run against: the production build, on a fresh database
 * directory of its own so the tests never touch a developer's data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'somnia-e2e-'));
await import('../../server/index');
