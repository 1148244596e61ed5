import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceDetails } from './ResourceDetails';
import { Card } from '../ui';
import { BodyTable } from './BodyTable';
import type { DetailsConfig, Resource } from './detailsConfig';
import { FieldList } from './FieldList';
import { stringAt } from './formatField';
import { RelatedList } from './RelatedList';
import { RelationList } from './RelationList';
import { COMMON_FIELDS, COMPARTMENT_RELATION } from './standardFields';
import { TagList } from './TagList';
import './details.css';

export interface ReadDetailsProps {
  readonly config: DetailsConfig;
  /** The identifier as the page's URL carries it; absent for a read without one. */
  readonly id?: string;
  /** The region to read in; the settings' region by default. */
  readonly region?: string;
  /** Actions on the resource (edit, delete), given its answer and etag. */
  readonly actions?: (resource: Resource, etag: string | undefined) => ReactNode;
  /** More sections after the resource's own (a product license's records), given a way to read it again. */
  readonly children?: (resource: Resource, refresh: () => void) => ReactNode;
  /**
   * Shown first, above the resource or the failure to read it (the notice of a change just made,
   * a form opened on the page), given a way to read the resource again.
   */
  readonly notice?: ReactNode | ((refresh: () => void) => ReactNode);
  /** Offered when the service has no such resource (ResourceDetails' `missing`). */
  readonly missing?: (refresh: () => void) => ReactNode;
}

/**
 * The details of any read of the call layer, from its config (detailsConfigs.ts) on the one
 * details page: its fields, the resources it names as links, lists inside it and beside it,
 * and its tags.
 */
export function ReadDetails({ config, id, region, actions, children, notice, missing }: ReadDetailsProps) {
  const { t } = useTranslation('details');
  const params = useMemo(
    () =>
      config.idParam === undefined || id === undefined ? {} : { [config.idParam]: config.readId?.(id) ?? id },
    [config, id],
  );
  return (
    <ResourceDetails
      operation={config.operation}
      params={params}
      region={region}
      typeTitle={t(`types.${config.key}`)}
      titleOf={(answer, resource) =>
        config.titlePath === '' ? stringAt(answer, '') : stringAt(resource, config.titlePath ?? 'displayName')
      }
      id={id}
      storedId={id === undefined ? undefined : (config.readId?.(id) ?? id)}
      notice={notice}
      actions={actions}
      missing={missing}
    >
      {(ready, resource, refresh) => (
        <>
          <Card title={t('sections.details')}>
            <FieldList source={ready.data} fields={[...config.fields, ...COMMON_FIELDS]} />
          </Card>
          <RelationList resource={resource} relations={[...(config.relations ?? []), COMPARTMENT_RELATION]} />
          {config.tables?.map((table) => (
            <BodyTable key={table.title} resource={resource} table={table} />
          ))}
          {config.lists?.map((list) => (
            <RelatedList key={list.title} resource={resource} list={list} />
          ))}
          {children?.(resource, refresh)}
          {/* Tags belong to a resource; a read that answers a list or a value has none. */}
          {resource === ready.data ? <TagList resource={resource} /> : null}
        </>
      )}
    </ResourceDetails>
  );
}
