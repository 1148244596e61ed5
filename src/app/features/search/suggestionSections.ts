/** The search box's suggestions in sections: recent searches, then types, then names, then fields. */
import type { Suggestion } from '../../../worker/searchApi';

export interface SuggestionSection {
  readonly kind: Suggestion['kind'];
  readonly items: readonly Suggestion[];
}

/** The sections' order; each kind has its heading `box.section.<kind>`. */
export const SUGGESTION_KINDS: readonly Suggestion['kind'][] = ['recent', 'type', 'name', 'field'];

/**
 * The option's key: the text it fills in, or for a resource its identifier (two resources may
 * share a name, and a resource named like a recent search is still a resource).
 */
export function suggestionKey(suggestion: Suggestion): string {
  return suggestion.kind === 'name'
    ? `name:${suggestion.identifier ?? suggestion.link ?? suggestion.text}`
    : suggestion.text;
}

/** Non-empty sections in a fixed order; a key offered twice is kept once (the first). */
export function suggestionSections(suggestions: readonly Suggestion[]): SuggestionSection[] {
  const seen = new Set<string>();
  const unique = suggestions.filter((suggestion) => {
    const key = suggestionKey(suggestion);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return SUGGESTION_KINDS.map((kind) => ({
    kind,
    items: unique.filter((suggestion) => suggestion.kind === kind),
  })).filter((section) => section.items.length > 0);
}
