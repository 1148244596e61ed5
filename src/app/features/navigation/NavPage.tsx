import { Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../ui';
import { formatRoute, routeOf } from '../../navigation/navRoutes';
import { matchNamedLink, matchResourceLink, NamedResourcePage, ResourceLinkPage } from '../search';
import { NotFoundPage } from './NotFoundPage';
import { resolveNavPath } from './resolveNavPath';
import { ServiceInfoPage } from './ServiceInfoPage';
import { TypeListPage } from './TypeListPage';

/**
 * The catch-all route, after the features' own routes: every registry entry's address opens a
 * page. An address carrying an OCID (every details link of the type catalogue) shows that
 * resource on the generic details page, as does a bucket's address (which names it); an entry naming a search type lists that type; any
 * other entry opens its information page (which leads to the console's dedicated screen when
 * the entry has one); anything else is not found.
 */
export function NavPage() {
  const { pathname, search } = useLocation();
  const resource = useMemo(() => matchResourceLink(pathname, search), [pathname, search]);
  const named = useMemo(() => matchNamedLink(pathname), [pathname]);
  const resolution = useMemo(() => resolveNavPath(pathname, search), [pathname, search]);
  if (resource !== undefined) {
    return (
      <Suspense fallback={<Spinner />}>
        <ResourceLinkPage key={resource.id} />
      </Suspense>
    );
  }
  if (named !== undefined) {
    return (
      <Suspense fallback={<Spinner />}>
        <NamedResourcePage key={pathname} link={named} pathname={pathname} />
      </Suspense>
    );
  }
  if (resolution.kind === 'notFound' || resolution.kind === 'resource') return <NotFoundPage />;
  const { entry, params } = resolution;
  const route = Object.keys(params).length > 0 ? formatRoute(entry, params) : routeOf(entry);
  if (entry.resourceType !== undefined) {
    return (
      <TypeListPage
        key={entry.id}
        entry={entry}
        type={entry.resourceType}
        where={entry.resourceWhere}
        route={route}
      />
    );
  }
  return <ServiceInfoPage key={entry.id} entry={entry} route={route} params={params} />;
}
