/**
 * A worker's answer of rows crosses to the page as columns: a search's page of 100 rows is 100
 * objects of eleven properties, and the structured clone writes each property's name again for
 * every row and builds every object again on the far side, property by property. As columns it
 * is eleven arrays and the names once; the page rebuilds the rows, the same keys in the same
 * order, in a plain loop. On a desktop core a page of 100 search rows cloned in 236 µs, as
 * columns in 60: at a phone's 4× about 0.7 ms less a search, between the worker and the page
 * (docs/BENCHMARKS.md).
 *
 * Comlink carries it as a transfer handler (carryRowsAsColumns), registered by both ends: the
 * page's handle on the worker and the worker's entry. Only an answer `{ ok: true, value: { items } }`
 * whose rows are plain objects of one shape (the same keys, in the same order) is packed; any
 * other value crosses as it is. Nothing is lost either way: an undefined property stays one.
 */

/** The handler's name, the same at both ends. */
export const ROWS_WIRE = 'rows';

type Row = Readonly<Record<string, unknown>>;

interface RowsAnswer {
  readonly ok: true;
  readonly value: { readonly items: readonly Row[] } & Readonly<Record<string, unknown>>;
}

/** What crosses: the answer without its rows, and the rows as their keys and a column a key. */
export interface PackedRows {
  readonly answer: { readonly ok: true; readonly value: Readonly<Record<string, unknown>> };
  readonly keys: readonly string[];
  readonly columns: readonly (readonly unknown[])[];
}

/** Fewer rows than this cross as they are: the names written once save nothing. */
const FEWEST_ROWS = 2;

function isPlainObject(value: unknown): value is Row {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The rows' keys when every row is a plain object with these, in this order; else undefined. */
function oneShape(rows: readonly unknown[]): string[] | undefined {
  const first = rows[0];
  if (!isPlainObject(first)) return undefined;
  const keys = Object.keys(first);
  for (let at = 1; at < rows.length; at += 1) {
    const row = rows[at];
    if (!isPlainObject(row)) return undefined;
    const own = Object.keys(row);
    if (own.length !== keys.length) return undefined;
    for (let key = 0; key < keys.length; key += 1) if (own[key] !== keys[key]) return undefined;
  }
  return keys;
}

/** Whether the value is an answer whose rows cross as columns. */
export function isRowsAnswer(value: unknown): value is RowsAnswer {
  if (!isPlainObject(value) || value.ok !== true || !isPlainObject(value.value)) return false;
  const { items } = value.value;
  return Array.isArray(items) && items.length >= FEWEST_ROWS && oneShape(items) !== undefined;
}

/** The answer as it crosses; for an answer isRowsAnswer took, whose rows all have the first one's keys. */
export function packRows(answer: RowsAnswer): PackedRows {
  const { items, ...rest } = answer.value;
  const keys = Object.keys(items[0] ?? {});
  const columns = keys.map((key) => items.map((row) => row[key]));
  return { answer: { ...answer, value: rest }, keys, columns };
}

/**
 * The answer with its rows built again. A column shorter than the first reads as undefined past
 * its end: the worker packed them, so they are of one length.
 */
export function unpackRows(packed: PackedRows): RowsAnswer {
  const { keys, columns } = packed;
  const count = columns[0]?.length ?? 0;
  const items: Record<string, unknown>[] = [];
  for (let at = 0; at < count; at += 1) {
    const row: Record<string, unknown> = {};
    for (let key = 0; key < keys.length; key += 1) row[keys[key] ?? ''] = columns[key]?.[at];
    items.push(row);
  }
  return { ...packed.answer, value: { ...packed.answer.value, items } };
}

/** The shape of comlink's TransferHandler (src/contract imports no library but Dexie). */
interface RowsHandler {
  canHandle(value: unknown): value is RowsAnswer;
  serialize(value: RowsAnswer): [PackedRows, Transferable[]];
  deserialize(value: PackedRows): RowsAnswer;
}

const rowsHandler: RowsHandler = {
  canHandle: isRowsAnswer,
  serialize: (value) => [packRows(value), []],
  deserialize: unpackRows,
};

/** Registers the rows' handler in comlink's `transferHandlers`: both ends of a worker call it. */
export function carryRowsAsColumns(handlers: Map<string, unknown>): void {
  handlers.set(ROWS_WIRE, rowsHandler);
}
