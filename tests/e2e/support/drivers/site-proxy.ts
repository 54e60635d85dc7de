/**
 * The network between a test's browser and the site, on loopback, the same for every engine
 * (WebKit's WebDriver has no way to intercept requests): it passes everything through, refuses
 * the requests a test names (as a connection too slow to have fetched them yet), and can drop
 * every connection, as when a phone loses its signal.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { Socket } from 'node:net';

export class SiteProxy {
  /** While true, every request fails at the network level, as offline. */
  offline = false;
  /** The paths of the requests it refused, in order. */
  readonly refused: string[] = [];
  /** The paths whose whole answer it passed on to the browser, in order. */
  readonly served: string[] = [];
  private readonly sockets = new Set<Socket>();

  private readonly server: Server;
  readonly url: string;

  private constructor(server: Server, url: string) {
    this.server = server;
    this.url = url;
  }

  static async start(target: string, refuse: (path: string) => boolean = () => false): Promise<SiteProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const proxy = new SiteProxy(server, `http://127.0.0.1:${port}`);
    server.on('connection', (socket) => {
      if (proxy.offline) return void socket.destroy();
      proxy.sockets.add(socket);
      socket.once('close', () => proxy.sockets.delete(socket));
    });
    server.on('request', (incoming, outgoing) => {
      if (proxy.offline) return void incoming.socket.destroy();
      const path = new URL(incoming.url ?? '/', proxy.url).pathname;
      if (refuse(path)) {
        proxy.refused.push(path);
        return void outgoing.writeHead(503, { 'cache-control': 'no-store' }).end();
      }
      const upstream = forward(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.once('finish', () => proxy.served.push(path));
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    return proxy;
  }

  /** Drops every open connection and refuses new ones until `offline` is false again. */
  goOffline() {
    this.offline = true;
    for (const socket of this.sockets) socket.destroy();
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
