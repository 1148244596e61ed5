/**
 * The summary page of a resource: the page of every type without one of its own (Headlamp's rule:
 * a resource kind is configuration, not a new page), at /resources/<OCID> and behind the
 * catalogue's links that only the catch-all route answers. The resource is the OCID in the
 * address; it is read with its type's get call where the console has one (kept for offline use
 * by useRead), and otherwise shown from the local index: state, other name, facts, the
 * resources it points to and those that point to it, properties, tags, how old it is, where it
 * is in the official console, and a refresh. A resource the index lacks is searched for by OCID
 * when online; offline, the page says it is not on this device.
 */
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useKeptResource } from '../../data/useStoredResource';
import { paramsFor } from '../../../oci/operations';
import { readData, useRead } from '../../data/useRead';
import { InstanceActions, InstanceMetrics, useFollowLifecycle } from '../instances';
import { useSettings } from '../../settings/SettingsContext';
import { useFormatDateTime } from '../../settings/useFormatDateTime';
import {
  Button,
  EmptyState,
  ErrorPanel,
  Freshness,
  LifecycleBadge,
  OverviewHeading,
  PageTemplate,
  ResourceBadge,
  safeHref,
  Spinner,
  StatusLabel,
} from '../../ui';
import { identifierQuery, lookupArriving, useLookup } from './identifierLookup';
import { matchResourceLink } from './matchResourceLink';
import { alternativeName, shownLifecycleState } from '../../../oci/resource-types';
import { NamedId } from '../../ui/NamedId';
import { CompartmentName } from '../../kit/CompartmentName';
import { TagList } from '../../kit/TagList';
import { NewTabHint } from '../../ui/NewTabHint';
import { officialConsolePlace } from './officialConsolePlace';
import { ReferencedBy } from './ReferencedBy';
import { asFields, propertiesOf, relationsOf } from './resourceFields';
import { regionOfOcid, resourceRead, typeOfOcid } from './resourceReads';
import { FactList, Properties, Relations, Section } from './ResourceSections';
import { useNow } from '../../kit/useNow';
import { usePendingChanges, useSignInWaits } from '../../data/usePendingChanges';
import { useTypeLabels } from '../../kit/useTypeLabels';
import { RegionLabel } from '../../i18n/RegionLabel';
import '../../kit/details.css';
import './searchScreen.css';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function IndexedResourcePage({ id }: { readonly id: string }) {
  const { t } = useTranslation(['searchUi', 'search', 'console', 'glossary']);
  const { settings } = useSettings();
  const labels = useTypeLabels();
  const now = useNow();
  const formatTime = useFormatDateTime();
  // undefined while IndexedDB answers; null when the index does not hold it. A row that cannot
  // be read in full gives what it can, and is looked up again online as a missing one is.
  const kept = useKeptResource(id);
  const stored = kept === undefined || kept === null ? kept : kept.resource;
  const typeName = stored?.resourceType ?? typeOfOcid(id);
  const read = typeName === undefined ? undefined : resourceRead(typeName);
  const region = stored?.region ?? regionOfOcid(id) ?? settings.region;
  const params = useMemo(() => (read === undefined ? {} : { [read.idParam]: id }), [read, id]);
  const operation = read?.operation ?? null;
  const { state, refresh } = useRead(operation, paramsFor(operation, params), region);
  const answer = read === undefined ? undefined : readData(state);
  const readFailure = read !== undefined && state.status === 'error' ? state.failure : undefined;
  const ids = useMemo(() => [id], [id]);
  const pending = usePendingChanges(ids).has(id);
  const waitsForSignIn = useSignInWaits(ids).has(id);
  const isInstance = typeName === 'Instance';
  useFollowLifecycle(
    {
      lifecycleState: isInstance
        ? (text(asFields(answer?.data)?.['lifecycleState']) ?? stored?.lifecycleState)
        : undefined,
      answeredAt: answer?.fetchedAt,
      pending: isInstance && pending,
    },
    refresh,
  );

  const body = asFields(answer?.data);
  const reading = read !== undefined && state.status === 'loading' && answer === undefined;
  // Neither the index nor a read shows it: search for it by identifier (stored as it arrives).
  const lookup = useLookup(
    identifierQuery(id),
    region,
    (stored === null || kept?.damaged === true) &&
      body === undefined &&
      (read === undefined || state.status === 'error'),
  );
  // The kept copies could not be read (the index's row in part, or the read's copy at all).
  const keptUnreadable = (kept?.damaged === true && body === undefined) || readFailure?.kind === 'storage';
  if (stored === undefined || (stored === null && (reading || lookupArriving(lookup))))
    return <Spinner size="lg" label={t('details.loading')} />;
  if (stored === null && body === undefined) {
    return (
      <PageTemplate heading={<OverviewHeading title={id} subtitle={typeName && labels.title(typeName)} />}>
        {readFailure !== undefined ? (
          <ErrorPanel title={t('details.readFailed')} failure={readFailure} onRetry={refresh} />
        ) : null}
        {lookup.status === 'failed' ? (
          <ErrorPanel title={t('details.lookupFailed')} failure={lookup.failure} />
        ) : null}
        <EmptyState title={t('details.unknownTitle')} description={t('details.unknownBody')} />
      </PageTemplate>
    );
  }

  const type = typeName ?? stored?.resourceType ?? '';
  const name = text(body?.['displayName']) ?? stored?.displayName ?? id;
  const lifecycle = shownLifecycleState({
    resourceType: type,
    lifecycleState: text(body?.['lifecycleState']) ?? stored?.lifecycleState,
  });
  const altName = stored ? alternativeName(stored) : undefined;
  const official = officialConsolePlace({ resourceType: type, link: stored?.link ?? null }, region);
  const fetchedAt = answer?.fetchedAt ?? stored?.fetchedAt;
  const compartmentId = text(body?.['compartmentId']) ?? stored?.compartmentId;
  const created = text(body?.['timeCreated']) ?? stored?.timeCreated;
  // The compartment is among the facts, by name and linked; the relations list the others.
  const relations = relationsOf(
    [stored?.enrichment, stored?.additionalDetails, stored?.identityContext, body],
    id,
  ).filter((relation) => relation.id !== compartmentId);
  const keptFailure = answer?.fromCache === true ? answer.failure : undefined;

  return (
    <PageTemplate
      heading={
        <OverviewHeading
          title={name}
          subtitle={labels.title(type)}
          badge={
            <ResourceBadge shape={labels.shape(type)} label={labels.badge(type)} title={labels.title(type)} />
          }
          status={
            <>
              {lifecycle ? <LifecycleBadge state={lifecycle} /> : null}
              {pending ? (
                <StatusLabel status="warning">
                  {waitsForSignIn ? t('results.waitingSignIn') : t('results.pendingChange')}
                </StatusLabel>
              ) : null}
            </>
          }
        />
      }
      toolbar={
        read !== undefined ? (
          <>
            <Button onPress={refresh} isPending={state.status === 'loading'}>
              {t('details.refresh')}
            </Button>
            {isInstance ? (
              <InstanceActions
                instance={{ id, name, lifecycleState: lifecycle, region, etag: answer?.etag }}
                onLanded={refresh}
                showLabel
              />
            ) : null}
          </>
        ) : undefined
      }
      toolbarLabel={read !== undefined ? t('details.toolbar') : undefined}
    >
      {fetchedAt !== undefined ? (
        <p className="search-status__note" data-testid="details-age">
          <Freshness timestamp={fetchedAt} now={now} />
          {read === undefined ? ` · ${t('details.fromIndex')}` : null}
        </p>
      ) : null}
      {keptUnreadable ? (
        <div className="search-banner" role="status" data-testid="kept-unreadable">
          <p className="search-banner__title">{t('details.keptUnreadable')}</p>
        </div>
      ) : null}
      {(readFailure !== undefined && readFailure.kind !== 'storage') || keptFailure !== undefined ? (
        <div className="search-banner" role="status">
          <p className="search-banner__title">
            {readFailure !== undefined ? t('details.showingIndexed') : t('details.showingKept')}
          </p>
          <p className="search-banner__reason">
            {t('status.reason', { reason: (readFailure ?? keptFailure)?.message })}
          </p>
        </div>
      ) : null}
      <Section title={t('details.overview')}>
        <FactList
          facts={[
            ...(altName ? [{ label: t('details.altName'), value: altName }] : []),
            { label: t('glossary:ocid'), value: <NamedId ocid={id} /> },
            { label: t('glossary:type'), value: labels.title(type) },
            { label: t('details.region'), value: <RegionLabel id={region} /> },
            ...(compartmentId
              ? [{ label: t('glossary:compartment'), value: <CompartmentName id={compartmentId} /> }]
              : []),
            ...(stored?.availabilityDomain
              ? [{ label: t('glossary:availabilityDomain'), value: stored.availabilityDomain }]
              : []),
            ...(created ? [{ label: t('glossary:created'), value: formatTime(created) }] : []),
          ]}
        />
      </Section>
      {isInstance && compartmentId !== undefined ? (
        <InstanceMetrics
          instanceId={id}
          compartmentId={compartmentId}
          region={region}
          stopped={lifecycle === 'STOPPED'}
        />
      ) : null}
      {official !== undefined ? (
        <p>
          <a href={safeHref(official.url)} target="_blank" rel="noopener noreferrer">
            {official.kind === 'page'
              ? t('console:nav.openInOfficialConsole')
              : t('details.openListInConsole')}
            <NewTabHint />
          </a>
        </p>
      ) : null}
      <Relations relations={relations} labels={labels} />
      <ReferencedBy id={id} labels={labels} />
      <Properties properties={propertiesOf(body ?? stored?.additionalDetails)} />
      <TagList
        resource={{
          freeformTags: body?.['freeformTags'] ?? stored?.freeformTags,
          definedTags: body?.['definedTags'] ?? stored?.definedTags,
        }}
      />
    </PageTemplate>
  );
}

/** An address that names no resource. */
export function NoResourcePage() {
  const { t } = useTranslation(['searchUi', 'glossary']);
  return (
    <PageTemplate heading={<OverviewHeading title={t('details.notFoundTitle')} />}>
      <EmptyState
        title={t('details.notFoundTitle')}
        description={t('details.notFoundBody')}
        action={<Link to="/">{t('details.goHome')}</Link>}
      />
    </PageTemplate>
  );
}

function ResourceLinkContent() {
  const location = useLocation();
  const match = matchResourceLink(location.pathname, location.search);
  if (match === undefined) return <NoResourcePage />;
  return <IndexedResourcePage key={match.id} id={match.id} />;
}

/** Mounted on the console's catch-all route: the address names the resource. */
export function ResourceLinkPage() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <ResourceLinkContent />
    </Suspense>
  );
}
