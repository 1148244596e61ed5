import type { OciTables } from './oci-tables.mjs';
import type { Relay } from './server/relay-call.mjs';

/** The OCI tables the relay checks a region and a service against (scripts/oci-tables.mjs). */
export type RelayTables = OciTables;

export interface SigningRelay extends Relay {
  readonly kind: 'signing';
  readonly region: string;
  readonly profile: string;
  /** The launch token: the relay serves only a browser that opened the console with it. */
  readonly token: string;
}

export const FORWARDED_RESPONSE_HEADERS: readonly string[];

export function relayTarget(
  serviceKey: string,
  region: string,
  tables: RelayTables,
  hostSuffix?: string,
): string | undefined;

export function createRelay(options?: {
  profile?: string;
  configFile?: string;
  tables?: RelayTables;
  hostSuffix?: string;
  token?: string;
  fetch?: typeof fetch;
}): Promise<SigningRelay>;
