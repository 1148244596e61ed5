/**
 * Suggestions while typing in the search box, from the worker's `suggest` (recent searches,
 * types, names in the local index), a moment after the last keystroke.
 */
import { useEffect, useState } from 'react';
import type { Suggestion } from '../../../worker/searchApi';
import { consoleApi } from '../../consoleApi';

const SUGGEST_DELAY_MS = 120;

/** `typeTitles`: every type's title in the user's language, by type name (what types are matched by). */
export function useSuggestions(
  text: string,
  typeTitles: Readonly<Record<string, string>>,
): readonly Suggestion[] {
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void consoleApi()
        .suggest(text, typeTitles)
        .then((found) => {
          if (live) setSuggestions(found);
        })
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, typeTitles]);
  return suggestions;
}
