import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { createDatabase } from './database';
import { migrate } from './migrate';
import {
  createTestDatabase,
  describeEachDriver,
  getPgliteTemplate,
  getTestDatabaseUrl,
} from '../../test-support/test-database';

describe('createDatabase with PGlite', () => {
  const tempDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  test('rows written to a data directory survive closing and reopening it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'somnia-db-'));
    tempDirs.push(dataDir);
    // Restoring the template into the directory is faster than a fresh initdb.
    const first = await createDatabase({ dataDir, loadDataDir: await getPgliteTemplate() });
    await first.db
      .insertInto('blacklist_keyword')
      .values({ keyword: 'persisted', created_by: 'test' })
      .execute();
    await first.close();

    const reopened = await createDatabase({ dataDir });
    const rows = await reopened.db.selectFrom('blacklist_keyword').select('keyword').execute();
    const migrated = await migrate(reopened);
    await reopened.close();

    expect(rows).toEqual([{ keyword: 'persisted' }]);
    expect(migrated.applied).toEqual([]);
  });

  test('ping rejects once the database is closed', async () => {
    const app = await createTestDatabase();
    await app.ping();

    await app.close();

    await expect(app.ping()).rejects.toThrow('The database is closed');
  });

  test('a listener hears a NOTIFY before the statement that sent it resolves', async () => {
    const app = await createTestDatabase();
    const heard: string[] = [];
    const stop = await app.listen('test_channel', () => heard.push('notified'));

    await app.exec('NOTIFY test_channel');
    heard.push('statement resolved');
    await stop();
    await app.close();

    expect(heard).toEqual(['notified', 'statement resolved']);
  });

  test('a database opened after another was closed has only its own rows and notifications', async () => {
    // The second opens in the thread the first one closed (pglite-thread.ts keeps it).
    const first = await createTestDatabase();
    await first.db
      .insertInto('blacklist_keyword')
      .values({ keyword: 'first-only', created_by: 'test' })
      .execute();
    const heardByFirst: string[] = [];
    await first.listen('test_channel', () => heardByFirst.push('first'));
    await first.close();

    const second = await createTestDatabase();
    const heardBySecond: string[] = [];
    await second.listen('test_channel', () => heardBySecond.push('second'));
    await second.exec('NOTIFY test_channel');
    const rows = await second.db
      .selectFrom('blacklist_keyword')
      .select('keyword')
      .where('keyword', '=', 'first-only')
      .execute();
    await second.close();

    expect(rows).toEqual([]);
    expect({ heardByFirst, heardBySecond }).toEqual({
      heardByFirst: [],
      heardBySecond: ['second'],
    });
  });

  test('asking for neither a url, a data directory nor memory is an error', async () => {
    await expect(createDatabase({})).rejects.toThrow(/url, a dataDir or memory/);
  });
});

