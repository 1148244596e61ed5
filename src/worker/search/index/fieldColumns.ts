/**
 * What the query language reads of each indexed resource, kept as columns beside the text
 * index's documents (same row numbers): per field a dictionary of its distinct values and a
 * Uint32Array of codes (code 0: the field is missing; valueDictionary.ts), the creation instants
 * per distinct timeCreated, and per tag family the distinct (namespace, key, value) triples with
 * each row's list of them (tagColumn.ts). A structured query tests a dictionary's few values once and then compares
 * integers per row (src/worker/search/query/columnQuery.ts); it never reads a record.
 */
import { parseInstant, type SummaryField, type TagFamily } from '../../../oci/query';
import type { ResourceSummary } from '../../../oci/resource';
import { extendRanks, textOrderOf } from './extendRanks';
import { type CodeArray, GrowableCodes, GrowableFloat64 } from './growable';
import type { SortPermutation } from './sortPermutation';
import { EMPTY_TAGS, TagColumn, type TagColumnParts } from './tagColumn';
import type { TimeTexts } from './instantTexts';
import { ValueDictionary, type JoinedValues } from './valueDictionary';

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

/** The columns in plain arrays: what is saved, and what a restored index starts from. */
export interface FieldColumnParts {
  /** Per field, its distinct values after code 0 (which stands for a missing value). */
  readonly values: Readonly<Record<ColumnField, readonly string[]>>;
  readonly codes: Readonly<Record<ColumnField, CodeArray>>;
  /** Per timeCreated code, its instant (NaN when missing or not a date). */
  readonly instants: Float64Array;
  /** A whole save's creation times, made from the instants (`values.timeCreated` then empty). */
  readonly timeTexts?: TimeTexts;
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

/**
 * Whether the ranks are timeCreated's made of its instants (every value a date: the places are
 * the instants themselves, the missing value's NaN, where a ranking leaves 0).
 */
export function ofInstants(ranks: Ranks): boolean {
  return Number.isNaN(ranks.places[0] ?? 0);
}

/** The fields whose ranks are saved (timeCreated's come from its instants at once). */
export const RANKED_FIELDS = COLUMN_FIELDS.filter((field) => field !== 'timeCreated');

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
  codes!: Record<ColumnField, GrowableCodes>;
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
    this.dictionaries = mapFields((field) =>
      field === 'timeCreated' && parts.timeTexts !== undefined
        ? ValueDictionary.fromInstants(parts.timeTexts, (code) => this.instants.at(code))
        : new ValueDictionary(parts.values[field], parts.joined?.[field]),
    );
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
    const dictionary = this.dictionaries[field];
    if (known !== undefined && known.ranks.classes.length === dictionary.size) return known.ranks;
    // timeCreated's ranks made of its instants are made again, as cheaply, still sharing them.
    const remade = field === 'timeCreated' && known !== undefined && ofInstants(known.ranks);
    if (known === undefined || known.ranks.classes.length > dictionary.size || remade) {
      const ranks = rank();
      this.ranks.set(field, { ranks });
      return ranks;
    }
    const extended = extendRanks(
      field,
      { ranks: known.ranks, textOrder: known.textOrder ?? textOrderOf(known.ranks) },
      dictionary,
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

  /** Room for `rows` more rows in each field's codes and each tag column's offsets, exactly. */
  makeRoom(rows: number): void {
    for (const field of COLUMN_FIELDS) this.codes[field].makeRoom(rows);
    for (const family of TAG_FAMILIES) this.tags[family].makeRoom(rows);
  }

  /** Gives back every column's room past its last row. */
  trim(): void {
    for (const field of COLUMN_FIELDS) this.codes[field].trim();
    this.instants.trim();
    for (const family of TAG_FAMILIES) this.tags[family].trim();
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
      values: mapFields((field) => this.dictionaries[field].since(from.values[field])),
      codes: mapFields((field) => this.codes[field].copy(from.rows)),
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
      codes: mapFields((field) => this.codes[field].copy()),
      instants: this.instants.view(),
      tags: mapFamilies((family) => this.tags[family].parts(withCaches)),
      ranks,
      joined,
    };
  }

  private adopt(parts: FieldColumnParts): void {
    // Rows renumbered: every permutation is out of date.
    this.permutations.clear();
    this.codes = mapFields((field) => new GrowableCodes(parts.codes[field]));
    this.tags = mapFamilies((family) => new TagColumn(parts.tags[family]));
  }
}
