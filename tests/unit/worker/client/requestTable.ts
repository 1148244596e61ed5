/**
 * Runs a table of calls written out by hand from the specification: for each row, the exact
 * method, URL, headers and body the client must send against the emulator endpoint, and the
 * parameters the call requires (each removed must fail with the exact message; an empty string
 * must pass; the required ones alone must be enough).
 */
import { describe, expect, it } from 'vitest';
import { operation } from '../../../../src/oci/operations';
import { createClient } from '../../../../src/worker/client';
import { answering, fakeFetch, sequentialIds } from './fakeFetch';

export interface RequestRow {
  readonly op: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** `METHOD url`, the url in full. */
  readonly request: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The exact body text, when the call sends one. */
  readonly body?: string;
  readonly required: readonly string[];
}

export const ENDPOINT = 'http://emu.test';
export const REGION = 'us-ashburn-1';

const JSON_TYPE = 'application/json';

/** Generated ids are ID1 (opc-request-id), then ID2 (opc-retry-token). */
export const READ_HEADERS = { accept: JSON_TYPE, 'opc-request-id': 'ID1' };
export const CREATE_HEADERS = {
  accept: JSON_TYPE,
  'content-type': JSON_TYPE,
  'opc-request-id': 'ID1',
  'opc-retry-token': 'ID2',
};
/** Updates are given `ifMatch: 'E1'`. */
export const UPDATE_HEADERS = {
  accept: JSON_TYPE,
  'content-type': JSON_TYPE,
  'opc-request-id': 'ID1',
  'if-match': 'E1',
};
/** Deletes are given `ifMatch: 'E1'`. */
export const DELETE_HEADERS = { accept: JSON_TYPE, 'opc-request-id': 'ID1', 'if-match': 'E1' };
/** The DevOps actions are given `ifMatch: 'E1'`. */
export const ACTION_HEADERS = {
  accept: JSON_TYPE,
  'content-type': JSON_TYPE,
  'opc-request-id': 'ID1',
  'if-match': 'E1',
  'opc-retry-token': 'ID2',
};
/** A POST search: a JSON body and opc-request-id. */
export const SEARCH_HEADERS = { accept: JSON_TYPE, 'content-type': JSON_TYPE, 'opc-request-id': 'ID1' };

/** A GET by id: the one path parameter is all it requires. */
export function readById(op: string, param: string, id: string, request: string): RequestRow {
  return { op, params: { [param]: id }, request, headers: READ_HEADERS, required: [param] };
}

function testClient(op: string): ReturnType<typeof fakeFetch> & { client: ReturnType<typeof createClient> } {
  const fake = fakeFetch(answering(operation(op)));
  const client = createClient({
    region: REGION,
    endpoint: ENDPOINT,
    fetch: fake.fetch,
    randomId: sequentialIds(),
  });
  return { ...fake, client };
}

function without(params: Readonly<Record<string, unknown>>, name: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== name));
}

export function describeRequests(title: string, rows: readonly RequestRow[]): void {
  describe(title, () => {
    it.each(rows)('$op sends $request', async (row) => {
      const { client, requests } = testClient(row.op);
      await client.call(operation(row.op), row.params);
      expect(requests).toHaveLength(1);
      const sent = requests[0];
      expect(`${String(sent?.method)} ${String(sent?.url)}`).toBe(row.request);
      expect(sent?.headers).toEqual(row.headers);
      expect(sent?.body).toBe(row.body);
    });

    it.each(rows.filter((row) => row.required.length > 0))('$op requires $required', async (row) => {
      for (const name of row.required) {
        const { client, requests } = testClient(row.op);
        const message = `Missing required parameter ${name} when calling ${row.op}`;
        const failure = { name: 'OciValidationError', message, parameter: name, operation: row.op };
        await expect(client.call(operation(row.op), without(row.params, name))).rejects.toMatchObject(
          failure,
        );
        await expect(client.call(operation(row.op), { ...row.params, [name]: null })).rejects.toMatchObject(
          failure,
        );
        expect(requests).toHaveLength(0);
        await client.call(operation(row.op), { ...row.params, [name]: '' });
        expect(requests).toHaveLength(1);
      }
    });

    it.each(rows)('$op needs nothing beyond $required', async (row) => {
      const { client, requests } = testClient(row.op);
      const only = Object.fromEntries(row.required.map((name) => [name, row.params[name]]));
      await client.call(operation(row.op), only);
      expect(requests).toHaveLength(1);
    });
  });
}
