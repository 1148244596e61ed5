/**
 * A tag family's column beside the query columns (fieldColumns.ts): the distinct (namespace,
 * key, value) triples, each row's list of them, and, built when a tag test asks, each triple's
 * rows.
 */
import { someTag, type TagFamily } from '../../../oci/query';
import type { ResourceSummary } from '../../../oci/resource';
import { type CodeArray, appendLists, GrowableCodes, listsFrom } from './growable';
import { outgrown } from './outgrown';

/** One tag as someTag visits it: free-form tags have the namespace ''. */
export type TagTriple = readonly [namespace: string, key: string, value: unknown];

export interface TagColumnParts {
  readonly triples: readonly TagTriple[];
  /** Per row, its first entry in `entries` (rows + 1 offsets). */
  readonly start: Uint32Array;
  /** Triple ids, row after row. */
  readonly entries: CodeArray;
  /** The rows of each triple (TagColumn.rowsByTriple), when saved with them. */
  readonly byTriple?: TripleRows;
}

/** Per triple, its rows: `rows[start[id]]` up to `rows[start[id + 1]]`, ascending. */
export interface TripleRows {
  readonly start: Uint32Array;
  readonly rows: Uint32Array;
}

/** The rows by triple as built, and how many entries and rows they cover. */
interface BuiltRows {
  readonly entries: number;
  readonly rowCount: number;
  readonly rows: TripleRows;
}

/** JSON.stringify as it behaves: undefined (and a function) has no JSON text. */
const jsonOrUndefined: (value: unknown) => string | undefined = JSON.stringify;

/** A key's triples by value: string values as they are, others by their JSON. */
interface ValueIds {
  readonly text: Map<string, number>;
  readonly other: Map<string, number>;
}

export class TagColumn {
  readonly triples: TagTriple[];
  /** Triple ids by namespace, key and value; built at the first row added. */
  private idsMap?: Map<string, Map<string, ValueIds>>;
  /** Per row, its first entry (offsets, at the width the entries' count needs). */
  start: GrowableCodes;
  /** Triple ids, row after row, at the width the triples' count needs. */
  entries: GrowableCodes;
  /** rowsByTriple's answer, and how many entries and rows it covers. */
  private byTriple?: BuiltRows;

  /** Copies the parts' arrays, each at the width it needs. */
  constructor(parts: TagColumnParts) {
    this.triples = [...parts.triples];
    this.start = new GrowableCodes(parts.start);
    this.entries = new GrowableCodes(parts.entries);
    const saved = parts.byTriple;
    if (saved?.start.length === this.triples.length + 1 && saved.rows.length === parts.entries.length)
      this.byTriple = { entries: parts.entries.length, rowCount: parts.start.length - 1, rows: saved };
  }

  /**
   * Per triple, the rows having it (CSR: a triple's rows are `rows[start[id]]` up to
   * `rows[start[id + 1]]`, ascending): a tag test then reads only the rows of the triples it
   * accepts. Built at the first use, O(entries), and kept until an entry or a triple is added
   * (a compaction makes a new column).
   */
  rowsByTriple(): TripleRows {
    const entries = this.entries.view();
    const known = this.byTriple;
    if (known?.entries === entries.length && known.rows.start.length === this.triples.length + 1)
      return known.rows;
    return this.buildRowsByTriple().rows;
  }

  /**
   * Sets `out[row]` to `mark` for every row having a triple whose flag in `accepted` is 1: the
   * rows of those triples as rowsByTriple has them, and the rows added since it was built read
   * one by one, while they are few (a download adds a page at a time; building it again for
   * each page cost a tag query as much as the rest of its answer). Once they are many
   * (`outgrown`), it is built again.
   */
  markRows(accepted: Uint8Array, out: Uint8Array, mark: number): void {
    const entries = this.entries.view();
    const known =
      this.byTriple === undefined || outgrown(entries.length - this.byTriple.entries, entries.length)
        ? this.buildRowsByTriple()
        : this.byTriple;
    const { start, rows } = known.rows;
    const listed = Math.min(accepted.length, start.length - 1);
    for (let id = 0; id < listed; id += 1) {
      if (accepted[id] !== 1) continue;
      const end = start[id + 1] ?? 0;
      for (let at = start[id] ?? 0; at < end; at += 1) out[rows[at] ?? 0] = mark;
    }
    const rowStart = this.start.view();
    for (let row = known.rowCount; row + 1 < rowStart.length; row += 1) {
      const end = rowStart[row + 1] ?? 0;
      for (let at = rowStart[row] ?? 0; at < end; at += 1) {
        if (accepted[entries[at] ?? 0] === 1) {
          out[row] = mark;
          break;
        }
      }
    }
  }

