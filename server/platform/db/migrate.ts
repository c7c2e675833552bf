import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../root-dir';
import type { AppDatabase, DatabaseSession } from './database';

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'server/platform/db/migrations');

/** Any constant works; it only has to be the same in every process migrating this database. */
const MIGRATION_LOCK_KEY = 720_451_937;
const MIGRATION_LOCK_TIMEOUT = '120s';
const MIGRATION_FILE = /^(\d+)_[a-z0-9_-]+\.sql$/;

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
  /** Recorded in the database but missing here: the database is newer than this code. */
  unknown: string[];
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Reads the numbered `*.sql` files of `dir` in order, with the checksum of their text. */
export async function readMigrationFiles(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Map<string, string>();
  for (const name of names) {
    const number = MIGRATION_FILE.exec(name)?.[1];
    if (number === undefined)
      throw new MigrationError(`${name}: migration files are named NNN_words.sql`);
    const clash = seen.get(number);
    if (clash) throw new MigrationError(`${clash} and ${name} share the number ${number}`);
    seen.set(number, name);
  }
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: checksumOf(sql) };
    }),
  );
}

/** sha256 of the text with line endings normalised, so a Windows checkout does not look edited. */
export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/**
 * Applies the missing migration files in order, each in its own transaction, under an advisory
 * lock so that several processes can start at once. Refuses to run when an applied file changed.
 *
 * @example
 * const { applied } = await migrate(app);
 */
export async function migrate(
  app: AppDatabase,
  options: { dir?: string } = {},
): Promise<MigrationResult> {
  const files = await readMigrationFiles(options.dir);
  return app.withSession(async (session) => {
    // The pool's statement timeout would cut a long migration, or the wait for another process's.
    await session.exec(`SET statement_timeout = 0; SET lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`);
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await applyPending(session, files);
    } finally {
      // PGlite has a single session for the whole process: leave it as it was.
      await session.exec(
        `SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}); RESET statement_timeout; RESET lock_timeout`,
      );
    }
  });
}

async function applyPending(
  session: DatabaseSession,
  files: MigrationFile[],
): Promise<MigrationResult> {
  await session.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    name        text PRIMARY KEY,
    checksum    text NOT NULL,
    applied_at  timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await session.query<{ name: string; checksum: string }>(
    'SELECT name, checksum FROM schema_migration ORDER BY name',
  );
  const recorded = new Map(rows.map((row) => [row.name, row.checksum]));
  const changed = files.filter(
    (file) => recorded.has(file.name) && recorded.get(file.name) !== file.checksum,
  );
  if (changed.length > 0) {
    throw new MigrationError(
      `Applied migrations were edited since they ran: ${changed.map((file) => file.name).join(', ')}. ` +
        'Migrations are forward-only: restore the file and add a new numbered migration instead.',
    );
  }
  const applied: string[] = [];
  for (const file of files.filter((candidate) => !recorded.has(candidate.name))) {
    await applyOne(session, file);
    applied.push(file.name);
  }
  const known = new Set(files.map((file) => file.name));
  return {
    applied,
    alreadyApplied: files.filter((file) => recorded.has(file.name)).map((file) => file.name),
    unknown: [...recorded.keys()].filter((name) => !known.has(name)),
  };
}

async function applyOne(session: DatabaseSession, file: MigrationFile): Promise<void> {
  await session.exec('BEGIN');
  try {
    await session.exec(file.sql);
    await session.query('INSERT INTO schema_migration (name, checksum) VALUES ($1, $2)', [
      file.name,
      file.checksum,
    ]);
    await session.exec('COMMIT');
  } catch (error) {
    // The statement's error is the one to report, even when the rollback fails too.
    await session.exec('ROLLBACK').catch(() => undefined);
    throw new MigrationError(
      `${file.name} failed${describeErrorPosition(file.sql, error)}: ${messageOf(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** The server reports a character offset into the statement text; turn it into a line number. */
function describeErrorPosition(sql: string, error: unknown): string {
  const position = Number((error as { position?: unknown } | null)?.position);
  if (!Number.isInteger(position) || position < 1) return '';
  return ` at line ${sql.slice(0, position - 1).split('\n').length}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
