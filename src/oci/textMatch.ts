/**
 * The one meaning of free text, for the FreeText search and the query language's `matching`
 * clause, everywhere: the console's local index (src/worker/search/index/textIndex), the local
 * structured search, and the emulator's search handler all answer with these rules.
 *
 * A resource matches a text when EVERY term of the text is a PREFIX of some TOKEN of the
 * resource, ignoring case ("web" finds "prod-web-01", "prod-we" finds it too, "eb" does not).
 *
 * Why word prefixes and not substrings: OCI documents a free-text search only as "arbitrary
 * text that must be present in the resource", without saying how it is compared. An OCI user
 * typing `web` or `db` expects the resources named with those words, and results that grow
 * narrower as each word is typed out, not every name with those letters somewhere inside (`db`
 * in `sandbox`, `eb` in `web`). Word prefixes also let the local index answer from a sorted
 * dictionary in milliseconds at 250,000 resources; a substring meaning would need a scan of
 * every resource offline. Substring tests stay available where OCI defines them: `=~`.
 *
 * Tokens: a value is split at white space into chunks. A chunk yields every suffix that starts a
 * word ("prod-web-01" → "prod-web-01", "web-01", "01"; "AutonomousDatabase" →
 * "autonomousdatabase", "database"), so that a term found as a PREFIX of a token matches at any
 * word start. A word starts after a character that is not a letter or digit (any script), or at
 * a lower→upper case change. An identifier (or any value that is an OCID) yields only itself and
 * its last segment, which keeps the dictionary small at 250,000 resources. Everything is
 * lower-cased; nothing else is folded. A resource gives at most MAX_TOKENS_PER_RESOURCE tokens.
 * The local index keeps each token's leading run besides (indexTokens), which matches nothing more.
 *
 * Terms: the text split at white space, lower-cased, without leading punctuation ("-web" looks
 * for "web"). A text without terms matches every resource.
 */
import type { ResourceSummary } from './resource';

/** Chunks up to this length give all their word suffixes; longer ones give themselves and their words. */
const MAX_SUFFIX_CHUNK = 64;
/** Longer chunks (long descriptions, URLs) give only their words. */
const MAX_WHOLE_CHUNK = 256;
/** A guard against a resource with thousands of additionalDetails values. */
export const MAX_TOKENS_PER_RESOURCE = 256;

const WHITE_SPACE = /\s+/;
/** White space normalizeName changes: at either end, two together, or other than a space. */
const UNEVEN_SPACE = /^\s|\s$|\s\s|[^\S ]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const OCID = /^ocid\d+\./i;

function isWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return LETTER_OR_DIGIT.test(text.charAt(at));
}

