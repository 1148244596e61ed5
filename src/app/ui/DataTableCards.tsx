import type { DataTableViewProps } from './DataTable';
import { Select } from './Select';
import type { SortDirection } from './sortRows';
import { useUiStrings } from './UiStringsProvider';

/**
 * The phone rendering of DataTable: one card per row, its title the row-header column, the other
 * values in a description list under their column headers. Sorting is one "Sort by" choice.
 */
export function DataTableCards<T>({
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
  const strings = useUiStrings();
  const titleColumn = columns.find((c) => c.isRowHeader) ?? columns[0];
  const valueColumns = columns.filter((c) => c !== titleColumn);
  const sortable = columns.filter((c) => c.sortKey);
  const directions: readonly [SortDirection, string][] = [
    ['ascending', strings.ascending],
    ['descending', strings.descending],
  ];
  const sortOptions = sortable.flatMap((c) =>
    directions.map(([direction, word]) => ({ id: `${c.id}:${direction}`, label: `${c.header}: ${word}` })),
  );
  return (
    <section className="ui-table__cards" aria-labelledby={captionId} aria-busy={isLoading || undefined}>
      <p id={captionId} className={hideCaption ? 'visually-hidden' : 'ui-table__caption'}>
        {caption}
      </p>
      {sortOptions.length > 0 && rows.length > 1 ? (
        <Select
          label={strings.sortBy}
          options={sortOptions}
          selectedKey={sort ? `${sort.column}:${sort.direction}` : null}
          onSelectionChange={(id) => {
            const at = id.lastIndexOf(':');
            const direction = id.slice(at + 1) === 'descending' ? 'descending' : 'ascending';
            onSort({ column: id.slice(0, at), direction });
          }}
        />
      ) : null}
      {rows.length > 0 ? (
        <ul role="list" className="ui-table__card-list">
          {rows.map((row) => (
            <li key={rowKey(row)} className="ui-table__card">
              {titleColumn ? <div className="ui-table__card-title">{titleColumn.cell(row)}</div> : null}
              {valueColumns.length > 0 ? (
                <dl className="ui-table__card-values">
                  {valueColumns.map((column) => (
                    <div key={column.id} className="ui-table__card-value">
                      <dt>{column.header}</dt>
                      <dd>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        statusView
      )}
    </section>
  );
}
