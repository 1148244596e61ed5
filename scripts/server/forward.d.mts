import type { OciTables } from '../oci-tables.mjs';
import type { Relay } from './relay-call.mjs';

export interface ForwardRelay extends Relay {
  readonly kind: 'forward';
}

export function createForwardRelay(options: {
  tables: OciTables;
  tenancies: readonly string[];
  hostSuffix?: string;
  ociEndpoint?: string;
}): ForwardRelay;
