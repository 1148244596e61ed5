/**
 * Raw requests to a test's server, each on a new connection, with the Host and headers exactly
 * as given (fetch would fix both): the status, the headers, the body, and over HTTPS the
 * fingerprint of the certificate the server showed.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { TLSSocket } from 'node:tls';

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly fingerprint256?: string;
}

export interface RawInit {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** The CA that HTTPS must chain to. */
  readonly ca?: string;
  /** The name HTTPS asks the certificate for (localhost unless given). */
  readonly servername?: string;
  /** The local address to send from (another loopback address: another client). */
  readonly localAddress?: string;
}

export function rawRequest(base: string, path: string, init: RawInit = {}): Promise<RawAnswer> {
  const url = new URL(base);
  const secure = url.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  return new Promise((done, failed) => {
    const req = send(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
        ...(init.localAddress === undefined ? {} : { localAddress: init.localAddress }),
        ...(secure ? { ca: init.ca, servername: init.servername ?? 'localhost' } : {}),
      },
      (res) => {
        const socket = res.socket;
        const fingerprint256 =
          socket instanceof TLSSocket ? socket.getPeerCertificate().fingerprint256 : undefined;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(fingerprint256 === undefined ? {} : { fingerprint256 }),
          });
        });
      },
    );
    req.on('error', failed);
    req.end(init.body);
  });
}
