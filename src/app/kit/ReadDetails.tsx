import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ResourceDetails } from './ResourceDetails';
import { Card, Tabs, type TabItem } from '../ui';
import { BodyTable } from './BodyTable';
import { typeTitleKey, type DetailsConfig, type Resource } from './detailsConfig';
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
  readonly breadcrumbs?: ReactNode;
  /** Shown above the resource once it is read (a form or a dialog opened on the page, links). */
  readonly before?: (resource: Resource, etag: string | undefined, refresh: () => void) => ReactNode;
  /**
   * Tabs after the details (a project's pipelines, a connection's repositories): the details
   * become the first tab, and the tab shown is in the page's address (`?tab=stages`).
   */
  readonly tabs?: (resource: Resource) => readonly TabItem[];
}

/** The tab the details are on, when a page has tabs; the address names no tab for it. */
const DETAILS_TAB = 'details';

/** A page's tabs, the one shown kept in its address so a link or a reload opens it again. */
function DetailsTabs({ label, items }: { readonly label: string; readonly items: readonly TabItem[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') ?? DETAILS_TAB;
  return (
    <Tabs
      label={label}
      items={items}
      selectedKey={items.some((item) => item.id === tab) ? tab : DETAILS_TAB}
      onSelectionChange={(next) => {
        setSearchParams(next === DETAILS_TAB ? {} : { tab: next }, { replace: true });
      }}
    />
  );
}

/**
 * The details of any read of the call layer, from its config (detailsConfigs.ts) on the one
 * details page: its fields, the resources it names as links, lists inside it and beside it,
 * and its tags.
 */
export function ReadDetails(props: ReadDetailsProps) {
  const { config, id, region, actions, children, notice, missing, breadcrumbs, before, tabs } = props;
  const { t } = useTranslation(['details', 'devops', 'licenses', 'glossary']);
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
      typeTitle={t(typeTitleKey(config))}
      titleOf={(answer, resource) =>
        config.titlePath === '' ? stringAt(answer, '') : stringAt(resource, config.titlePath ?? 'displayName')
      }
      id={id}
      storedId={id === undefined ? undefined : (config.readId?.(id) ?? id)}
      notice={notice}
      actions={actions}
      missing={missing}
      breadcrumbs={breadcrumbs}
      {...(config.notOffered === undefined ? {} : { notOffered: t(config.notOffered) })}
    >
      {(ready, resource, refresh) => {
        const details = (
          <>
            <Card title={t('sections.details')}>
              <FieldList source={ready.data} fields={[...config.fields, ...COMMON_FIELDS]} />
            </Card>
            <RelationList
              resource={resource}
              relations={[...(config.relations ?? []), COMPARTMENT_RELATION]}
            />
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
        );
        const more = tabs?.(resource) ?? [];
        return (
          <>
            {before?.(resource, ready.etag, refresh)}
            {more.length === 0 ? (
              details
            ) : (
              <DetailsTabs
                label={t('sections.tabsLabel', {
                  name: stringAt(resource, config.titlePath ?? 'displayName') ?? '',
                })}
                items={[{ id: DETAILS_TAB, title: t('sections.details'), content: details }, ...more]}
              />
            )}
          </>
        );
      }}
    </ResourceDetails>
  );
}
