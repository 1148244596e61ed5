/**
 * The one details page of the console: every kind hands it a read and what to show of the
 * answer. It reads the resource (kept for offline use, its age always shown), then heads the
 * page with its name, type, lifecycle state and a mark for a change of it waiting in the
 * outbox, offers the kind's actions, and shows an error with a retry or a spinner until the
 * answer is there.
 *
 * Without any answer to show — offline, a page never opened before — and for a failure that may
 * pass (no network, a time-out, the service down), the local index stands in: the heading and
 * the facts from the resource's index row (StoredOverview), as the summary page shows them. The
 * kind's actions are not offered then: each works on the resource as read (its fields, its etag).
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retriesLater } from '../../contract/failurePolicy';
import { paramsFor, type OperationName } from '../../oci/operations';
import { usePendingChanges, useSignInWaits } from '../data/usePendingChanges';
import { readData, useRead, type ReadyState } from '../data/useRead';
import { useStoredResource } from '../data/useStoredResource';
import { ErrorPanel, LifecycleBadge, OverviewHeading, PageTemplate, Spinner, StatusLabel } from '../ui';
import { useKitParts } from './kitParts';
import { ReadFreshness } from './ReadFreshness';
import { ReadProblem } from './ReadProblem';
import { storedHeading } from './storedHeading';
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
  /** The resource's OCID, as the local index keys it, where the URL carries another form of it; `id` by default. */
  readonly storedId?: string;
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
  /** The sentence for a read refused as not offered (ReadProblem), where the kind has one. */
  readonly notOffered?: string;
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
  storedId,
  breadcrumbs,
  notice,
  actions,
  children,
  missing,
  notOffered,
}: ResourceDetailsProps) {
  const { t } = useTranslation(['details', 'searchUi']);
  const { StoredOverview } = useKitParts();
  const { state, refresh } = useRead(operation, paramsFor(operation, params), region);
  const ready = readData(state);
  const answer = ready?.data;
  const resource: Resource = isRecord(answer) ? answer : {};
  const failure = state.status === 'error' ? state.failure : undefined;
  const stored = useStoredResource(storedId ?? id);
  // Nothing read to show, for a reason that may pass: the index row stands in (undefined while
  // IndexedDB answers; null when the index does not hold the resource either).
  const passing = ready === undefined && failure !== undefined && retriesLater(failure, true);
  const standIn = passing && stored ? stored : undefined;
  const offline = failure?.kind === 'network';
  const heading = standIn === undefined ? undefined : storedHeading(standIn);
  const title =
    titleOf(answer, resource) ?? textAt(resource, 'displayName') ?? heading?.title ?? id ?? typeTitle;
  const lifecycleState = textAt(resource, 'lifecycleState') ?? heading?.lifecycleState;
  // A change to this resource waiting in the outbox (queued, sending or needing the user), as
  // the lists mark it; by the resource's own id where the URL carries another form of it.
  const resourceId = textAt(resource, 'id') ?? id ?? '';
  const ids = useMemo(() => [resourceId], [resourceId]);
  const pending = usePendingChanges(ids).has(resourceId);
  const waitsForSignIn = useSignInWaits(ids).has(resourceId);

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
                  <StatusLabel status="warning">
                    {waitsForSignIn
                      ? t('searchUi:results.waitingSignIn')
                      : t('searchUi:results.pendingChange')}
                  </StatusLabel>
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
        {failure !== undefined &&
        !(passing && stored === undefined) &&
        !(standIn !== undefined && offline) ? (
          notOffered === undefined ? (
            <ErrorPanel
              title={t('errors.loadFailed', { type: typeTitle })}
              failure={failure}
              onRetry={refresh}
            />
          ) : (
            <ReadProblem
              failure={failure}
              title={t('errors.loadFailed', { type: typeTitle })}
              notOffered={notOffered}
              onRetry={refresh}
            />
          )
        ) : null}
        {failure?.kind === 'http' && failure.status === 404 ? missing?.(refresh) : null}
        {ready !== undefined ? (
          children(ready, resource, refresh)
        ) : standIn !== undefined ? (
          <Suspense fallback={<Spinner />}>
            <StoredOverview stored={standIn} offline={offline} />
          </Suspense>
        ) : state.status === 'loading' || (passing && stored === undefined) ? (
          <Spinner label={t('loading', { type: typeTitle })} />
        ) : null}
      </div>
    </PageTemplate>
  );
}
