import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paramsFor } from '../../oci/operations';
import { readData, useRead } from '../data/useRead';
import { Card, DataTable, ErrorPanel } from '../ui';
import type { RelatedListSpec, Resource } from './detailsConfig';
import { fieldColumns, itemRows } from './fieldColumns';
import { valueAt } from './valueAt';
import { ReadFreshness } from './ReadFreshness';
import { useFormatContext } from './useFormatContext';

const NO_PARAMS = {};

/** Items a list call gives for the resource (a VNIC's attachments), read beside it and kept offline. */
export function RelatedList({
  resource,
  list,
}: {
  readonly resource: Resource;
  readonly list: RelatedListSpec;
}) {
  const { t } = useTranslation(['details', 'devops', 'licenses']);
  const context = useFormatContext();
  const params = useMemo(() => list.params(resource), [list, resource]);
  const operation = params === null ? null : list.operation;
  const { state, refresh } = useRead(operation, paramsFor(operation, params ?? NO_PARAMS));
  const answer = readData(state)?.data;
  // List calls answer a bare array or { items } (or the items under a path of their own).
  const rows = itemRows(Array.isArray(answer) ? answer : valueAt(answer, list.itemsPath ?? 'items'));
  const title = t(`tables.${list.title}`);
  return (
    <Card title={title} actions={<ReadFreshness state={state} onRefresh={refresh} />}>
      {state.status === 'error' ? (
        <ErrorPanel
          title={t('errors.listFailed', { list: title })}
          failure={state.failure}
          onRetry={refresh}
        />
      ) : (
        <DataTable
          caption={title}
          hideCaption
          columns={fieldColumns(list.columns, t, context, list.itemLink)}
          rows={rows}
          rowKey={(row) => String(row.index)}
          isLoading={state.status === 'loading' && params !== null}
        />
      )}
    </Card>
  );
}
