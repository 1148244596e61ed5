/**
 * The details page of a resource whose address carries its name (a bucket): the resource of that
 * type and name in the local index, shown by the generic details page; when the index lacks it,
 * a search by name (stored as any search result) finds it first.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StoredResource } from '../../../contract/db';
import { useNamedResources } from '../../data/useStoredResource';
import { useSettings } from '../../settings/SettingsContext';
import { EmptyState, ErrorPanel, OverviewHeading, PageTemplate, Spinner } from '../../ui';
import { lookupArriving, nameQuery, useLookup } from './identifierLookup';
import type { NamedResourceLink } from './namedResourceLink';
import { IndexedResourcePage } from './ResourceLinkPage';

/** Of the stored resources with the name, the one whose link is this address, else the first. */
function pick(found: readonly StoredResource[], pathname: string): StoredResource | null {
  return found.find((r) => r.link === pathname) ?? found[0] ?? null;
}

export function NamedResourcePage({
  link,
  pathname,
}: {
  readonly link: NamedResourceLink;
  readonly pathname: string;
}) {
  const { t } = useTranslation('searchUi');
  const { settings } = useSettings();
  const found = useNamedResources(link.typeKey, link.name);
  const stored = found === undefined ? undefined : pick(found, pathname);
  const lookup = useLookup(nameQuery(link.typeName, link.name), settings.region, stored === null);
  if (stored === undefined || (stored === null && lookupArriving(lookup)))
    return <Spinner size="lg" label={t('details.loading')} />;
  if (stored === null) {
    return (
      <PageTemplate heading={<OverviewHeading title={link.name} />}>
        {lookup.status === 'failed' ? (
          <ErrorPanel title={t('details.lookupFailed')} failure={lookup.failure} />
        ) : null}
        <EmptyState
          title={t('details.unknownTitle')}
          description={t('details.unknownBody')}
          action={<Link to="/">{t('details.goHome')}</Link>}
        />
      </PageTemplate>
    );
  }
  return <IndexedResourcePage key={stored.identifier} id={stored.identifier} />;
}
