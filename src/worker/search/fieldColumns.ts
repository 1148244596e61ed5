/**
 * What the query language reads of each indexed resource, kept as columns beside the text
 * index's documents (same row numbers): per field a dictionary of its distinct values and a
 * Uint32Array of codes (code 0: the field is missing), the creation instants per distinct
 * timeCreated, and per tag family the distinct (namespace, key, value) triples with each row's
 * list of them. A structured query tests a dictionary's few values once and then compares
 * integers per row (src/worker/search/columnQuery.ts); it never reads a record.
 */
import { parseInstant, someTag, type SummaryField, type TagFamily } from '../../oci/query';
import type { ResourceSummary } from '../../oci/resource';
import { extendRanks, textOrderOf } from './extendRanks';
import { GrowableFloat64, GrowableUint32 } from './growable';
import type { SortPermutation } from './sortPermutation';
import { ValueDictionary, type JoinedValues } from './valueDictionary';

export type { JoinedValues } from './valueDictionary';

/** The summary fields kept as dictionary columns (identifier is the documents' own column). */
export const COLUMN_FIELDS = [
  'resourceType',
  'lifecycleState',
  'compartmentId',
  'availabilityDomain',
  'displayName',
  'timeCreated',
] as const satisfies readonly SummaryField[];

export type ColumnField = (typeof COLUMN_FIELDS)[number];

export const TAG_FAMILIES = [
  'freeformTags',
  'definedTags',
  'systemTags',
] as const satisfies readonly TagFamily[];

/** One tag as someTag visits it: free-form tags have the namespace ''. */
export type TagTriple = readonly [namespace: string, key: string, value: unknown];

/** The columns in plain arrays: what is saved, and what a restored index starts from. */
export interface FieldColumnParts {
  /** Per field, its distinct values after code 0 (which stands for a missing value). */
  readonly values: Readonly<Record<ColumnField, readonly string[]>>;
  readonly codes: Readonly<Record<ColumnField, Uint32Array>>;
  /** Per timeCreated code, its instant (NaN when missing or not a date). */
  readonly instants: Float64Array;
  readonly tags: Readonly<Record<TagFamily, TagColumnParts>>;
  /** Ranks computed when saved, for the dictionaries as saved. */
  readonly ranks?: Readonly<Partial<Record<ColumnField, Ranks>>>;
  /** The lower-cased values joined (what `=~` searches), when saved, for the dictionaries as saved. */
  readonly joined?: Readonly<Partial<Record<ColumnField, JoinedValues>>>;
}

/** The fields whose joined values are saved: names, the one large dictionary `=~` is asked of. */
export const JOINED_FIELDS = ['displayName'] as const satisfies readonly ColumnField[];

/**
 * A sort field's distinct values ranked (columnQuery's rowOrder): per code its class (0 number
 * or date, 1 text, 2 missing, as sortOrder ranks them) and its place within the class (the
 * number itself, or the text's position in the order).
 */
export interface Ranks {
  readonly classes: Uint8Array;
  readonly places: Float64Array;
}

/** The fields whose ranks are saved (timeCreated's come from its instants at once). */
export const RANKED_FIELDS = COLUMN_FIELDS.filter((field) => field !== 'timeCreated');

export interface TagColumnParts {
  readonly triples: readonly TagTriple[];
  /** Per row, its first entry in `entries` (rows + 1 offsets). */
  readonly start: Uint32Array;
  /** Triple ids, row after row. */
  readonly entries: Uint32Array;
  /** The rows of each triple (TagColumn.rowsByTriple), when saved with them. */
  readonly byTriple?: TripleRows;
}

/** Per triple, its rows: `rows[start[id]]` up to `rows[start[id + 1]]`, ascending. */
export interface TripleRows {
  readonly start: Uint32Array;
  readonly rows: Uint32Array;
}

/** A key's triples by value: string values as they are, others by their JSON. */
interface ValueIds {
  readonly text: Map<string, number>;
  readonly other: Map<string, number>;
}

class TagColumn {
  readonly triples: TagTriple[];
  /** Triple ids by namespace, key and value; built at the first row added. */
  private idsMap?: Map<string, Map<string, ValueIds>>;
  start: GrowableUint32;
  entries: GrowableUint32;
  /** rowsByTriple's answer, and how many entries it covers. */
  private byTriple?: { readonly entries: number; readonly start: Uint32Array; readonly rows: Uint32Array };

  /** Adopts the parts' arrays (a Growable copies before it writes past them). */
  constructor(parts: TagColumnParts) {
    this.triples = [...parts.triples];
    this.start = new GrowableUint32(parts.start);
    this.entries = new GrowableUint32(parts.entries);
    const saved = parts.byTriple;
    if (saved?.start.length === this.triples.length + 1 && saved.rows.length === parts.entries.length)
      this.byTriple = { entries: parts.entries.length, ...saved };
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
    if (known?.entries === entries.length && known.start.length === this.triples.length + 1) return known;
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
    this.byTriple = { entries: entries.length, start, rows };
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
    const from = this.start.at(row);
    return {
      triples: this.triples.slice(triple),
      start: this.start
        .view()
        .subarray(row)
        .map((at) => at - from),
      entries: this.entries.view().slice(from),
    };
  }

