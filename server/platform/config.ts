import { isIP } from 'node:net';

import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';

import { DEFAULT_PAGE_CACHE_MINUTES } from '../../contract/constants';
import type { PublicConfig } from '../../contract/public-config';
import { allowedHostsSetting, jobSourcesSetting } from './job-source-input';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const optionalString = z.string().optional();
const optionalUrl = z.url().optional();
const redisUrl = z.url({ protocol: /^rediss?$/, error: 'expected redis://… or rediss://…' });

const WINDOW_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `30s`, `10m`, `1h`: a duration in milliseconds. */
const durationSetting = z
  .string()
  .regex(/^[1-9]\d*[smh]$/, 'expected a duration such as 30s, 10m or 1h')
  .transform(
    (value) => Number(value.slice(0, -1)) * WINDOW_UNIT_MS[value.slice(-1) as 's' | 'm' | 'h'],
  );

/**
 * scrypt's cost for new password hashes, as log2 N (server/platform/auth/passwords.ts): 15 by
 * default. A stored hash names its own cost, so a change applies to passwords set from then on.
 * The test suites set 10: they hash and check passwords by the hundred, and no test is about the
 * cost (as frameworks lower bcrypt's rounds for their tests).
 */
export const passwordHashCostSetting = z.coerce.number().int().min(10).max(20).default(15);

/** A rate limit: at most `limit` requests per `windowMs` from one client. */
export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

/** `count/window` (`30/15m`: 30 requests per 15 minutes; units s, m, h), or `off`. */
const rateLimitSetting = z
  .string()
  .regex(/^(off|[1-9]\d*\/[1-9]\d*[smh])$/, 'expected count/window such as 30/15m, or off')
  .transform((value): RateLimitSetting | null => {
    if (value === 'off') return null;
    const [count = '', window = ''] = value.split('/');
    const unit = window.slice(-1) as keyof typeof WINDOW_UNIT_MS;
    return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * WINDOW_UNIT_MS[unit] };
  });

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128))
  );
};

/**
 * Express's `trust proxy`, never `true` (anyone could then choose their address): `false`/`0`
 * for none, a hop count, or the proxies' addresses, subnets or `loopback`/`linklocal`/`uniquelocal`.
 */
const trustProxySetting = z.string().transform((value, context): false | number | string[] => {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message: 'expected a hop count, or addresses, subnets, loopback, linklocal or uniquelocal',
  });
  return z.NEVER;
});

const envFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset, it follows PORT (below): `PORT=3300 npm start` must not name 3000 in links and sign-in.
  PUBLIC_ORIGIN: optionalUrl,
  API_BASE: z.string().min(1).default('/api'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  // PostgreSQL, for the server's requests: the wait for a connection, a statement's run on the
  // server, and the wait for any answer (a server that hangs). Past any of them: 503.
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(1_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(1_500),
  // Unset: one worker process per core on PostgreSQL; the embedded database is single-process.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  TEST_DATABASE_URL: optionalUrl,
  // Unset: rate limits count per process; set, every process counts in this Redis.
  REDIS_URL: redisUrl.optional(),
  TEST_REDIS_URL: redisUrl.optional(),
  // Unset: no proxy is trusted, and X-Forwarded-* headers are ignored.
  TRUST_PROXY: trustProxySetting.default(false),
  RATE_LIMIT_COMMENTS: rateLimitSetting.prefault('10/10m'),
  RATE_LIMIT_TALENT_SIGNUP: rateLimitSetting.prefault('5/10m'),
  RATE_LIMIT_ALERT_SIGNUP: rateLimitSetting.prefault('5/10m'),
  RATE_LIMIT_PRESS_SIGNUP: rateLimitSetting.prefault('5/10m'),
  RATE_LIMIT_SIGN_IN: rateLimitSetting.prefault('30/15m'),
  RATE_LIMIT_SIGN_IN_ACCOUNT: rateLimitSetting.prefault('10/15m'),
  SLOW_DOWN_SIGN_IN_ACCOUNT: rateLimitSetting.prefault('5/15m'),
  RATE_LIMIT_ADMIN_API: rateLimitSetting.prefault('600/1m'),
  RATE_LIMIT_CONTENT_QUERY: rateLimitSetting.prefault('60/1m'),
  RATE_LIMIT_JOB_SOURCE_WEBHOOK: rateLimitSetting.prefault('60/1m'),
  // "Forgot password" requests per client address (each address also has the links' own limits).
  RATE_LIMIT_PASSWORD_RESET: rateLimitSetting.prefault('5/15m'),
  HTTP_HEADERS_TIMEOUT_S: z.coerce.number().positive().default(10),
  HTTP_REQUEST_TIMEOUT_S: z.coerce.number().positive().default(30),
  HTTP_KEEP_ALIVE_TIMEOUT_S: z.coerce.number().positive().default(5),
  // The mean event-loop delay past which requests get 503; 0 turns shedding off.
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(200),
  COMPANY_NAME: z.string().min(1).default('Somnia'),
  COMPANY_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')
    .default('somnia'),
  PAGE_CACHE_MINUTES: z.coerce.number().positive().default(DEFAULT_PAGE_CACHE_MINUTES),
  // Whole server-rendered pages for anonymous visitors, until the data behind them changes.
  HTML_CACHE: booleanFromEnv.default(false),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).default('somnia-web'),
  OIDC_AUDIENCE: z.string().min(1).default('somnia-api'),
  // How long the site waits for an external provider (discovery, keys); unset: 3 s.
  OIDC_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  ADMIN_EMAIL: z.email().default('admin@somnia.example'),
  ADMIN_PASSWORD: optionalString,
  PASSWORD_HASH_COST: passwordHashCostSetting,
  AUTH_AUTO_LOGOUT: booleanFromEnv.default(true),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'expected GTM-XXXXXXX')
    .optional(),
  HIRING_CHAT_SCRIPT_URL: optionalUrl,
  CSP_MODE: z.enum(['enforce', 'report', 'off']).default('enforce'),
  // Redirect plain-HTTP requests to PUBLIC_ORIGIN, for deployments whose proxy does not (SECURITY.md).
  FORCE_HTTPS: booleanFromEnv.default(false),
  CHROMIUM_PATH: optionalString,
  // Background tasks (closing jobs, mail, pruning): every process runs the runner; the database
  // gives each due task to one of them. `off` runs none in this process.
  TASKS: booleanFromEnv.default(true),
  TASKS_TICK_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // Unset: mail waits in the outbox (the admin's outbox screen shows it) until it is set.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected smtp://… or smtps://…' }).optional(),
  // Unset: "COMPANY_NAME Careers" <no-reply@the host of PUBLIC_ORIGIN>.
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  // Confirmation links per address (decision 036): requests within the window join the link
  // already sent, and no address gets more than the cap in 24 hours, every form together.
  MAIL_CONFIRMATION_WINDOW: durationSetting.prefault('1h'),
  MAIL_CONFIRMATION_DAILY_CAP: z.coerce.number().int().min(1).max(100).default(5),
  // Search engines told when a job opens, changes or closes (decision 034); each is off unless
  // its credentials are set. Google: a service-account JSON key, or the path of its file.
  GOOGLE_INDEXING_CREDENTIALS: z.string().min(1).optional(),
  GOOGLE_INDEXING_ENDPOINT: z.url().default('https://indexing.googleapis.com'),
  // IndexNow: the site's key (8 to 128 letters, digits, dashes), served at /{key}.txt.
  INDEXNOW_KEY: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,128}$/, '8 to 128 letters, digits and dashes')
    .optional(),
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  RETENTION_ACTIVITY_DAYS: z.coerce.number().int().min(1).default(365),
  RETENTION_TASK_RUNS_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).default(30),
  // Applicant-tracking sources (issue 26): how often each syncs, how long a feed may take to
  // answer, and the sources kept as code (`[{"type":"greenhouse","board":"acme"}]`).
  JOB_SYNC_INTERVAL: durationSetting.prefault('10m'),
  JOB_FEED_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
  JOB_SOURCES: jobSourcesSetting.prefault('[]'),
  // Sources added in the admin reach only the public internet, save these hosts (decision 035).
  JOB_SOURCE_ALLOWED_HOSTS: allowedHostsSetting.prefault(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const envSchema = envFields
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_S <= env.HTTP_REQUEST_TIMEOUT_S, {
    path: ['HTTP_HEADERS_TIMEOUT_S'],
    message: 'must not exceed HTTP_REQUEST_TIMEOUT_S',
  })
  .refine((env) => env.DB_STATEMENT_TIMEOUT_MS < env.DB_QUERY_TIMEOUT_MS, {
    path: ['DB_STATEMENT_TIMEOUT_MS'],
    // A live server cancels a slow statement itself; the client's limit is for one that hangs.
    message: 'must be below DB_QUERY_TIMEOUT_MS',
  })
  .refine((env) => env.MAIL_CONFIRMATION_WINDOW <= 86_400_000, {
    path: ['MAIL_CONFIRMATION_WINDOW'],
    // The cap counts a day of links; a longer window would hold links it no longer counts.
    message: 'must be 24h or less',
  })
  .transform((env) => {
    const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    return {
      ...env,
      PUBLIC_ORIGIN: origin,
      MAIL_FROM:
        env.MAIL_FROM ?? `"${env.COMPANY_NAME} Careers" <no-reply@${new URL(origin).hostname}>`,
    };
  })
  .refine((env) => !env.FORCE_HTTPS || env.PUBLIC_ORIGIN.startsWith('https://'), {
    path: ['FORCE_HTTPS'],
    message: 'redirecting to HTTPS needs an https:// PUBLIC_ORIGIN',
  });

export type Env = z.output<typeof envSchema>;

const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'TEST_DATABASE_URL',
  'REDIS_URL',
  'TEST_REDIS_URL',
  'SMTP_URL',
  // Its sources may hold webhook secrets and API keys.
  'JOB_SOURCES',
  'GOOGLE_INDEXING_CREDENTIALS',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment into the typed configuration; throws a ConfigError naming each bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable counts as unset, so `.env` may list it blank and the default applies
  // (`PORT=` must not coerce to port 0).
  const result = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // Never echo a secret (a password, or credentials inside a database URL) into the log.
    const shown = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(source[name]);
    return `${issue.path.join('.')}: ${issue.message} (got ${shown})`;
  });
  throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
}

/** Reads `.env.local` then `.env` (the real environment wins over both) and parses the result once. */
export function loadEnv(): Env {
  loadDotenv({ path: ['.env.local', '.env'], quiet: true });
  return parseEnv(process.env);
}

export function toPublicConfig(env: Env): PublicConfig {
  return {
    apiBase: env.API_BASE,
    publicOrigin: env.PUBLIC_ORIGIN,
    companyName: env.COMPANY_NAME,
    companySlug: env.COMPANY_SLUG,
    pageCacheMinutes: env.PAGE_CACHE_MINUTES,
    authAutoLogout: env.AUTH_AUTO_LOGOUT,
    gtmId: env.GTM_ID ?? null,
    hiringChatScriptUrl: env.HIRING_CHAT_SCRIPT_URL ?? null,
    oidc: {
      issuer: env.OIDC_ISSUER ?? `${env.PUBLIC_ORIGIN}/oidc`,
      clientId: env.OIDC_CLIENT_ID,
      audience: env.OIDC_AUDIENCE,
    },
  };
}
