import type { IncomingMessage, ServerResponse } from 'node:http';

/** The OCI tables the relay checks a region and a service against (scripts/oci-tables.mjs). */
export interface RelayTables {
  readonly templates: Record<string, string>;
  readonly regions: Record<string, string>;
  readonly realmDomains: readonly string[];
}

export interface Relay {
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  readonly region: string;
  readonly profile: string;
  readonly token: string;
}

export const FORWARDED_RESPONSE_HEADERS: readonly string[];
export const DEFAULT_MAX_BODY_BYTES: number;

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
  maxBodyBytes?: number;
  fetch?: typeof fetch;
}): Promise<Relay>;
