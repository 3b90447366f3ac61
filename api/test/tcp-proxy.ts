import { createServer, connect, Server, Socket } from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server, to make the database unreachable for one
 * app without touching the (shared) server: `down()` cuts every connection and refuses
 * new ones, `up()` lets them through again, `failNext(n)` resets the next n connections
 * as they open (a server that has just come back but still drops the first attempt).
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private failing = 0;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts listening (on a free port the first time, then on the same one). */
  async up(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  /** Cuts every open connection and refuses new ones until up(). */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.cut();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Cuts every open connection (the listener stays). */
  cut(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  failNext(count: number): void {
    this.failing = count;
  }

  private accept(client: Socket): void {
    if (this.failing > 0) {
      this.failing -= 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  }
}

/** The same URL through the proxy. */
export function viaProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}
