/**
 * The checks a saved index's parts pass as textIndexCodec reads them: tag triples, ranks, joined
 * values and rows by tag that fit the values and rows they go with.
 */
import type { CodeArray } from '../index/growable';
import { RANKED_FIELDS, type ColumnField, type Ranks } from '../index/fieldColumns';
import type { TagTriple } from '../index/tagColumn';
import type { JoinedValues } from '../index/valueDictionary';

/**
 * Whether some value is at least `limit`. A plain loop: a whole save's columns hold a value per
 * document (and its tags one per tag), and a callback per value, as the arrays' own `some` calls,
 * took a start ten times as long as this. Each width has its loop (one loop reading arrays of
 * three kinds read each value at half the speed), and a width below the limit is not read.
 */
export function anyAtLeast(values: CodeArray, limit: number): boolean {
  if (values instanceof Uint8Array) return limit <= 0xff && anyByteAtLeast(values, limit);
  if (values instanceof Uint16Array) return limit <= 0xffff && anyHalfAtLeast(values, limit);
  return anyWordAtLeast(values, limit);
}

function anyByteAtLeast(values: Uint8Array, limit: number): boolean {
  for (let at = 0; at < values.length; at += 1) if ((values[at] as number) >= limit) return true;
  return false;
}

function anyHalfAtLeast(values: Uint16Array, limit: number): boolean {
  for (let at = 0; at < values.length; at += 1) if ((values[at] as number) >= limit) return true;
  return false;
}

function anyWordAtLeast(values: Uint32Array, limit: number): boolean {
  for (let at = 0; at < values.length; at += 1) if ((values[at] as number) >= limit) return true;
  return false;
}

/** Whether each value from `from` on is at least the one before it (a plain loop, as anyAtLeast). */
function ascendingFrom(values: Uint32Array, from: number, strictly: boolean): boolean {
  for (let at = Math.max(1, from); at < values.length; at += 1) {
    const value = values[at] ?? 0;
    const before = values[at - 1] ?? 0;
    if (value < before || (strictly && value === before)) return false;
  }
  return true;
}

export function tripleList(value: unknown, family: string): TagTriple[] {
  const valid =
    Array.isArray(value) &&
    value.every(
      (item) =>
        Array.isArray(item) &&
        item.length === 3 &&
        typeof item[0] === 'string' &&
        typeof item[1] === 'string',
    );
  if (!valid) throw new Error(`Saved text index: ${family} tags are not triples`);
  return value as TagTriple[];
}

export function record(value: unknown, what: string): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) throw new Error(`Saved text index: no ${what}`);
  return value as Readonly<Record<string, unknown>>;
}

/** The saved ranks of each field whose ranks match its values (code 0 and one per value). */
export function savedRanks(
  values: Readonly<Record<ColumnField, readonly string[]>>,
  places: readonly Float64Array[],
  classes: readonly CodeArray[],
): Partial<Record<ColumnField, Ranks>> {
  const ranks: Partial<Record<ColumnField, Ranks>> = {};
  RANKED_FIELDS.forEach((field, at) => {
    const fieldPlaces = places[at] ?? new Float64Array(0);
    const fieldClasses = classes[at] ?? new Uint32Array(0);
    const size = values[field].length + 1;
    if (fieldPlaces.length !== size || fieldClasses.length !== size) return;
    if (anyAtLeast(fieldClasses, 3)) throw new Error(`Saved text index: ${field} ranks out of range`);
    const kept = fieldClasses instanceof Uint8Array ? fieldClasses : Uint8Array.from(fieldClasses);
    ranks[field] = { places: fieldPlaces, classes: kept };
  });
  return ranks;
}

/** A field's saved joined values when there are (one text, a start per code); checked against its values. */
export function savedJoined(
  texts: readonly string[],
  starts: Uint32Array,
  valueCount: number,
): JoinedValues | undefined {
  const [text] = texts;
  if (text === undefined && starts.length === 0) return undefined;
  const size = valueCount + 1;
  const ascending = ascendingFrom(starts, 2, true);
  if (text === undefined || starts.length !== size || !ascending || (starts[size - 1] ?? 0) > text.length)
    throw new Error('Saved text index: joined values do not match their values');
  return { text, starts };
}

/** A tag family's saved rows by tag when there are; checked against its tags and rows. */
export function savedTripleRows(
  saved: { readonly start: Uint32Array; readonly rows: Uint32Array } | undefined,
  triples: number,
  entries: number,
  docs: number,
  family: string,
): { readonly start: Uint32Array; readonly rows: Uint32Array } | undefined {
  if (saved === undefined || (saved.start.length === 0 && saved.rows.length === 0)) return undefined;
  const { start, rows } = saved;
  if (
    start.length !== triples + 1 ||
    rows.length !== entries ||
    start[triples] !== entries ||
    !ascendingFrom(start, 1, false) ||
    anyAtLeast(rows, docs)
  )
    throw new Error(`Saved text index: ${family} rows by tag do not match its tags`);
  return saved;
}
