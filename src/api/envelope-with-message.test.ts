import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { requestEnvelopeWithMessage } from './envelope-with-message';
import { ApiError } from '../../contract/errors';
import { configureHttpClient } from './http-client';

/** A real HTTP API answering each request with the next status and body. */
let server: Server;
let answer: { status: number; body: unknown } = { status: 200, body: null };
let received: unknown;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received = raw ? JSON.parse(raw) : undefined;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('requestEnvelopeWithMessage', () => {
  test('a 201 envelope gives its data and the server message', async () => {
    const message = 'Thank you! Your comment awaits moderation.';
    answer = { status: 201, body: { success: true, code: 201, data: { id: 12 }, message } };

    const result = await requestEnvelopeWithMessage<{ id: number }>({
      method: 'POST',
      url: 'blog/a-post/comments',
      data: { name: 'Mei', body: 'Nice' },
    });

    expect(result).toEqual({ data: { id: 12 }, message });
    expect(received).toEqual({ name: 'Mei', body: 'Nice' });
  });

  test('a 400 envelope rejects with an ApiError carrying the envelope', async () => {
    const envelope = {
      success: false,
      code: 400,
      data: {
        field: 'body',
        issues: [{ field: 'body', message: 'must be at least 2 characters' }],
      },
      message: 'Invalid body: must be at least 2 characters',
    };
    answer = { status: 400, body: envelope };

    const failure = await requestEnvelopeWithMessage({ method: 'POST', url: 'x' }).catch((e) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 400, data: envelope });
  });
});
