import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '../ui';
import { fieldLabelKey, type FieldSpec, type Resource } from './detailsConfig';
import { FieldValue } from './FieldValue';
import { formatField } from './formatField';
import { valueAt } from './valueAt';
import type { FormatContext } from './formatField';

/** One row of a table of items: the item and its place, which keys it. */
export interface ItemRow {
  readonly index: number;
  readonly item: Resource;
}

/** Items of an answer's list as rows; anything that is not an object is left out. */
export function itemRows(list: unknown): ItemRow[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Resource => typeof item === 'object' && item !== null && !Array.isArray(item))
    .map((item, index) => ({ index, item }));
}

/** DataTable columns for fields of items; the first names the row and carries its link. */
export function fieldColumns(
  fields: readonly FieldSpec[],
  t: TFunction<readonly ['details', 'devops', 'licenses', 'glossary']>,
  context: FormatContext,
  itemLink?: (item: Resource) => string | null,
): DataTableColumn<ItemRow>[] {
  return fields.map((field, index) => ({
    id: `${field.path}-${field.label}`,
    header: t(fieldLabelKey(field.label)),
    isRowHeader: index === 0,
    align: field.format === 'number' ? 'end' : 'start',
    sortKey: (row) => formatField(valueAt(row.item, field.path), field.format, context, field.itemPath) ?? '',
    cell: (row) => {
      const link = index === 0 ? itemLink?.(row.item) : null;
      const value = (
        <FieldValue value={valueAt(row.item, field.path)} format={field.format} itemPath={field.itemPath} />
      );
      return link ? <Link to={link}>{value}</Link> : value;
    },
  }));
}
