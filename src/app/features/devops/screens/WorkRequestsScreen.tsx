/**
 * DevOps work requests of a compartment, filtered by status and by the resource they touched
 * (the filters live in the address, so a resource page links straight to its own work requests).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { readWorkRequest, type WorkRequestView } from '../../../../machines/flowBodies';
import { DEVOPS_OPERATION_STATUSES } from '../../../../oci/enums';
import { readData, useRead } from '../../../data/useRead';
import { useSettings } from '../../../settings/SettingsContext';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorPanel,
  OverviewHeading,
  PageTemplate,
  Select,
  TextField,
  type DataTableColumn,
} from '../../../ui';
import { CompartmentPicker } from '../../details/CompartmentPicker';
import { ReadFreshness } from '../components/ReadFreshness';
import { ValueView } from '../components/ValueView';
import { devopsPaths } from '../paths';
import { itemsOf, workRequestParams } from '../resources/rows';
import { useEnumLabel } from '../../../i18n/enumLabel';

const ALL = 'all';

export function WorkRequestsScreen() {
  const { t, i18n } = useTranslation('devops');
  const { settings } = useSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const [pages, setPages] = useState<readonly string[]>([]);
  const compartmentId = searchParams.get('compartmentId') ?? undefined;
  const status = searchParams.get('status') ?? '';
  const resourceId = searchParams.get('resourceId') ?? '';
  const page = pages[pages.length - 1];
  const params = useMemo(
    () => workRequestParams({ compartmentId, status, resourceId }, page),
    [compartmentId, status, resourceId, page],
  );
  const read = useRead<unknown>(
    compartmentId === undefined ? null : 'listWorkRequests',
    params,
    settings.region,
  );
  const data = readData(read.state);
  const rows = useMemo(() => itemsOf(data?.data).map(readWorkRequest), [data]);

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === '') next.delete(name);
    else next.set(name, value);
    setSearchParams(next, { replace: true });
    setPages([]);
  };
  const label = useEnumLabel();
  const columns: DataTableColumn<WorkRequestView>[] = [
    {
      id: 'operation',
      header: t('workRequests.operation'),
      isRowHeader: true,
      cell: (row) => <Link to={devopsPaths.workRequest(row.id)}>{row.operationType === undefined ? row.id : label(row.operationType)}</Link>,
    },
    {
      id: 'status',
      header: t('workRequests.status'),
      cell: (row) => <ValueView value={row.status} kind="state" />,
    },
    {
      id: 'percent',
      header: t('workRequests.percent'),
      align: 'end',
      cell: (row) =>
        row.percentComplete === undefined
          ? ''
          : new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(row.percentComplete / 100),
    },
    {
      id: 'resource',
      header: t('workRequests.resource'),
      cell: (row) => <ValueView value={row.resources[0]?.identifier} kind="ocid" />,
    },
    {
      id: 'accepted',
      header: t('workRequests.accepted'),
      cell: (row) => <ValueView value={row.timeAccepted} kind="time" />,
    },
  ];

  return (
    <PageTemplate
      heading={<OverviewHeading title={t('workRequests.title')} subtitle={t('workRequests.subtitle')} />}
    >
      <div className="devops-list__toolbar">
        <CompartmentPicker
          label={t('compartment.label')}
          region={settings.region}
          value={compartmentId}
          onChange={(id) => setFilter('compartmentId', id)}
        />
        <Select
          label={t('workRequests.status')}
          options={[
            { id: ALL, label: t('list.allStates') },
            ...DEVOPS_OPERATION_STATUSES.map((s) => ({ id: s, label: label(s) })),
          ]}
          selectedKey={status === '' ? ALL : status}
          onSelectionChange={(next) => setFilter('status', next === ALL ? '' : next)}
        />
        <TextField
          label={t('workRequests.resource')}
          value={resourceId}
          onChange={(value) => setFilter('resourceId', value)}
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
      {data !== undefined ? (
        <ReadFreshness state={data} onRefresh={read.refresh} isRefreshing={read.state.status === 'loading'} />
      ) : null}
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
      <div className="devops-list__pages">
        {pages.length > 0 ? (
          <Button onPress={() => setPages((current) => current.slice(0, -1))}>{t('list.previous')}</Button>
        ) : null}
        {data?.opcNextPage !== undefined ? (
          <Button onPress={() => setPages((current) => [...current, data.opcNextPage ?? ''])}>
            {t('list.next')}
          </Button>
        ) : null}
      </div>
    </PageTemplate>
  );
}