function isUpper(code: number): boolean {
  return code >= 65 && code <= 90;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Offsets where a word starts: after a non-word character, or at a lower→upper case change. */
export function wordStarts(chunk: string): number[] {
  const starts: number[] = [];
  for (let at = 0; at < chunk.length; at += 1) {
    if (!isWordChar(chunk, at)) continue;
    if (at === 0 || !isWordChar(chunk, at - 1)) starts.push(at);
    else if (isUpper(chunk.charCodeAt(at)) && isLower(chunk.charCodeAt(at - 1))) starts.push(at);
  }
  return starts;
}

/** An identifier's tokens: the whole identifier and its last dot-separated segment. */
export function identifierTokens(identifier: string, into: Set<string>): void {
  const lower = identifier.toLowerCase();
  if (lower === '') return;
  into.add(lower);
  const last = lower.slice(lower.lastIndexOf('.') + 1);
  if (last !== '') into.add(last);
}

/** The tokens of one free-text value (a name, a tag value, a details string). */
export function valueTokens(value: string, into: Set<string>): void {
  for (const chunk of value.split(WHITE_SPACE)) {
    if (chunk === '') continue;
    if (OCID.test(chunk)) {
      identifierTokens(chunk, into);
      continue;
    }
    const starts = wordStarts(chunk);
    if (chunk.length <= MAX_SUFFIX_CHUNK) {
      const lower = chunk.toLowerCase();
      // Lower-casing rarely changes the length ('İ' does); only then is each suffix lowered on its own.
      const sameOffsets = lower.length === chunk.length;
      for (const start of starts)
        into.add(sameOffsets ? lower.slice(start) : chunk.slice(start).toLowerCase());
      continue;
    }
    if (chunk.length <= MAX_WHOLE_CHUNK) into.add(chunk.toLowerCase());
    starts.forEach((start, at) => {
      const limit = starts[at + 1] ?? chunk.length;
      let end = start;
      while (end < limit && isWordChar(chunk, end)) end += 1;
      into.add(chunk.slice(start, end).toLowerCase());
    });
  }
}

/**
 * The tokens of values seen lately, as valueTokens finds them (in order, each once): a tenancy
 * repeats its types, states, tag keys and tag values on resource after resource, and a download
 * tokenizes each of them once instead of once a resource. The same token strings come back each
 * time, so the sets and maps they go into find them without hashing them again. Bounded: emptied
 * when full, then filled again with what repeats.
 */
const REMEMBERED_VALUES = 4_096;
/** Longer values (descriptions) rarely repeat: they are tokenized each time, not kept. */
const REMEMBERED_LENGTH = 256;
const rememberedTokens = new Map<string, readonly string[]>();

/** valueTokens, through the tokens remembered for the value: the same set, in the same order. */
function rememberedValueTokens(value: string, into: Set<string>): void {
  if (value.length > REMEMBERED_LENGTH) {
    valueTokens(value, into);
    return;
  }
  let tokens = rememberedTokens.get(value);
  if (tokens === undefined) {
    const found = new Set<string>();
    valueTokens(value, found);
    tokens = [...found];
    if (rememberedTokens.size >= REMEMBERED_VALUES) rememberedTokens.clear();
    rememberedTokens.set(value, tokens);
  }
  for (const token of tokens) into.add(token);
}

function tagTokens(
  tags: ResourceSummary['freeformTags'] | ResourceSummary['definedTags'],
  into: Set<string>,
): void {
  if (tags === undefined) return;
  for (const [key, value] of Object.entries<unknown>(tags)) {
    rememberedValueTokens(key, into);
    if (typeof value === 'string') rememberedValueTokens(value, into);
    else if (typeof value === 'object' && value !== null) {
      for (const [innerKey, innerValue] of Object.entries(value)) {
        rememberedValueTokens(innerKey, into);
        if (typeof innerValue === 'string') rememberedValueTokens(innerValue, into);
      }
    }
  }
}

/**
 * Every token of a resource: displayName, identifier (and its last segment), resourceType,
 * lifecycleState, free-form and defined tag keys and values (and defined-tag namespaces), and
 * the string values of additionalDetails (top level, and strings in top-level arrays).
 */
export function resourceTokens(resource: ResourceSummary): string[] {
  return cappedTokens(tokenSet(resource));
}

/** At most MAX_TOKENS_PER_RESOURCE of the tokens, in the order they were found. */
function cappedTokens(into: Set<string>): string[] {
  const tokens = [...into];
  return tokens.length > MAX_TOKENS_PER_RESOURCE ? tokens.slice(0, MAX_TOKENS_PER_RESOURCE) : tokens;
}

/** Every token of a resource (resourceTokens before the cap), in the order found. */
function tokenSet(resource: ResourceSummary): Set<string> {
  const into = new Set<string>();
  // The identifier first: it is never cut off, and the text index finds a document by it.
  identifierTokens(resource.identifier, into);
  if (resource.displayName !== undefined) valueTokens(resource.displayName, into);
  rememberedValueTokens(resource.resourceType, into);
  if (resource.lifecycleState !== undefined) rememberedValueTokens(resource.lifecycleState, into);
  tagTokens(resource.freeformTags, into);
  tagTokens(resource.definedTags, into);
  for (const value of Object.values(resource.additionalDetails ?? {})) {
    if (typeof value === 'string') rememberedValueTokens(value, into);
    else if (Array.isArray(value)) {
      for (const item of value as unknown[]) if (typeof item === 'string') rememberedValueTokens(item, into);
    }
  }
  return into;
}

/** The text up to its first character that is not a letter or digit (all of it when there is none). */
export function leadingRun(text: string): string {
  let end = 0;
  while (end < text.length && isWordChar(text, end)) end += 1;
  return end === text.length ? text : text.slice(0, end);
}

/** Whether the text is letters and digits only, and not empty. */
export function isWordRun(text: string): boolean {
  return isWordRunIn(text, 0, text.length);
}

/** Whether the part of the text from `from` up to `to` is letters and digits only, and not empty. */
export function isWordRunIn(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let at = from; at < to; at += 1) if (!isWordChar(text, at)) return false;
  return true;
}

/**
 * The tokens the local index keeps for a resource: resourceTokens, and the leading run of each
 * one that goes on past it ("prod" of "prod-web-01"). They match what resourceTokens match (a
 * run is a prefix of its token), and a term of letters and digits only is a prefix of a token
 * exactly when it is a prefix of the token's leading run: the index answers such a term from the
 * runs alone (`prod` is a prefix of some 39,000 tokens at 250,000 resources, of a few runs).
 */
