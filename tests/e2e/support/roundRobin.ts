/**
 * What stands in front of a deployment's replicas, and behind them, in the browser tests:
 * - a TLS proxy (a load balancer or an ingress) that terminates TLS with the deployment's
 *   certificate and sends each request to the next replica in turn, saying X-Forwarded-Proto,
 *   -Host and -For as such proxies do;
 * - a TCP round-robin (a layer-4 load balancer) in front of replicas that speak TLS themselves;
 * - a recorder in front of the emulator standing in for OCI: every request that reached "OCI",
 *   with the Host it was sent to and the keyId that signed it.
 */
import {
  request as httpRequest,
  Agent,
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';

interface Listening {
  readonly port: number;
  close(): Promise<void>;
}

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => {
    server.close(() => {
      done();
    });
  });
}

/** Sends `incoming` to `base` with `headers`, and its answer back. */
function pass(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  base: URL,
  headers: Record<string, string | string[] | undefined>,
  agent: Agent,
): void {
  const upstream = httpRequest(
    {
      host: base.hostname,
      port: base.port,
      method: incoming.method,
      path: incoming.url,
      headers,
      agent,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
}

export interface TlsProxy extends Listening {
  /** The replicas it sends to, in turn (set once they have started, knowing the proxy's port). */
  setReplicas(urls: readonly string[]): void;
}

/** A TLS-terminating proxy that sends each request to the next replica (plain HTTP). */
export async function startTlsProxy(tls: { certPem: string; keyPem: string }): Promise<TlsProxy> {
  let replicas: URL[] = [];
  let next = 0;
  const agent = new Agent({ keepAlive: true });
  const server = createHttpsServer({ cert: tls.certPem, key: tls.keyPem }, (incoming, outgoing) => {
    const replica = replicas[next % replicas.length];
    next += 1;
    if (replica === undefined) {
      outgoing.writeHead(503).end();
      return;
    }
    pass(
      incoming,
      outgoing,
      replica,
      {
        ...incoming.headers,
        'x-forwarded-proto': 'https',
        'x-forwarded-host': incoming.headers.host,
        'x-forwarded-for': incoming.socket.remoteAddress,
      },
      agent,
    );
  });
  const port = await listen(server);
  return {
    port,
    setReplicas(urls) {
      replicas = urls.map((url) => new URL(url));
    },
    close: async () => {
      agent.destroy();
      await closeServer(server);
    },
  };
}

export interface TcpRoundRobin extends Listening {
  /** The replicas' ports it sends connections to, in turn. */
  setPorts(ports: readonly number[]): void;
}

/** A TCP round-robin: each connection to the next port in turn, bytes passed as they are. */
export async function startTcpRoundRobin(): Promise<TcpRoundRobin> {
  const sockets = new Set<Socket>();
  let ports: readonly number[] = [];
  let next = 0;
  const server = createTcpServer((client) => {
    const port = ports[next % ports.length];
    next += 1;
    if (port === undefined) {
      client.destroy();
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  const port = await listen(server);
  return {
    port,
    setPorts(given) {
      ports = [...given];
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => {
        server.close(() => {
          done();
        });
      });
    },
  };
}

/** A request that reached the emulator. */
export interface Reached {
  readonly method: string;
  readonly host: string;
  readonly path: string;
  readonly keyId: string | undefined;
}

export interface Recorder extends Listening {
  readonly url: string;
  readonly reached: readonly Reached[];
}

/** The keyId of a `Signature keyId="…",…` header. */
function keyIdOf(authorization: string | undefined): string | undefined {
  return /keyId="([^"]*)"/.exec(authorization ?? '')?.[1];
}

/** A recorder in front of the emulator at `emulatorUrl`: requests pass unchanged, Host included. */
export async function startRecorder(emulatorUrl: string): Promise<Recorder> {
  const base = new URL(emulatorUrl);
  const reached: Reached[] = [];
  const agent = new Agent({ keepAlive: true });
  const server = createHttpServer((incoming, outgoing) => {
    reached.push({
      method: incoming.method ?? '',
      host: incoming.headers.host ?? '',
      path: incoming.url ?? '',
      keyId: keyIdOf(incoming.headers.authorization),
    });
    pass(incoming, outgoing, base, incoming.headers, agent);
  });
  const port = await listen(server);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    reached,
    close: async () => {
      agent.destroy();
      await closeServer(server);
    },
  };
}
