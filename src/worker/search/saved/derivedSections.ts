/**
 * What a whole save leaves out from format 7 because a load derives it from other sections
 * (textIndexCodec), each only when the derivation gives back exactly what the index holds:
 *
 * - an identifier's two tokens (textMatch's identifierTokens: the identifier lower-cased, and its
 *   last segment), as a reference to the document whose identifier gives it (which a restored
 *   TokenDictionary keeps as it is, making the token's text when asked for): per token a number,
 *   0 for a token saved as text, else 4·doc plus 1 for the whole identifier, 2 for its last
 *   segment, 3 and 4 for the same lower-cased (an identifier in lower case already, as OCIDs
 *   are, is not lower-cased again at a load, which took most of the derivation's time). At
 *   250,000 resources they were 21 of the 24 MB of tokens, the identifiers' bytes saved twice.
 * - the normalized names, normalizeName of each document's display name value;
 * - the creation times, each document's creation instant (0 when it has none);
 * - from format 8, the timeCreated values that are their instants in ISO form (toISOString, as
 *   OCI writes them): only the others are saved as text, with their codes. A restored index
 *   keeps them so (ValueDictionary.fromInstants), making a value when it is read.
 *
 * A tail (changesSinceSave) keeps all three: its rows point into the index it follows.
 */
import { normalizeNames } from '../../../oci/textMatch';
import type { FlatPostings } from '../index/flatPostings';
import type { CodeArray } from '../index/growable';
import type { Identifiers } from '../index/identifierColumn';
import { lastSegment, TokenDictionary } from '../index/tokenDictionary';
import { isDate, madeFromInstant, type TimeTexts } from '../index/instantTexts';
import { ValueDictionary } from '../index/valueDictionary';
import type { TextIndexParts } from './textIndexCodec';

/** What the save keeps of them: an empty list or section where the load derives it. */
export interface LeftOut {
  /** The tokens saved as text, in order. */
  readonly tokens: string[];
  /** Per token its source (above), or empty when every token is saved as text. */
  readonly tokenSources: Uint32Array;
  readonly names: string[];
  readonly times: Float64Array;
  /** The timeCreated values saved as text, and their codes (every value, when none is derived). */
  readonly timeTexts: { readonly codes: Uint32Array; readonly texts: readonly string[] };
}

/** What a compacted index's parts hold that the derivations read. */
export interface DerivedFrom {
  readonly ids: Identifiers;
  readonly tokens: readonly string[];
  readonly postings: FlatPostings;
  readonly names: readonly string[];
  readonly times: Float64Array;
  /** displayName's values (after code 0) and per document its code. */
  readonly nameValues: readonly string[];
  readonly nameCodes: CodeArray;
  /** Per timeCreated code its instant, and per document its code. */
  readonly instants: Float64Array;
  readonly timeCodes: CodeArray;
  /** timeCreated's values (after code 0). */
  readonly timeValues: readonly string[];
}

/** An identifier's two tokens, and 2 when a load lower-cases the identifier to make them (else 0). */
interface IdentifierTokens {
  readonly whole: string;
  readonly segment: string;
  readonly lowered: 0 | 2;
}

function identifierTokensOf(identifier: string): IdentifierTokens {
  const whole = identifier.toLowerCase();
  // Lower-cased at a load only when the identifier is not in lower case already.
  return { whole, segment: lastSegment(whole), lowered: whole === identifier ? 0 : 2 };
}

/**
 * The tokens as saved: an identifier's tokens as references to the first document listing them
 * (its own, unless another resource's details name it first: then saved as text).
 */
function tokenSources(from: DerivedFrom): { tokens: string[]; sources: Uint32Array } {
  const sources = new Uint32Array(from.tokens.length);
  const literal: string[] = [];
  // Per document its identifier's tokens, made once for all the tokens it is first to list.
  const made = new Array<IdentifierTokens | undefined>(from.ids.length);
  from.tokens.forEach((token, id) => {
    const doc = from.postings.first(id);
    const identifier = doc === undefined ? undefined : from.ids.at(doc);
    if (doc === undefined || identifier === undefined) {
      literal.push(token);
      return;
    }
    const own = (made[doc] ??= identifierTokensOf(identifier));
    if (own.whole === token) sources[id] = 4 * doc + 1 + own.lowered;
    else if (own.segment === token) sources[id] = 4 * doc + 2 + own.lowered;
    else literal.push(token);
  });
  return literal.length === from.tokens.length
    ? { tokens: literal, sources: new Uint32Array(0) }
    : { tokens: literal, sources };
}

/**
 * Every document's normalized name, from its display name value: each value normalized once, in
 * order, then read per document (a value looked up and normalized at its first document instead
 * took twice as long at a start, over a sparse array filled out of order). `joined`: the values
 * as saved, one text, which normalizeNames scans for the values to normalize.
 */
