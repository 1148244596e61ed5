import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui';
import type { VisibleNode } from '../../navigation/isVisible';
import { labelKeyOf } from '../../navigation/labelKeyOf';
import type { NavContext } from '../../navigation/navContext';
import { ancestorsOf } from '../../navigation/navEntries';
import type { NavSearchResult } from '../../navigation/searchNavigation';
import { searchNavigation } from '../../navigation/searchNavigation';
import { handleArrowKeys } from './arrowKeys';
import { NavItemLink } from './NavItemLink';

/** At most this many pages are listed; the filter narrows the rest. */
export const MAX_RESULTS = 60;

export function resultNode(result: NavSearchResult): VisibleNode {
  const external = !result.route.startsWith('/');
  return {
    entry: result.entry,
    labelKey: result.labelKey,
    route: result.route,
    external,
    openInNewTab: result.entry.openInNewTab ?? external,
    children: [],
  };
}

/** The pages the filter finds, best first. */
export function useMenuResults(query: string, ctx: NavContext): readonly NavSearchResult[] {
  // `t` changes with the language, and with it the labels the search matches.
  const { t } = useTranslation('navigation');
  return useMemo(() => searchNavigation(query, ctx, (key) => t(key)).slice(0, MAX_RESULTS), [query, ctx, t]);
}

export interface MegaMenuResultsProps {
  readonly results: readonly NavSearchResult[];
  readonly ctx: NavContext;
  readonly onNavigate: () => void;
}

/** The filter's answer: each page with the area and service it belongs to. */
export function MegaMenuResults({ results, ctx, onNavigate }: MegaMenuResultsProps) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  if (results.length === 0) {
    return <EmptyState title={tc('nav.noResults')} description={tc('nav.noResultsHint')} />;
  }
  return (
    <ul
      className="mega-menu__results"
      role="list"
      data-testid="menu-results"
      onKeyDown={(event) => handleArrowKeys(event)}
    >
      {results.map((result) => {
        const trail = ancestorsOf(result.entry)
          .filter((a) => a.kind !== 'header')
          .reverse()
          .map((a) => t(labelKeyOf(a, ctx)))
          .join(' › ');
        return (
          <li key={result.entry.id}>
            <NavItemLink node={resultNode(result)} className="mega-menu__result" onNavigate={onNavigate}>
              {trail === '' ? null : <span className="mega-menu__trail">{trail}</span>}
            </NavItemLink>
          </li>
        );
      })}
    </ul>
  );
}