describe('createDatabase with PostgreSQL', () => {
  test('a server that is not listening makes ping reject at once', async () => {
    const app = await createDatabase({
      url: 'postgres://nobody@127.0.0.1:9/none',
      pool: { connectionTimeoutMs: 2_000 },
    });
    const started = performance.now();

    await expect(app.ping()).rejects.toThrow();

    expect(performance.now() - started).toBeLessThan(2_500);
    await app.close();
  });

  test.skipIf(!getTestDatabaseUrl())(
    'while the server is unreachable queries fail at once, and the pool recovers when it is back',
    async () => {
      const server = new URL(getTestDatabaseUrl() ?? '');
      const proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
      const viaProxy = new URL(server);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const poolErrors: Error[] = [];
      const app = await createDatabase({
        url: viaProxy.toString(),
        onPoolError: (error) => poolErrors.push(error),
      });
      await Promise.all([app.ping(), app.ping(), app.ping()]);

      await proxy.stop();
      const started = performance.now();
      // A pooled connection may learn of the drop only through the query it was given.
      await expect(app.ping()).rejects.toThrow(/ECONNREFUSED|Connection terminated/);
      await expect(app.ping()).rejects.toThrow(/ECONNREFUSED/);
      const failedAfterMs = performance.now() - started;
      await proxy.start();
      await Promise.all([app.ping(), app.ping(), app.ping()]);
      await app.close();
      await proxy.stop();

      expect(failedAfterMs).toBeLessThan(1_000);
      expect(poolErrors.length).toBeGreaterThan(0);
    },
  );

  test.skipIf(!getTestDatabaseUrl())(
    'a statement running past the timeout is cancelled',
    async () => {
      const app = await createDatabase({
        url: getTestDatabaseUrl(),
        pool: { statementTimeoutMs: 200 },
      });

      await expect(app.exec('SELECT pg_sleep(5)')).rejects.toThrow(/statement timeout/);
      await app.ping();
      await app.close();
    },
  );

  test('a url that is not postgres:// is refused', async () => {
    await expect(createDatabase({ url: 'mysql://localhost/db' })).rejects.toThrow(/postgres:\/\//);
  });
});

describeEachDriver('an open database', ({ getApp, driver }) => {
  test('concurrent queries, transactions and exec calls all complete without interfering', async () => {
    const app = getApp();
    const insertKeyword = (keyword: string) =>
      app.db.insertInto('blacklist_keyword').values({ keyword, created_by: 'test' }).execute();

    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, () => app.db.selectFrom('job').select('id').execute()),
      app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('blacklist_keyword')
          .values({ keyword: 'in-transaction', created_by: 'test' })
          .execute();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await trx
          .insertInto('blacklist_keyword')
          .values({ keyword: 'in-transaction-2', created_by: 'test' })
          .execute();
      }),
      app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('blacklist_keyword')
          .values({ keyword: 'rolled-back', created_by: 'test' })
          .execute();
        throw new Error('roll back');
      }),
      app.exec(`INSERT INTO blacklist_keyword (keyword, created_by) VALUES ('by-exec', 'test');
                INSERT INTO blacklist_keyword (keyword, created_by) VALUES ('by-exec-2', 'test')`),
      ...Array.from({ length: 20 }, (_, index) => insertKeyword(`keyword-${index}`)),
    ]);
    const keywords = await app.db.selectFrom('blacklist_keyword').select('keyword').execute();

    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    expect(keywords.map((row) => row.keyword).sort()).toEqual(
      [
        'by-exec',
        'by-exec-2',
        'in-transaction',
        'in-transaction-2',
        ...Array.from({ length: 20 }, (_, i) => `keyword-${i}`),
      ].sort(),
    );
  });

  test('each test database is independent of the others', async () => {
    const other = await createTestDatabase({ driver });
    await other.db.deleteFrom('blog_comment').execute();

    const remaining = await getApp().db.selectFrom('blog_comment').select('id').execute();
    await other.close();

    expect(remaining.length).toBeGreaterThan(0);
  });

  test('int8, numeric and date come back as the same types on every driver', async () => {
    const { rows } = await sql<{ count: unknown; amount: unknown; day: unknown }>`
      SELECT count(*) AS count, 15.5::numeric(12, 2) AS amount, date '2024-03-05' AS day`.execute(
      getApp().db,
    );

    expect(rows[0]).toEqual({ count: 1, amount: 15.5, day: new Date('2024-03-05T00:00:00Z') });
  });

  test('timestamps and jsonb come back as Date and objects', async () => {
    const row = await getApp()
      .db.selectFrom('job')
      .select(['posted_at', 'closes_at'])
      .where('closes_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const { rows } = await sql<{ value: unknown }>`SELECT '{"a":[1]}'::jsonb AS value`.execute(
      getApp().db,
    );

    expect(row.posted_at).toBeInstanceOf(Date);
    expect(row.closes_at).toBeInstanceOf(Date);
    expect(rows[0]?.value).toEqual({ a: [1] });
  });

  test('a constraint violation keeps its Postgres code and constraint name', async () => {
    const insert = () =>
      getApp()
        .db.insertInto('blacklist_keyword')
        .values({ keyword: 'twice', created_by: 'test' })
        .execute();
    await insert();

    await expect(insert()).rejects.toMatchObject({
      code: '23505',
      constraint: 'blacklist_keyword_unique_idx',
    });
  });
});

/** A TCP forwarder that can be switched off and on, to play a database going away. */
async function startTcpProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(onPort, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    start: () => listen(proxyPort),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
