import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readData, useRead } from '../../data/useRead';
import { Card, ErrorPanel, LifecycleBadge, OverviewHeading, PageTemplate, Spinner, StatusLabel } from '../../ui';
import { usePendingChanges } from '../../data/usePendingChanges';
import { BodyTable } from './BodyTable';
import type { DetailsConfig, FieldSpec, RelationSpec, Resource } from './detailsConfig';
import { FieldList } from './FieldList';
import { stringAt } from './formatField';
import { RelatedList } from './RelatedList';
import { RelationList } from './RelationList';
import { ReadFreshness } from '../../kit/ReadFreshness';
import { RELATED_PATTERNS } from './paths';
import { TagList } from './TagList';
import './details.css';

/** What every resource page shows after its own fields, when the resource has it. */
const COMMON_FIELDS: readonly FieldSpec[] = [
  { path: 'lifecycleDetails', label: 'lifecycleDetails' },
  { path: 'availabilityDomain', label: 'availabilityDomain', format: 'code' },
  { path: 'timeCreated', label: 'created', format: 'dateTime' },
  { path: 'id', label: 'ocid', format: 'code' },
];
const COMPARTMENT: RelationSpec = {
  label: 'compartment',
  path: 'compartmentId',
  to: { pattern: RELATED_PATTERNS.compartment },
};

export interface ResourceDetailsProps {
  readonly config: DetailsConfig;
  /** The identifier as the page's URL carries it; absent for a read without one. */
  readonly id?: string;
  /** The region to read in; the settings' region by default. */
  readonly region?: string;
  /** Actions on the resource (edit, delete), given its answer and etag. */
  readonly actions?: (resource: Resource, etag: string | undefined) => ReactNode;
  /** More sections after the resource's own (a product license's records). */
  readonly children?: (resource: Resource) => ReactNode;
  /** Shown first, above the resource (the notice of a change just made). */
  readonly notice?: ReactNode;
}

const isRecord = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one details page: any resource kind is a config (detailsConfigs.ts). It reads the resource
 * (kept for offline use, its age always shown), then shows its name and lifecycle state, its
 * fields, the resources it names as links, lists inside it and beside it, and its tags.
 */
export function ResourceDetails({ config, id, region, actions, children, notice }: ResourceDetailsProps) {
  const { t } = useTranslation(['details', 'searchUi']);
  const params = useMemo(
    () =>
      config.idParam === undefined || id === undefined ? {} : { [config.idParam]: config.readId?.(id) ?? id },
    [config, id],
  );
  const { state, refresh } = useRead<unknown>(config.operation, params, region);
  const ready = readData(state);
  const answer = ready?.data;
  const resource: Resource = isRecord(answer) ? answer : {};
  const typeTitle = t(`types.${config.key}`);
  const title =
    (config.titlePath === '' ? stringAt(answer, '') : stringAt(resource, config.titlePath ?? 'displayName')) ??
    stringAt(resource, 'displayName') ??
    id ??
    typeTitle;
  const lifecycleState = stringAt(resource, 'lifecycleState');
  // A change to this resource waiting in the outbox (queued, sending or needing the user), as
  // the lists mark it; by the resource's own id where the URL carries another form of it.
  const resourceId = stringAt(resource, 'id') ?? id ?? '';
  const pending = usePendingChanges(useMemo(() => [resourceId], [resourceId])).has(resourceId);

  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={title}
          subtitle={typeTitle}
          status={
            lifecycleState === undefined && !pending ? undefined : (
              <>
                {lifecycleState === undefined ? null : <LifecycleBadge state={lifecycleState} />}
                {pending ? <StatusLabel status="warning">{t('searchUi:results.pendingChange')}</StatusLabel> : null}
              </>
            )
          }
          actions={ready === undefined ? undefined : actions?.(resource, ready.etag)}
        />
      }
    >
      <div className="details-stack">
        {notice}
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel title={t('errors.loadFailed', { type: typeTitle })} failure={state.failure} onRetry={refresh} />
        ) : null}
        {ready === undefined ? (
          state.status === 'loading' ? (
            <Spinner label={t('loading', { type: typeTitle })} />
          ) : null
        ) : (
          <>
            <Card title={t('sections.details')}>
              <FieldList source={answer} fields={[...config.fields, ...COMMON_FIELDS]} />
            </Card>
            <RelationList resource={resource} relations={[...(config.relations ?? []), COMPARTMENT]} />
            {config.tables?.map((table) => <BodyTable key={table.title} resource={resource} table={table} />)}
            {config.lists?.map((list) => <RelatedList key={list.title} resource={resource} list={list} />)}
            {children?.(resource)}
            {isRecord(answer) ? <TagList resource={resource} /> : null}
          </>
        )}
      </div>
    </PageTemplate>
  );
}
