/**
 * The text index's documents, as columns: identifier, normalized display name, interned type /
 * state / region / compartment codes (each at the width its codes need: growable.ts), the
 * creation time free text ranks by (creationTimes.ts), and for the documents added since the
 * last compaction or load (from `fwdFrom` on) the forward list of their token ids (`fwdStart`/`fwd`):
 * the documents before have their tokens in the flat postings only, which a compaction renumbers
 * (at 250,000 resources a forward list of every document took 20 MB, as much as the postings).
 * Ids are dense and only grow; a removed document is marked dead (type code DEAD) until
 * `compact()` renumbers the live ones in order and rebuilds the postings.
 * The query language's columns (FieldColumns) and what a result row shows besides
 * (ShownColumns) share the row numbers.
 */
import type { ResourceSummary } from '../../../oci/resource';
import { FieldColumns, type FieldExtent } from './fieldColumns';
import { appendLists, GrowableCodes, GrowableUint32, listsFrom, NO_CODE } from './growable';
import { CreationTimes } from './creationTimes';
import type { PostingStore } from './postingStore';
import { NameSketch } from './nameSketch';
import { groupByType, type TypeGroups } from './typeGroups';
import { IdentifierColumn } from './identifierColumn';
import { internedCode } from './valueDictionary';
import type { CompactedIndex } from '../saved/usedTokens';
import {
  SHOWN_FIELDS,
  ShownColumns,
  type ShownField,
  type ShownSource,
  type ShownValues,
} from './shownColumns';

/** A removed document's type code (read as `typeCodes.none` in the column's view). */
export const DEAD = NO_CODE;

/** The interned columns of one document. */
export interface DocumentFields {
  readonly identifier: string;
  readonly name: string;
  readonly time: number;
  readonly typeKey: string;
  readonly state: string;
  readonly region: string;
  readonly compartmentId: string;
}

/** How far the documents and their dictionaries reach: what a saved tail starts from. */
export interface DocumentExtent {
  readonly docs: number;
  readonly codes: number;
  readonly fields: FieldExtent;
  readonly shown: Readonly<Record<ShownField, number>>;
}

/** The documents a saved tail adds, as CompactedIndex holds them (offsets from 0, new values only). */
export type DocumentRows = Omit<CompactedIndex, 'postStart' | 'postings'>;

/** The rows of older documents whose shown values a tail replaces: per row its codes (SHOWN_FIELDS). */
export interface ShownChanges {
  readonly rows: Uint32Array;
  readonly codes: Uint32Array;
}

export class DocumentTable {
  ids!: IdentifierColumn;
  names!: string[];
  /** Each document's creation time as free text ranks it (creationTimes.ts). */
  private readonly times = new CreationTimes(() => this.fields);
  /** The rows by type (typeGroups), with the number of documents and compactions they were made at. */
  private groups?: TypeGroups & { readonly docs: number; readonly compactions: number };
  typeCodes!: GrowableCodes;
  stateCodes!: GrowableCodes;
  regionCodes!: GrowableCodes;
  compartmentCodes!: GrowableCodes;
  /** The first document with a forward list: those before it have their tokens in the flat postings only. */
  fwdFrom = 0;
  /** Per document from `fwdFrom` on, where its tokens start in `fwd` (one more than those documents). */
  fwdStart!: GrowableUint32;
  fwd!: GrowableUint32;
  /** What structured queries read, row for row with the documents. */
  fields!: FieldColumns;
  /** What result rows show beyond the query columns, row for row with the documents. */
  shown!: ShownColumns;
  /** Interned values of the four code columns. */
  readonly codes: string[];
  private readonly codeOf: Map<string, number>;
  dead = 0;
  /** Compactions so far: each renumbers the rows, which a saved tail cannot follow. */
  compactions = 0;
  /** Since the last save (markSaved): the documents removed, and those whose shown values changed. */
  private removedSince: number[] = [];
  private shownSince = new Set<number>();
  /** What free text's ranking reads instead of most names (nameSketch.ts), once prepared. */
  private sketch?: NameSketch;

