import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../ui';
import { SHELL_PATHS } from '../../shell/shellPaths';
import type { VisibleNode } from '../../navigation/isVisible';
import { FeaturedList } from './FeaturedList';
import { SCREEN_PATHS } from './screenPaths';
import { useNavContext } from './useNavContext';
import { useRecentAreas } from './useRecentAreas';
import { visibleArea } from './visibleAreas';
import './HomeNavigation.css';

/** The first page of a visible tree that opens inside the console. */
export function firstPage(node: VisibleNode): VisibleNode | undefined {
  if (node.children.length === 0) return node.external ? undefined : node;
  for (const child of node.children) {
    const page = firstPage(child);
    if (page !== undefined) return page;
  }
  return undefined;
}

function RecentAreas() {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const ctx = useNavContext();
  const recent = useRecentAreas();
  const areas = useMemo(
    () =>
      recent.flatMap((id) => {
        const area = visibleArea(ctx, id, 'sideMenu');
        const page = area === undefined ? undefined : firstPage(area);
        return area === undefined || page === undefined ? [] : [{ area, page }];
      }),
    [recent, ctx],
  );
  return (
    <Card title={tc('home.recentAreas')}>
      {areas.length === 0 ? (
        <p>{tc('home.noRecentAreas')}</p>
      ) : (
        <ul className="home-links" role="list" data-testid="recent-areas">
          {areas.map(({ area, page }) => (
            <li key={area.entry.id}>
              <Link to={page.route}>{t(area.labelKey)}</Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function QuickLinks() {
  const { t: tc } = useTranslation('console');
  const links = [
    { to: SCREEN_PATHS.search, label: tc('nav.screen.search') },
    { to: SCREEN_PATHS.devops, label: tc('nav.screen.devops') },
    { to: SCREEN_PATHS.workRequests, label: tc('nav.screen.workRequests') },
    { to: SCREEN_PATHS.licenseManager, label: tc('nav.screen.licenseManager') },
    { to: SCREEN_PATHS.logging, label: tc('nav.screen.logging') },
    { to: SCREEN_PATHS.marketplace, label: tc('nav.screen.marketplace') },
    { to: SHELL_PATHS.settings, label: tc('shell.settings') },
  ];
  return (
    <Card title={tc('home.quickLinks')}>
      <ul className="home-links" role="list" data-testid="quick-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The navigation half of the home dashboard: featured pages, recent areas, quick links. */
export function HomeNavigation() {
  return (
    <div className="home-navigation">
      <div className="home-navigation__featured">
        <FeaturedList variant="home" />
      </div>
      <RecentAreas />
      <QuickLinks />
    </div>
  );
}
