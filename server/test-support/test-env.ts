import { parseEnv, type Env } from '../config';

/** The defaults of `.env`, independent of the developer's own overrides. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ PUBLIC_ORIGIN: 'http://localhost:3000', LOG_LEVEL: 'silent', ...overrides });
}
