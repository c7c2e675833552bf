/**
 * The embedded identity provider on its own, as an external issuer: its own process, port and
 * in-memory database, signing in for the site at `CLIENT_ORIGIN`. `npm run test:faults` points
 * the site's `OIDC_ISSUER` here, signs in through it, then stops it.
 *
 * Environment: `PORT`, `CLIENT_ORIGIN`, `ADMIN_EMAIL`, `ADMIN_PASSWORD` (and the site's other
 * variables with their defaults). Answers `GET /healthz` once it is ready.
 */
import express from 'express';

import { createAccountRepository, ensureFirstAdmin } from '../../server/platform/auth/accounts';
import { createDeviceCookies } from '../../server/platform/auth/device-cookie';
import { createEmbeddedProvider } from '../../server/platform/auth/embedded-provider';
import { createInteractionRouter } from '../../server/platform/auth/interaction-router';
import { parseEnv } from '../../server/platform/config';
import { createDatabase } from '../../server/platform/db/database';
import { migrate } from '../../server/platform/db/migrate';
import { createRateLimiters } from '../../server/platform/http/rate-limits';
import { createLogger } from '../../server/platform/logger';

const { CLIENT_ORIGIN: clientOrigin, ...variables } = process.env;
if (!clientOrigin) throw new Error('CLIENT_ORIGIN names the site that signs in here');
const env = parseEnv(variables);
const logger = createLogger(env);

const database = await createDatabase({ memory: true });
await migrate(database);
const accounts = createAccountRepository(database.db);
await ensureFirstAdmin(accounts, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }, logger);
const { provider, resource, cookieKeys } = await createEmbeddedProvider({
  db: database.db,
  accounts,
  logger,
  publicOrigin: env.PUBLIC_ORIGIN,
  clientOrigin,
  clientId: env.OIDC_CLIENT_ID,
  audience: env.OIDC_AUDIENCE,
  companyName: env.COMPANY_NAME,
});

const app = express();
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.use('/oidc', provider.callback());
app.use(
  '/interaction',
  createInteractionRouter({
    provider,
    accounts,
    resource,
    companyName: env.COMPANY_NAME,
    limiters: createRateLimiters(env, { logger }),
    deviceCookies: createDeviceCookies(cookieKeys),
  }),
);
app.listen(env.PORT, (error?: Error) => {
  if (error) throw error;
  logger.info(`identity provider ready at ${env.PUBLIC_ORIGIN}/oidc for ${clientOrigin}`);
});
