import { describe, expect, test } from 'vitest';

import { ConfigError, parseEnv, toPublicConfig } from './config';

function configErrorOf(source: NodeJS.ProcessEnv): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('parseEnv accepted the environment');
}

describe('parseEnv', () => {
  test('an empty environment parses to the documented defaults', () => {
    const env = parseEnv({});

    expect(env).toMatchObject({
      PORT: 3000,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      API_BASE: '/api',
      DATA_DIR: './data',
      COMPANY_NAME: 'Somnia',
      COMPANY_SLUG: 'somnia',
      PAGE_CACHE_MINUTES: 15,
      OIDC_CLIENT_ID: 'somnia-web',
      OIDC_AUDIENCE: 'somnia-api',
      ADMIN_EMAIL: 'admin@somnia.example',
      AUTH_AUTO_LOGOUT: true,
      CSP_MODE: 'enforce',
      LOG_LEVEL: 'info',
      DB_CONNECT_TIMEOUT_MS: 1000,
      DB_STATEMENT_TIMEOUT_MS: 1000,
      DB_QUERY_TIMEOUT_MS: 1500,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  test('numbers and booleans are read from their text', () => {
    const env = parseEnv({ PORT: '8080', PAGE_CACHE_MINUTES: '5', AUTH_AUTO_LOGOUT: 'off' });

    expect(env.PORT).toBe(8080);
    expect(env.PAGE_CACHE_MINUTES).toBe(5);
    expect(env.AUTH_AUTO_LOGOUT).toBe(false);
  });

  test('unset, the public origin names the port the server listens on', () => {
    expect(parseEnv({ PORT: '3300' }).PUBLIC_ORIGIN).toBe('http://localhost:3300');
    expect(parseEnv({ PORT: '3300', PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBe(
      'http://localhost:3300',
    );
  });

  test('a public origin that is set wins over the port', () => {
    expect(parseEnv({ PORT: '3300', PUBLIC_ORIGIN: 'https://careers.example' }).PUBLIC_ORIGIN).toBe(
      'https://careers.example',
    );
  });

  test('a trailing slash is removed from the public origin', () => {
    expect(parseEnv({ PUBLIC_ORIGIN: 'https://careers.example/' }).PUBLIC_ORIGIN).toBe(
      'https://careers.example',
    );
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_ORIGIN', 'notaurl'],
    ['COMPANY_SLUG', 'Bad Slug'],
    ['AUTH_AUTO_LOGOUT', 'maybe'],
    ['PAGE_CACHE_MINUTES', '-1'],
    ['GTM_ID', 'UA-123'],
    ['LOG_LEVEL', 'loud'],
  ])('%s=%j is refused with a ConfigError naming the variable', (name, value) => {
    const error = configErrorOf({ [name]: value });

    expect(error.message).toContain(`${name}:`);
    expect(error.message).toContain(JSON.stringify(value));
  });

  test('a bad secret is named but its value is never echoed', () => {
    const error = configErrorOf({ DATABASE_URL: 'postgres//user:s3cret@db' });

    expect(error.message).toContain('DATABASE_URL:');
    expect(error.message).not.toContain('s3cret');
  });

  test('job sources: the interval as a duration, the sources as a JSON list (checked by the job sources module at start), never echoed', () => {
    expect(parseEnv({})).toMatchObject({
      JOB_SYNC_INTERVAL: 600_000,
      JOB_FEED_TIMEOUT_MS: 20_000,
      JOB_SOURCES: [],
    });
    const env = parseEnv({
      JOB_SYNC_INTERVAL: '30s',
      JOB_SOURCES: '[{"type":"greenhouse","board":"acme","webhookSecret":"s3cret-key"}]',
    });
    expect(env.JOB_SYNC_INTERVAL).toBe(30_000);
    expect(env.JOB_SOURCES).toEqual([
      { type: 'greenhouse', board: 'acme', webhookSecret: 's3cret-key' },
    ]);

    const error = configErrorOf({
      JOB_SYNC_INTERVAL: '10 minutes',
      JOB_SOURCES: '[{"type":"teamtailor","board":"acme","webhookSecret":"s3cret-key"',
    });
    expect(error.message).toContain('JOB_SYNC_INTERVAL:');
    expect(error.message).toContain('JOB_SOURCES: expected a JSON list of {type, board, …}');
    expect(error.message).not.toContain('s3cret');
    expect(configErrorOf({ JOB_SOURCES: '{"type":"lever"}' }).message).toContain('JOB_SOURCES:');
  });

  test('the hosts opened to the admin’s job sources: none by default, a list of hosts as URLs write them', () => {
    expect(parseEnv({}).JOB_SOURCE_ALLOWED_HOSTS).toEqual([]);
    expect(
      parseEnv({ JOB_SOURCE_ALLOWED_HOSTS: ' ATS.intranet , 10.0.0.7,[FD00::7]' })
        .JOB_SOURCE_ALLOWED_HOSTS,
    ).toEqual(['ats.intranet', '10.0.0.7', '[fd00::7]']);
    for (const bad of ['https://ats.intranet', 'ats.intranet:8080', 'ats.intranet/feed', 'fd00::7'])
      expect(configErrorOf({ JOB_SOURCE_ALLOWED_HOSTS: bad }).message).toContain(
        `JOB_SOURCE_ALLOWED_HOSTS: expected host names or addresses, comma-separated, without scheme or port (not "${bad}")`,
      );
  });

  test('confirmation mail limits: a window as a duration up to a day, a daily cap of at least 1', () => {
    expect(parseEnv({})).toMatchObject({
      MAIL_CONFIRMATION_WINDOW: 3_600_000,
      MAIL_CONFIRMATION_DAILY_CAP: 5,
    });
    expect(
      parseEnv({ MAIL_CONFIRMATION_WINDOW: '15m', MAIL_CONFIRMATION_DAILY_CAP: '3' }),
    ).toMatchObject({ MAIL_CONFIRMATION_WINDOW: 900_000, MAIL_CONFIRMATION_DAILY_CAP: 3 });

    const error = configErrorOf({
      MAIL_CONFIRMATION_WINDOW: '25h',
      MAIL_CONFIRMATION_DAILY_CAP: '0',
    });
    expect(error.message).toContain('MAIL_CONFIRMATION_DAILY_CAP:');
    expect(configErrorOf({ MAIL_CONFIRMATION_WINDOW: '25h' }).message).toContain(
      'MAIL_CONFIRMATION_WINDOW: must be 24h or less',
    );
  });

  test('every bad variable is named in the one error', () => {
    const error = configErrorOf({ PORT: 'abc', COMPANY_SLUG: 'Bad Slug' });

    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('COMPANY_SLUG:');
  });

  test('empty optional values count as unset', () => {
    const env = parseEnv({
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      OIDC_ISSUER: '',
      ADMIN_PASSWORD: '',
      GTM_ID: '',
      HIRING_CHAT_SCRIPT_URL: '',
      CHROMIUM_PATH: '',
    });

    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TEST_DATABASE_URL).toBeUndefined();
    expect(env.OIDC_ISSUER).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    expect(env.GTM_ID).toBeUndefined();
    expect(env.HIRING_CHAT_SCRIPT_URL).toBeUndefined();
    expect(env.CHROMIUM_PATH).toBeUndefined();
  });

  test('an empty value with a default takes the default, not zero or an error', () => {
    const env = parseEnv({
      PORT: '',
      PAGE_CACHE_MINUTES: '',
      COMPANY_SLUG: '',
      AUTH_AUTO_LOGOUT: '',
    });

    expect(env.PORT).toBe(3000);
    expect(env.PAGE_CACHE_MINUTES).toBe(15);
    expect(env.COMPANY_SLUG).toBe('somnia');
    expect(env.AUTH_AUTO_LOGOUT).toBe(true);
  });
});

describe('parseEnv: limits and proxies', () => {
  test('a rate limit reads as a count per window, or off', () => {
    const env = parseEnv({ RATE_LIMIT_COMMENTS: '5/1m', RATE_LIMIT_ADMIN_API: 'off' });

    expect(env.RATE_LIMIT_COMMENTS).toEqual({ limit: 5, windowMs: 60_000 });
    expect(env.RATE_LIMIT_ADMIN_API).toBeNull();
    expect(env.RATE_LIMIT_SIGN_IN).toEqual({ limit: 30, windowMs: 15 * 60_000 });
  });

  test('no proxy is trusted unless named; a hop count or addresses may be', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  test.each([
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['RATE_LIMIT_COMMENTS', '5'],
    ['RATE_LIMIT_COMMENTS', '0/1m'],
    ['RATE_LIMIT_COMMENTS', '5/1d'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_S', '0'],
  ])('%s=%j is refused with a ConfigError naming the variable', (name, value) => {
    expect(configErrorOf({ [name]: value }).message).toContain(`${name}:`);
  });

  test('a headers timeout longer than the request timeout is refused', () => {
    const error = configErrorOf({ HTTP_HEADERS_TIMEOUT_S: '40', HTTP_REQUEST_TIMEOUT_S: '30' });

    expect(error.message).toContain(
      'HTTP_HEADERS_TIMEOUT_S: must not exceed HTTP_REQUEST_TIMEOUT_S',
    );
  });

  test('a statement timeout that is not below the query timeout is refused', () => {
    const error = configErrorOf({ DB_STATEMENT_TIMEOUT_MS: '2000', DB_QUERY_TIMEOUT_MS: '2000' });

    expect(error.message).toContain('DB_STATEMENT_TIMEOUT_MS: must be below DB_QUERY_TIMEOUT_MS');
  });

  test('a Redis address must be redis:// or rediss://, and is never echoed', () => {
    const error = configErrorOf({ REDIS_URL: 'http://user:s3cret@cache.internal:6379' });

    expect(error.message).toContain('REDIS_URL:');
    expect(error.message).not.toContain('s3cret');
    expect(parseEnv({ REDIS_URL: 'rediss://cache.internal:6380' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380',
    );
  });
});

describe('parseEnv: tasks and mail', () => {
  test("tasks run and mail is held by default, from the site's own host", () => {
    const env = parseEnv({ PUBLIC_ORIGIN: 'https://careers.somnia.example' });
    expect(env).toMatchObject({
      TASKS: true,
      TASKS_TICK_MS: 5_000,
      MAIL_FROM: '"Somnia Careers" <no-reply@careers.somnia.example>',
      MAIL_MAX_ATTEMPTS: 6,
      RETENTION_ACTIVITY_DAYS: 365,
      RETENTION_TASK_RUNS_DAYS: 30,
      RETENTION_OUTBOX_DAYS: 30,
    });
    expect(env.SMTP_URL).toBeUndefined();
    expect(parseEnv({ TASKS: 'off' }).TASKS).toBe(false);
  });

  test('an SMTP address must be smtp:// or smtps://, and is never echoed', () => {
    const error = configErrorOf({ SMTP_URL: 'http://mailer:s3cret@mail.internal:587' });

    expect(error.message).toContain('SMTP_URL:');
    expect(error.message).not.toContain('s3cret');
    expect(parseEnv({ SMTP_URL: 'smtps://mailer:pw@mail.internal:465' }).SMTP_URL).toBe(
      'smtps://mailer:pw@mail.internal:465',
    );
  });

  test('search engines: off without credentials, an IndexNow key of the shape the protocol asks', () => {
    const env = parseEnv({});
    expect(env.GOOGLE_INDEXING_CREDENTIALS).toBeUndefined();
    expect(env.INDEXNOW_KEY).toBeUndefined();
    expect(env.GOOGLE_INDEXING_ENDPOINT).toBe('https://indexing.googleapis.com');
    expect(env.INDEXNOW_ENDPOINT).toBe('https://api.indexnow.org/indexnow');
    expect(configErrorOf({ INDEXNOW_KEY: 'short' }).message).toContain('INDEXNOW_KEY:');
    expect(parseEnv({ INDEXNOW_KEY: 'a1b2c3d4-e5f6' }).INDEXNOW_KEY).toBe('a1b2c3d4-e5f6');
  });
});

describe('toPublicConfig', () => {
  const env = parseEnv({
    ADMIN_PASSWORD: 'hunter2-secret',
    DATABASE_URL: 'postgres://app:db-secret@db.internal:5432/careers',
    TEST_DATABASE_URL: 'postgres://app:db-secret@db.internal:5432/test',
    GTM_ID: 'GTM-ABC123',
    HIRING_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
  });

  test('exposes only the allow-listed keys', () => {
    const config = toPublicConfig(env);

    expect(Object.keys(config).sort()).toEqual(
      [
        'apiBase',
        'authAutoLogout',
        'companyName',
        'companySlug',
        'gtmId',
        'hiringChatScriptUrl',
        'oidc',
        'pageCacheMinutes',
        'publicOrigin',
        'webVitalsSampleRate',
      ].sort(),
    );
    expect(Object.keys(config.oidc).sort()).toEqual(['audience', 'clientId', 'issuer']);
  });

  test('never carries a secret, whatever it is named in the browser', () => {
    const serialised = JSON.stringify(toPublicConfig(env));

    expect(serialised).not.toContain('hunter2-secret');
    expect(serialised).not.toContain('db-secret');
    expect(serialised).not.toContain('db.internal');
  });

  test('copies the public values', () => {
    expect(toPublicConfig(env)).toMatchObject({
      apiBase: '/api',
      publicOrigin: 'http://localhost:3000',
      companySlug: 'somnia',
      pageCacheMinutes: 15,
      authAutoLogout: true,
      gtmId: 'GTM-ABC123',
      hiringChatScriptUrl: 'https://chat.example/widget.js',
    });
  });

  test('unset optional values become null, and the issuer defaults to the embedded provider', () => {
    const config = toPublicConfig(parseEnv({ PUBLIC_ORIGIN: 'https://careers.example' }));

    expect(config.gtmId).toBeNull();
    expect(config.hiringChatScriptUrl).toBeNull();
    expect(config.oidc.issuer).toBe('https://careers.example/oidc');
  });
});
