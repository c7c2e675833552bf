import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

import express from 'express';
import { afterEach, describe, expect, test } from 'vitest';

import { createDrainableServer, type DrainableServer } from './http-server';

const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_S: 1,
  HTTP_REQUEST_TIMEOUT_S: 1,
  HTTP_KEEP_ALIVE_TIMEOUT_S: 7,
};
/** Longer than a drain's second of listening, so a connection open through it is not timed out. */
const DRAIN_TIMEOUTS = { ...TIMEOUTS, HTTP_HEADERS_TIMEOUT_S: 10, HTTP_REQUEST_TIMEOUT_S: 10 };

let running: DrainableServer | undefined;
afterEach(async () => {
  if (running?.server.listening) await new Promise((resolve) => running?.server.close(resolve));
  running = undefined;
});

async function listen(timeouts = TIMEOUTS): Promise<number> {
  const app = express();
  app.get('/hello', (_req, res) => void res.send('hello'));
  running = createDrainableServer(app, timeouts);
  running.server.listen(0, '127.0.0.1');
  await once(running.server, 'listening');
  return (running.server.address() as AddressInfo).port;
}

describe('the HTTP server', () => {
  test('a client that sends its headers too slowly gets 408 and loses the connection', async () => {
    const port = await listen();
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));

    socket.write('GET /hello HTTP/1.1\r\nHost: localhost\r\n');
    await once(socket, 'close');

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('announces its keep-alive timeout', async () => {
    const port = await listen();
    const agent = new http.Agent({ keepAlive: true });

    const [res] = (await once(
      http.get({ host: '127.0.0.1', port, path: '/hello', agent }),
      'response',
    )) as [IncomingMessage];
    res.resume();
    agent.destroy();

    expect(res.headers['keep-alive']).toBe('timeout=7');
  });

  test('draining, a connection accepted before the port closes whose request comes after is answered, then closed', async () => {
    const port = await listen(DRAIN_TIMEOUTS);
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    const errors: string[] = [];
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? String(error)));

    const drained = running?.drain();
    while (running?.server.listening) await delay(10);
    socket.write('GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await once(socket, 'close');
    await drained;

    expect(errors).toEqual([]);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/hello$/);
  });

  test('draining, a connection that stays quiet is closed and the drain ends', async () => {
    const port = await listen(DRAIN_TIMEOUTS);
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('error', () => undefined);
    socket.resume();
    const closed = once(socket, 'close');

    await running?.drain();

    await expect(closed).resolves.toBeDefined();
  });

  test('draining, a keep-alive connection whose next request comes as the port closes is answered, then closed', async () => {
    const port = await listen(DRAIN_TIMEOUTS);
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    const errors: string[] = [];
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? String(error)));
    socket.write('GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n');
    while (!answer.endsWith('hello')) await delay(10);
    expect(answer).toMatch(/\r\nConnection: keep-alive\r\n/i);
    answer = '';

    const drained = running?.drain();
    while (running?.server.listening) await delay(10);
    socket.write('GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await once(socket, 'close');
    await drained;

    expect(errors).toEqual([]);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  });
});
