import { useUiStrings } from './UiStringsProvider';
import './NewTabHint.css';

/** After a link that opens in a new browser tab: "(opens in a new tab)" for screen readers, an arrow for the eye. */
export function NewTabHint() {
  const { opensInNewTab } = useUiStrings();
  return (
    <>
      <svg className="nav-new-tab-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span className="visually-hidden">{opensInNewTab}</span>
    </>
  );
}
