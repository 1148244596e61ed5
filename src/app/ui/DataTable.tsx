import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { PHONE_QUERY } from './breakpoints';
import { DataTableCards } from './DataTableCards';
import { DataTableGrid } from './DataTableGrid';
import { EmptyState } from './EmptyState';
import { useAnnounce } from './LiveRegion';
import { sortRows } from './sortRows';
import type { SortDescriptor, SortValue } from './sortRows';
import { Spinner } from './Spinner';
import { useMediaQuery } from './useMediaQuery';
import { useUiStrings } from './UiStringsProvider';
import './DataTable.css';

export interface DataTableColumn<T> {
  readonly id: string;
  /** The column header; also the label of the value on a phone card. */
  readonly header: string;
  readonly cell: (row: T) => ReactNode;
  /** The value rows are sorted by; a column without one cannot be sorted. */
  readonly sortKey?: (row: T) => SortValue;
  /** The column naming the row (usually the display name): a row header, and the card's title. */
  readonly isRowHeader?: boolean;
  /** `end` for numbers, so digits line up. */
  readonly align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  /** Names the table: "Instances in compartment prod". */
  readonly caption: string;
  /** Keep the caption for screen readers only (when a visible heading already says it). */
  readonly hideCaption?: boolean;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** The sort order, controlled; or `defaultSort` to let the table keep it. */
  readonly sort?: SortDescriptor | null;
  readonly defaultSort?: SortDescriptor;
  readonly onSortChange?: (sort: SortDescriptor) => void;
  /** The rows arrive sorted already (by the index or the service): headers only report the order. */
  readonly manualSort?: boolean;
  readonly isLoading?: boolean;
  /** Shown instead of rows when there are none; "Nothing to show." by default. */
  readonly emptyState?: ReactNode;
  /** `auto` (the default) shows cards up to the sm breakpoint (414px) and a table above it. */
  readonly layout?: 'auto' | 'table' | 'cards';
}

/** What the table and card renderings share. */
export interface DataTableViewProps<T> {
  readonly captionId: string;
  readonly caption: string;
  readonly hideCaption: boolean;
  readonly columns: readonly DataTableColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  readonly sort: SortDescriptor | null;
  readonly onSort: (sort: SortDescriptor) => void;
  readonly isLoading: boolean;
  /** The empty or loading state, when there are no rows to show. */
  readonly statusView: ReactNode;
}

/**
 * A list of resources as configuration: columns say what to show and how to sort. Above the sm
 * breakpoint it is a real <table> (caption, column and row headers, aria-sort, sort buttons);
 * on a phone each row becomes a card listing its values under their headers, with one "Sort by" choice.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  defaultSort,
  onSortChange,
  manualSort = false,
  isLoading = false,
  emptyState,
  layout = 'auto',
}: DataTableProps<T>) {
  const strings = useUiStrings();
  const { locale } = useLocale();
  const announce = useAnnounce();
  const captionId = useId();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [ownSort, setOwnSort] = useState<SortDescriptor | null>(defaultSort ?? null);
  const current = sort !== undefined ? sort : ownSort;

  const shownRows = useMemo(() => {
    const column = current ? columns.find((c) => c.id === current.column) : undefined;
    if (manualSort || !current || !column?.sortKey) return rows;
    return sortRows(rows, column.sortKey, current.direction, locale);
  }, [rows, columns, current, manualSort, locale]);

  const onSort = (next: SortDescriptor) => {
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
    const header = columns.find((c) => c.id === next.column)?.header ?? next.column;
    announce(strings.sortedBy(header, next.direction));
  };

  const statusView =
    rows.length > 0 ? null : isLoading ? (
      <div className="ui-table__loading">
        <Spinner label={strings.loading} />
      </div>
    ) : (
      (emptyState ?? <EmptyState title={strings.noItems} />)
    );

  const view: DataTableViewProps<T> = {
    captionId,
    caption,
    hideCaption,
    columns,
    rows: shownRows,
    rowKey,
    sort: current,
    onSort,
    isLoading,
    statusView,
  };
  const cards = layout === 'cards' || (layout === 'auto' && isPhone);
  return (
    <div className="ui-table">
      {isLoading && rows.length > 0 ? (
        <div className="ui-table__refreshing">
          <Spinner size="sm" label={strings.loading} />
        </div>
      ) : null}
      {cards ? <DataTableCards {...view} /> : <DataTableGrid {...view} />}
    </div>
  );
}
