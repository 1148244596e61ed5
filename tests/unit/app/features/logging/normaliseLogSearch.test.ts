import { describe, expect, it } from 'vitest';
import { dataPairs, normaliseLogSearch } from '../../../../../src/app/features/logging/normaliseLogSearch';

/** The specified answer: the logs that match, as LogSummary items. */
const SPECIFIED = {
  items: [
    {
      id: 'ocid1.log.oc1..a',
      displayName: 'payments-devops-log',
      compartmentId: 'ocid1.compartment.oc1..c',
      lifecycleState: 'INACTIVE',
      timeCreated: '2026-10-12T11:26:24.588Z',
      logGroupId: 'ocid1.loggroup.oc1..g',
      logType: 'SERVICE',
      configuration: {
        source: { sourceType: 'OCISERVICE', service: 'devops', resource: 'ocid1.devopsproject.oc1..p' },
      },
    },
    { id: 'ocid1.log.oc1..b', displayName: 'custom', logType: 'CUSTOM' },
  ],
};

/** A real region's answer: log entries with their summary and fields. */
const PUBLIC = {
  summary: { resultCount: 2, fieldCount: 0 },
  results: [
    {
      data: {
        datetime: 1793000000000,
        logContent: {
          id: 'entry-1',
          time: '2026-10-26T08:00:00.000Z',
          type: 'com.oraclecloud.logging.custom',
          source: 'payments-app',
          data: { message: 'request served' },
        },
        oracle: {
          compartmentid: 'ocid1.compartment.oc1..c',
          loggroupid: 'ocid1.loggroup.oc1..g',
          logid: 'ocid1.log.oc1..a',
        },
      },
    },
    {
      data: {
        datetime: 1793000060000,
        logContent: { type: 'com.oraclecloud.objectstorage.getobject', data: { bucket: 'b', status: 200 } },
      },
    },
  ],
  fields: [],
};

describe('log search answers', () => {
  it('read the specified { items } as logs', () => {
    const result = normaliseLogSearch(SPECIFIED);
    if (result === undefined) throw new Error('not read');
    expect(result.kind).toBe('logs');
    expect(result.rows[0]).toEqual({
      key: 'ocid1.log.oc1..a',
      kind: 'log',
      time: '2026-10-12T11:26:24.588Z',
      name: 'payments-devops-log',
      logId: 'ocid1.log.oc1..a',
      logGroupId: 'ocid1.loggroup.oc1..g',
      compartmentId: 'ocid1.compartment.oc1..c',
      type: 'SERVICE',
      source: 'devops · ocid1.devopsproject.oc1..p',
      lifecycleState: 'INACTIVE',
    });
    expect(result.rows[1]).toMatchObject({ key: 'ocid1.log.oc1..b', type: 'CUSTOM', source: undefined });
  });

  it('read the public { summary, results, fields } as log entries', () => {
    const result = normaliseLogSearch(PUBLIC);
    if (result === undefined) throw new Error('not read');
    expect(result.kind).toBe('entries');
    expect(result.total).toBe(2);
    expect(result.rows[0]).toEqual({
      key: 'entry-1',
      kind: 'entry',
      time: '2026-10-26T08:00:00.000Z',
      logId: 'ocid1.log.oc1..a',
      logGroupId: 'ocid1.loggroup.oc1..g',
      compartmentId: 'ocid1.compartment.oc1..c',
      type: 'com.oraclecloud.logging.custom',
      source: 'payments-app',
      message: 'request served',
      subject: undefined,
      data: [['message', 'request served']],
    });
  });

  it('give an entry without an id a key, its time from datetime, and its data as JSON', () => {
    const row = normaliseLogSearch(PUBLIC)?.rows[1];
    expect(row).toMatchObject({
      key: 'entry#1',
      time: new Date(1793000060000).toISOString(),
      message: '{"bucket":"b","status":200}',
    });
  });

  it("keep an entry's whole data as readable key/value pairs", () => {
    const entry = {
      results: [
        {
          data: {
            logContent: {
              subject: 'GET /o/b',
              data: {
                request: { path: '/o/b', headers: ['a', 'b'] },
                status: 200,
                ok: true,
                none: null,
                empty: {},
              },
            },
          },
        },
      ],
    };
    const row = normaliseLogSearch(entry)?.rows[0];
    expect(row?.subject).toBe('GET /o/b');
    expect(row?.data).toEqual([
      ['request.path', '/o/b'],
      ['request.headers.0', 'a'],
      ['request.headers.1', 'b'],
      ['status', '200'],
      ['ok', 'true'],
      ['none', 'null'],
      ['empty', '{}'],
    ]);
    expect(dataPairs('plain text')).toEqual([['—', 'plain text']]);
  });

  it('shorten very long messages', () => {
    const long = { results: [{ data: { logContent: { data: { message: 'x'.repeat(2000) } } } }] };
    expect(normaliseLogSearch(long)?.rows[0]?.message).toHaveLength(500);
  });

  it('take a bare array, and nothing else that is not a search answer', () => {
    expect(normaliseLogSearch([{ id: 'l' }])?.rows).toHaveLength(1);
    expect(normaliseLogSearch({ items: [] })).toEqual({ kind: 'logs', rows: [] });
    for (const answer of [undefined, null, 'html page', 42, {}, { results: 'x' }, { items: { 0: 'a' } }]) {
      expect(normaliseLogSearch(answer)).toBeUndefined();
    }
  });

  it('survive hostile entries: odd values, repeated ids, a count that is not one', () => {
    const hostile = {
      summary: { resultCount: -3 },
      results: [
        null,
        'text',
        { data: { logContent: { id: 'same', time: 12, source: { nested: true }, data: 'plain' } } },
        { data: { logContent: { id: 'same', type: ['x'], subject: 7 }, oracle: 'no' } },
        { data: { datetime: 'soon', logContent: { id: 'same#3' } } },
        { data: { datetime: 1e300, logContent: {} } },
      ],
    };
    const result = normaliseLogSearch(hostile);
    expect(result?.kind).toBe('entries');
    expect(result?.total).toBeUndefined();
    const keys = result?.rows.map((row) => row.key) ?? [];
    expect(new Set(keys).size).toBe(6);
    expect(result?.rows[2]).toMatchObject({
      key: 'same',
      time: undefined,
      source: undefined,
      message: 'plain',
    });
    expect(result?.rows[3]).toMatchObject({ type: undefined, subject: undefined, logId: undefined });
    expect(result?.rows[4]).toMatchObject({ time: 'soon' });
    expect(result?.rows[5]?.time).toBeUndefined();
  });
});