  private buildRowsByTriple(): BuiltRows {
    const entries = this.entries.view();
    const triples = this.triples.length;
    const start = new Uint32Array(triples + 1);
    for (const id of entries) start[id + 1] = (start[id + 1] ?? 0) + 1;
    for (let id = 0; id < triples; id += 1) start[id + 1] = (start[id + 1] ?? 0) + (start[id] ?? 0);
    const cursor = start.slice(0, triples);
    const rows = new Uint32Array(entries.length);
    const rowStart = this.start.view();
    for (let row = 0; row + 1 < rowStart.length; row += 1) {
      const end = rowStart[row + 1] ?? 0;
      for (let at = rowStart[row] ?? 0; at < end; at += 1) {
        const id = entries[at] ?? 0;
        const slot = cursor[id] ?? 0;
        rows[slot] = row;
        cursor[id] = slot + 1;
      }
    }
    this.byTriple = { entries: entries.length, rowCount: rowStart.length - 1, rows: { start, rows } };
    return this.byTriple;
  }

  add(resource: ResourceSummary, family: TagFamily): void {
    someTag(resource, family, (namespace, key, value) => {
      this.entries.push(this.idOf(namespace, key, value));
      return false;
    });
    this.start.push(this.entries.length);
  }

  /** The triple's id, created when new. */
  private idOf(namespace: string, key: string, value: unknown): number {
    if (this.idsMap === undefined) {
      this.idsMap = new Map();
      this.triples.forEach(([savedNamespace, savedKey, savedValue], id) => {
        const saved = this.idsOf(savedNamespace, savedKey, savedValue);
        saved.map.set(saved.lookup, id);
      });
    }
    const { map, lookup } = this.idsOf(namespace, key, value);
    let id = map.get(lookup);
    if (id === undefined) {
      id = this.triples.length;
      this.triples.push([namespace, key, value]);
      map.set(lookup, id);
    }
    return id;
  }

  private idsOf(
    namespace: string,
    key: string,
    value: unknown,
  ): { map: Map<string, number>; lookup: string } {
    const ids = this.idsMap ?? new Map<string, Map<string, ValueIds>>();
    this.idsMap = ids;
    let byKey = ids.get(namespace);
    if (byKey === undefined) {
      byKey = new Map();
      ids.set(namespace, byKey);
    }
    let byValue = byKey.get(key);
    if (byValue === undefined) {
      byValue = { text: new Map(), other: new Map() };
      byKey.set(key, byValue);
    }
    if (typeof value === 'string') return { map: byValue.text, lookup: value };
    return { map: byValue.other, lookup: jsonOrUndefined(value) ?? '' };
  }

  compact(live: readonly number[]): TagColumnParts {
    const start = new Uint32Array(live.length + 1);
    let total = 0;
    live.forEach((row, at) => {
      total += this.start.at(row + 1) - this.start.at(row);
      start[at + 1] = total;
    });
    const entries = new Uint32Array(total);
    live.forEach((row, at) => {
      const from = this.start.at(row);
      entries.set(this.entries.view().subarray(from, this.start.at(row + 1)), start[at]);
    });
    return { triples: this.triples, start, entries };
  }

  /** Its rows from `row` on (offsets from 0) and its triples from `triple` on: a saved tail. */
  since(row: number, triple: number): TagColumnParts {
    return { triples: this.triples.slice(triple), ...listsFrom(this.start, this.entries, row) };
  }

  /** Appends the rows and triples `since` answered. */
  append(parts: TagColumnParts): void {
    this.triples.push(...parts.triples);
    // Built again at the next row added, with the new triples.
    this.idsMap = undefined;
    appendLists(this.start, this.entries, parts);
  }

  /** Room for `rows` more rows' offsets, exactly (their entries are not known before they come). */
  makeRoom(rows: number): void {
    this.start.makeRoom(rows);
  }

  /** Gives back the room past the last row. */
  trim(): void {
    this.start.trim();
    this.entries.trim();
  }

  /** The column as it is; `withRows`: with its rows by triple, built now if out of date. */
  parts(withRows = false): TagColumnParts {
    const parts = { triples: this.triples, start: this.start.copy(), entries: this.entries.copy() };
    return withRows ? { ...parts, byTriple: this.rowsByTriple() } : parts;
  }
}

export const EMPTY_TAGS: TagColumnParts = {
  triples: [],
  start: new Uint32Array(1),
  entries: new Uint32Array(0),
};
