/**
 * Creation times as text and as instants: which instants are dates, the ISO text OCI writes for
 * one, and whether a value is exactly its instant's text, so a column keeps the instant and makes
 * the text when read (valueDictionary's creation times; a whole save, derivedSections).
 */
import { parseInstant } from '../../../oci/query';

/** Creation times as a whole save restores them (textIndexCodec). */
export interface TimeTexts {
  /** How many values (code 0, missing, aside). */
  readonly size: number;
  /** The codes of the values kept as text, ascending; every other value is its instant's ISO text. */
  readonly codes: Uint32Array;
  readonly texts: readonly string[];
}

/** Whether the instant is a date (one that has an ISO text). */
export function isDate(instant: number): boolean {
  return Number.isFinite(instant) && Math.abs(instant) <= 8.64e15;
}

/** The instant as OCI writes times (ISO 8601, UTC, milliseconds), or undefined when not a date. */
export function isoText(instant: number): string | undefined {
  return isDate(instant) ? new Date(instant).toISOString() : undefined;
}

/**
 * Whether the value is made back from its instant (parseInstant, as the columns read it): is
 * exactly its ISO text. A whole save asks this of every creation time, so the usual form
 * (YYYY-MM-DDTHH:mm:ss.sssZ, a four-digit year) is read back with parseInstant, which refuses
 * impossible dates, instead of writing the instant's text to compare; any other form is compared
 * with the text.
 */
export function madeFromInstant(value: string, instant: number | undefined): boolean {
  if (instant === undefined || !isDate(instant)) return false;
  if (!isIsoForm(value) || !Number.isInteger(instant)) return isoText(instant) === value;
  return parseInstant(value) === instant;
}

/**
 * Whether the value is the ISO text of the instant parseInstant reads in it (madeFromInstant of
 * that instant), reading it once: parseInstant reads years of four digits only, whose ISO text
 * has toISOString's usual form, so a value it reads in that form is its instant's text, and one
 * in any other form is not.
 */
export function isOwnInstantText(value: string): boolean {
  return isIsoForm(value) && parseInstant(value) !== undefined;
}

/** Where toISOString's text of a four-digit year (24 characters) has a fixed character, and which. */
const ISO_MARKS: readonly (readonly [number, string])[] = [
  [4, '-'],
  [7, '-'],
  [10, 'T'],
  [13, ':'],
  [16, ':'],
  [19, '.'],
  [23, 'Z'],
];

/** Whether the text has that form's length and marks (parseInstant checks the digits). */
function isIsoForm(text: string): boolean {
  return text.length === 24 && ISO_MARKS.every(([at, mark]) => text[at] === mark);
}
