/**
 * The share target (/shared?title=…&text=…&url=…, see sharedTarget.ts): opens the page of the
 * OCID a shared text holds, or a search for the text, in place of this address (so Back returns
 * to where the person was). The resource's page is its link in the local index; a resource the
 * index lacks is looked up by identifier while online (and stored, link and all); offline, or
 * when the lookup finds nothing, its type's link from the OCID alone, and else a search for it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { detailsLink } from '../../../oci/resource-types';
import { consoleDb, type StoredResource } from '../../../worker/store/db';
import { useSettings } from '../../settings/SettingsContext';
import { safeHref, Spinner } from '../../ui';
import { identifierQuery, lookupArriving, useLookup } from './identifierLookup';
import { searchPaths } from './paths';
import { regionOfOcid, typeOfOcid } from './resourceReads';
import { sharedTarget } from './sharedTarget';

/** A console page of the resource: its stored link, else its type's link from the OCID alone. */
function pageOf(id: string, stored: StoredResource | null): string | undefined {
  const kept = safeHref(stored?.link);
  if (kept?.startsWith('/') === true) return kept;
  const resourceType = stored?.resourceType ?? typeOfOcid(id);
  if (resourceType === undefined) return undefined;
  const computed = safeHref(detailsLink({ identifier: id, resourceType, compartmentId: stored?.compartmentId ?? '' }));
  return computed?.startsWith('/') === true ? computed : undefined;
}

function OpenResource({ id }: { readonly id: string }) {
  const { t } = useTranslation('searchUi');
  const { settings } = useSettings();
  // undefined while IndexedDB answers; null when the index does not hold it.
  const stored = useLiveQuery(async () => (await consoleDb().resources.get(id)) ?? null, [id]);
  const region = stored?.region ?? regionOfOcid(id) ?? settings.region;
  const lookup = useLookup(identifierQuery(id), region, stored === null);
  if (stored === undefined || (stored === null && lookupArriving(lookup))) {
    return <Spinner size="lg" label={t('shared.opening')} />;
  }
  return <Navigate replace to={pageOf(id, stored) ?? searchPaths.search({ q: id, regions: [] })} />;
}

function OpenShared() {
  const [params] = useSearchParams();
  const target = useMemo(() => sharedTarget(params), [params]);
  if (target.kind === 'resource') return <OpenResource id={target.id} />;
  return <Navigate replace to={searchPaths.search({ q: target.q, regions: [] })} />;
}

export function SharedScreen() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <OpenShared />
    </Suspense>
  );
}
