/**
 * A deployment as a team runs it, for the browser tests: the console's HTTPS name (not a
 * loopback name) with a certificate from the test's own CA (trustedName.ts), a round-robin TLS
 * proxy answering there (roundRobin.ts), and replicas of `npm run serve` behind it
 * (serverProcess.ts): the forwarding relay for one tenancy, believing the proxy's X-Forwarded-*
 * headers, sending calls on to the emulator (or a recorder in front of it). Phones opened from it
 * trust the CA and find the name on this machine.
 */
import { DIST } from './dist';
import { startTlsProxy } from './roundRobin';
import { startServerProcess, type ServerProcess } from './serverProcess';
import type { Teardown } from './teardown';
import { trustedNames, type TrustedNames, type TrustingPhone } from './trustedName';

/** The name the team opens the console at. */
export const CONSOLE_HOST = 'console.field.test';

/** One replica's own options and environment, beside what every replica is given. */
export interface ReplicaSetup {
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

export interface ReplicaOptions {
  /** The tenancy the relay forwards for. */
  readonly tenancy: string;
  /** Where forwarded calls go (`--oci-endpoint`). */
  readonly ociEndpoint: string;
  /** One entry per replica: two with nothing of their own by default. */
  readonly replicas?: readonly ReplicaSetup[];
}

export interface HttpsFront {
  readonly names: TrustedNames;
  /** `https://console.field.test:<the proxy's port>`. */
  readonly origin: string;
  /** The proxy's port. */
  readonly port: number;
  /** Starts the replicas, each told the origin, and puts them behind the proxy. */
  startReplicas(options: ReplicaOptions): Promise<ServerProcess[]>;
  /**
   * A fresh phone that finds `hosts` (the console's name by default) on this machine; the one
   * opened before is closed first, so nothing of an earlier test still calls.
   */
  phone(hosts?: readonly string[]): Promise<TrustingPhone>;
}

/**
 * The CA and the TLS proxy at the console's name, replicas to follow (the origin is known once
 * the proxy listens: an identity domain registers its redirect URI before the replicas start).
 */
export async function startHttpsFront(teardown: Teardown): Promise<HttpsFront> {
  const names = await trustedNames();
  teardown.add(() => {
    names.remove();
  });
  const proxy = await startTlsProxy(await names.issue('console', [CONSOLE_HOST]));
  teardown.add(() => proxy.close());
  const origin = `https://${CONSOLE_HOST}:${proxy.port}`;
  let current: TrustingPhone | undefined;
  return {
    names,
    origin,
    port: proxy.port,
    async startReplicas({ tenancy, ociEndpoint, replicas = [{}, {}] }) {
      const common = [
        ...['--port', '0', '--dist', DIST, '--origin', origin, '--tenancy', tenancy],
        ...['--oci-endpoint', ociEndpoint, '--trust-proxy', '127.0.0.1'],
      ];
      const started: ServerProcess[] = [];
      for (const replica of replicas) {
        const process = await startServerProcess([...common, ...(replica.args ?? [])], replica.env);
        teardown.add(() => process.stop());
        started.push(process);
      }
      proxy.setReplicas(started.map((replica) => replica.url));
      return started;
    },
    async phone(hosts = [CONSOLE_HOST]) {
      await current?.close();
      const opened = await names.openPhone(hosts);
      current = opened;
      teardown.add(() => opened.close());
      return opened;
    },
  };
}
