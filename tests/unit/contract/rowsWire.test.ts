import { afterEach, describe, expect, it } from 'vitest';
import { expose, transferHandlers, wrap, type Remote } from 'comlink';
import {
  carryRowsAsColumns,
  isRowsAnswer,
  packRows,
  ROWS_WIRE,
  unpackRows,
  type PackedRows,
} from '../../../src/contract/rowsWire';

/** A page of search rows as the worker answers it: some properties undefined, as toSearchRow leaves them. */
function searchAnswer(count: number) {
  const items = Array.from({ length: count }, (_, at) => ({
    identifier: `ocid1.instance.oc1.phx.${String(at)}`,
    resourceType: 'Instance',
    displayName: `web-${String(at)}`,
    altName: undefined,
    lifecycleState: at % 2 === 0 ? 'RUNNING' : 'STOPPED',
    compartmentId: 'ocid1.compartment.oc1..prod',
    timeCreated: '2026-10-01T12:00:00.000Z',
    region: 'us-phoenix-1',
    link: at === 1 ? null : `https://cloud.oracle.com/compute/instances/${String(at)}`,
    fetchedAt: 1_700_000_000_000 + at,
    enrichedAt: undefined,
  }));
  return {
    ok: true as const,
    value: {
      mode: 'text' as const,
      items,
      total: 41_234,
      tookMs: 3.5,
      facets: { types: [{ value: 'instance', count: 41_234 }], states: [] },
    },
  };
}

interface Answers {
  answer(value: unknown): unknown;
}

const ports: MessagePort[] = [];

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** The worker's end exposed on one port of a channel, the page's wrapped on the other; and what the page's port received. */
function channel(): { remote: Remote<Answers>; received: unknown[] } {
  carryRowsAsColumns(transferHandlers);
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose({ answer: (value: unknown) => value } satisfies Answers, port1);
  const received: unknown[] = [];
  port2.addEventListener('message', (event) => {
    received.push(event.data);
  });
  return { remote: wrap<Answers>(port2), received };
}

describe('rowsWire', () => {
  it('carries a search answer through comlink as columns, and the page gets the same rows', async () => {
    const { remote, received } = channel();
    const sent = searchAnswer(100);
    const got = (await remote.answer(sent)) as ReturnType<typeof searchAnswer>;
    expect(got).toStrictEqual(sent);
    // The same keys in the same order, the undefined ones included.
    expect(Object.keys(got.value.items[7] ?? {})).toEqual(Object.keys(sent.value.items[7] ?? {}));
    expect('altName' in (got.value.items[0] ?? {})).toBe(true);
    // On the wire: the names once and a column a key, no row objects.
    const wire = received.at(-1) as { type: string; name: string; value: PackedRows };
    expect(wire).toMatchObject({ type: 'HANDLER', name: ROWS_WIRE });
    expect(wire.value.keys).toHaveLength(11);
    expect(wire.value.columns.map((column) => column.length)).toEqual(Array(11).fill(100));
    expect(wire.value.answer.value).not.toHaveProperty('items');
  });

  it('sends anything else as it is: rows of two shapes, a failure, too few rows', async () => {
    const { remote, received } = channel();
    const mixed = searchAnswer(3);
    const items = [...mixed.value.items, { identifier: 'ocid1.x', region: 'us-phoenix-1' }];
    const values = [
      { ...mixed, value: { ...mixed.value, items } },
      { ok: false, failure: { kind: 'network' } },
      searchAnswer(1),
      { ok: true, value: { items: [new Date(0), new Date(1)] } },
      [searchAnswer(4).value.items],
    ];
    for (const value of values) {
      expect(await remote.answer(value)).toStrictEqual(value);
      expect(received.at(-1)).toMatchObject({ type: 'RAW' });
    }
  });

  it('packs only plain rows of one shape, keys in one order', () => {
    const answer = searchAnswer(2);
    const [first, second] = answer.value.items;
    expect(isRowsAnswer(answer)).toBe(true);
    const reordered = {
      ...answer,
      value: { ...answer.value, items: [first, { ...second, identifier: 'x' }] },
    };
    expect(isRowsAnswer(reordered)).toBe(true);
    const { identifier, ...rest } = second ?? {};
    const moved = { ...answer, value: { ...answer.value, items: [first, { ...rest, identifier }] } };
    expect(isRowsAnswer(moved)).toBe(false);
    expect(isRowsAnswer({ ...answer, ok: 'yes' })).toBe(false);
    expect(isRowsAnswer(null)).toBe(false);
  });

  it('reads a broken pack without throwing, the rest of the answer kept', () => {
    const packed = packRows(searchAnswer(5));
    expect(unpackRows(packed)).toStrictEqual(searchAnswer(5));
    const broken = [
      { ...packed, columns: 'x' },
      { ...packed, keys: 3 },
      { ...packed, columns: [] },
    ] as unknown as PackedRows[];
    for (const pack of broken) {
      const { value } = unpackRows(pack);
      expect(Array.isArray(value.items)).toBe(true);
      expect(value.total).toBe(41_234);
    }
  });
});
