import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { NavScreen } from '../../navigation/navEntry';
import { SCREEN_PATHS } from './screenPaths';

/** The name of a dedicated screen's link. */
function screenLabel(tc: TFunction, screen: NavScreen): string {
  switch (screen) {
    case 'search':
      return tc('nav.screen.search');
    case 'devops':
      return tc('nav.screen.devops');
    case 'licenseManager':
      return tc('nav.screen.licenseManager');
    case 'logging':
      return tc('nav.screen.logging');
    case 'marketplace':
      return tc('nav.screen.marketplace');
    case 'workRequests':
      return tc('nav.screen.workRequests');
    case 'serviceHealth':
      return tc('nav.screen.serviceHealth');
    case 'cost':
      return tc('nav.screen.cost');
  }
}

/**
 * The way from a registry page to the console's dedicated screen for it; nothing when the
 * screen is this very address (its feature is not mounted).
 */
export function ScreenLink({ screen }: { readonly screen: NavScreen }) {
  const { t: tc } = useTranslation('console');
  const { pathname } = useLocation();
  const path = SCREEN_PATHS[screen];
  if (path === pathname) return null;
  return (
    <p className="entry-page__screen">
      <Link className="entry-page__primary" to={path} data-testid="screen-link">
        {screenLabel(tc, screen)}
      </Link>
    </p>
  );
}
