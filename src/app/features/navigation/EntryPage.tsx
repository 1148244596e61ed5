import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OverviewHeading, PageTemplate, safeHref, StatusLabel } from '../../ui';
import { isReachable } from '../../navigation/isVisible';
import { labelKeyOf } from '../../navigation/labelKeyOf';
import type { NavEntry } from '../../navigation/navEntry';
import { routeOf } from '../../navigation/navRoutes';
import { personaLabelKey } from '../../navigation/personas';
import { HelpLinks } from './AreaHelp';
import { helpOf, relatedOf, trailOf } from './entryFacts';
import { NewTabHint } from '../../ui/NewTabHint';
import { officialConsoleUrl } from '../../navigation/officialConsoleUrl';
import { useNavContext } from './useNavContext';
import './EntryPage.css';

export interface EntryPageProps {
  readonly entry: NavEntry;
  /** The console route of the page, parameters filled. */
  readonly route: string;
  /** Under the title; the area and service by default. */
  readonly subtitle?: ReactNode;
  readonly title?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The frame of every page the registry opens: breadcrumbs (home, area, service, each a link, and
 * the page itself), the translated
 * title, a note when the current persona or region cannot use the page, and an aside with the
 * related services, the documentation and the page in the official console.
 */
export function EntryPage({ entry, route, subtitle, title, children }: EntryPageProps) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const ctx = useNavContext();
  const trail = useMemo(() => trailOf(entry), [entry]);
  const related = useMemo(() => relatedOf(entry, ctx), [entry, ctx]);
  const help = useMemo(() => helpOf(entry), [entry]);
  const reachable = useMemo(() => isReachable(entry, ctx), [entry, ctx]);
  const trailText = trail.map((e) => t(labelKeyOf(e, ctx))).join(' › ');

  const aside = (
    <>
      <p className="entry-page__official">
        <a
          href={safeHref(officialConsoleUrl(route, ctx.region.id))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {tc('nav.openInOfficialConsole')}
          <NewTabHint />
        </a>
      </p>
      {related.length > 0 ? (
        <section className="entry-page__related" aria-labelledby="entry-related-title">
          <h3 id="entry-related-title">{tc('nav.relatedServices')}</h3>
          <ul role="list">
            {related.map((r) => (
              <li key={r.id}>
                <Link to={r.route}>{t(r.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <HelpLinks items={help} />
    </>
  );

  return (
    <PageTemplate
      breadcrumbs={
        <ol className="entry-page__breadcrumbs" role="list">
          <li>
            <Link to="/">{tc('shell.home')}</Link>
          </li>
          {trail.map((e) => (
            <li key={e.id}>
              <Link to={routeOf(e)}>{t(labelKeyOf(e, ctx))}</Link>
            </li>
          ))}
          <li aria-current="page">{title ?? t(labelKeyOf(entry, ctx))}</li>
        </ol>
      }
      heading={
        <OverviewHeading title={title ?? t(labelKeyOf(entry, ctx))} subtitle={subtitle ?? trailText} />
      }
      aside={aside}
      asideLabel={tc('nav.aboutPage')}
    >
      {reachable ? null : (
        <p className="entry-page__unavailable" data-testid="entry-unavailable">
          <StatusLabel status="warning">{tc('nav.unavailableLabel')}</StatusLabel>{' '}
          {tc('nav.unavailable', { region: ctx.region.name, persona: t(personaLabelKey(ctx.persona)) })}
        </p>
      )}
      {children}
    </PageTemplate>
  );
}
