/** A work request as read or as its flow last saw it: progress, times, the resources it touched, its errors and logs. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type {
  WorkRequestError,
  WorkRequestLog,
  WorkRequestResource,
  WorkRequestView,
} from '../../../../machines/flowBodies';
import { Card, DataTable, ProgressBar, type DataTableColumn } from '../../../ui';
import { devopsPaths } from '../paths';
import { FieldValue } from '../../../kit/FieldValue';
import '../../../kit/details.css';

export interface WorkRequestDetailsProps {
  readonly view: WorkRequestView;
  readonly errors?: readonly WorkRequestError[];
  readonly logs?: readonly WorkRequestLog[];
}

function resourceCell(resource: WorkRequestResource) {
  if (resource.entityType === 'project' && resource.actionType !== 'DELETED') {
    return <Link to={devopsPaths.project(resource.identifier)}>{resource.identifier}</Link>;
  }
  return <FieldValue value={resource.identifier} format="code" />;
}

export function WorkRequestDetails({ view, errors, logs }: WorkRequestDetailsProps) {
  const { t } = useTranslation(['devops', 'glossary']);
  const resourceColumns: DataTableColumn<WorkRequestResource>[] = [
    { id: 'type', header: t('workRequests.entityType'), isRowHeader: true, cell: (row) => row.entityType },
    {
      id: 'action',
      header: t('workRequests.action'),
      cell: (row) => <FieldValue value={row.actionType} format="code" />,
    },
    { id: 'id', header: t('glossary:ocid'), cell: resourceCell },
  ];
  const errorColumns: DataTableColumn<WorkRequestError>[] = [
    {
      id: 'code',
      header: t('workRequests.code'),
      isRowHeader: true,
      cell: (row) => <FieldValue value={row.code} format="code" />,
    },
    { id: 'message', header: t('workRequests.message'), cell: (row) => row.message },
    {
      id: 'time',
      header: t('workRequests.time'),
      cell: (row) => <FieldValue value={row.timestamp} format="dateTime" />,
    },
  ];
  const logColumns: DataTableColumn<WorkRequestLog>[] = [
    {
      id: 'time',
      header: t('workRequests.time'),
      isRowHeader: true,
      cell: (row) => <FieldValue value={row.timestamp} format="dateTime" />,
    },
    { id: 'message', header: t('workRequests.message'), cell: (row) => row.message },
  ];
  return (
    <div className="devops-work-request" data-testid="work-request" data-status={view.status ?? ''}>
      <ProgressBar label={t('workRequests.progress')} value={view.percentComplete} />
      <dl className="details-fields">
        {(
          [
            ['workRequests.status', view.status, 'state'],
            ['glossary:ocid', view.id, 'code'],
            ['workRequests.accepted', view.timeAccepted, 'dateTime'],
            ['field.started', view.timeStarted, 'dateTime'],
            ['field.finished', view.timeFinished, 'dateTime'],
          ] as const
        ).map(([key, value, format]) => (
          <div key={key} className="details-fields__row">
            <dt>{t(key)}</dt>
            <dd>
              <FieldValue value={value} format={format} />
            </dd>
          </div>
        ))}
      </dl>
      <Card title={t('workRequests.resources')} headingLevel={2}>
        <DataTable
          caption={t('workRequests.resources')}
          hideCaption
          columns={resourceColumns}
          rows={view.resources}
          rowKey={(row) => `${row.entityType}:${row.identifier}`}
        />
      </Card>
      {errors !== undefined ? (
        <Card title={t('workRequests.errors')} headingLevel={2}>
          <DataTable
            caption={t('workRequests.errors')}
            hideCaption
            columns={errorColumns}
            rows={errors}
            rowKey={(row) => `${row.timestamp ?? ''}:${row.code}:${row.message}`}
          />
        </Card>
      ) : null}
      {logs !== undefined ? (
        <Card title={t('workRequests.logs')} headingLevel={2}>
          <DataTable
            caption={t('workRequests.logs')}
            hideCaption
            columns={logColumns}
            rows={logs}
            rowKey={(row) => `${row.timestamp ?? ''}:${row.message}`}
          />
        </Card>
      ) : null}
    </div>
  );
}
