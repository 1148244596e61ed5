import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { featuredFor } from '../../navigation/isVisible';
import { handleArrowKeys } from './arrowKeys';
import { NavItemLink } from './NavItemLink';
import { useNavContext } from './useNavContext';
import './FeaturedList.css';

export interface FeaturedListProps {
  /** `menu`: a compact row at the top of the mega menu; `home`: tiles on the dashboard. */
  readonly variant: 'menu' | 'home';
  readonly onNavigate?: () => void;
}

/** The featured pages of the user's persona (document 3 §2.16), in their order. */
export function FeaturedList({ variant, onNavigate }: FeaturedListProps) {
  const { t } = useTranslation('console');
  const ctx = useNavContext();
  const items = useMemo(() => featuredFor(ctx), [ctx]);
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={`nav-featured nav-featured--${variant}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="nav-featured__title">
        {t('nav.featured')}
      </h2>
      <ul
        className="nav-featured__list"
        role="list"
        data-testid="featured-list"
        onKeyDown={(event) => handleArrowKeys(event, true)}
      >
        {items.map((node) => (
          <li key={node.entry.id} className="nav-featured__item">
            <NavItemLink node={node} className="nav-featured__link" onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
