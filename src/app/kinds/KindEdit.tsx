/**
 * A kind's edit form on a page that shows the resource from elsewhere (a run's page follows its
 * flow, not a read): the resource is read first, for its current values and the etag the change
 * is based on, then the kind's one form (KindForm) opens on it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paramsFor } from '../../oci/operations';
import { readData, useRead } from '../data/useRead';
import { typeTitleKey } from '../kit/detailsConfig';
import { KindForm } from '../kit/KindForm';
import { isRow } from '../kit/listSpec';
import { ErrorPanel, Spinner } from '../ui';
import type { ResourceKind } from './resourceKind';

export interface KindEditProps {
  readonly kind: Required<Pick<ResourceKind, 'details' | 'form'>>;
  readonly id: string;
  readonly region: string;
  readonly onClose: () => void;
}

export function KindEdit({ kind, id, region, onClose }: KindEditProps) {
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
  const { details, form } = kind;
  const typeKey = typeTitleKey(details);
  const params = useMemo(() => ({ [form.idParam]: id }), [form.idParam, id]);
  const read = useRead(details.operation, paramsFor(details.operation, params), region);
  const data = readData(read.state);
  if (read.state.status === 'error') {
    return (
      <ErrorPanel
        title={t('details:errors.loadFailed', { type: t(typeKey) })}
        failure={read.state.failure}
        onRetry={read.refresh}
      />
    );
  }
  if (data === undefined) return <Spinner size="sm" label={t('details:loading', { type: t(typeKey) })} />;
  return (
    <KindForm
      config={form}
      typeKey={typeKey}
      {...(form.workRequestPath === undefined ? {} : { workRequestPath: form.workRequestPath })}
      mode="edit"
      scope={{}}
      region={region}
      resource={isRow(data.data) ? data.data : undefined}
      etag={data.etag}
      onClose={onClose}
    />
  );
}
