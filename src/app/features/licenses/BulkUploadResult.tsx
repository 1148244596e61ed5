import { useTranslation } from 'react-i18next';
import { Card, DataTable } from '../../ui';
import type { BulkUploadSummary } from './bulkUpload';

/** What the service did with an uploaded file: how many records it saved, and each row it refused. */
export function BulkUploadResult({ summary }: { readonly summary: BulkUploadSummary }) {
  const { t } = useTranslation('licenses');
  const figures = [
    ['total', summary.total],
    ['saved', summary.saved],
    ['duplicates', summary.duplicates],
    ['invalid', summary.invalid],
    ['failed', summary.failed],
  ] as const;
  return (
    <Card title={t('bulkUpload.result')}>
      <div className="details-stack">
        {summary.message !== undefined ? <p>{summary.message}</p> : null}
        <dl className="details-figures">
          {figures.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`bulkUpload.figures.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {summary.rowErrors.length > 0 ? (
          <DataTable
            caption={t('bulkUpload.rowErrors')}
            columns={[
              { id: 'row', header: t('columns.row'), isRowHeader: true, align: 'end', cell: (r) => r.row },
              { id: 'product', header: t('columns.product'), cell: (r) => r.product },
              { id: 'errors', header: t('columns.problems'), cell: (r) => r.errors },
            ]}
            rows={summary.rowErrors}
            rowKey={(r) => `${r.row}-${r.product}`}
          />
        ) : null}
      </div>
    </Card>
  );
}
