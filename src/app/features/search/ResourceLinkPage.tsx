/**
 * The generic details page behind every link of the type catalogue that has no page of its own
 * (Headlamp's rule: a resource kind is configuration, not a new page). The resource is the OCID
 * in the address; it is read with its type's get call where the console has one (kept for
 * offline use by useRead), and otherwise shown from the local index: state, facts, related
 * resources, properties, tags, how old it is, and a refresh.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { consoleDb } from '../../../contract/db';
import { readData, useRead } from '../../data/useRead';
import { InstanceActions } from '../instances/InstanceActions';
import { useFollowLifecycle } from '../instances/useFollowLifecycle';
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
  Spinner,
  StatusLabel,
} from '../../ui';
import { identifierQuery, lookupArriving, useLookup } from './identifierLookup';
import { matchResourceLink } from './matchResourceLink';
import { asFields, propertiesOf, relationsOf, tagsOf } from './resourceFields';
import { regionOfOcid, resourceRead, typeOfOcid } from './resourceReads';
import { CompartmentName, FactList, Properties, Relations, Section, Tags } from './ResourceSections';
import { useNow } from './useNow';
import { usePendingChanges } from '../../data/usePendingChanges';
import { useTypeLabels } from './useTypeLabels';
import './searchScreen.css';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function ResourceDetails({ id }: { readonly id: string }) {
  const { t } = useTranslation(['searchUi', 'search']);
  const { settings } = useSettings();
  const labels = useTypeLabels();
  const now = useNow();
  const formatTime = useFormatDateTime();
  // undefined while IndexedDB answers; null when the index does not hold it.
  const stored = useLiveQuery(async () => (await consoleDb().resources.get(id)) ?? null, [id]);
  const typeName = stored?.resourceType ?? typeOfOcid(id);
  const read = typeName === undefined ? undefined : resourceRead(typeName);
  const region = stored?.region ?? regionOfOcid(id) ?? settings.region;
  const params = useMemo(() => (read === undefined ? {} : { [read.idParam]: id }), [read, id]);
  const { state, refresh } = useRead<unknown>(read?.operation ?? null, params, region);
  const answer = read === undefined ? undefined : readData(state);
  const readFailure = read !== undefined && state.status === 'error' ? state.failure : undefined;
  const pending = usePendingChanges([id]).has(id);
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
    stored === null && body === undefined && (read === undefined || state.status === 'error'),
  );
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
  const lifecycle = text(body?.['lifecycleState']) ?? stored?.lifecycleState;
  const fetchedAt = answer?.fetchedAt ?? stored?.fetchedAt;
  const compartmentId = text(body?.['compartmentId']) ?? stored?.compartmentId;
  const created = text(body?.['timeCreated']) ?? stored?.timeCreated;
  const relations = relationsOf(
    [stored?.enrichment, stored?.additionalDetails, stored?.identityContext, body, { compartmentId }],
    id,
  );
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
              {pending ? <StatusLabel status="warning">{t('results.pendingChange')}</StatusLabel> : null}
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
      {readFailure !== undefined || keptFailure !== undefined ? (
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
            { label: t('details.identifier'), value: <code>{id}</code> },
            { label: t('details.type'), value: labels.title(type) },
            { label: t('details.region'), value: region },
            ...(compartmentId
              ? [{ label: t('details.compartment'), value: <CompartmentName id={compartmentId} /> }]
              : []),
            ...(stored?.availabilityDomain
              ? [{ label: t('details.availabilityDomain'), value: stored.availabilityDomain }]
              : []),
            ...(created ? [{ label: t('details.created'), value: formatTime(created) }] : []),
          ]}
        />
      </Section>
      <Relations relations={relations} labels={labels} />
      <Properties properties={propertiesOf(body ?? stored?.additionalDetails)} />
      <Tags
        tags={tagsOf(
          body?.['freeformTags'] ?? stored?.freeformTags,
          body?.['definedTags'] ?? stored?.definedTags,
        )}
      />
    </PageTemplate>
  );
}

function ResourceLinkContent() {
  const { t } = useTranslation('searchUi');
  const location = useLocation();
  const match = matchResourceLink(location.pathname, location.search);
  if (match === undefined) {
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
  return <ResourceDetails key={match.id} id={match.id} />;
}

/** Mounted on the console's catch-all route: the address names the resource. */
export function ResourceLinkPage() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <ResourceLinkContent />
    </Suspense>
  );
}
