import { safeHref } from './safeHref';
import { useUiStrings } from './UiStringsProvider';
import './SkipLink.css';

/** The id PageTemplate gives its main region, and so the skip link's default target. */
export const MAIN_CONTENT_ID = 'main-content';

export interface SkipLinkProps {
  /** The id of the element to jump to; it should be focusable (tabIndex={-1}). */
  readonly targetId?: string;
  /** Link text; defaults to "Skip to content". */
  readonly children?: string;
}

/**
 * The first focusable thing on the page: hidden until focused, it lets keyboard and switch users
 * jump past the navigation to the content.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID, children }: SkipLinkProps) {
  const strings = useUiStrings();
  return (
    <a className="ui-skip-link visually-hidden-focusable" href={safeHref(`#${targetId}`)}>
      {children ?? strings.skipToContent}
    </a>
  );
}
