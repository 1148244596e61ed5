/**
 * Editing a resource a page shows from elsewhere (a run page follows its flow, not a read): the
 * resource is read first, for its current values and the etag the change is based on.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paramsFor } from '../../../../oci/operations';
import { isRow } from '../../../kit/listSpec';
import { readData, useRead } from '../../../data/useRead';
import { ErrorPanel, Spinner } from '../../../ui';
import type { Scope } from '../../../kit/formSpec';
import type { ResourceKey } from '../../../kinds/devops/resourceConfig';
import { resourceConfig } from '../../../kinds/devops/resources';
import { KindForm } from '../../../kit/KindForm';
import { devopsPaths } from '../paths';

export interface EditResourceProps {
  readonly resource: ResourceKey;
  readonly id: string;
  readonly scope: Scope;
  readonly region: string;
  readonly onClose: () => void;
}

export function EditResource({ resource, id, scope, region, onClose }: EditResourceProps) {
  const { t } = useTranslation('devops');
  const config = resourceConfig(resource);
  const params = useMemo(() => ({ [config.idParam]: id }), [config.idParam, id]);
  const read = useRead(config.operations.get, paramsFor(config.operations.get, params), region);
  const data = readData(read.state);
  if (read.state.status === 'error') {
    return (
      <ErrorPanel
        title={t('details.failed', { type: t(config.titleKey) })}
        failure={read.state.failure}
        onRetry={read.refresh}
      />
    );
  }
  if (data === undefined) return <Spinner size="sm" label={t('common.loading')} />;
  return (
    <KindForm
      config={config}
      typeKey={`devops:${config.titleKey}`}
      workRequestPath={devopsPaths.workRequest}
      mode="edit"
      scope={scope}
      region={region}
      resource={isRow(data.data) ? data.data : undefined}
      etag={data.etag}
      onClose={onClose}
    />
  );
}
