import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RESOURCE_UNITS } from '../../../oci/enums';
import type { ResourceUnit } from '../../../oci/enums';
import { readData, useRead } from '../../data/useRead';
import { Card, DataTable, EmptyState, ErrorPanel, Select } from '../../ui';
import type { DataTableColumn } from '../../ui';
import { formatField } from '../../kit/formatField';
import { fillPattern, RELATED_PATTERNS } from '../details';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { useFormatContext } from '../../kit/useFormatContext';
import { topResourceRows } from './licenseMetrics';
import type { TopResourceRow } from './licenseMetrics';
import type { Scope } from './useScope';

/** The resources using the most units of the chosen resource unit type. */
export function TopUtilizedResourcesCard({ scope }: { readonly scope: Scope }) {
  const { t } = useTranslation(['licenses', 'glossary']);
  const format = useFormatContext();
  const [unit, setUnit] = useState<ResourceUnit>(RESOURCE_UNITS[0]);
  const params = useMemo(
    () => ({
      compartmentId: scope.compartmentId,
      isCompartmentIdInSubtree: scope.subtree,
      resourceUnitType: unit,
      limit: 50,
    }),
    [scope.compartmentId, scope.subtree, unit],
  );
  const { state, refresh } = useRead(
    scope.compartmentId === undefined ? null : 'listTopUtilizedResources',
    params,
  );
  const rows = topResourceRows(readData(state)?.data);
  const columns: DataTableColumn<TopResourceRow>[] = [
    {
      id: 'name',
      header: t('columns.resource'),
      isRowHeader: true,
      sortKey: (row) => row.name,
      cell: (row) => {
        const link = fillPattern(RELATED_PATTERNS.instance, { id: row.id });
        return link === null ? row.name : <Link to={link}>{row.name}</Link>;
      },
    },
    {
      id: 'compartment',
      header: t('glossary:compartment'),
      sortKey: (row) => row.compartmentName,
      cell: (row) => row.compartmentName,
    },
    {
      id: 'units',
      header: t('columns.units'),
      align: 'end',
      sortKey: (row) => row.units,
      cell: (row) =>
        `${formatField(row.units, 'number', format) ?? ''} ${t(`resourceUnits.${row.unitType || unit}`, {
          defaultValue: row.unitType,
        })}`,
    },
  ];
  return (
    <Card title={t('overview.topResources')} actions={<ReadFreshness state={state} onRefresh={refresh} />}>
      <div className="details-stack">
        <div className="details-filters">
          <Select
            label={t('overview.resourceUnitType')}
            options={RESOURCE_UNITS.map((value) => ({ id: value, label: t(`resourceUnits.${value}`) }))}
            selectedKey={unit}
            onSelectionChange={(value) => {
              setUnit(value as ResourceUnit);
            }}
          />
        </div>
        {state.status === 'error' ? (
          <ErrorPanel title={t('overview.topResourcesFailed')} failure={state.failure} onRetry={refresh} />
        ) : null}
        <DataTable
          caption={t('overview.topResources')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          defaultSort={{ column: 'units', direction: 'descending' }}
          isLoading={state.status === 'loading'}
          emptyState={<EmptyState title={t('overview.noResources')} />}
        />
      </div>
    </Card>
  );
}