  constructor(parts: Omit<CompactedIndex, 'postStart' | 'postings'>) {
    this.codes = [...parts.codes];
    this.codeOf = new Map(this.codes.map((value, code) => [value, code]));
    this.adopt(parts);
  }

  /** Documents ever added since the last compaction (ids are below this). */
  get length(): number {
    return this.ids.length;
  }

  get live(): number {
    return this.ids.length - this.dead;
  }

  isLive(doc: number): boolean {
    return doc < this.ids.length && this.typeCodes.at(doc) !== DEAD;
  }

  liveIds(): string[] {
    const ids: string[] = [];
    for (let doc = 0; doc < this.ids.length; doc += 1)
      if (this.typeCodes.at(doc) !== DEAD) ids.push(this.ids.at(doc) ?? '');
    return ids;
  }

  codeOfValue(value: string): number | undefined {
    return this.codeOf.get(value);
  }

  /** Appends a document (`resource` fills the query columns) with its token ids; answers its id. */
  add(fields: DocumentFields, tokenIds: readonly number[], resource: ResourceSummary & ShownSource): number {
    const doc = this.ids.length;
    this.ids.push(fields.identifier);
    this.names.push(fields.name);
    this.typeCodes.push(this.code(fields.typeKey));
    this.stateCodes.push(this.code(fields.state));
    this.regionCodes.push(this.code(fields.region));
    this.compartmentCodes.push(this.code(fields.compartmentId));
    for (const token of tokenIds) this.fwd.push(token);
    this.fwdStart.push(this.fwd.length);
    this.fields.add(resource);
    this.times.note(doc, fields.time);
    this.shown.add(resource);
    return doc;
  }

  /** Marks a live document dead. */
  remove(doc: number): void {
    this.typeCodes.set(doc, DEAD);
    this.dead += 1;
    this.removedSince.push(doc);
  }

  /** Replaces what the document's row shows (its enrichment changed). */
  setShown(doc: number, resource: ShownSource): void {
    this.shown.set(doc, resource);
    this.shownSince.add(doc);
  }

  extent(): DocumentExtent {
    return {
      docs: this.ids.length,
      codes: this.codes.length,
      fields: this.fields.extent(),
      shown: this.shown.extent(),
    };
  }

  /** Forgets the changes counted since the last save: the index was saved as it is now. */
  markSaved(): void {
    this.removedSince = [];
    this.shownSince = new Set();
  }

  /** The documents removed since the last save. */
  removedSinceSave(): Uint32Array {
    return Uint32Array.from(this.removedSince);
  }

  /**
   * The documents added since `from`, with the values they brought (a saved tail). `from` is a
   * mark set at a save or a load: no earlier than the last compaction, so they have forward lists.
   */
  since(from: DocumentExtent): DocumentRows {
    if (from.docs < this.fwdFrom) throw new Error('A tail cannot start before the last compaction');
    const tokens = listsFrom(this.fwdStart, this.fwd, from.docs - this.fwdFrom);
    return {
      ids: this.ids.slice(from.docs),
      names: this.names.slice(from.docs),
      times: this.creationTimes(from.docs),
      typeCodes: this.typeCodes.copy(from.docs),
      stateCodes: this.stateCodes.copy(from.docs),
      regionCodes: this.regionCodes.copy(from.docs),
      compartmentCodes: this.compartmentCodes.copy(from.docs),
      codes: this.codes.slice(from.codes),
      fwdStart: tokens.start,
      fwd: tokens.entries,
      fields: this.fields.since(from.fields),
      shown: this.shown.since(from.docs, from.shown),
    };
  }

  /** The shown values changed since the last save on the documents before `docs`. */
  shownChangedBefore(docs: number): ShownChanges {
    const rows = Uint32Array.from([...this.shownSince].filter((doc) => doc < docs));
    const codes = new Uint32Array(rows.length * SHOWN_FIELDS.length);
    rows.forEach((row, at) => {
      codes.set(this.shown.codesOf(row), at * SHOWN_FIELDS.length);
    });
    return { rows, codes };
  }

