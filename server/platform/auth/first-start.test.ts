import { pino } from 'pino';
import { expect, test } from 'vitest';

import { describeEachDriver } from '../../test-support/test-database';
import { testEnv } from '../../test-support/test-env';
import { createAccountRepository } from './accounts';
import { prepareSignIn } from './auth-setup';
import { loadOrCreateProviderKeys } from './oidc-keys';

const ADMIN_EMAIL = 'first.admin@example.com';

describeEachDriver('the first start of several processes on one fresh database', ({ getApp }) => {
  test('prints one first-admin password, the one that signs in, and stores one signing key', async () => {
    const { db } = getApp();
    const accounts = createAccountRepository(db);
    expect(await accounts.count()).toBe(0);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const env = testEnv({ ADMIN_EMAIL });

    // As the workers of a scale-out first start do, all at once.
    await Promise.all(Array.from({ length: 4 }, () => prepareSignIn(env, db, logger)));

    const created = lines
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .filter((message) => message.startsWith('first admin account created'));
    expect(created).toHaveLength(1);
    const password = /with the password (\S+)/.exec(created[0] ?? '')?.[1] ?? '';
    expect(await accounts.verifyCredentials(ADMIN_EMAIL, password)).toMatchObject({
      email: ADMIN_EMAIL,
    });
    expect(await accounts.count()).toBe(1);
    const keys = await db.selectFrom('oidc_key').select('kind').orderBy('kind').execute();
    expect(keys.map((key) => key.kind)).toEqual(['cookies', 'jwks']);
    expect((await loadOrCreateProviderKeys(db)).jwks.keys).toHaveLength(1);
  });
});
