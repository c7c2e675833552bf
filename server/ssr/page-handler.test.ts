import express, { type ErrorRequestHandler } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, test } from 'vitest';

import type { RenderOptions, RenderResult } from '../../src/entry-server';
import { toPublicConfig } from '../platform/config';
import { okEnvelope } from '../platform/http/envelope';
import { testEnv } from '../test-support/test-env';
import { createPageHandler } from './page-handler';
import type { Renderer } from './renderer';

const config = toPublicConfig(testEnv({ PUBLIC_ORIGIN: 'https://careers.example' }));

/** A stand-in for the server entry: answers with `result` and remembers what it was asked. */
function fakeRenderer(result: (options: RenderOptions) => Promise<RenderResult>) {
  const renders: RenderOptions[] = [];
  const renderer: Renderer = {
    mount: () => undefined,
    loadEntry: async () => ({
      render: (options) => {
        renders.push(options);
        return result(options);
      },
    }),
    assets: {
      bootstrapModules: ['/assets/entry-client.js'],
      entry: { scripts: [], stylesheets: ['/assets/index.css'] },
      modules: {},
    },
    close: async () => undefined,
  };
  return { renderer, renders };
}

/** A logger whose entries the test can read. */
function recordingLogger() {
  const entries: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'trace', base: undefined },
    { write: (line: string) => entries.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, entries };
}

function appWith(renderer: Renderer, logger = recordingLogger().logger, passedOn: unknown[] = []) {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = 'test-nonce';
    next();
  });
  app.use(
    createPageHandler({
      renderer,
      config,
      fetchPageEnvelope: async () => okEnvelope({ title: 'Careers', section: [] }),
      logger,
    }),
  );
  const reportError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    passedOn.push(error);
    res
      .status(500)
      .type('text')
      .send(`handled: ${(error as Error).message}`);
  };
  app.use(reportError);
  return app;
}

const redirectTo = (location: string, headers: [string, string][] = []) =>
  new Response(null, { status: 302, headers: [['Location', location], ...headers] });

const ERROR_LEVEL = 50;

describe('createPageHandler', () => {
  test('a loader redirect passes through as an HTTP redirect with its Location', async () => {
    const { renderer } = fakeRenderer(async () => ({
      type: 'response',
      response: redirectTo('/login'),
    }));

    const res = await request(appWith(renderer)).get('/admin');

    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  test('a redirect is handled silently: nothing is logged as an error', async () => {
    const { renderer } = fakeRenderer(async () => ({
      type: 'response',
      response: redirectTo('/login'),
    }));
    const { logger, entries } = recordingLogger();

    await request(appWith(renderer, logger)).get('/admin');

    expect(entries.filter((entry) => entry.level >= ERROR_LEVEL)).toEqual([]);
  });

  test('every cookie a redirect sets reaches the browser', async () => {
    const { renderer } = fakeRenderer(async () => ({
      type: 'response',
      response: redirectTo('/admin', [
        ['Set-Cookie', 'session=abc; Path=/; HttpOnly'],
        ['Set-Cookie', 'theme=dark; Path=/'],
      ]),
    }));

    const res = await request(appWith(renderer)).get('/login?code=xyz');

    expect(res.headers['set-cookie']).toEqual(
      expect.arrayContaining(['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']),
    );
  });

  test('a redirect that sets a cookie keeps the experiment cookie assigned before rendering', async () => {
    const { renderer } = fakeRenderer(async () => ({
      type: 'response',
      response: redirectTo('/admin', [['Set-Cookie', 'session=abc; Path=/; HttpOnly']]),
    }));

    const res = await request(appWith(renderer)).get('/login?code=xyz');

    const cookieNames = (res.headers['set-cookie'] as unknown as string[]).map(
      (cookie) => cookie.split('=')[0],
    );
    expect(cookieNames).toEqual(expect.arrayContaining(['exp', 'session']));
  });

  test('the render gets the visitor’s URL on the public origin, with the request headers', async () => {
    const { renderer, renders } = fakeRenderer(async () => ({
      type: 'response',
      response: redirectTo('/'),
    }));

    await request(appWith(renderer)).get('/job?department=Tech').set('Accept-Language', 'en-GB');

    const options = renders[0];
    expect(options?.request.url).toBe('https://careers.example/job?department=Tech');
    expect(options?.request.headers.get('accept-language')).toBe('en-GB');
    expect(options?.nonce).toBe('test-nonce');
    expect(options?.assets.bootstrapModules).toEqual(['/assets/entry-client.js']);
  });

  test('a crawler waits for the whole document; a browser gets the shell first', async () => {
    const { renderer, renders } = fakeRenderer(async () => ({
      type: 'response',
      response: redirectTo('/'),
    }));
    const app = appWith(renderer);

    await request(app).get('/').set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    await request(app).get('/').set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');

    expect(renders.map((options) => options.waitForAll)).toEqual([true, false]);
  });

  test('a POST is not a page request and is passed on', async () => {
    const { renderer, renders } = fakeRenderer(async () => ({
      type: 'response',
      response: redirectTo('/'),
    }));

    const res = await request(appWith(renderer)).post('/job');

    expect(res.status).toBe(404);
    expect(renders).toEqual([]);
  });

  test('a render that fails before the shell goes to the error handler', async () => {
    const { renderer } = fakeRenderer(async () => {
      throw new Error('shell failed');
    });

    const res = await request(appWith(renderer)).get('/');

    expect(res.status).toBe(500);
    expect(res.text).toBe('handled: shell failed');
  });

  test('a visitor who leaves before the shell is ready is no error: nothing is logged or answered', async () => {
    let aborted!: () => void;
    const renderAborted = new Promise<void>((resolve) => (aborted = resolve));
    const { renderer } = fakeRenderer(
      (options) =>
        new Promise((_resolve, reject) => {
          options.request.signal.addEventListener('abort', () => {
            reject(options.request.signal.reason);
            aborted();
          });
        }),
    );
    const { logger, entries } = recordingLogger();
    const passedOn: unknown[] = [];

    await expect(
      request(appWith(renderer, logger, passedOn))
        .get('/job')
        .timeout(100),
    ).rejects.toThrow();
    await renderAborted;
    await new Promise((resolve) => setImmediate(resolve));

    expect(passedOn).toEqual([]);
    expect(entries.filter((entry) => entry.level >= ERROR_LEVEL)).toEqual([]);
  });
});
