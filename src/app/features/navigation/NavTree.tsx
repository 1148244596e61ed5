import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { VisibleNode } from '../../navigation/isVisible';
import { NavItemLink } from './NavItemLink';
import { containsCurrent, isCurrent } from './visibleAreas';
import './NavTree.css';

export interface NavTreeProps {
  readonly nodes: readonly VisibleNode[];
  /**
   * `side`: the left-hand menu, groups fold (<details>) and the one holding the current page is
   * open. `panel`: an area of the mega menu, every group open under its own heading.
   */
  readonly variant: 'side' | 'panel';
  readonly onNavigate?: () => void;
  /** Heading level of this list's groups in the panel variant. */
  readonly headingLevel?: number;
}

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';

function headingTag(level: number): HeadingTag {
  return `h${Math.min(Math.max(level, 3), 6)}` as HeadingTag;
}

/** Entries of a visible tree as nested lists of links. */
export function NavTree({ nodes, variant, onNavigate, headingLevel = 3 }: NavTreeProps) {
  const { t } = useTranslation('navigation');
  const { pathname, search } = useLocation();
  return (
    <ul className={`nav-tree nav-tree--${variant}`} role="list">
      {nodes.map((node) => {
        if (node.children.length === 0) {
          return (
            <li key={node.entry.id} className="nav-tree__item">
              <NavItemLink
                node={node}
                className="nav-tree__link"
                current={isCurrent(node, pathname, search)}
                onNavigate={onNavigate}
              />
            </li>
          );
        }
        const children = (
          <NavTree
            nodes={node.children}
            variant={variant}
            onNavigate={onNavigate}
            headingLevel={headingLevel + 1}
          />
        );
        if (variant === 'side') {
          return (
            <li key={node.entry.id} className="nav-tree__item nav-tree__item--group">
              <details className="nav-tree__group" open={containsCurrent(node, pathname, search)}>
                <summary className="nav-tree__summary">{t(node.labelKey)}</summary>
                {children}
              </details>
            </li>
          );
        }
        const Heading = headingTag(headingLevel);
        return (
          <li key={node.entry.id} className="nav-tree__item nav-tree__item--group">
            <Heading className="nav-tree__heading">{t(node.labelKey)}</Heading>
            {children}
          </li>
        );
      })}
    </ul>
  );
}
