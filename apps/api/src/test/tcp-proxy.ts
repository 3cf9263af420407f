import { once } from 'node:events';
import net from 'node:net';

/**
 * What the proxy does with a new connection: pass it through, end it as soon as the server has
 * answered the client's first message (the client is still connecting: its start-up and
 * authentication are not over), or refuse it (nothing listens on the port, as while a server restarts).
 */
export type ProxyMode = 'pass' | 'drop-handshake' | 'refuse';

/**
 * A TCP proxy in front of a database server, which a test turns against the connections that pass
 * through it: the network or the server failing as they do in production, seen by an unchanged client.
 */
export class TcpProxy {
  private readonly server: net.Server;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private modeNow: ProxyMode = 'pass';
  private port = 0;
  /** Connections ended while their client was still connecting (mode 'drop-handshake'). */
  droppedHandshakes = 0;

  private constructor(private readonly target: { host: string; port: number }) {
    this.server = net.createServer((client) => this.accept(client));
  }

  /** A proxy listening on a free port of 127.0.0.1, passing connections to `target`. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target);
    await proxy.listen();
    proxy.port = (proxy.server.address() as net.AddressInfo).port;
    return proxy;
  }

  /** `url` (a postgres:// address) with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.port);
    return through.toString();
  }

  get connections(): number {
    return this.pairs.size;
  }

  async setMode(mode: ProxyMode) {
    const was = this.modeNow;
    this.modeNow = mode;
    if (mode === 'refuse' && was !== 'refuse') {
      // Stops listening (new connections get ECONNREFUSED); the live ones are left to cut().
      await new Promise<void>((resolve) => this.server.close(() => resolve()));
    } else if (mode !== 'refuse' && was === 'refuse') {
      await this.listen();
    }
  }

  /** Ends every live connection at once, both sides, as a server that dies or a cable pulled out. */
  cut() {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  async close() {
    this.cut();
    if (this.modeNow !== 'refuse') await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async listen() {
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  private accept(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    const dropHandshake = this.modeNow === 'drop-handshake';
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (dropHandshake) {
        this.droppedHandshakes++;
        end();
      } else client.write(chunk);
    });
  }
}
