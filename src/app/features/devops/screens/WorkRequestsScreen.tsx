/**
 * DevOps work requests of a compartment, filtered by status and by the resource they touched
 * (the filters live in the address, so a resource page links straight to its own work requests).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { readWorkRequest, type WorkRequestView } from '../../../../machines/flowBodies';
import { DEVOPS_OPERATION_STATUSES } from '../../../../oci/enums';
import { paramsFor } from '../../../../oci/operations';
import { readData, useRead } from '../../../data/useRead';
import { useSettings } from '../../../settings/SettingsContext';
import {
  DataTable,
  EmptyState,
  ErrorPanel,
  OverviewHeading,
  PageTemplate,
  Select,
  TextField,
  type DataTableColumn,
} from '../../../ui';
import { CompartmentPicker } from '../../../kit/CompartmentPicker';
import { Pager } from '../../../kit/Pager';
import { ReadFreshness } from '../../../kit/ReadFreshness';
import { usePageTokens } from '../../../kit/usePageTokens';
import { FieldValue } from '../../../kit/FieldValue';
import { devopsPaths } from '../paths';
import { itemsOf, workRequestParams } from '../../../kinds/devops/rows';
import { useEnumLabel } from '../../../i18n/enumLabel';
import { numberFormat } from '../../../ui/intlFormats';

const ALL = 'all';

export function WorkRequestsScreen() {
  const { t, i18n } = useTranslation(['devops', 'glossary']);
  const { settings } = useSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const compartmentId = searchParams.get('compartmentId') ?? undefined;
  const status = searchParams.get('status') ?? '';
  const resourceId = searchParams.get('resourceId') ?? '';
  const pages = usePageTokens(JSON.stringify([compartmentId, status, resourceId]));
  const page = pages.page;
  const params = useMemo(
    () => workRequestParams({ compartmentId, status, resourceId }, page),
    [compartmentId, status, resourceId, page],
  );
  const operation = compartmentId === undefined ? null : 'listWorkRequests';
  const read = useRead(operation, paramsFor(operation, params), settings.region);
  const data = readData(read.state);
  const rows = useMemo(() => itemsOf(data?.data).map(readWorkRequest), [data]);

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === '') next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
  };
  const label = useEnumLabel();
  const columns: DataTableColumn<WorkRequestView>[] = [
    {
      id: 'operation',
      header: t('workRequests.operation'),
      isRowHeader: true,
      cell: (row) => (
        <Link to={devopsPaths.workRequest(row.id)}>
          {row.operationType === undefined ? row.id : label(row.operationType)}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('workRequests.status'),
      cell: (row) => <FieldValue value={row.status} format="state" />,
    },
    {
      id: 'percent',
      header: t('workRequests.percent'),
      align: 'end',
      cell: (row) =>
        row.percentComplete === undefined
          ? ''
          : numberFormat(i18n.language, { style: 'percent' }).format(row.percentComplete / 100),
    },
    {
      id: 'resource',
      header: t('workRequests.resource'),
      cell: (row) => <FieldValue value={row.resources[0]?.identifier} format="code" />,
    },
    {
      id: 'accepted',
      header: t('workRequests.accepted'),
      cell: (row) => <FieldValue value={row.timeAccepted} format="dateTime" />,
    },
  ];

  return (
    <PageTemplate
      heading={<OverviewHeading title={t('workRequests.title')} subtitle={t('workRequests.subtitle')} />}
    >
      <div className="devops-list__toolbar">
        <CompartmentPicker
          label={t('glossary:compartment')}
          region={settings.region}
          value={compartmentId}
          onChange={(id) => {
            setFilter('compartmentId', id);
          }}
        />
        <Select
          label={t('workRequests.status')}
          options={[
            { id: ALL, label: t('list.allStates') },
            ...DEVOPS_OPERATION_STATUSES.map((s) => ({ id: s, label: label(s) })),
          ]}
          selectedKey={status === '' ? ALL : status}
          onSelectionChange={(next) => {
            setFilter('status', next === ALL ? '' : next);
          }}
        />
        <TextField
          label={t('workRequests.resource')}
          value={resourceId}
          onChange={(value) => {
            setFilter('resourceId', value);
          }}
        />
      </div>
      {compartmentId === undefined ? <EmptyState title={t('projects.chooseCompartment')} /> : null}
      {read.state.status === 'error' ? (
        <ErrorPanel
          title={t('list.failed', { type: t('workRequests.title') })}
          failure={read.state.failure}
          onRetry={read.refresh}
        />
      ) : null}
      {data !== undefined ? <ReadFreshness state={read.state} onRefresh={read.refresh} /> : null}
      {compartmentId !== undefined && read.state.status !== 'error' ? (
        <DataTable
          caption={t('workRequests.title')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          isLoading={read.state.status === 'loading'}
          emptyState={<EmptyState title={t('workRequests.empty')} />}
        />
      ) : null}
      <Pager pages={pages} nextPage={data?.opcNextPage} label={t('workRequests.pages')} />
    </PageTemplate>
  );
}
