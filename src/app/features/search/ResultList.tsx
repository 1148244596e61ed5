/**
 * The results, grouped by type, as a virtual list (@tanstack/react-virtual) that scrolls with the
 * page (no box of its own, so a phone has one scroll and the filters stay reachable): only the
 * lines in view (and a few around them) are in the page, so ten thousand results scroll like ten. The
 * rows in view are reported (their enrichment goes first) and checked for pending changes.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListEntry } from './resultGroups';
import { ResultGroupHeading, ResultRow } from './ResultRow';
import { useNow } from '../../kit/useNow';
import { usePendingChanges, useSignInWaits } from '../../data/usePendingChanges';
import type { TypeLabels } from '../../kit/useTypeLabels';

export interface ResultListProps {
  readonly entries: readonly ListEntry[];
  readonly labels: TypeLabels;
  /** Told the identifiers of the rows in view whenever they change. */
  readonly onVisibleRows: (ids: readonly string[]) => void;
}

const GROUP_HEIGHT = 52;
const ROW_HEIGHT = 64;

export function ResultList({ entries, labels, onVisibleRows }: ResultListProps) {
  const { t } = useTranslation('searchUi');
  const list = useRef<HTMLDivElement>(null);
  const now = useNow();
  // Where the list starts in the page: the window's scroll position is measured from there.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (element === null) return undefined;
    const measure = () => {
      setTop(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
    };
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    scrollMargin: top,
    estimateSize: (index) => (entries[index]?.kind === 'group' ? GROUP_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => entries[index]?.key ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  const visibleIds = useMemo(() => {
    const ids: string[] = [];
    for (let index = first; index <= last; index += 1) {
      const entry = entries[index];
      if (entry?.kind === 'row') ids.push(entry.row.identifier);
    }
    return ids;
  }, [entries, first, last]);
  const pending = usePendingChanges(visibleIds);
  const signInWaits = useSignInWaits(visibleIds);

  useEffect(() => {
    onVisibleRows(visibleIds);
  }, [visibleIds, onVisibleRows]);

  return (
    <div ref={list} className="search-results" data-testid="search-results">
      <div
        role="list"
        aria-label={t('results.listLabel')}
        className="search-results__sizer"
        style={{ blockSize: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const entry = entries[item.index];
          if (entry === undefined) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="search-results__item"
              style={{ transform: `translateY(${item.start - top}px)` }}
            >
              {entry.kind === 'group' ? (
                <ResultGroupHeading group={entry.group} labels={labels} />
              ) : (
                <ResultRow
                  row={entry.row}
                  labels={labels}
                  now={now}
                  pending={pending.has(entry.row.identifier)}
                  waitsForSignIn={signInWaits.has(entry.row.identifier)}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
