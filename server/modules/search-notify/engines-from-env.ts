import type { Env } from '../../platform/config';
import { createAccessTokenSource, readServiceAccountKey } from './google-access-token';
import { createGoogleIndexing, createIndexNow, type SearchEngine } from './search-engines';

type SearchEnv = Pick<
  Env,
  | 'PUBLIC_ORIGIN'
  | 'GOOGLE_INDEXING_CREDENTIALS'
  | 'GOOGLE_INDEXING_ENDPOINT'
  | 'INDEXNOW_KEY'
  | 'INDEXNOW_ENDPOINT'
>;

/**
 * The engines whose credentials are set: Google with `GOOGLE_INDEXING_CREDENTIALS`, IndexNow
 * with `INDEXNOW_KEY`. A key that cannot be read stops the start-up, naming the variable.
 */
export function searchEnginesFromEnv(env: SearchEnv): SearchEngine[] {
  const engines: SearchEngine[] = [];
  if (env.GOOGLE_INDEXING_CREDENTIALS) {
    const key = readServiceAccountKey(env.GOOGLE_INDEXING_CREDENTIALS);
    engines.push(
      createGoogleIndexing({
        accessToken: createAccessTokenSource(key),
        endpoint: env.GOOGLE_INDEXING_ENDPOINT,
      }),
    );
  }
  if (env.INDEXNOW_KEY) {
    engines.push(
      createIndexNow({
        key: env.INDEXNOW_KEY,
        origin: env.PUBLIC_ORIGIN,
        endpoint: env.INDEXNOW_ENDPOINT,
      }),
    );
  }
  return engines;
}
