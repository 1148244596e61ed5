import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { VisibleNode } from '../../navigation/isVisible';
import type { NavContext } from '../../navigation/navContext';
import { consoleKindOf } from '../../navigation/personas';
import { areaOfPath } from './areaOfPath';
import { focusEdge, handleArrowKeys, inlineDirection } from './arrowKeys';
import { AreaHelp } from './AreaHelp';
import { NavTree } from './NavTree';
import type { VisibleCategory } from './visibleAreas';
import { visibleCategories } from './visibleAreas';

export interface MegaMenuAreasProps {
  readonly ctx: NavContext;
  /** Shown above the areas while the list is (the featured pages). */
  readonly header?: ReactNode;
  readonly isNarrow: boolean;
  readonly onNavigate: () => void;
}

/** The area shown first on a wide screen: the current page's, the SaaS menu for SaaS users, else Compute. */
function defaultArea(
  categories: readonly VisibleCategory[],
  ctx: NavContext,
  pathname: string,
): string | undefined {
  const areas = categories.flatMap((c) => c.areas);
  const current = areaOfPath(pathname);
  const preferred = [current, consoleKindOf(ctx.persona) === 'SAAS' ? 'myApplications' : 'compute'];
  return preferred.find((id) => areas.some((a) => a.entry.id === id)) ?? areas[0]?.entry.id;
}

type FocusRequest = { readonly to: 'panel' } | { readonly to: 'area'; readonly id: string } | null;

/**
 * Every visible area of the mega menu, by category, and the chosen area's entries. Wide screens
 * show the list and the chosen area side by side; phones show one at a time with a way back.
 * Areas are disclosure buttons: Enter (or ArrowRight in the reading direction) opens one and
 * moves focus to its panel; ArrowLeft goes back to the list.
 */
export function MegaMenuAreas({ ctx, header, isNarrow, onNavigate }: MegaMenuAreasProps) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const { pathname } = useLocation();
  const categories = useMemo(() => visibleCategories(ctx, 'megaMenu'), [ctx]);
  const [chosen, setChosen] = useState<string | null>(() =>
    isNarrow ? null : (defaultArea(categories, ctx, pathname) ?? null),
  );
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const area: VisibleNode | undefined = categories.flatMap((c) => c.areas).find((a) => a.entry.id === chosen);

  useEffect(() => {
    if (focusRequest === null) return;
    if (focusRequest.to === 'panel') headingRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-area-id="${focusRequest.id}"]`)?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  const open = (id: string) => {
    setChosen(id);
    setFocusRequest({ to: 'panel' });
  };
  const back = () => {
    if (chosen !== null) setFocusRequest({ to: 'area', id: chosen });
    if (isNarrow) setChosen(null);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const id = target.dataset.areaId;
    if (inlineDirection(event) === 'forward' && id !== undefined) {
      event.preventDefault();
      open(id);
      return;
    }
    handleArrowKeys(event);
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (inlineDirection(event) === 'backward') {
      event.preventDefault();
      back();
      return;
    }
    if (event.target === headingRef.current && event.key === 'ArrowDown') {
      event.preventDefault();
      focusEdge(event.currentTarget, 'first');
      return;
    }
    handleArrowKeys(event);
  };

  const showList = !isNarrow || area === undefined;
  return (
    <>
      {showList ? header : null}
      <div className={`mega-menu__areas${area !== undefined && !isNarrow ? ' mega-menu__areas--split' : ''}`}>
        {showList ? (
          <div
            className="mega-menu__area-list"
            ref={listRef}
            onKeyDown={onListKeyDown}
            data-testid="menu-areas"
          >
            {categories.map((category) => (
              <div key={category.id} className="mega-menu__category">
                <h2 className="mega-menu__category-title">{t(category.labelKey)}</h2>
                <ul role="list">
                  {category.areas.map((a) => (
                    <li key={a.entry.id}>
                      <button
                        type="button"
                        className="mega-menu__area-button"
                        data-nav-item=""
                        data-area-id={a.entry.id}
                        aria-expanded={a.entry.id === chosen}
                        aria-controls={a.entry.id === chosen ? panelId : undefined}
                        onClick={() => {
                          open(a.entry.id);
                        }}
                      >
                        {t(a.labelKey)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {area !== undefined ? (
          <section
            id={panelId}
            className="mega-menu__panel"
            aria-labelledby={`${panelId}-title`}
            onKeyDown={onPanelKeyDown}
            data-testid="menu-panel"
          >
            {isNarrow ? (
              <button type="button" className="mega-menu__back" onClick={back} data-nav-item="">
                <span aria-hidden="true" className="mega-menu__back-arrow">
                  ‹
                </span>
                {tc('nav.allAreas')}
              </button>
            ) : null}
            <h2 id={`${panelId}-title`} className="mega-menu__panel-title" tabIndex={-1} ref={headingRef}>
              {t(area.labelKey)}
            </h2>
            <NavTree nodes={area.children} variant="panel" onNavigate={onNavigate} />
            <AreaHelp area={area} />
          </section>
        ) : null}
      </div>
    </>
  );
}