  /**
   * Appends the documents `since` answered (their token ids as the index numbers them now);
   * answers the first one's id. A document removed before the tail was saved stays dead.
   */
  append(rows: DocumentRows): number {
    const first = this.ids.length;
    for (const id of rows.ids) this.ids.push(id);
    for (const name of rows.names) this.names.push(name);
    this.typeCodes.pushAll(rows.typeCodes);
    for (const type of rows.typeCodes) if (type === DEAD) this.dead += 1;
    this.stateCodes.pushAll(rows.stateCodes);
    this.regionCodes.pushAll(rows.regionCodes);
    this.compartmentCodes.pushAll(rows.compartmentCodes);
    for (const value of rows.codes) {
      this.codeOf.set(value, this.codes.length);
      this.codes.push(value);
    }
    appendLists(this.fwdStart, this.fwd, { start: rows.fwdStart, entries: rows.fwd });
    this.fields.append(rows.fields);
    rows.times.forEach((time, at) => {
      this.times.note(first + at, time);
    });
    this.shown.append(rows.shown);
    return first;
  }

  /** Sets the shown values shownChangedBefore answered. */
  applyShown(changes: ShownChanges): void {
    changes.rows.forEach((row, at) => {
      this.shown.setCodes(
        row,
        changes.codes.subarray(at * SHOWN_FIELDS.length, (at + 1) * SHOWN_FIELDS.length),
      );
    });
  }

  /** Room for `rows` more rows in every column of one code a row, exactly (a load's tails: trim). */
  makeRoom(rows: number): void {
    for (const column of this.rowCodes()) column.makeRoom(rows);
    this.fields.makeRoom(rows);
    this.shown.makeRoom(rows);
  }

  /** Gives back every column's room past its last row (after a load and its tails). */
  trim(): void {
    for (const column of [...this.rowCodes(), this.fwdStart, this.fwd]) column.trim();
    this.fields.trim();
    this.shown.trim();
  }

  private rowCodes(): GrowableCodes[] {
    return [this.typeCodes, this.stateCodes, this.regionCodes, this.compartmentCodes];
  }

  /**
   * Per document, its creation time as free text ranks it: its timeCreated instant (0 when it has
   * none), or the exception noted when it was added. Read while the columns stay as they are.
   */
  creationTime(): (doc: number) => number {
    return this.times.reader(this.ids.length);
  }

  /**
   * The live rows grouped by type, while current (no document added or renumbered since they
   * were made: one removed since stays listed, its type code now DEAD); otherwise, with `when`
   * 'build', made now and kept, else undefined.
   */
  typeGroups(when: 'current' | 'build'): TypeGroups | undefined {
    const known = this.groups;
    if (known !== undefined && known.docs === this.ids.length && known.compactions === this.compactions)
      return known;
    if (when === 'current') return undefined;
    const groups = groupByType(this.typeCodes.view(), this.typeCodes.none, this.codes.length);
    this.groups = { ...groups, docs: this.ids.length, compactions: this.compactions };
    return this.groups;
  }

  /** Keeps the creation time of each document added since the last fill in one array. */
  fillTimes(): void {
    this.times.fill(this.ids.length);
  }

  /**
   * The documents' order by identifier (compareIds' order: how every order of the search breaks
   * its ties), read without joining a restored identifier. Valid until the next compaction.
   */
  idOrder(): (a: number, b: number) => number {
    return this.ids.order();
  }

  /** The names' sketch (nameSketch.ts), once sketchNames made one over these names. */
  nameSketch(): NameSketch | undefined {
    return this.sketch?.covers(this.names) === true ? this.sketch : undefined;
  }

