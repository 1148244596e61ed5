import { Toolbar } from 'react-aria-components';
import type { ReactNode } from 'react';
import { ShareButton } from './ShareButton';
import { MAIN_CONTENT_ID } from './SkipLink';
import { useUiStrings } from './UiStringsProvider';
import './PageTemplate.css';

export interface PageTemplateProps {
  /** A breadcrumb trail (react-aria Breadcrumbs or a list of links), put in a labelled nav. */
  readonly breadcrumbs?: ReactNode;
  /** Usually an OverviewHeading (the page's h1). */
  readonly heading: ReactNode;
  /** Buttons acting on the page's content: one tab stop, arrow keys move between them. */
  readonly toolbar?: ReactNode;
  /** The toolbar's accessible name, e.g. "Instance actions". Required with a toolbar. */
  readonly toolbarLabel?: string;
  /** Secondary content (help, related resources): beside the content on wide screens, below it on phones. */
  readonly aside?: ReactNode;
  /** The aside's accessible name. */
  readonly asideLabel?: string;
  readonly children: ReactNode;
}

/**
 * The frame of one screen. It is the page's <main> landmark, with the id the SkipLink jumps to;
 * the app shell (navigation, header) sits outside it. Every screen's address opens that screen,
 * so each page has a Share button beside its heading.
 */
export function PageTemplate({
  breadcrumbs,
  heading,
  toolbar,
  toolbarLabel,
  aside,
  asideLabel,
  children,
}: PageTemplateProps) {
  const strings = useUiStrings();
  return (
    <main className="ui-page" id={MAIN_CONTENT_ID} tabIndex={-1}>
      {breadcrumbs !== undefined ? (
        <nav className="ui-page__breadcrumbs" aria-label={strings.breadcrumb}>
          {breadcrumbs}
        </nav>
      ) : null}
      <div className="ui-page__heading">
        <div className="ui-page__heading-main">{heading}</div>
        <ShareButton />
      </div>
      {toolbar !== undefined ? (
        <Toolbar className="ui-page__toolbar" aria-label={toolbarLabel}>
          {toolbar}
        </Toolbar>
      ) : null}
      <div className={aside !== undefined ? 'ui-page__body ui-page__body--with-aside' : 'ui-page__body'}>
        <div className="ui-page__content">{children}</div>
        {aside !== undefined ? (
          <aside className="ui-page__aside" aria-label={asideLabel}>
            {aside}
          </aside>
        ) : null}
      </div>
    </main>
  );
}