  /** Appends the rows and triples `since` answered. */
  append(parts: TagColumnParts): void {
    this.triples.push(...parts.triples);
    // Built again at the next row added, with the new triples.
    this.idsMap = undefined;
    const offset = this.entries.length;
    this.entries.pushAll(parts.entries);
    this.start.pushAll(parts.start.subarray(1), offset);
  }

  /** The column as it is; `withRows`: with its rows by triple, built now if out of date. */
  parts(withRows = false): TagColumnParts {
    const parts = { triples: this.triples, start: this.start.view(), entries: this.entries.view() };
    return withRows ? { ...parts, byTriple: this.rowsByTriple() } : parts;
  }
}

const EMPTY_TAGS: TagColumnParts = { triples: [], start: new Uint32Array(1), entries: new Uint32Array(0) };

export const EMPTY_FIELD_COLUMNS: FieldColumnParts = {
  values: {
    resourceType: [],
    lifecycleState: [],
    compartmentId: [],
    availabilityDomain: [],
    displayName: [],
    timeCreated: [],
  },
  codes: {
    resourceType: new Uint32Array(0),
    lifecycleState: new Uint32Array(0),
    compartmentId: new Uint32Array(0),
    availabilityDomain: new Uint32Array(0),
    displayName: new Uint32Array(0),
    timeCreated: new Uint32Array(0),
  },
  instants: new Float64Array(1).fill(Number.NaN),
  tags: { freeformTags: EMPTY_TAGS, definedTags: EMPTY_TAGS, systemTags: EMPTY_TAGS },
};

function mapFields<T>(make: (field: ColumnField) => T): Record<ColumnField, T> {
  return Object.fromEntries(COLUMN_FIELDS.map((field) => [field, make(field)])) as Record<ColumnField, T>;
}

/** JSON.stringify as it behaves: undefined (and a function) has no JSON text. */
const jsonOrUndefined: (value: unknown) => string | undefined = JSON.stringify;

function mapFamilies<T>(make: (family: TagFamily) => T): Record<TagFamily, T> {
  return Object.fromEntries(TAG_FAMILIES.map((family) => [family, make(family)])) as Record<TagFamily, T>;
}

/** How far the columns reach: what a saved tail starts from. */
export interface FieldExtent {
  readonly rows: number;
  /** Per field, its dictionary's size (code 0 included). */
  readonly values: Readonly<Record<ColumnField, number>>;
  readonly instants: number;
  readonly triples: Readonly<Record<TagFamily, number>>;
}

export class FieldColumns {
  dictionaries: Readonly<Record<ColumnField, ValueDictionary>>;
  codes!: Record<ColumnField, GrowableUint32>;
  /** Per timeCreated code. */
  instants: GrowableFloat64;
  tags!: Record<TagFamily, TagColumn>;
  /**
   * Sort ranks by field, for the dictionary's first values (as many as the ranks have codes),
   * with the text values in their order once an extension has needed it.
   */
  private readonly ranks = new Map<ColumnField, { ranks: Ranks; textOrder?: Uint32Array }>();
  /**
   * Presorted rows by sort field (sortPermutation.ts), each valid while the rows and the field's
   * dictionary are as they were when it was built.
   */
  private readonly permutations = new Map<ColumnField, SortPermutation>();

  constructor(parts: FieldColumnParts = EMPTY_FIELD_COLUMNS) {
    this.dictionaries = mapFields((field) => new ValueDictionary(parts.values[field], parts.joined?.[field]));
    this.instants = new GrowableFloat64(parts.instants);
    for (const [field, ranks] of Object.entries(parts.ranks ?? {}) as [ColumnField, Ranks][]) {
      if (ranks.classes.length === this.dictionaries[field].size) this.ranks.set(field, { ranks });
    }
    this.adopt(parts);
  }

  /**
   * The field's ranks: computed by `rank` the first time, extended to the values added since
   * (extendRanks) when the dictionary has grown.
   */
  ranked(field: ColumnField, rank: () => Ranks): Ranks {
    const known = this.ranks.get(field);
    const { values } = this.dictionaries[field];
    if (known !== undefined && known.ranks.classes.length === values.length) return known.ranks;
    if (known === undefined || known.ranks.classes.length > values.length) {
      const ranks = rank();
      this.ranks.set(field, { ranks });
      return ranks;
    }
    const extended = extendRanks(
      field,
      { ranks: known.ranks, textOrder: known.textOrder ?? textOrderOf(known.ranks) },
      values,
      this.instants.view(),
    );
    this.ranks.set(field, extended);
    return extended.ranks;
  }

