import type { Writable } from 'node:stream';
import type { Relay } from './server/relay-call.mjs';
import type { SignInOptions } from './server/options.d.mts';

export interface StaticServer {
  /** The local address (loopback for an unspecified listen address), http or https. */
  readonly url: string;
  readonly port: number;
  /** Reads the certificate and key again now (SIGHUP); they are also watched. */
  reloadTls(): void;
  /** /readyz answers 503 from now on, while everything else is still served (a drain). */
  stopReady(): void;
  /** Stops listening, lets requests in flight finish, then resolves. */
  close(): Promise<undefined>;
  /** Ends every connection at once (a shutdown that took too long). */
  forceClose(): void;
}

export interface ServerOptions {
  /** The build folder (dist). */
  root?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The address to listen on (127.0.0.1). */
  listen?: string;
  /** The runtime configuration served to the console at /field-console.config.json. */
  config: Record<string, unknown>;
  /** A relay served at /relay/ (the signing relay or the forwarding relay). */
  relay?: Relay;
  /** The public origins served beside the loopback names, parsed (hosts.mjs parseOrigin). */
  origins?: readonly string[];
  /** HTTPS from these files, reloaded when they change. */
  tls?: { cert: string; key: string };
  /** Addresses or CIDRs whose X-Forwarded-* headers are believed. */
  trustProxy?: readonly string[];
  /** The largest request body, in bytes. */
  bodyLimit?: number;
  /** Relay calls a minute per client; 0 for no limit. */
  rateLimit?: number;
  /** Where the JSON log lines go (standard output by default). */
  logStream?: Writable;
  /** Write the JSON log (off by default: `npm run serve` turns it on, `npm start` keeps a quiet terminal). */
  log?: boolean;
  /** Sign-in with an identity domain: /auth/start and /auth/callback (server/sign-in-route.mjs). */
  signIn?: SignInOptions;
  /** How the server calls the identity domain (fetch; a test may put a fake edge here). */
  fetch?: typeof fetch;
}

export const DEFAULT_BODY_LIMIT: number;
export const DEFAULT_RATE_LIMIT: number;
export const HSTS: string;

export function startStaticServer(options: ServerOptions): Promise<StaticServer>;
