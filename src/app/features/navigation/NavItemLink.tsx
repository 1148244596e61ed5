import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { safeHref } from '../../ui';
import { NewTabHint } from '../../ui/NewTabHint';
import type { VisibleNode } from '../../navigation/isVisible';

export interface NavItemLinkProps {
  readonly node: VisibleNode;
  /** Marks the link as the current page. */
  readonly current?: boolean;
  /** Called when the link is followed inside the console (a drawer closes). */
  readonly onNavigate?: () => void;
  readonly className?: string;
  /** Extra content after the label (e.g. the area of a search result). */
  readonly children?: ReactNode;
}

/**
 * A menu entry as a link: inside the console a router link, an external page or an entry marked
 * openInNewTab a new browser tab with a spoken and visible hint. `data-nav-item` makes it a stop
 * of the menus' arrow keys.
 */
export function NavItemLink({ node, current = false, onNavigate, className, children }: NavItemLinkProps) {
  const { t } = useTranslation('navigation');
  const label = t(node.labelKey);
  if (node.external || node.openInNewTab) {
    return (
      <a
        className={className}
        href={safeHref(node.route)}
        target="_blank"
        rel="noopener noreferrer"
        data-nav-item=""
      >
        <span className="nav-link__label">{label}</span>
        <NewTabHint />
        {children}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={node.route}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      data-nav-item=""
    >
      <span className="nav-link__label">{label}</span>
      {children}
    </Link>
  );
}