export function indexTokens(resource: ResourceSummary): string[] {
  const found = tokenSet(resource);
  const tokens = cappedTokens(found);
  // Uncapped, the set found holds exactly the tokens: the runs are looked up in it.
  const kept = tokens.length === found.size ? found : new Set(tokens);
  const count = tokens.length;
  for (let at = 0; at < count; at += 1) {
    const token = tokens[at] ?? '';
    const run = leadingRun(token);
    if (run === token || run === '' || kept.has(run)) continue;
    kept.add(run);
    tokens.push(run);
  }
  return tokens;
}

/**
 * The terms of a free-text query: white-space separated, lower-cased, without leading
 * punctuation ("-web" looks for "web"). A term that is a prefix of another term adds nothing
 * to an AND of prefixes and is dropped.
 */
export function queryTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of text.toLowerCase().split(WHITE_SPACE)) {
    let start = 0;
    while (start < word.length && !isWordChar(word, start)) start += 1;
    if (start < word.length) terms.add(word.slice(start));
  }
  const all = [...terms];
  return all.filter((term) => !all.some((other) => other !== term && other.startsWith(term)));
}

/** A display name (or a whole query) as ranking compares it: lower-case, single spaces, trimmed. */
export function normalizeName(text: string | undefined): string {
  const lower = (text ?? '').toLowerCase();
  // Most names are single-spaced already: one test instead of splitting and joining them (a
  // restored index normalizes every distinct display name of the tenancy).
  if (!UNEVEN_SPACE.test(lower)) return lower;
  return lower
    .split(WHITE_SPACE)
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * A run of characters normalizeName leaves as they are: printable ASCII but upper case and the
 * space (sticky: read from `lastIndex`, which it leaves where the run ends).
 */
const KEPT_RUN = /[!-@[-~]*/y;

/**
 * normalizeName of each value, into `into` from `at` (a new array by default). Given `joined`,
 * the values one after the other as one text, the values normalizeName leaves as they are (every
 * character in KEPT_RUN) are found by scanning it and kept as they are: a restored index
 * normalizes every distinct display name of the tenancy, most already lower-case ASCII (a call
 * a value took 135 ms of a start at 4×, over 140,932 names). `joined` must be cut into the values
 * (as a saved index's strings are); one of another length is not read.
 */
export function normalizeNames(
  values: readonly string[],
  joined?: string,
  into: string[] = new Array<string>(values.length),
  at = 0,
): string[] {
  if (joined !== undefined) {
    // Where the next character normalizeName may change is, at or after `from`.
    let change = -1;
    let from = 0;
    for (let n = 0; n < values.length; n += 1) {
      const value = values[n] ?? '';
      const to = from + value.length;
      if (change < from) {
        KEPT_RUN.lastIndex = from;
        KEPT_RUN.test(joined);
        change = KEPT_RUN.lastIndex;
      }
      into[at + n] = change < to ? normalizeName(value) : value;
      from = to;
    }
    if (from === joined.length) return into;
  }
  values.forEach((value, n) => (into[at + n] = normalizeName(value)));
  return into;
}

/**
 * Whether a term found at `at` in a normalized name starts a word there (as startsWordIn reads
 * it): at the name's start, or after a character that is not a letter or digit.
 */
export function wordMayStartAt(name: string, at: number): boolean {
  return at === 0 || !isWordChar(name, at - 1);
}

/** Whether `term` starts a word somewhere in the normalized name. */
export function startsWordIn(name: string, term: string): boolean {
  for (let at = name.indexOf(term); at !== -1; at = name.indexOf(term, at + 1)) {
    if (wordMayStartAt(name, at)) return true;
  }
  return false;
}

/** Whether every term (from queryTerms) is a prefix of one of the tokens (from resourceTokens). */
export function tokensMatchTerms(tokens: readonly string[], terms: readonly string[]): boolean {
  for (const term of terms) {
    let found = false;
    for (const token of tokens) {
      if (token.startsWith(term)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** Whether the resource matches every term (from queryTerms): the scan the index is measured against. */
export function matchesTerms(resource: ResourceSummary, terms: readonly string[]): boolean {
  return terms.length === 0 || tokensMatchTerms(resourceTokens(resource), terms);
}

/** Whether the resource matches a free text: every term of it prefixes some token of the resource. */
export function matchesText(resource: ResourceSummary, text: string): boolean {
  return matchesTerms(resource, queryTerms(text));
}
