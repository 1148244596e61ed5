/**
 * The global search box of the header, on every page. It starts as a plain search field, so the
 * first page stays light and the box is usable at once (offline too); the combo box with
 * suggestions (react-aria ComboBox, loaded from its own chunk) takes its place as soon as the
 * browser is idle or the user reaches for it, keeping the text and the focus. Enter opens the
 * results screen; `/` from anywhere outside a text field focuses it. Before the app starts, the
 * precached page's own form serves (src/app/shell/bootSearch.ts): this box takes it over with
 * its text, caret and focus, and saves the words that form shows next time.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { readSearchParams, SEARCH_PATH, searchPaths } from './paths';
import type { SearchCombo } from './SearchCombo';
import { useSearchShortcut } from './useSearchShortcut';
import { loadRetrying } from '../../ui/lazyRetrying';
import { whenIdle } from '../../ui/whenIdle';
import { saveBootWords, takeBootSearch } from '../../shell/bootSearch';
import { useSettings } from '../../settings/SettingsContext';
import './searchBox.css';

interface ComboModule {
  readonly SearchCombo: typeof SearchCombo;
}

let comboModule: ComboModule | undefined;
let comboLoading: Promise<ComboModule> | undefined;

/** The combo's chunk; a failed load (offline before the service worker serves the app) is tried again. */
function loadCombo(): Promise<ComboModule> {
  comboLoading ??= loadRetrying(() => import('./SearchCombo')).then((module) => (comboModule = module));
  return comboLoading;
}

/** The box's name until the searchUi strings are loaded (a few milliseconds after start). */
const LABEL_BEFORE_STRINGS = 'Search';

export function SearchBox() {
  const { t, ready, i18n } = useTranslation('searchUi', { useSuspense: false });
  const navigate = useNavigate();
  const location = useLocation();
  const consoleRegion = useSettings().settings.region;
  const onResults = location.pathname === SEARCH_PATH;
  const shown = onResults ? readSearchParams(new URLSearchParams(location.search)) : undefined;
  const shownQuery = shown?.q;
  const shownRegions = shown?.regions.join(',') ?? '';
  const [value, setValue] = useState(shownQuery ?? '');
  const [combo, setCombo] = useState<ComboModule | undefined>(comboModule);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const hadFocus = useRef(false);
  useSearchShortcut(inputRef);

  // The precached page's form served until now: its text, caret and focus move here, before paint.
  useLayoutEffect(() => {
    const boot = takeBootSearch();
    const input = inputRef.current;
    if (boot === undefined || input === null) return;
    if (shownQuery === undefined && boot.value !== '') {
      setValue(boot.value);
      input.value = boot.value;
    }
    if (boot.focused) {
      input.focus();
      input.setSelectionRange(boot.selectionStart, boot.selectionEnd);
    }
    // Once, at the start: the form is gone after this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The results screen's query is the box's text (a bookmark, the back button).
  useEffect(() => {
    if (shownQuery !== undefined) setValue(shownQuery);
  }, [shownQuery]);

  const upgrade = useCallback(() => {
    if (combo !== undefined) return;
    // Until the chunk comes (offline, it waits for the network) the plain box stays, and works.
    void loadCombo().then((module) => {
      hadFocus.current = inputRef.current !== null && document.activeElement === inputRef.current;
      setCombo(module);
    });
  }, [combo]);

  useEffect(() => (combo === undefined ? whenIdle(upgrade) : undefined), [combo, upgrade]);

  const submit = useCallback(
    (text: string) => {
      const q = text.trim();
      if (q === '') return;
      // The regions of the results shown, else the console's: the address says the whole search
      // from the start (the results screen would otherwise add the region, a second navigation).
      const regions = shownRegions === '' ? [consoleRegion] : shownRegions.split(',');
      void navigate(searchPaths.search({ q, regions }));
    },
    [navigate, shownRegions, consoleRegion],
  );

  const label = ready ? t('box.label') : LABEL_BEFORE_STRINGS;
  const placeholder = ready ? t('box.placeholder') : undefined;

  // The words of the precached page's form at the next start: this box's, in this language.
  const language = i18n.language;
  useEffect(() => {
    if (!ready || placeholder === undefined) return;
    saveBootWords({
      lang: language,
      dir: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
      label,
      placeholder,
    });
  }, [ready, language, label, placeholder]);

  if (combo !== undefined) {
    const Combo = combo.SearchCombo;
    return (
      <Combo
        label={label}
        placeholder={placeholder}
        value={value}
        onValueChange={setValue}
        onSubmit={submit}
        inputRef={inputRef}
        autoFocus={hadFocus.current}
      />
    );
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(value);
  };
  return (
    <form role="search" className="search-box" onSubmit={onSubmit}>
      <input
        ref={inputRef}
        className="search-box__input"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setValue(event.target.value);
        }}
        onFocus={upgrade}
        onPointerEnter={upgrade}
      />
      <kbd className="search-box__hint" aria-hidden="true">
        /
      </kbd>
    </form>
  );
}
