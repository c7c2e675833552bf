/** `npm run db:migrate`: applies the missing migration files to the configured database. */
import { loadEnv } from '../../config';
import { migrate } from '../migrate';
import { openConfiguredDatabase } from './open-database';

const app = await openConfiguredDatabase(loadEnv());
try {
  const started = performance.now();
  const result = await migrate(app);
  const took = `${Math.round(performance.now() - started)} ms`;
  console.log(
    result.applied.length > 0
      ? `Applied ${result.applied.join(', ')} in ${took}.`
      : `Up to date: ${result.alreadyApplied.length} migrations applied before.`,
  );
  if (result.unknown.length > 0) {
    console.warn(
      `The database has migrations this code does not know: ${result.unknown.join(', ')}.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
