import { useTranslation } from 'react-i18next';
import { Card, DataTable } from '../ui';
import type { BodyTableSpec, Resource } from './detailsConfig';
import { fieldColumns, itemRows } from './fieldColumns';
import { valueAt } from './valueAt';
import { useFormatContext } from './useFormatContext';

/** A list inside the resource (route rules, security rules) as a table of its own card, when it has items. */
export function BodyTable({ resource, table }: { readonly resource: Resource; readonly table: BodyTableSpec }) {
  const { t } = useTranslation(['details', 'devops', 'licenses']);
  const context = useFormatContext();
  const rows = itemRows(valueAt(resource, table.path));
  const title = t(`tables.${table.title}`);
  // An empty list says nothing the resource's counts do not: no card for it.
  if (rows.length === 0) return null;
  return (
    <Card title={title}>
      <DataTable
        caption={title}
        hideCaption
        columns={fieldColumns(table.columns, t, context)}
        rows={rows}
        rowKey={(row) => String(row.index)}
      />
    </Card>
  );
}
