import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError, messageForStatus } from '../../contract/errors';
import { configureHttpClient, requestEnvelope, setAuthorizationProvider } from './http-client';

interface ReceivedRequest {
  url: string | undefined;
  headers: IncomingHttpHeaders;
}

/** A real HTTP API on a free port: each test says how it answers and reads what it received. */
let server: Server;
let origin: string;
let received: ReceivedRequest[] = [];
let answer: (res: ServerResponse) => void;

const sendJson = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ url: req.url, headers: req.headers });
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = sendJson(200, { success: true, code: 200, data: null, message: '' });
  configureHttpClient(`${origin}/api`);
});

afterEach(() => {
  setAuthorizationProvider(undefined);
});

describe('the configured axios instance (SPEC §7)', () => {
  test('sends cookies with every request', () => {
    expect(configureHttpClient('/api').defaults.withCredentials).toBe(true);
  });

  test('gives up after 10 s', () => {
    expect(configureHttpClient('/api').defaults.timeout).toBe(10_000);
  });

  test('asks for JSON', async () => {
    await requestEnvelope({ url: 'page/home' });

    expect(received[0]?.headers.accept).toBe('application/json');
  });

  test.each(['page/home', '/page/home'])('resolves %j against the API base', async (url) => {
    await requestEnvelope({ url });

    expect(received[0]?.url).toBe('/api/page/home');
  });

  test('a base given with a trailing slash resolves the same way', async () => {
    configureHttpClient(`${origin}/api/`);

    await requestEnvelope({ url: 'page/home' });

    expect(received[0]?.url).toBe('/api/page/home');
  });

  test('before it is configured, the base is /api', async () => {
    vi.resetModules();
    const fresh = await import('./http-client');

    expect(fresh.getHttpClient().defaults.baseURL).toBe('/api/');
  });

  test('adds the Authorization header the provider gives', async () => {
    setAuthorizationProvider(async () => 'Bearer token-123');

    await requestEnvelope({ url: 'admin/blog-comment' });

    expect(received[0]?.headers.authorization).toBe('Bearer token-123');
  });

  test('sends no Authorization header when the provider has no token', async () => {
    setAuthorizationProvider(async () => null);

    await requestEnvelope({ url: 'page/home' });

    expect(received[0]?.headers).not.toHaveProperty('authorization');
  });
});

describe('requestEnvelope', () => {
  test('a successful envelope resolves with its data', async () => {
    answer = sendJson(200, { success: true, code: 200, data: { title: 'Careers' }, message: '' });

    await expect(requestEnvelope({ url: 'page/home' })).resolves.toEqual({ title: 'Careers' });
  });

  test('success:false rejects with the message of its code and its data as the payload', async () => {
    answer = sendJson(200, {
      success: false,
      code: 403,
      data: { scope: 'admin' },
      message: 'raw server text',
    });

    const error = await requestEnvelope({ url: 'admin' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 403,
      message: messageForStatus(403),
      data: { scope: 'admin' },
    });
  });

  test('success:false without a code uses the default code -100', async () => {
    answer = sendJson(200, { success: false, data: null });

    const error = await requestEnvelope({ url: 'page/home' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      statusCode: -100,
      message: 'An error with code (-100) occurs. Please check and try again.',
    });
  });

  test('204 No Content resolves with nothing (a removal answered without an envelope)', async () => {
    answer = (res) => {
      res.writeHead(204);
      res.end();
    };

    await expect(requestEnvelope({ method: 'DELETE', url: 'admin/job-sources/3' })).resolves.toBe(
      undefined,
    );
  });

  test('an empty body rejects as a 500', async () => {
    answer = (res) => {
      res.writeHead(200);
      res.end();
    };

    const error = await requestEnvelope({ url: 'page/home' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 500, message: messageForStatus(500) });
  });

  test('an HTTP error rejects with the message of its status and the body as the payload', async () => {
    const body = { success: false, code: 503, data: null, message: 'maintenance' };
    answer = sendJson(503, body);

    const error = await requestEnvelope({ url: 'page/home' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 503, message: messageForStatus(503), data: body });
  });

  test('a network error rejects with status 0', async () => {
    answer = (res) => res.socket?.destroy();

    const error = await requestEnvelope({ url: 'page/home' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 0,
      message: 'An error with code (0) occurs. Please check and try again.',
    });
  });
});
