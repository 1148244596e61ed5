/**
 * Suggestions while the user types in the search box: recent searches that contain the text,
 * resource types (by title or name), and query fields. In a structured query they complete the
 * word being typed where the grammar expects a type (after `query` or a comma) or a field
 * (after `where`, `&&`, `||`, `(`, `return` or `sorted by`).
 */
import { isStructuredQuery } from '../../oci/query';
import { RESOURCE_TYPES, type ResourceTypeDescriptor } from '../../oci/resource-types';
import type { RecentQuery } from '../store/db';

export interface Suggestion {
  readonly kind: 'recent' | 'type' | 'field';
  /** The search box's text once it is chosen. */
  readonly text: string;
  /** What the list shows: the query, the type's English title (the app translates `titleKey`), or the field. */
  readonly label: string;
  /** Whether choosing it runs the search (a recent search, a type) or only completes the text (a field). */
  readonly runs: boolean;
  readonly typeName?: string;
  readonly titleKey?: string;
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

const CLAUSE = /\b(query|return|where|matching|sorted\s+by)\b/gi;
const TYPE_POSITION = /(\bquery\s+|,\s*)$/i;
const FIELD_POSITION = /(\bwhere|&&|\|\||\(|\breturn|\bby|,)\s*$/i;

/** The clause the text ends in: the last of query, return, where, matching, sorted by. */
function lastClause(text: string): string {
  let clause = '';
  for (const match of text.matchAll(CLAUSE)) clause = (match[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
  return clause;
}

function typeSuggestion(type: ResourceTypeDescriptor, text: string): Suggestion {
  return {
    kind: 'type',
    text,
    label: type.title,
    runs: true,
    typeName: type.name,
    titleKey: type.titleKey,
  };
}

/** Types whose name, title, or a word of the title starts with the text; name and title prefixes first. */
function matchingTypes(text: string): ResourceTypeDescriptor[] {
  const wanted = text.toLowerCase();
  const compact = wanted.replace(/\s+/g, '');
  const ranked: { type: ResourceTypeDescriptor; rank: number }[] = [];
  for (const type of RESOURCE_TYPES) {
    const title = type.title.toLowerCase();
    const rank =
      type.name.toLowerCase().startsWith(compact) || title.startsWith(wanted)
        ? 0
        : title.split(/[\s-]+/).some((word) => word.startsWith(wanted))
          ? 1
          : -1;
    if (rank >= 0) ranked.push({ type, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.type.title.localeCompare(b.type.title))
    .map((entry) => entry.type);
}

function structuredSuggestions(text: string): Suggestion[] {
  const word = /[\w.]*$/.exec(text)?.[0] ?? '';
  const before = text.slice(0, text.length - word.length);
  const lower = word.toLowerCase();
  const clause = lastClause(before);
  if (clause === 'query' && TYPE_POSITION.test(before) && word !== '') {
    return RESOURCE_TYPES.filter((type) => type.name.toLowerCase().startsWith(lower))
      .slice(0, MAX_TYPES)
      .map((type) => ({ ...typeSuggestion(type, `${before}${type.name}`), runs: false }));
  }
  if (clause !== 'query' && clause !== 'matching' && FIELD_POSITION.test(before)) {
    return QUERY_FIELDS.filter((field) => field.toLowerCase().startsWith(lower) && field !== word)
      .slice(0, MAX_FIELDS)
      .map((field) => ({ kind: 'field', text: `${before}${field} `, label: field, runs: false }));
  }
  return [];
}

function freeTextSuggestions(text: string): Suggestion[] {
  const trimmed = text.trim();
  if (trimmed.length < 2) return [];
  const types = matchingTypes(trimmed)
    .slice(0, MAX_TYPES)
    .map((type) => typeSuggestion(type, `query ${type.name} resources`));
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
  return [...types, ...fields];
}

/** Recent searches first, then types, then fields. */
export function suggest(prefix: string, recent: readonly RecentQuery[]): Suggestion[] {
  const lower = prefix.trim().toLowerCase();
  const recentMatches = recent
    .filter((query) => query.text.toLowerCase().includes(lower) && query.text !== prefix.trim())
    .slice(0, lower === '' ? MAX_RECENT_EMPTY : MAX_RECENT)
    .map((query): Suggestion => ({ kind: 'recent', text: query.text, label: query.text, runs: true }));
  if (lower === '') return recentMatches;
  const completions = isStructuredQuery(prefix) ? structuredSuggestions(prefix) : freeTextSuggestions(prefix);
  return [...recentMatches, ...completions];
}
