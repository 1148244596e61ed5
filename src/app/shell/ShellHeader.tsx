import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../runtimeConfigContext';
import { useSettings } from '../settings/SettingsContext';
import { preloadNavigation, RegionSelect } from './lazyScreens';
import { ShellTools } from './ShellTools';

export interface ShellHeaderProps {
  readonly menuOpen: boolean;
  readonly onOpenMenu: () => void;
}

/**
 * The console's header: the menu button (opens the mega menu), the brand (home), the current
 * region, the tools area and the settings link. On phones the labels of the menu and settings
 * buttons are read, not shown, and the region and tools take a second row.
 */
export function ShellHeader({ menuOpen, onOpenMenu }: ShellHeaderProps) {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const { settings } = useSettings();
  const pinnedRegion = useRuntimeConfig().region;
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
      <Link to="/" className="shell-brand">
        {t('shell.brand')}
      </Link>
      <div className="shell-region">
        <Suspense
          fallback={<span className="shell-region__placeholder">{pinnedRegion ?? settings.region}</span>}
        >
          <RegionSelect variant="header" />
        </Suspense>
      </div>
      <ShellTools />
      <Link
        to="/settings"
        className="shell-header__button shell-settings"
        aria-current={pathname === '/settings' ? 'page' : undefined}
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
