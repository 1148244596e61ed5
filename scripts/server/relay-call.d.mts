import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { OciTables } from '../oci-tables.mjs';

export interface RelayCall {
  readonly method: string;
  /** What follows `/relay` in the request target, as received: `/iaas/us-ashburn-1/…?…`. */
  readonly target: string;
  readonly headers: IncomingHttpHeaders;
  readonly body?: Buffer;
}

export interface RelayAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer | Readable;
}

/** A relay the server routes `/relay/…` to. */
export interface Relay {
  readonly kind: 'signing' | 'forward';
  forward(call: RelayCall): Promise<RelayAnswer>;
  /** The signing relay's launch token; the forwarding relay has none. */
  readonly token?: string;
}

export const FORWARDED_REQUEST_HEADERS: readonly string[];
export const FORWARDED_RESPONSE_HEADERS: readonly string[];

export function relayTarget(
  serviceKey: string,
  region: string,
  tables: OciTables,
  hostSuffix?: string,
): string | undefined;

export function jsonAnswer(
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): RelayAnswer;