  /**
   * Sketches the names not sketched yet, of the documents from `from` up to `to` (else all): a
   * new sketch once the names were renumbered.
   */
  sketchNames(from = 0, to = Number.POSITIVE_INFINITY): void {
    if (this.sketch?.covers(this.names) !== true) this.sketch = new NameSketch(this.names);
    this.sketch.fill(from, to);
  }

  /** The creation times of the documents from `from` on (what a save holds). */
  creationTimes(from = 0): Float64Array {
    return this.times.from(from, this.ids.length);
  }

  /** What the document's row shows beyond the query columns. */
  shownValues(doc: number): ShownValues {
    return this.shown.row(doc, this.ids.at(doc) ?? '');
  }

  /**
   * Whether any token of the document satisfies the test; only for a document with a forward
   * list (from `fwdFrom` on: the postings answer for the others).
   */
  someToken(doc: number, test: (token: number) => boolean): boolean {
    const row = doc - this.fwdFrom;
    const end = this.fwdStart.at(row + 1);
    for (let at = this.fwdStart.at(row); at < end; at += 1) if (test(this.fwd.at(at))) return true;
    return false;
  }

  /**
   * The live documents renumbered in order, with flat postings over `tokenCount` token ids,
   * renumbered from `postings` (the documents keep no forward list after it).
   */
  compact(postings: PostingStore, tokenCount: number): CompactedIndex {
    const live: number[] = [];
    const renumbered = new Uint32Array(this.ids.length).fill(DEAD);
    for (let doc = 0; doc < this.ids.length; doc += 1) {
      if (this.typeCodes.at(doc) === DEAD) continue;
      renumbered[doc] = live.length;
      live.push(doc);
    }
    const n = live.length;
    const column = (source: GrowableCodes): Uint32Array => {
      const kept = new Uint32Array(n);
      for (let at = 0; at < n; at += 1) kept[at] = source.at(live[at] ?? 0);
      return kept;
    };
    const time = this.creationTime();
    const times = Float64Array.from(live, (doc) => time(doc));
    const compacted: CompactedIndex = {
      ids: this.ids.live(live),
      names: live.map((doc) => this.names[doc] ?? ''),
      times,
      typeCodes: column(this.typeCodes),
      stateCodes: column(this.stateCodes),
      regionCodes: column(this.regionCodes),
      compartmentCodes: column(this.compartmentCodes),
      codes: this.codes,
      fwdStart: new Uint32Array(1),
      fwd: new Uint32Array(0),
      ...postings.renumbered(renumbered, DEAD, tokenCount),
      fields: this.fields.compact(live),
      shown: this.shown.compact(live),
    };
    this.adopt(compacted, false);
    this.compactions += 1;
    this.markSaved();
    return compacted;
  }

  private code(value: string): number {
    return internedCode(this.codeOf, this.codes, value);
  }

  /** `withFields`: whether the row columns come from the parts (compact() renumbers them itself). */
  private adopt(parts: Omit<CompactedIndex, 'postStart' | 'postings'>, withFields = true): void {
    if (withFields) {
      this.fields = new FieldColumns(parts.fields);
      this.shown = new ShownColumns(parts.shown);
    }
    this.ids = IdentifierColumn.of(parts.ids);
    this.names = parts.names;
    this.sketch = undefined;
    this.times.reset(parts.times);
    this.typeCodes = new GrowableCodes(parts.typeCodes);
    this.stateCodes = new GrowableCodes(parts.stateCodes);
    this.regionCodes = new GrowableCodes(parts.regionCodes);
    this.compartmentCodes = new GrowableCodes(parts.compartmentCodes);
    // Forward lists for the last documents only (a whole save or a compaction has none, a tail one each).
    this.fwdFrom = parts.ids.length - (parts.fwdStart.length - 1);
    if (this.fwdFrom < 0) throw new Error('More forward lists than documents');
    this.fwdStart = new GrowableUint32(parts.fwdStart);
    this.fwd = new GrowableUint32(parts.fwd);
    this.dead = 0;
  }
}
