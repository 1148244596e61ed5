import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../runtimeConfigContext';
import { useSettings } from '../settings/SettingsContext';
import { preloadNavigation, RegionSelect } from './lazyScreens';
import { ShellTools } from './ShellTools';
import { bootSearchInUse } from './bootSearch';
import { SHELL_PATHS } from './shellPaths';
import { lazyRetrying } from '../ui/lazyRetrying';

// The switcher reads the device's list of tenancies (IndexedDB): it loads after the first paint.
const TenancySwitcher = lazyRetrying(() =>
  import('./TenancySwitcher').then((module) => ({ default: module.TenancySwitcher })),
);

export interface ShellHeaderProps {
  readonly menuOpen: boolean;
  readonly onOpenMenu: () => void;
}

/**
 * The console's header: the menu button (opens the mega menu), the brand (home), the tenancy
 * switcher (once a tenancy is on the device), the current region, the tools area and the
 * settings link. It stays at the top of the screen. On phones it
 * is one compact row: the labels of the menu and settings buttons are read, not shown, and a
 * search button opens the region and tools below the row with the search box focused.
 */
export function ShellHeader({ menuOpen, onOpenMenu }: ShellHeaderProps) {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const { settings } = useSettings();
  const pinnedRegion = useRuntimeConfig().region;
  // Open at once when the user already typed in (or focused) the precached page's search form.
  const [toolsOpen, setToolsOpen] = useState(bootSearchInUse);
  const more = useRef<HTMLDivElement>(null);
  // Leaving the page (a search, a link) folds the tools away again.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setToolsOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (toolsOpen) more.current?.querySelector<HTMLInputElement>('.search-box input')?.focus();
  }, [toolsOpen]);
  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-header__button shell-menu-button"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
        onPointerEnter={preloadNavigation}
        onFocus={preloadNavigation}
        data-testid="menu-button"
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="shell-header__label">{t('shell.menu')}</span>
      </button>
      {/* The product's name keeps its own direction: cut short, it loses its end, not its start. */}
      <Link to="/" className="shell-brand" dir="auto">
        {t('shell.brand')}
      </Link>
      <Suspense fallback={null}>
        <TenancySwitcher />
      </Suspense>
      <button
        type="button"
        className="shell-header__button shell-search-button"
        aria-expanded={toolsOpen}
        aria-controls="shell-header-more"
        onClick={() => {
          setToolsOpen((open) => !open);
        }}
        data-testid="search-button"
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10.4 10.4 14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="shell-header__label">{t('shell.search')}</span>
      </button>
      <div id="shell-header-more" ref={more} className="shell-header__more" data-open={toolsOpen}>
        <div className="shell-region">
          <Suspense
            fallback={<span className="shell-region__placeholder">{pinnedRegion ?? settings.region}</span>}
          >
            <RegionSelect variant="header" />
          </Suspense>
        </div>
        <ShellTools />
      </div>
      <Link
        to={SHELL_PATHS.settings}
        className="shell-header__button shell-settings"
        aria-current={pathname === SHELL_PATHS.settings ? 'page' : undefined}
        data-testid="settings-link"
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M8 1.5v2M8 12.5v2M1.5 8h2M12.5 8h2M3.4 3.4l1.4 1.4M11.2 11.2l1.4 1.4M3.4 12.6l1.4-1.4M11.2 4.8l1.4-1.4"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
        <span className="shell-header__label">{t('shell.settings')}</span>
      </Link>
    </header>
  );
}
