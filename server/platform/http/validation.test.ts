import express from 'express';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';

import { HttpError } from './envelope';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { jsonBody, parseOrThrow, toErrorEnvelope } from './validation';

const schema = z.strictObject({
  name: z.string().min(1),
  tags: z.array(z.string().max(3)).optional(),
});

function captureError(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('parseOrThrow', () => {
  test('returns the parsed value when the input is valid', () => {
    expect(parseOrThrow(schema, { name: 'Ada' }, 'body')).toEqual({ name: 'Ada' });
  });

  test('a wrong type is a 400 naming the field', () => {
    const error = captureError(() => parseOrThrow(schema, { name: 42 }, 'body'));

    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Invalid name: /);
    expect(error.data).toMatchObject({ field: 'name', issues: [{ field: 'name' }] });
  });

  test('a nested issue names the dotted path', () => {
    const error = captureError(() => parseOrThrow(schema, { name: 'A', tags: ['long'] }, 'body'));

    expect(error.data).toMatchObject({ field: 'tags.0' });
  });

  test('an unknown query parameter is named as such', () => {
    const error = captureError(() => parseOrThrow(schema, { name: 'A', pgae: '2' }, 'query'));

    expect(error.message).toBe('Invalid pgae: unknown parameter');
  });

  test('a value that is not an object names its source', () => {
    const error = captureError(() => parseOrThrow(schema, undefined, 'body'));

    expect(error.message).toMatch(/^Invalid body: /);
    expect(error.data).toMatchObject({ field: 'body' });
  });
});

describe('toErrorEnvelope', () => {
  test('an unexpected error becomes a 500 envelope without its details', () => {
    const envelope = toErrorEnvelope(new Error('connection string leaked'));

    expect(envelope).toMatchObject({ success: false, code: 500, data: null });
    expect(envelope.message).not.toContain('leaked');
  });
});

describe('jsonBody', () => {
  const app = express();
  app.post('/api/echo', jsonBody(), (req, res) => {
    res.json(req.body);
  });
  app.use(testErrorHandler());

  test('passes a small JSON body on', async () => {
    const res = await request(app).post('/api/echo').send({ a: 1 });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ a: 1 });
  });

  test('malformed JSON answers a 400 envelope naming the body', async () => {
    const res = await request(app).post('/api/echo').type('json').send('{"a":');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 400,
      message: 'Invalid body: malformed JSON',
      data: { field: 'body' },
    });
  });

  test('a 2 MB body answers a 413 envelope', async () => {
    const res = await request(app)
      .post('/api/echo')
      .send({ text: 'x'.repeat(2 * 1024 * 1024) });

    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 413, data: { field: 'body' } });
    expect(res.body.message).toMatch(/^Invalid body: too large/);
  });

  test('an unsupported charset answers a 415 envelope', async () => {
    const res = await request(app)
      .post('/api/echo')
      .set('Content-Type', 'application/json; charset=klingon')
      .send('{}');

    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, code: 415 });
  });

  test('a body of another type is a 415 saying the endpoint takes JSON', async () => {
    const text = await request(app).post('/api/echo').type('text').send('a=1');
    const form = await request(app).post('/api/echo').type('form').send({ a: '1' });

    for (const res of [text, form]) {
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        success: false,
        code: 415,
        message: 'Invalid body: must be sent as application/json',
        data: { field: 'body' },
      });
    }
  });

  test('a request without a body reads as an empty object, as an empty JSON body does', async () => {
    const none = await request(app).post('/api/echo');
    const empty = await request(app).post('/api/echo').type('json').send('');

    expect([none.status, none.body]).toEqual([200, {}]);
    expect([empty.status, empty.body]).toEqual([200, {}]);
  });

  test('JSON nested deeper than 64 levels is a 400 naming the body, before it is parsed', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await request(app).post('/api/echo').type('json').send(deep);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Invalid body: must not nest deeper than 64 levels',
      data: { field: 'body' },
    });
    const fine = `${'['.repeat(64)}${']'.repeat(64)}`;
    await request(app).post('/api/echo').type('json').send(fine).expect(200);
  });
});
