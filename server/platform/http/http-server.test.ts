import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

import express from 'express';
import { afterEach, describe, expect, test } from 'vitest';

import { createDrainableServer, type DrainableServer } from './http-server';

const TIMEOUTS = {
  HTTP_HEADERS_TIMEOUT_S: 1,
  HTTP_REQUEST_TIMEOUT_S: 1,
  HTTP_KEEP_ALIVE_TIMEOUT_S: 7,
};

let running: DrainableServer | undefined;
afterEach(async () => {
  if (running?.server.listening) await new Promise((resolve) => running?.server.close(resolve));
  running = undefined;
});

async function listen(): Promise<number> {
  const app = express();
  app.get('/hello', (_req, res) => void res.send('hello'));
  running = createDrainableServer(app, TIMEOUTS);
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
});
