import type { DataTableColumn, DataTableViewProps } from './DataTable';
import type { SortDescriptor } from './sortRows';

/** The table rendering of DataTable, for widths above the sm breakpoint. */
export function DataTableGrid<T>({
  captionId,
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  isLoading,
  statusView,
}: DataTableViewProps<T>) {
  return (
    // Wide tables scroll inside this region (never the page); it takes focus so keyboards can scroll it.
    <div className="ui-table__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="ui-table__table" aria-busy={isLoading || undefined}>
        <caption id={captionId} className={hideCaption ? 'visually-hidden' : 'ui-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {statusView !== null ? (
            <tr>
              <td colSpan={columns.length} className="ui-table__state">
                {statusView}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function cellClass<T>(column: DataTableColumn<T>): string {
  return column.align === 'end' ? 'ui-table__cell ui-table__cell--end' : 'ui-table__cell';
}

interface HeaderCellProps<T> {
  readonly column: DataTableColumn<T>;
  readonly sort: SortDescriptor | null;
  readonly onSort: (sort: SortDescriptor) => void;
}

function HeaderCell<T>({ column, sort, onSort }: HeaderCellProps<T>) {
  const direction = sort?.column === column.id ? sort.direction : undefined;
  if (!column.sortKey) {
    return (
      <th scope="col" className={cellClass(column)}>
        {column.header}
      </th>
    );
  }
  const next = direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" className={cellClass(column)} aria-sort={direction}>
      <button
        type="button"
        className="ui-table__sort"
        onClick={() => {
          onSort({ column: column.id, direction: next });
        }}
      >
        <span>{column.header}</span>
        <SortArrow direction={direction} />
      </button>
    </th>
  );
}

function SortArrow({ direction }: { readonly direction: SortDescriptor['direction'] | undefined }) {
  return (
    <svg className="ui-table__sort-arrow" viewBox="0 0 12 16" aria-hidden="true" focusable="false">
      <path d="M6 2 2 6.5h8z" opacity={direction === 'descending' ? 0.25 : direction ? 1 : 0.45} />
      <path d="M6 14 2 9.5h8z" opacity={direction === 'ascending' ? 0.25 : direction ? 1 : 0.45} />
    </svg>
  );
}
