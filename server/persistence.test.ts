import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createApp } from './app';
import { createDatabase } from './platform/db/database';
import { getPgliteTemplate } from './test-support/test-database';
import { createLogger } from './platform/logger';
import { createServices, type Services } from './services';
import { getTestRenderer } from './test-support/test-renderer';
import { testEnv } from './test-support/test-env';

const POST_SLUG = 'on-call-without-losing-sleep';
const SIGNUP = {
  name: 'Ines Duarte',
  email: 'ines.persisted@example.com',
  country: 'Portugal',
  interests: ['Engineering'],
  consent: true,
};

describe('data written through the API on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'somnia-persist-'));
    // A migrated, seeded data directory, as a first start leaves it (building one takes ~15 s).
    const seeded = await createDatabase({ dataDir, loadDataDir: await getPgliteTemplate() });
    await seeded.close();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the app the way `server/index.ts` does, on the PGlite database in `dataDir`. */
  async function start(): Promise<{ services: Services; app: ReturnType<typeof createApp> }> {
    const env = testEnv({ DATA_DIR: dataDir });
    const logger = createLogger(env);
    const services = await createServices({ env, logger });
    const renderer = await getTestRenderer();
    const app = createApp({
      env,
      logger,
      renderer,
      pages: services.pages,
      data: services,
    });
    return { services, app };
  }

  test('a talent signup and a comment survive a restart', async () => {
    const first = await start();
    const signup = await request(first.app).post('/api/talent-community').send(SIGNUP);
    const comment = await request(first.app)
      .post(`/api/blog/${POST_SLUG}/comments`)
      .send({ name: 'Ines', body: 'Still here after a restart?' });
    await first.services.close();

    const second = await start();
    try {
      const again = await request(second.app)
        .post('/api/talent-community')
        .send({ ...SIGNUP, country: 'Spain' });
      const stored = await second.services.database.db
        .selectFrom('blog_comment')
        .select(['body', 'status'])
        .where('id', '=', comment.body.data.id)
        .executeTakeFirst();
      const signupRow = await second.services.database.db
        .selectFrom('talent_signup')
        .select(['id', 'country'])
        .where('email', '=', SIGNUP.email)
        .executeTakeFirstOrThrow();
      const activity = await second.services.database.db
        .selectFrom('activity_log')
        .select('action')
        .where('entity_id', 'in', [String(signupRow.id), String(comment.body.data.id)])
        .orderBy('id')
        .execute();

      expect(signup.status).toBe(202);
      expect(comment.status).toBe(201);
      // The same e-mail finds the signup the first process stored, and leaves it as it was.
      expect(again.status).toBe(202);
      expect(signupRow.country).toBe(SIGNUP.country);
      expect(stored).toEqual({ body: 'Still here after a restart?', status: 'pending' });
      expect(activity.map((row) => row.action)).toEqual([
        'talent.signed_up',
        'comment.created',
        'talent.signup_repeated',
      ]);
    } finally {
      await second.services.close();
    }
  });
});
