/**
 * The share target (/shared?title=…&text=…&url=…, see sharedTarget.ts): opens the page of the
 * OCID a shared text holds, or a search for the text, in place of this address (so Back returns
 * to where the person was). The resource's page is its link in the local index, else its type's
 * link from the OCID alone (an instance's page needs nothing more), else the generic details page
 * of the OCID, which looks the resource up while online and says so when nothing knows it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { detailsLink } from '../../../oci/resource-types';
import { consoleDb, type StoredResource } from '../../../worker/store/db';
import { safeHref, Spinner } from '../../ui';
import { searchPaths } from './paths';
import { typeOfOcid } from './resourceReads';
import { resourcePath, sharedTarget } from './sharedTarget';

/** The console's page of the resource: its stored link, else its type's, else the generic page. */
function pageOf(id: string, stored: StoredResource | null): string {
  const kept = safeHref(stored?.link);
  if (kept?.startsWith('/') === true) return kept;
  const resourceType = stored?.resourceType ?? typeOfOcid(id);
  const computed =
    resourceType === undefined
      ? undefined
      : safeHref(detailsLink({ identifier: id, resourceType, compartmentId: stored?.compartmentId ?? '' }));
  return computed?.startsWith('/') === true ? computed : resourcePath(id);
}

function OpenResource({ id }: { readonly id: string }) {
  const { t } = useTranslation('searchUi');
  // undefined while IndexedDB answers; null when the index does not hold it.
  const stored = useLiveQuery(async () => (await consoleDb().resources.get(id)) ?? null, [id]);
  if (stored === undefined) return <Spinner size="lg" label={t('shared.opening')} />;
  return <Navigate replace to={pageOf(id, stored)} />;
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
