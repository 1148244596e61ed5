/** The search box's suggestions in sections: recent searches, then types, then fields. */
import type { Suggestion } from '../../../worker/searchApi';

export interface SuggestionSection {
  readonly kind: Suggestion['kind'];
  readonly items: readonly Suggestion[];
}

const ORDER: readonly Suggestion['kind'][] = ['recent', 'type', 'field'];

/** Non-empty sections in a fixed order; a text offered twice is kept once (it is the option's key). */
export function suggestionSections(suggestions: readonly Suggestion[]): SuggestionSection[] {
  const seen = new Set<string>();
  const unique = suggestions.filter((suggestion) => {
    if (seen.has(suggestion.text)) return false;
    seen.add(suggestion.text);
    return true;
  });
  return ORDER.map((kind) => ({
    kind,
    items: unique.filter((suggestion) => suggestion.kind === kind),
  })).filter((section) => section.items.length > 0);
}
