import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface TcpRelay {
  /** The relay's loopback port: connect here instead of to the target. */
  port: number;
  /** Refuses new connections and cuts the open ones, as a server that went down. */
  takeAway(): Promise<void>;
  /** Listens again on the same port. */
  bringBack(): Promise<void>;
  /**
   * Keeps every connection, old and new, open but passes nothing on, as a server that hangs:
   * connections are accepted, nothing is answered.
   */
  freeze(): void;
  /** Passes on what was held back, in order, and everything after it. */
  thaw(): void;
}

/** A TCP relay to a server (PostgreSQL, Redis) that a test can take away, freeze and bring back. */
export async function startRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<Socket>();
  let held: (() => void)[] | undefined;
  const pass = (send: () => void) => (held ? held.push(send) : send());
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => pass(() => to.write(chunk)));
    from.on('end', () => pass(() => to.end()));
    // A reset or a close on one side (a terminated backend) reaches the other.
    from.on('close', () => pass(() => to.destroy()));
  };
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const port = await listen(0);
  return {
    port,
    takeAway: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    bringBack: async () => {
      await listen(port);
    },
    freeze: () => {
      held ??= [];
    },
    thaw: () => {
      const sends = held ?? [];
      held = undefined;
      for (const send of sends) send();
    },
  };
}
