/**
 * `npm run admin:add -- --email ada@example.com [--scopes admin:comments,admin:keywords] [--password …]`
 *
 * Adds an admin of the embedded provider, or resets the password and scopes of an existing one.
 * Without `--password` a random one is generated and printed once. Without `--scopes` the account
 * gets every admin scope (docs/auth.md).
 */
import { parseArgs } from 'node:util';

import { ALL_ADMIN_SCOPES, isAdminScope } from '../../../../contract/admin-scopes';
import { ConfigError, loadEnv } from '../../config';
import { openConfiguredDatabase } from '../../db/cli/open-database';
import { migrate } from '../../db/migrate';
import { createAccountRepository } from '../accounts';
import { generatePassword, passwordProblem } from '../passwords';

const USAGE =
  'Usage: npm run admin:add -- --email <address> [--scopes <scope,scope>] [--password <password>]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      scopes: { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fail('Give the admin’s e-mail address with --email.');
  const scopes = values.scopes
    ? values.scopes.split(/[\s,]+/).filter(Boolean)
    : [...ALL_ADMIN_SCOPES];
  const unknown = scopes.filter((scope) => !isAdminScope(scope));
  if (unknown.length > 0)
    fail(`Unknown scope(s): ${unknown.join(', ')}. Known: ${ALL_ADMIN_SCOPES.join(', ')}.`);
  const problem = values.password === undefined ? undefined : passwordProblem(values.password);
  if (problem) fail(`The password ${problem}.`);
  const password = values.password ?? generatePassword();

  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = await openConfiguredDatabase(env);
  try {
    await migrate(database);
    const { account, created } = await createAccountRepository(database.db).upsert({
      email,
      password,
      scopes,
    });
    console.log(
      `${created ? 'Added' : 'Updated'} ${account.email} with the scopes ${account.scopes.join(' ') || '(none)'}.`,
    );
    if (!values.password) console.log(`Password (shown only this once): ${password}`);
  } finally {
    await database.close();
  }
}

await main();
