/**
 * The emulator's settings, from the command line or a test, with their defaults: port 8787, a
 * fixed seed, the demo size (about 3,500 resources), real-time lifecycles, no faults, signatures
 * not required, any loopback page as the console.
 */
import { fileURLToPath } from 'node:url';
import { DEMO_REGION_IDS } from './data/demoRegions';
import { DEFAULT_TOKEN_TTL_MS } from './data/sessionTokens';
import { NO_FAULTS, type FaultConfig } from './faults';

export const DEFAULT_PORT = 8787;
export const DEFAULT_SEED = 'field-console';
export const DEMO_SIZE = 3500;
/** Creation times of the demo tenancy fall in the year before this instant (fixed, for byte-identical data). */
export const DEFAULT_EPOCH = '2026-11-01T00:00:00.000Z';

/** The demo's one confidential client of the identity domain (identityDomain/README.md). */
export interface IdentityDomainClient {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Compared exactly, as registered: scheme, host, port, path and query. */
  readonly redirectUris: readonly string[];
}

export const DEFAULT_IDENTITY_DOMAIN_CLIENT: IdentityDomainClient = {
  clientId: 'field-console-demo',
  clientSecret: 'field-console-demo-secret',
  redirectUris: ['http://127.0.0.1:4173/auth/callback', 'http://localhost:4173/auth/callback'],
};

export interface EmulatorOptions {
  /** 0 picks a free port. */
  readonly port?: number;
  readonly seed?: string;
  readonly size?: number;
  readonly timeScale?: number;
  readonly faults?: FaultConfig;
  readonly requireSignature?: boolean;
  /** The origins of the console's pages, the only ones answered; any loopback origin when empty. */
  readonly consoleOrigins?: readonly string[];
  readonly regions?: readonly string[];
  readonly epoch?: string;
  /** Where the locale files are read from: the repository's public/ folder by default. */
  readonly publicDir?: string;
  /** How long one session token lasts (never past its session): an hour by default, as OCI's. */
  readonly tokenTtlMs?: number;
  /** The identity domain's registered client; each field defaults to DEFAULT_IDENTITY_DOMAIN_CLIENT's. */
  readonly identityDomain?: Partial<IdentityDomainClient>;
}

export interface ResolvedOptions {
  readonly port: number;
  readonly seed: string;
  readonly size: number;
  readonly timeScale: number;
  readonly faults: FaultConfig;
  readonly requireSignature: boolean;
  readonly consoleOrigins: readonly string[];
  readonly regions: readonly string[];
  readonly epochMs: number;
  readonly publicDir: string;
  readonly tokenTtlMs: number;
  readonly identityDomain: IdentityDomainClient;
}

/** An origin as a browser sends it (`http://127.0.0.1:4173`); throws for anything else. */
function consoleOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Not an origin: ${value}`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`Not an origin (scheme, host and port only): ${value}`);
  }
  return url.origin;
}

function identityDomainClient(given: Partial<IdentityDomainClient> = {}): IdentityDomainClient {
  const client = { ...DEFAULT_IDENTITY_DOMAIN_CLIENT, ...given };
  if (client.clientId === '' || client.clientSecret === '')
    throw new Error('The identity domain client needs a client id and a secret');
  for (const uri of client.redirectUris) {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw new Error(`Not a redirect URI: ${uri}`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash !== '')
      throw new Error(`A redirect URI is an http(s) URL without a fragment, not ${uri}`);
  }
  return client;
}

export function resolveOptions(options: EmulatorOptions = {}): ResolvedOptions {
  const epochMs = Date.parse(options.epoch ?? DEFAULT_EPOCH);
  if (Number.isNaN(epochMs)) throw new Error(`Not a date: ${options.epoch ?? ''}`);
  const size = options.size ?? DEMO_SIZE;
  if (!Number.isInteger(size) || size < 0)
    throw new Error(`The size must be a whole number ≥ 0, not ${size}`);
  if (options.tokenTtlMs !== undefined && !(options.tokenTtlMs > 0))
    throw new Error(`A session token's lifetime must be positive, not ${options.tokenTtlMs}`);
  return {
    port: options.port ?? DEFAULT_PORT,
    seed: options.seed ?? DEFAULT_SEED,
    size,
    timeScale: options.timeScale ?? 1,
    faults: options.faults ?? NO_FAULTS,
    requireSignature: options.requireSignature ?? false,
    consoleOrigins: (options.consoleOrigins ?? []).map(consoleOrigin),
    regions: options.regions ?? DEMO_REGION_IDS,
    epochMs,
    publicDir: options.publicDir ?? fileURLToPath(new URL('../public/', import.meta.url)),
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    identityDomain: identityDomainClient(options.identityDomain),
  };
}
