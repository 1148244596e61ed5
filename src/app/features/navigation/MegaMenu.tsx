import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TextField, useMediaQuery } from '../../ui';
import { focusEdge } from './arrowKeys';
import { Drawer } from './Drawer';
import { FeaturedList } from './FeaturedList';
import { MegaMenuAreas } from './MegaMenuAreas';
import { MegaMenuResults, useMenuResults } from './MegaMenuResults';
import { NARROW_QUERY } from './narrowQuery';
import { useNavContext } from './useNavContext';
import './MegaMenu.css';

export interface MegaMenuProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * The mega menu (document 3 §1, §2), a modal dialog named "Navigation menu": a filter box, the
 * persona's featured pages, then every visible area with its entries. Filtering searches labels,
 * tags and synonyms as one types; ArrowDown moves from the box to the results and Enter opens the
 * first one. Escape closes the menu and returns focus to the button that opened it.
 */
export function MegaMenu({ isOpen, onOpenChange }: MegaMenuProps) {
  const { t } = useTranslation('console');
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label={t('shell.navigationMenu')}
      variant="menu"
      testId="mega-menu"
    >
      {(close) => <MegaMenuContent close={close} />}
    </Drawer>
  );
}

function MegaMenuContent({ close }: { readonly close: () => void }) {
  const { t } = useTranslation('console');
  const ctx = useNavContext();
  const navigate = useNavigate();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [query, setQuery] = useState('');
  const results = useMenuResults(query, ctx);
  const bodyRef = useRef<HTMLDivElement>(null);
  const filtering = query.trim() !== '';

  const onFilterKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusEdge(bodyRef.current, 'first');
    } else if (event.key === 'Enter' && filtering) {
      const first = results[0];
      if (first === undefined) return;
      event.preventDefault();
      if (first.route.startsWith('/')) {
        close();
        void navigate(first.route);
      } else {
        focusEdge(bodyRef.current, 'first');
      }
    }
  };

  return (
    <div className="mega-menu">
      {/* Keys are read here, not on the field: react-aria would keep Escape from reaching the dialog. */}
      <div className="mega-menu__filter" role="search" onKeyDown={onFilterKeyDown}>
        <TextField
          label={t('nav.filterLabel')}
          description={t('nav.filterHint')}
          type="search"
          value={query}
          onChange={setQuery}
          autoFocus={!isNarrow}
          autoComplete="off"
          spellCheck="false"
        />
        <p role="status" className="visually-hidden">
          {filtering ? t('nav.resultCount', { count: results.length }) : ''}
        </p>
      </div>
      <div className="mega-menu__body" ref={bodyRef}>
        {filtering ? (
          <MegaMenuResults results={results} ctx={ctx} onNavigate={close} />
        ) : (
          <MegaMenuAreas
            ctx={ctx}
            isNarrow={isNarrow}
            onNavigate={close}
            header={<FeaturedList variant="menu" onNavigate={close} />}
          />
        )}
      </div>
    </div>
  );
}
