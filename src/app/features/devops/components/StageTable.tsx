/**
 * The stages of a build run or deployment, in the order they run, with each one's status and
 * times: a table, and on a phone a card per stage (five columns are wider than a phone).
 */
import { useTranslation } from 'react-i18next';
import type { StageProgress } from '../../../../machines/flowBodies';
import { DataTable, type DataTableColumn } from '../../../ui';
import { FieldValue } from '../../../kit/FieldValue';

export interface StageTableProps {
  readonly stages: readonly StageProgress[];
}

export function StageTable({ stages }: StageTableProps) {
  const { t } = useTranslation(['devops', 'glossary']);
  const columns: DataTableColumn<StageProgress>[] = [
    { id: 'name', header: t('glossary:name'), isRowHeader: true, cell: (stage) => stage.name },
    {
      id: 'type',
      header: t('glossary:type'),
      cell: (stage) => <FieldValue value={stage.type} format="enum" />,
    },
    {
      id: 'status',
      header: t('glossary:state'),
      cell: (stage) => <FieldValue value={stage.status} format="state" />,
    },
    {
      id: 'started',
      header: t('field.started'),
      cell: (stage) => <FieldValue value={stage.timeStarted} format="dateTime" />,
    },
    {
      id: 'finished',
      header: t('field.finished'),
      cell: (stage) => <FieldValue value={stage.timeFinished} format="dateTime" />,
    },
  ];
  return <DataTable caption={t('run.stages')} columns={columns} rows={stages} rowKey={(stage) => stage.id} />;
}
