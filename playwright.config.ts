import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Three on two cores: with one page per worker (decision 055) a worker leaves the CPU idle while
  // it waits (a scheduled job going public waits about a minute), and a third fills it.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // A click or a fill that cannot happen fails on its own, naming its locator, instead of
    // waiting out the whole test (a 90 s test once failed in CI with nothing said of where).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx e2e/support/start-test-server.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      // The e2e sign-in (e2e/support/admin.ts) uses the first admin created from these.
      ADMIN_EMAIL: 'admin@somnia.example',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // Cheap password hashes (config.ts): every test signs in, and no test is about their cost.
      PASSWORD_HASH_COST: '10',
      // Every browser test posts from one address, the XSS corpus alone several comments: the
      // limits stay on, out of reach (server/platform/http/rate-limits.test.ts tests them).
      RATE_LIMIT_COMMENTS: '100/10m',
      RATE_LIMIT_TALENT_SIGNUP: '100/10m',
      RATE_LIMIT_ALERT_SIGNUP: '100/10m',
      RATE_LIMIT_PRESS_SIGNUP: '100/10m',
      // No load shedding: on a busy machine (npm test beside other work) a render could be shed
      // with 503 and fail a test that is not about load; server/platform/http/overload.test.ts tests it.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      // The stand-in ATS of admin-job-sources.spec.ts is on 127.0.0.1, which the admin's sources
      // may reach only when an operator opens it (decision 035).
      JOB_SOURCE_ALLOWED_HOSTS: '127.0.0.1',
      // A job scheduled in admin-jobs.spec.ts goes public at most about 11 s after its time, not
      // 15 s (the publishing task runs every 10 s; a process looks for due tasks this often).
      TASKS_TICK_MS: '1000',
    },
  },
});
