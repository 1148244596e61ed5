import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from '../../ui';
import { areaOfPath } from './areaOfPath';
import { handleArrowKeys } from './arrowKeys';
import { Drawer } from './Drawer';
import { NARROW_QUERY } from './narrowQuery';
import { NavTree } from './NavTree';
import { useNavContext } from './useNavContext';
import { useRecordRecentArea } from './useRecentAreas';
import { visibleArea } from './visibleAreas';
import './SideMenu.css';

/**
 * The left-hand menu (document 3 §1): the entries of the area the current page belongs to, as
 * the side menu shows them (hideChildrenInMenu respected). Wide screens show it beside the
 * content; narrower ones show a button naming the area that opens it as a drawer.
 */
export function SideMenu() {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const { pathname } = useLocation();
  const ctx = useNavContext();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const [isOpen, setOpen] = useState(false);
  const areaId = areaOfPath(pathname);
  const area = useMemo(
    () => (areaId === undefined ? undefined : visibleArea(ctx, areaId, 'sideMenu')),
    [ctx, areaId],
  );
  useRecordRecentArea(area === undefined ? undefined : area.entry.id);
  if (area === undefined) return null;
  const label = t(area.labelKey);

  if (isNarrow) {
    return (
      <div className="side-menu-bar">
        <button
          type="button"
          className="side-menu-bar__button"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => {
            setOpen(true);
          }}
          data-testid="side-menu-button"
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 4h12M2 8h12M2 12h8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {tc('nav.areaMenu', { area: label })}
        </button>
        <Drawer isOpen={isOpen} onOpenChange={setOpen} label={label} variant="side" testId="side-menu-drawer">
          {(close) => (
            <nav
              className="side-menu side-menu--drawer"
              aria-label={label}
              onKeyDown={(e) => handleArrowKeys(e)}
            >
              <h2 className="side-menu__title">{label}</h2>
              <NavTree nodes={area.children} variant="side" onNavigate={close} />
            </nav>
          )}
        </Drawer>
      </div>
    );
  }
  return (
    <nav
      className="side-menu"
      aria-label={label}
      data-testid="side-menu"
      onKeyDown={(e) => handleArrowKeys(e)}
    >
      <h2 className="side-menu__title">{label}</h2>
      <NavTree nodes={area.children} variant="side" />
    </nav>
  );
}
