import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  createContentFixture,
  postFile,
  type ContentFixture,
} from '../test-support/content-fixture';
import { testErrorHandler } from '../test-support/test-error-handler';
import { contentQueryErrors, createContentRouter } from './content.router';
import type { ContentStore } from './content-store';

let fixture: ContentFixture;
let app: express.Express;

/** The router as the app mounts it, with the app's error handler unless told otherwise. */
function createTestApp(
  store: ContentStore,
  errorHandler: express.ErrorRequestHandler = testErrorHandler([contentQueryErrors]),
): express.Express {
  const testApp = express();
  testApp.use('/_content', createContentRouter(store));
  testApp.use(errorHandler);
  return testApp;
}

beforeAll(async () => {
  fixture = await createContentFixture({
    'blog/alpha.md': postFile({ title: 'Alpha', publishedAt: '2026-01-10' }),
    'blog/beta.md': postFile({ title: 'Beta', publishedAt: '2026-03-01' }),
    'hiring-faq.json': '[{"id":"a"}]',
  });
  app = createTestApp(fixture.store);
});

afterAll(() => fixture.remove());

describe('POST /_content/{*path}', () => {
  test('answers a folder query with the JSON list', async () => {
    const res = await request(app)
      .post('/_content/blog')
      .send({ sortBy: 'publishedAt:desc', only: ['title'] });

    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ title: 'Beta' }, { title: 'Alpha' }]);
  });

  test('answers a document path with the document', async () => {
    const res = await request(app).post('/_content/blog/alpha').send({ text: true });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _path: '/blog/alpha',
      title: 'Alpha',
      body: expect.any(String),
    });
  });

  test('the root answers too, and a missing body means no options', async () => {
    const res = await request(app).post('/_content');

    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ _path: '/hiring-faq' })]);
  });

  test('an unknown path answers 404 Not Found', async () => {
    const res = await request(app).post('/_content/blog/nope').send({});

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not Found' });
  });

  test('a bad body answers 400 naming the field', async () => {
    const res = await request(app).post('/_content/blog').send({ limit: 'ten' });

    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^Bad Request: limit: /);
  });

  test('a $where condition answers 400', async () => {
    const res = await request(app)
      .post('/_content/blog')
      .send({ where: { $where: 'true' } });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Bad Request: where.$where: unsupported operator $where');
  });

  test('malformed JSON answers 400 Bad Request', async () => {
    const res = await request(app)
      .post('/_content/blog')
      .set('Content-Type', 'application/json')
      .send('{"limit":');

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Bad Request' });
  });

  test('a body over 100 kB answers 413', async () => {
    const res = await request(app)
      .post('/_content/blog')
      .send({ search: 'x'.repeat(101 * 1024) });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Payload Too Large' });
  });

  test('a body nested thousands deep answers 400, not 500', async () => {
    const res = await request(app)
      .post('/_content/blog')
      .set('Content-Type', 'application/json')
      .send(`{"where":{"tags":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`);

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Bad Request: body: nested too deeply' });
  });

  test('a GET is not answered by the content router', async () => {
    const res = await request(app).get('/_content/blog');

    expect(res.status).toBe(404);
  });

  test('a broken content file is passed on to the app error handler', async () => {
    const broken = await createContentFixture({ 'pages/bad.json': '{' });
    const errors: unknown[] = [];
    const brokenApp = createTestApp(broken.store, (error: unknown, _req, res, _next) => {
      errors.push(error);
      res.status(500).end();
    });

    const res = await request(brokenApp).post('/_content/pages').send({});
    await broken.remove();

    expect(res.status).toBe(500);
    expect(String(errors[0])).toMatch(/content\/pages\/bad\.json/);
  });
});

describe('POST /_content: queries run in their own thread', () => {
  let slow: ContentFixture;
  beforeAll(async () => {
    // Long bodies: each costly pattern below takes a while to run over them.
    slow = await createContentFixture(
      Object.fromEntries(
        Array.from({ length: 4 }, (_, index) => [
          `notes/note-${index}.md`,
          postFile({ title: `Note ${index}` }, 'Lorem ipsum dolor sit amet. '.repeat(800)),
        ]),
      ),
    );
  });
  afterAll(() => slow.remove());

  let serial = 0;
  /** 10 patterns of the largest size allowed, new each time (no compiled pattern is reused). */
  const costlyQuery = () => ({
    where: {
      $or: Array.from({ length: 10 }, () => {
        serial += 1;
        return { body: { $regex: `\\P{Cc}{0,480}Zq${serial}`, $options: 's' } };
      }),
    },
    text: false,
    only: ['_path'],
  });

  /** The router with a /healthz beside it, as the app has. */
  function appWith(options: Parameters<typeof createContentRouter>[1]): express.Express {
    const testApp = express();
    testApp.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    testApp.use('/_content', createContentRouter(slow.store, options));
    testApp.use(testErrorHandler([contentQueryErrors]));
    return testApp;
  }

  test('the server answers /healthz while a costly query runs', async () => {
    const slowApp = appWith({ budgetMs: 60_000, deadlineMs: 60_000 });
    const finished: string[] = [];
    const query = request(slowApp)
      .post('/_content/notes')
      .send(costlyQuery())
      .then((res) => {
        finished.push('query');
        return res;
      });

    const health = await request(slowApp).get('/healthz');
    finished.push('healthz');

    expect(health.status).toBe(200);
    expect((await query).body).toEqual([]);
    expect(finished).toEqual(['healthz', 'query']);
  });

  test('a query still running at its deadline answers 503 with Retry-After, and the next one is answered', async () => {
    // The budget checked between steps is out of reach: the thread is stopped from outside.
    const slowApp = appWith({ budgetMs: 60_000, deadlineMs: 1 });

    const res = await request(slowApp).post('/_content/notes').send(costlyQuery());

    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'Service Unavailable: the query took too long',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const next = await request(appWith({}))
      .post('/_content/notes')
      .send({ only: ['title'] });
    expect(next.status).toBe(200);
    expect(next.body).toHaveLength(4);
  });

  test('a query over its budget stops itself with the same 503', async () => {
    const res = await request(appWith({ budgetMs: 0 }))
      .post('/_content/notes')
      .send(costlyQuery());

    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Service Unavailable: the query took too long');
  });

  test('past the queries allowed at once, another is refused at once with 503 and Retry-After', async () => {
    const busyApp = appWith({ budgetMs: 60_000, deadlineMs: 60_000, maxWaiting: 0 });

    const answers = await Promise.all([
      request(busyApp).post('/_content/notes').send(costlyQuery()),
      request(busyApp).post('/_content/notes').send(costlyQuery()),
    ]);

    expect(answers.map((res) => res.status).sort()).toEqual([200, 503]);
    const refused = answers.find((res) => res.status === 503);
    expect(refused?.body).toEqual({
      statusCode: 503,
      message: 'Service Unavailable: too many content queries at once',
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
