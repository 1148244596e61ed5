/**
 * The one details page of the console: every kind hands it a read and what to show of the
 * answer. It reads the resource (kept for offline use, its age always shown), then heads the
 * page with its name, type, lifecycle state and a mark for a change of it waiting in the
 * outbox, offers the kind's actions, and shows an error with a retry or a spinner until the
 * answer is there.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paramsFor, type OperationName } from '../../oci/operations';
import { usePendingChanges } from '../data/usePendingChanges';
import { readData, useRead, type ReadyState } from '../data/useRead';
import { ErrorPanel, LifecycleBadge, OverviewHeading, PageTemplate, Spinner, StatusLabel } from '../ui';
import { ReadFreshness } from './ReadFreshness';
import { valueAt } from './valueAt';
import './ResourceDetails.css';

export type Resource = Readonly<Record<string, unknown>>;

export interface ResourceDetailsProps {
  /** The read of the resource and its parameters. */
  readonly operation: OperationName;
  readonly params: Readonly<Record<string, unknown>>;
  /** The region to read in; the settings' region by default. */
  readonly region?: string;
  /** The kind, in the user's language: the page's subtitle. */
  readonly typeTitle: string;
  /** The resource's name from the answer; the id, then the kind, stand in until it is known. */
  readonly titleOf: (answer: unknown, resource: Resource) => string | undefined;
  /** The identifier as the page's URL carries it; absent for a read without one. */
  readonly id?: string;
  readonly breadcrumbs?: ReactNode;
  /**
   * Shown first, above the resource or the failure to read it (the notice of a change just made,
   * a form opened on the page), given a way to read the resource again.
   */
  readonly notice?: ReactNode | ((refresh: () => void) => ReactNode);
  /** Actions on the resource (edit, delete, the kind's own), given its answer and etag. */
  readonly actions?: (resource: Resource, etag: string | undefined) => ReactNode;
  /** What the page shows of the answer. */
  readonly children: (ready: ReadyState<unknown>, resource: Resource, refresh: () => void) => ReactNode;
  /** What the page offers when the service says there is no such resource (set one up), given a way to read again. */
  readonly missing?: (refresh: () => void) => ReactNode;
}

const isRecord = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textAt = (resource: Resource, path: string): string | undefined => {
  const value = valueAt(resource, path);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function ResourceDetails({
  operation,
  params,
  region,
  typeTitle,
  titleOf,
  id,
  breadcrumbs,
  notice,
  actions,
  children,
  missing,
}: ResourceDetailsProps) {
  const { t } = useTranslation(['details', 'searchUi']);
  const { state, refresh } = useRead(operation, paramsFor(operation, params), region);
  const ready = readData(state);
  const answer = ready?.data;
  const resource: Resource = isRecord(answer) ? answer : {};
  const title = titleOf(answer, resource) ?? textAt(resource, 'displayName') ?? id ?? typeTitle;
  const lifecycleState = textAt(resource, 'lifecycleState');
  // A change to this resource waiting in the outbox (queued, sending or needing the user), as
  // the lists mark it; by the resource's own id where the URL carries another form of it.
  const resourceId = textAt(resource, 'id') ?? id ?? '';
  const pending = usePendingChanges(useMemo(() => [resourceId], [resourceId])).has(resourceId);

  return (
    <PageTemplate
      breadcrumbs={breadcrumbs}
      heading={
        <OverviewHeading
          title={title}
          subtitle={typeTitle}
          status={
            lifecycleState === undefined && !pending ? undefined : (
              <>
                {lifecycleState === undefined ? null : <LifecycleBadge state={lifecycleState} />}
                {pending ? (
                  <StatusLabel status="warning">{t('searchUi:results.pendingChange')}</StatusLabel>
                ) : null}
              </>
            )
          }
          actions={ready === undefined ? undefined : actions?.(resource, ready.etag)}
        />
      }
    >
      <div className="resource-details">
        {typeof notice === 'function' ? notice(refresh) : notice}
        <ReadFreshness state={state} onRefresh={refresh} />
        {state.status === 'error' ? (
          <ErrorPanel
            title={t('errors.loadFailed', { type: typeTitle })}
            failure={state.failure}
            onRetry={refresh}
          />
        ) : null}
        {state.status === 'error' && state.failure.kind === 'http' && state.failure.status === 404
          ? missing?.(refresh)
          : null}
        {ready === undefined ? (
          state.status === 'loading' ? (
            <Spinner label={t('loading', { type: typeTitle })} />
          ) : null
        ) : (
          children(ready, resource, refresh)
        )}
      </div>
    </PageTemplate>
  );
}
