/**
 * Suggestions while the user types in the search box: recent searches that contain the text,
 * resource types (by their title in the user's language, the English title or the name),
 * resources of the local index whose name has a word starting with the text, and query fields.
 * In a structured query they complete the word being typed where the grammar expects a type
 * (after `query` or a comma) or a field (after `where`, `&&`, `||`, `(`, `return` or `sorted by`).
 */
import { nameRelevance, Relevance } from '../../../rules/nameRelevance';
import { isStructuredQuery } from '../../../oci/query';
import { RESOURCE_TYPES, type ResourceTypeDescriptor } from '../../../oci/resource-types';
import type { RecentQuery } from '../../../contract/db';

export interface Suggestion {
  readonly kind: 'recent' | 'type' | 'name' | 'field';
  /** The search box's text once it is chosen (a name: the resource's name). */
  readonly text: string;
  /**
   * What the list shows: the query, the type's title (in the user's language when the app sent
   * it; the app translates `titleKey` anyway), the resource's name, or the field.
   */
  readonly label: string;
  /** Whether choosing it runs the search (a recent search, a type) or only completes the text (a field, a name). */
  readonly runs: boolean;
  readonly typeName?: string;
  readonly titleKey?: string;
  /** A name: the resource's stored details link, if its type has one (the app decides where it opens). */
  readonly link?: string;
  /** A name: the resource's identifier. */
  readonly identifier?: string;
}

/** A resource of the local index that may be offered by name. */
export interface NameCandidate {
  readonly identifier: string;
  readonly resourceType: string;
  readonly displayName?: string;
  readonly link: string | null;
}

export interface SuggestOptions {
  /** Resources the local index found for the text, best first (the worker asks it). */
  readonly names?: readonly NameCandidate[];
  /** Each type's title in the user's language, by type name (the app's translations). */
  readonly typeTitles?: Readonly<Record<string, string>>;
}

/** The fields of the query language users reach for first (reference: search query language). */
export const QUERY_FIELDS = [
  'displayName',
  'lifecycleState',
  'compartmentId',
  'timeCreated',
  'availabilityDomain',
  'identifier',
  'freeformTags.key',
  'freeformTags.value',
  'definedTags.namespace',
  'definedTags.key',
  'definedTags.value',
] as const;

const MAX_RECENT = 5;
const MAX_RECENT_EMPTY = 8;
const MAX_TYPES = 6;
const MAX_FIELDS = 5;
export const MAX_NAMES = 6;
/** Longer text is not a name or a type being typed; it is cut there so matching stays cheap. */
export const MAX_SUGGEST_TEXT = 200;

