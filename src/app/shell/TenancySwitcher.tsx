import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { switchTenancy, useTenancies } from '../data/useTenancies';
import { profilesPaths } from '../features/profiles';
import './TenancySwitcher.css';

/**
 * The header's tenancy switcher, like the account switcher of the OCI app: a button naming the
 * tenancy shown opens a list of the others (each a button that switches, every tab following)
 * and "Add a tenancy" (Settings → Profiles). A disclosure, not a menu: Tab moves through it,
 * Escape closes it and gives focus back to its button. Hidden until a tenancy is on the device.
 */
export function TenancySwitcher() {
  const { t } = useTranslation('console');
  const tenancies = useTenancies();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => {
      document.removeEventListener('pointerdown', away);
    };
  }, [open]);

  const shown = tenancies?.find((row) => row.shown);
  if (tenancies === undefined || tenancies.length === 0) return null;
  const others = tenancies.filter((row) => !row.shown);
  const name = shown?.name ?? t('shell.noTenancy');
  return (
    <div
      ref={root}
      className="tenancy-switcher"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="shell-header__button tenancy-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('shell.tenancyShown', { name })}
        data-testid="tenancy-switcher"
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        <span className="tenancy-switcher__name" dir="auto">
          {name}
        </span>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div id={listId} className="tenancy-switcher__panel" hidden={!open}>
        <p className="tenancy-switcher__heading">{t('shell.tenancies')}</p>
        <ul className="tenancy-switcher__list">
          {shown === undefined ? null : (
            <li>
              <span className="tenancy-switcher__item" aria-current="true" dir="auto">
                {shown.name}
              </span>
            </li>
          )}
          {others.map((row) => (
            <li key={row.tenancy}>
              <button
                type="button"
                className="tenancy-switcher__item"
                onClick={() => {
                  setFailed(false);
                  void switchTenancy(row.tenancy).then(
                    (answer) => {
                      if (!answer.ok) setFailed(true);
                    },
                    () => {
                      setFailed(true);
                    },
                  );
                }}
              >
                <bdi>{t('shell.switchTo', { name: row.name })}</bdi>
              </button>
            </li>
          ))}
          <li>
            <Link
              className="tenancy-switcher__item tenancy-switcher__add"
              to={profilesPaths.profiles()}
              onClick={() => {
                setOpen(false);
              }}
            >
              {t('shell.addTenancy')}
            </Link>
          </li>
        </ul>
        {failed ? (
          <p className="tenancy-switcher__failed" role="alert">
            {t('shell.switchFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
