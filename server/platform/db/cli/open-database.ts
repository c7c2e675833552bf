import type { Env } from '../../config';
import { createDatabase, type AppDatabase } from '../database';

/** The database the server would use, with a line saying which one. */
export async function openConfiguredDatabase(env: Env): Promise<AppDatabase> {
  const app = env.DATABASE_URL
    ? await createDatabase({ url: env.DATABASE_URL })
    : await createDatabase({ dataDir: env.DATA_DIR });
  console.log(
    env.DATABASE_URL
      ? `PostgreSQL at ${redactPassword(env.DATABASE_URL)}`
      : `PGlite in ${env.DATA_DIR}`,
  );
  return app;
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