  /**
   * The field's presorted rows while current (the rows and the field's dictionary as when
   * built); otherwise, with `when` 'build', one built now by `build` and kept, else undefined.
   * The one place a permutation is kept and invalidated (adding a row, renumbering the rows or
   * growing the dictionary leaves it out of date until it is built again).
   */
  permutation(
    field: ColumnField,
    when: 'current' | 'build',
    build: () => SortPermutation,
  ): SortPermutation | undefined {
    const known = this.permutations.get(field);
    if (
      known !== undefined &&
      known.rows.length === this.codes[field].length &&
      known.values === this.dictionaries[field].size
    )
      return known;
    if (when === 'current') return undefined;
    const built = build();
    this.permutations.set(field, built);
    return built;
  }

  /** Appends a row. */
  add(resource: ResourceSummary): void {
    for (const field of COLUMN_FIELDS) {
      const dictionary = this.dictionaries[field];
      const before = dictionary.size;
      const code = dictionary.code(resource[field]);
      this.codes[field].push(code);
      if (field === 'timeCreated' && code === before)
        this.instants.push(parseInstant(resource[field] ?? '') ?? Number.NaN);
    }
    for (const family of TAG_FAMILIES) this.tags[family].add(resource, family);
  }

  extent(): FieldExtent {
    return {
      rows: this.codes.resourceType.length,
      values: mapFields((field) => this.dictionaries[field].size),
      instants: this.instants.length,
      triples: mapFamilies((family) => this.tags[family].triples.length),
    };
  }

  /** The rows and the values added since `from`: a saved tail's columns. */
  since(from: FieldExtent): FieldColumnParts {
    return {
      values: mapFields((field) => this.dictionaries[field].values.slice(from.values[field]) as string[]),
      codes: mapFields((field) => this.codes[field].view().slice(from.rows)),
      instants: this.instants.view().slice(from.instants),
      tags: mapFamilies((family) => this.tags[family].since(from.rows, from.triples[family])),
    };
  }

  /** Appends the rows and values `since` answered. */
  append(parts: FieldColumnParts): void {
    for (const field of COLUMN_FIELDS) {
      this.dictionaries[field].append(parts.values[field]);
      this.codes[field].pushAll(parts.codes[field]);
    }
    this.instants.pushAll(parts.instants);
    for (const family of TAG_FAMILIES) this.tags[family].append(parts.tags[family]);
  }

  /**
   * Keeps the rows listed, renumbered in that order, and of each dictionary the values they use,
   * each once (a removed resource's name, or a value appended twice, goes).
   */
  compact(live: readonly number[]): FieldColumnParts {
    const oldInstants = this.instants.view();
    const instants: number[] = [Number.NaN];
    const keepInstant = (code: number): void => {
      instants.push(oldInstants[code] ?? Number.NaN);
    };
    const compacted = mapFields((field) =>
      this.dictionaries[field].compacted(
        (row) => this.codes[field].at(row),
        live,
        field === 'timeCreated' ? keepInstant : undefined,
      ),
    );
    const parts: FieldColumnParts = {
      values: mapFields((field) => compacted[field].values),
      codes: mapFields((field) => compacted[field].codes),
      instants: Float64Array.from(instants),
      tags: mapFamilies((family) => this.tags[family].compact(live)),
    };
    this.dictionaries = mapFields((field) => compacted[field].dictionary);
    this.instants = new GrowableFloat64(parts.instants);
    // Ranked for the dictionaries as they were.
    this.ranks.clear();
    this.adopt(parts);
    return parts;
  }

  /**
   * The columns as they are, with the ranks known for the dictionaries as they are. `withCaches`
   * (a save): with the joined values of JOINED_FIELDS and every tag's rows too, built now if out
   * of date, so a restored index answers `=~` and tag tests without building them first.
   */
  parts(withCaches = false): FieldColumnParts {
    const ranks: Partial<Record<ColumnField, Ranks>> = {};
    for (const [field, known] of this.ranks) {
      if (known.ranks.classes.length === this.dictionaries[field].size) ranks[field] = known.ranks;
    }
    const joined: Partial<Record<ColumnField, JoinedValues>> = {};
    if (withCaches) {
      for (const field of JOINED_FIELDS) {
        const value = this.dictionaries[field].joinedLower();
        if (value !== undefined) joined[field] = value;
      }
    }
    return {
      values: mapFields((field) => this.dictionaries[field].saved()),
      codes: mapFields((field) => this.codes[field].view()),
      instants: this.instants.view(),
      tags: mapFamilies((family) => this.tags[family].parts(withCaches)),
      ranks,
      joined,
    };
  }

  private adopt(parts: FieldColumnParts): void {
    // Rows renumbered: every permutation is out of date.
    this.permutations.clear();
    this.codes = mapFields((field) => new GrowableUint32(parts.codes[field]));
    this.tags = mapFamilies((family) => new TagColumn(parts.tags[family]));
  }
}
