import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import {
  createContentFixture,
  postFile,
  type ContentFixture,
} from '../test-support/content-fixture';
import { testErrorHandler } from '../test-support/test-error-handler';
import { createContentRouter } from './content.router';
import type { ContentStore } from './content-store';

let fixture: ContentFixture;
let app: express.Express;

/** The router as the app mounts it, with the app's error handler unless told otherwise. */
function createTestApp(
  store: ContentStore,
  errorHandler: express.ErrorRequestHandler = testErrorHandler(),
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