export function deriveNames(nameValues: readonly string[], nameCodes: CodeArray, joined?: string): string[] {
  const normalized = new Array<string>(nameValues.length + 1);
  normalized[0] = '';
  normalizeNames(nameValues, joined, normalized, 1);
  const names = new Array<string>(nameCodes.length);
  for (let doc = 0; doc < nameCodes.length; doc += 1) names[doc] = normalized[nameCodes[doc] ?? 0] ?? '';
  return names;
}

/** Every document's creation time, from its creation instant (0 when it has none). */
export function deriveTimes(instants: Float64Array, timeCodes: CodeArray): Float64Array {
  const times = new Float64Array(timeCodes.length);
  for (let doc = 0; doc < timeCodes.length; doc += 1) {
    const instant = instants[timeCodes[doc] ?? 0] ?? Number.NaN;
    times[doc] = Number.isFinite(instant) ? instant : 0;
  }
  return times;
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, at) => text === b[at]);
}

function sameNumbers(a: Float64Array, b: Float64Array): boolean {
  return a.length === b.length && a.every((value, at) => Object.is(value, b[at]));
}

/** The timeCreated values a load does not make from their instants, and their codes. */
function timeTextsOf(values: readonly string[], instants: Float64Array): LeftOut['timeTexts'] {
  const codes: number[] = [];
  const texts: string[] = [];
  values.forEach((value, at) => {
    if (madeFromInstant(value, instants[at + 1])) return;
    codes.push(at + 1);
    texts.push(value);
  });
  return { codes: Uint32Array.from(codes), texts };
}

/**
 * What a whole save keeps of the tokens, names and times (`timeValues`: and of the timeCreated
 * values, from format 8): each left out where a load derives it.
 */
export function leaveOutDerived(from: DerivedFrom, timeValues: boolean): LeftOut {
  const { tokens, sources } = tokenSources(from);
  const docs = from.ids.length;
  const names = docs > 0 && sameStrings(deriveNames(from.nameValues, from.nameCodes), from.names);
  const times = docs > 0 && sameNumbers(deriveTimes(from.instants, from.timeCodes), from.times);
  return {
    tokens,
    tokenSources: sources,
    names: names ? [] : [...from.names],
    times: times ? new Float64Array(0) : from.times,
    timeTexts: timeValues
      ? timeTextsOf(from.timeValues, from.instants)
      : { codes: new Uint32Array(0), texts: from.timeValues },
  };
}

/**
 * A whole save's timeCreated values (format 8): those saved as text by their codes, the others
 * made from their instants; throws when the codes are not ascending values' codes, or a value
 * to make has no instant.
 */
export function savedTimeTexts(
  codes: Uint32Array,
  texts: readonly string[],
  instants: Float64Array,
): TimeTexts {
  const size = instants.length - 1;
  if (codes.length !== texts.length) throw new Error('Saved text index: instants do not match');
  let listed = 0;
  for (let code = 1; code <= size; code += 1) {
    if (codes[listed] === code) listed += 1;
    else if (!isDate(instants[code] ?? Number.NaN))
      throw new Error('Saved text index: instants do not match');
  }
  if (listed !== codes.length) throw new Error('Saved text index: instants do not match');
  return { size, codes, texts };
}

/**
 * How many tokens the saved sources stand for (as many as the tokens saved as text when they are
 * empty); throws when they do not fit those tokens or point outside the documents.
 */
export function checkTokenSources(literal: number, sources: Uint32Array, docs: number): number {
  if (sources.length === 0) return literal;
  let saved = 0;
  // A source past 4·docs names no document (4·doc + 1 + kind, kind below 4). An indexed loop of
  // integer compares: it runs once a start, before the code is optimized.
  const past = docs * 4;
  for (let at = 0; at < sources.length; at += 1) {
    const source = sources[at] as number;
    if (source === 0) saved += 1;
    else if (source > past) throw new Error('Saved text index: a token from no document');
  }
  if (saved !== literal) throw new Error('Saved text index: tokens do not match their sources');
  return sources.length;
}

/**
 * The parts with their tokens and timeCreated values as strings, as an index holds them once
 * built (a whole save's restored ones made from the saved form).
 */
export function withTexts(parts: TextIndexParts): TextIndexParts {
  const { restoredTokens, ...rest } = parts;
  const { timeTexts, ...fields } = parts.fields;
  if (restoredTokens === undefined && timeTexts === undefined) return parts;
  let { tokens } = parts;
  if (restoredTokens !== undefined) {
    const dictionary = new TokenDictionary(restoredTokens, (doc) => parts.ids.at(doc));
    tokens = Array.from({ length: dictionary.size }, (_, id) => dictionary.token(id));
  }
  let timeValues = fields.values.timeCreated;
  if (timeTexts !== undefined) {
    const times = ValueDictionary.fromInstants(timeTexts, (code) => fields.instants[code] ?? Number.NaN);
    timeValues = times.saved();
  }
  return { ...rest, tokens, fields: { ...fields, values: { ...fields.values, timeCreated: timeValues } } };
}
