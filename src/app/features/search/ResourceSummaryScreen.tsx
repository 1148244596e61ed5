/**
 * The summary page's own route, /resources/<OCID>: where results, suggestions and related
 * resources of a type without a screen of its own open (resourceHref.ts). Anything but an OCID
 * in the address is not a resource.
 */
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../ui';
import { isOcid } from './matchResourceLink';
import { NoResourcePage, IndexedResourcePage } from './ResourceLinkPage';

export function ResourceSummaryScreen() {
  const { id } = useParams();
  if (id === undefined || id.length > 255 || !isOcid(id)) return <NoResourcePage />;
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <IndexedResourcePage key={id} id={id} />
    </Suspense>
  );
}
