/**
 * What a result row shows beyond the query columns, kept as columns too, so a search answers
 * its rows from memory and never reads IndexedDB: the details link, the alternative name from
 * enrichment, and when the row was fetched and enriched. Each is a dictionary column (code 0:
 * missing). A link is kept as its template, the resource's own identifier replaced by a NUL
 * (links encode every value, so none holds one), which rows of one type and parent share.
 */
import { alternativeName } from '../../../oci/resource-types';
import type { Enrichment } from '../../../oci/resource';
import { type CodeArray, GrowableCodes } from './growable';
import { ValueDictionary } from './valueDictionary';

export const SHOWN_FIELDS = ['link', 'altName', 'fetchedAt', 'enrichedAt'] as const;

export type ShownField = (typeof SHOWN_FIELDS)[number];

/** What the shown columns read of a resource; a bare summary shows no link. */
export interface ShownSource {
  readonly identifier: string;
  readonly link?: string | null;
  readonly enrichment?: Enrichment;
  readonly fetchedAt?: number;
  readonly enrichedAt?: number;
}

/** A row's shown values as they were added. */
export interface ShownValues {
  readonly link: string | null;
  readonly altName: string | undefined;
  readonly fetchedAt: number;
  readonly enrichedAt: number | undefined;
}

export interface ShownColumnParts {
  /** Per field, its distinct values after code 0 (missing). */
  readonly values: Readonly<Record<ShownField, readonly string[]>>;
  readonly codes: Readonly<Record<ShownField, CodeArray>>;
}

const HOLE = '\u0000';

function mapShown<T>(make: (field: ShownField) => T): Record<ShownField, T> {
  return Object.fromEntries(SHOWN_FIELDS.map((field) => [field, make(field)])) as Record<ShownField, T>;
}

export const EMPTY_SHOWN_COLUMNS: ShownColumnParts = {
  values: mapShown(() => []),
  codes: mapShown(() => new Uint32Array(0)),
};

/** The values a resource stores in each column (text: the dictionaries hold strings). */
function shownTexts(resource: ShownSource): Record<ShownField, string | undefined> {
  const { link, identifier } = resource;
  const hole = encodeURIComponent(identifier);
  return {
    link:
      link === null || link === undefined
        ? undefined
        : hole === '' || link.includes(HOLE)
          ? link
          : link.split(hole).join(HOLE),
    altName: alternativeName(resource),
    fetchedAt: resource.fetchedAt === undefined ? undefined : String(resource.fetchedAt),
    enrichedAt: resource.enrichedAt === undefined ? undefined : String(resource.enrichedAt),
  };
}

export class ShownColumns {
  private dictionaries: Readonly<Record<ShownField, ValueDictionary>>;
  private codes!: Record<ShownField, GrowableCodes>;

  constructor(parts: ShownColumnParts = EMPTY_SHOWN_COLUMNS) {
    this.dictionaries = mapShown((field) => new ValueDictionary(parts.values[field]));
    this.adopt(parts);
  }

  /** Appends a row. */
  add(resource: ShownSource): void {
    const texts = shownTexts(resource);
    for (const field of SHOWN_FIELDS) this.codes[field].push(this.dictionaries[field].code(texts[field]));
  }

  /** Replaces a row's values (an enrichment changed its link, name and time). */
  set(row: number, resource: ShownSource): void {
    const texts = shownTexts(resource);
    for (const field of SHOWN_FIELDS) this.codes[field].set(row, this.dictionaries[field].code(texts[field]));
  }

  /** The row's values; `identifier` fills its link's template. */
  row(row: number, identifier: string): ShownValues {
    const { dictionaries, codes } = this;
    const template = dictionaries.link.value(codes.link.at(row));
    const fetchedAt = dictionaries.fetchedAt.value(codes.fetchedAt.at(row));
    const enrichedAt = dictionaries.enrichedAt.value(codes.enrichedAt.at(row));
    return {
      link:
        template === undefined
          ? null
          : template.includes(HOLE)
            ? template.split(HOLE).join(encodeURIComponent(identifier))
            : template,
      altName: dictionaries.altName.value(codes.altName.at(row)),
      fetchedAt: fetchedAt === undefined ? 0 : Number(fetchedAt),
      enrichedAt: enrichedAt === undefined ? undefined : Number(enrichedAt),
    };
  }

  /**
   * Keeps the rows listed, renumbered in that order, and only the values they use (an
   * enrichment's time or a link replaced would otherwise stay in the dictionaries for good).
   */
  compact(live: readonly number[]): ShownColumnParts {
    const compacted = mapShown((field) =>
      this.dictionaries[field].compacted((row) => this.codes[field].at(row), live),
    );
    const parts: ShownColumnParts = {
      values: mapShown((field) => compacted[field].values),
      codes: mapShown((field) => compacted[field].codes),
    };
    this.dictionaries = mapShown((field) => compacted[field].dictionary);
    this.adopt(parts);
    return parts;
  }

  /** Per field, its dictionary's size (code 0 included): what a saved tail starts from. */
  extent(): Record<ShownField, number> {
    return mapShown((field) => this.dictionaries[field].size);
  }

  /** The rows from `row` on and the values added since `values`: a saved tail's columns. */
  since(row: number, values: Readonly<Record<ShownField, number>>): ShownColumnParts {
    return {
      values: mapShown((field) => this.dictionaries[field].since(values[field])),
      codes: mapShown((field) => this.codes[field].copy(row)),
    };
  }

  /** Appends the rows and values `since` answered. */
  append(parts: ShownColumnParts): void {
    for (const field of SHOWN_FIELDS) {
      this.dictionaries[field].append(parts.values[field]);
      this.codes[field].pushAll(parts.codes[field]);
    }
  }

  /** The row's codes, field after field (SHOWN_FIELDS). */
  codesOf(row: number): number[] {
    return SHOWN_FIELDS.map((field) => this.codes[field].at(row));
  }

  /** Sets the row's codes, field after field, as codesOf answered them. */
  setCodes(row: number, codes: ArrayLike<number>): void {
    SHOWN_FIELDS.forEach((field, at) => {
      this.codes[field].set(row, codes[at] ?? 0);
    });
  }

  /** Room for `rows` more rows in each field's codes, exactly. */
  makeRoom(rows: number): void {
    for (const field of SHOWN_FIELDS) this.codes[field].makeRoom(rows);
  }

  /** Gives back every column's room past its last row. */
  trim(): void {
    for (const field of SHOWN_FIELDS) this.codes[field].trim();
  }

  parts(): ShownColumnParts {
    return {
      values: mapShown((field) => this.dictionaries[field].saved()),
      codes: mapShown((field) => this.codes[field].copy()),
    };
  }

  private adopt(parts: ShownColumnParts): void {
    this.codes = mapShown((field) => new GrowableCodes(parts.codes[field]));
  }
}
