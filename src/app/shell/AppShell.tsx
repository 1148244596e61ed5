import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { TenancyFactsReader } from '../features/navigation';
import type { TenancyFactsState } from '../navigation/tenancyFacts';
import { FACTS_NOT_READ, TenancyFactsContext } from '../navigation/tenancyFactsContext';
import { StorageWipeNotice } from '../features/outbox';
import { SkipLink } from '../ui/SkipLink';
import { whenIdle } from '../ui/whenIdle';
import { lazyRetrying } from '../ui/lazyRetrying';
import { MegaMenu, preloadNavigation, SideMenu } from './lazyScreens';
import { PageFallback } from './PageFallback';
import { ShellHeader } from './ShellHeader';
import { ShellServices } from './ShellServices';
import { useFragmentScroll } from './useFragmentScroll';
import './AppShell.css';

// Fetched after the first paint: it shows only once a session has ended.
const SessionEndedBanner = lazyRetrying(() =>
  import('../features/profiles').then((module) => ({ default: module.SessionEndedBanner })),
);

const shellHeader = (): HTMLElement | null => document.querySelector<HTMLElement>('.shell-header');
/**
 * The frame of every page: the skip link first, the header, the left-hand menu of the current
 * area and the content (each screen renders its own <main>), under the notice of data the
 * browser wiped when there is one and that of an ended session. The mega menu's code is fetched
 * when the browser is idle and mounted on the first press of "Menu". What the tenancy says of its
 * pricing class and SaaS types is read once here (by a reader loaded after the first paint) for
 * every menu. An address with a fragment opens at the element it names (useFragmentScroll).
 */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const [facts, setFacts] = useState<TenancyFactsState>(FACTS_NOT_READ);
  useEffect(() => whenIdle(preloadNavigation), []);
  useFragmentScroll(shellHeader);
  const openMenu = useCallback(() => {
    setMenuMounted(true);
    setMenuOpen(true);
  }, []);
  return (
    <TenancyFactsContext.Provider value={facts}>
      <div className="shell">
        <SkipLink />
        <ShellServices />
        <Suspense fallback={null}>
          <TenancyFactsReader onFacts={setFacts} />
        </Suspense>
        <ShellHeader menuOpen={menuOpen} onOpenMenu={openMenu} />
        {menuMounted ? (
          <Suspense fallback={null}>
            <MegaMenu isOpen={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        ) : null}
        <div className="shell-body">
          <Suspense fallback={null}>
            <SideMenu />
          </Suspense>
          <div className="shell-content">
            <Suspense fallback={null}>
              <StorageWipeNotice />
              <SessionEndedBanner />
            </Suspense>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </div>
    </TenancyFactsContext.Provider>
  );
}
