/**
 * The page of an address no feature routes: a live list page of the resource-kind registry when
 * the address is one kind's list route, else the navigation registry's page (NavPage). Loaded on
 * demand with the registry, so the first route's JavaScript does not carry every kind.
 */
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ListScreen } from '../kit/ListScreen';
import { NavPage } from '../shell/lazyScreens';
import { Spinner } from '../ui/Spinner';
import { kindListPages } from './kindLists';

const PAGES = new Map(kindListPages().map((page) => [page.route, page]));

export function RegistryPage() {
  const { pathname } = useLocation();
  const page = PAGES.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (page === undefined) {
    return (
      <Suspense fallback={<Spinner />}>
        <NavPage />
      </Suspense>
    );
  }
  return <ListScreen key={page.kind} spec={page.spec} rowLink={page.rowLink} />;
}