const CLAUSE = /\b(query|return|where|matching|sorted\s+by)\b/gi;
const TYPE_POSITION = /(\bquery\s+|,\s*)$/i;
const FIELD_POSITION = /(\bwhere|&&|\|\||\(|\breturn|\bby|,)\s*$/i;

/** The clause the text ends in: the last of query, return, where, matching, sorted by. */
function lastClause(text: string): string {
  let clause = '';
  for (const match of text.matchAll(CLAUSE)) clause = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
  return clause;
}

type TypeTitles = Readonly<Record<string, string>> | undefined;

/** The type's title in the user's language when the app sent one (own keys only: hostile input). */
function localTitle(type: ResourceTypeDescriptor, titles: TypeTitles): string {
  const title = titles !== undefined && Object.hasOwn(titles, type.name) ? titles[type.name] : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : type.title;
}

function typeSuggestion(type: ResourceTypeDescriptor, text: string, titles: TypeTitles): Suggestion {
  return {
    kind: 'type',
    text,
    label: localTitle(type, titles),
    runs: true,
    typeName: type.name,
    titleKey: type.titleKey,
  };
}

/** How a title matches: 0 it starts with the text, 1 a word of it does, -1 not at all. */
function titleRank(title: string, wanted: string): number {
  const lower = title.normalize('NFKC').toLowerCase();
  if (lower.startsWith(wanted)) return 0;
  return lower.split(/[\s\-/()]+/u).some((word) => word.startsWith(wanted)) ? 1 : -1;
}

/**
 * Types whose name, title in the user's language, English title, or a word of either starts
 * with the text; name and title prefixes first, then by the title the user reads.
 */
function matchingTypes(text: string, titles: TypeTitles): ResourceTypeDescriptor[] {
  const wanted = text.normalize('NFKC').toLowerCase();
  const compact = wanted.replace(/\s+/g, '');
  const ranked: { type: ResourceTypeDescriptor; title: string; rank: number }[] = [];
  for (const type of RESOURCE_TYPES) {
    const title = localTitle(type, titles);
    const byTitle = [titleRank(title, wanted), titleRank(type.title, wanted)].filter((rank) => rank >= 0);
    const rank = type.name.toLowerCase().startsWith(compact)
      ? 0
      : byTitle.length > 0
        ? Math.min(...byTitle)
        : -1;
    if (rank >= 0) ranked.push({ type, title, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank || a.title.localeCompare(b.title)).map((entry) => entry.type);
}

/**
 * The resources whose name is the text, starts with it, or has a word starting with each typed
 * word, best first by the results list's relevance rule (the index's order among equals), once
 * per resource (every one opens a page: its own, or its summary page); at most MAX_NAMES.
 */
export function nameSuggestions(candidates: readonly NameCandidate[], typed: string): Suggestion[] {
  const seen = new Set<string>();
  const ranked: {
    candidate: NameCandidate & { displayName: string };
    rank: Relevance;
    index: number;
  }[] = [];
  candidates.forEach((candidate, index) => {
    const { displayName } = candidate;
    if (displayName === undefined || seen.has(candidate.identifier)) return;
    const rank = nameRelevance(displayName, typed);
    if (rank === Relevance.Other) return;
    seen.add(candidate.identifier);
    ranked.push({ candidate: { ...candidate, displayName }, rank, index });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, MAX_NAMES)
    .map(({ candidate }) => ({
      kind: 'name',
      text: candidate.displayName,
      label: candidate.displayName,
      runs: false,
      typeName: candidate.resourceType,
      ...(candidate.link === null ? {} : { link: candidate.link }),
      identifier: candidate.identifier,
    }));
}

function structuredSuggestions(text: string, titles: TypeTitles): Suggestion[] {
  const word = /[\w.]*$/.exec(text)?.[0] ?? '';
  const before = text.slice(0, text.length - word.length);
  const lower = word.toLowerCase();
  const clause = lastClause(before);
  if (clause === 'query' && TYPE_POSITION.test(before) && word !== '') {
    return RESOURCE_TYPES.filter((type) => type.name.toLowerCase().startsWith(lower))
      .slice(0, MAX_TYPES)
      .map((type) => ({ ...typeSuggestion(type, `${before}${type.name}`, titles), runs: false }));
  }
  if (clause !== 'query' && clause !== 'matching' && FIELD_POSITION.test(before)) {
    return QUERY_FIELDS.filter((field) => field.toLowerCase().startsWith(lower) && field !== word)
      .slice(0, MAX_FIELDS)
      .map((field) => ({ kind: 'field', text: `${before}${field} `, label: field, runs: false }));
  }
  return [];
}

function freeTextSuggestions(text: string, options: SuggestOptions): Suggestion[] {
  const trimmed = text.trim();
  if (trimmed.length < 2) return [];
  const types = matchingTypes(trimmed, options.typeTitles)
    .slice(0, MAX_TYPES)
    .map((type) => typeSuggestion(type, `query ${type.name} resources`, options.typeTitles));
  const names = nameSuggestions(options.names ?? [], trimmed);
  const lower = trimmed.toLowerCase();
  const fields =
    trimmed.length >= 3 && !/\s/.test(trimmed)
      ? QUERY_FIELDS.filter((field) => field.toLowerCase().startsWith(lower))
          .slice(0, MAX_FIELDS)
          .map((field): Suggestion => ({
            kind: 'field',
            text: `query all resources where ${field} `,
            label: field,
            runs: false,
          }))
      : [];
  return [...types, ...names, ...fields];
}

/** Whether the text asks for name suggestions (free text of two characters or more). */
export function wantsNames(prefix: string): boolean {
  const trimmed = prefix.slice(0, MAX_SUGGEST_TEXT).trim();
  return trimmed.length >= 2 && !isStructuredQuery(trimmed);
}

/** Recent searches first, then types, then names, then fields. */
export function suggest(
  text: string,
  recent: readonly RecentQuery[],
  options: SuggestOptions = {},
): Suggestion[] {
  const prefix = text.slice(0, MAX_SUGGEST_TEXT);
  const lower = prefix.trim().toLowerCase();
  const recentMatches = recent
    .filter((query) => query.text.toLowerCase().includes(lower) && query.text !== prefix.trim())
    .slice(0, lower === '' ? MAX_RECENT_EMPTY : MAX_RECENT)
    .map((query): Suggestion => ({ kind: 'recent', text: query.text, label: query.text, runs: true }));
  if (lower === '') return recentMatches;
  const completions = isStructuredQuery(prefix)
    ? structuredSuggestions(prefix, options.typeTitles)
    : freeTextSuggestions(prefix, options);
  return [...recentMatches, ...completions];
}
