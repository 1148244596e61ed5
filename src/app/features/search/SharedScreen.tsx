/**
 * The share target (/shared?title=…&text=…&url=…, see sharedTarget.ts): opens the page of the
 * OCID a shared text holds, or a search for the text, in place of this address (so Back returns
 * to where the person was): once the local index has answered, the resource's page
 * (sharedResourcePage.ts); the generic details page looks the resource up while online and says
 * so when nothing knows it.
 */
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useStoredResource } from '../../data/useStoredResource';
import { Spinner } from '../../ui';
import { searchPaths } from './paths';
import { sharedResourcePage } from './sharedResourcePage';
import { sharedTarget } from './sharedTarget';

function OpenResource({ id }: { readonly id: string }) {
  const { t } = useTranslation('searchUi');
  // undefined while IndexedDB answers; null when the index does not hold it.
  const stored = useStoredResource(id);
  if (stored === undefined) return <Spinner size="lg" label={t('shared.opening')} />;
  return <Navigate replace to={sharedResourcePage(id, stored)} />;
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
