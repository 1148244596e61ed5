import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, safeHref } from '../../ui';
import { labelKeyOf } from '../../navigation/labelKeyOf';
import type { NavEntry } from '../../navigation/navEntry';
import type { EntryLink } from './entryFacts';
import { areaOf, pagesOf, siblingsOf, trailOf } from './entryFacts';
import { EntryPage } from './EntryPage';
import { NewTabHint } from '../../ui/NewTabHint';
import { officialConsoleUrl } from '../../navigation/officialConsoleUrl';
import { ScreenLink } from './ScreenLink';
import { useNavContext } from './useNavContext';

export interface ServiceInfoPageProps {
  readonly entry: NavEntry;
  /** The page's console route, a formatted link's parameters filled. */
  readonly route: string;
  /** A formatted link's parameter values, shown as what the page is about. */
  readonly params: Readonly<Record<string, string>>;
}

function LinkList({ links, testId }: { readonly links: readonly EntryLink[]; readonly testId?: string }) {
  const { t } = useTranslation('navigation');
  return (
    <ul className="entry-page__links" role="list" data-testid={testId}>
      {links.map((link) => (
        <li key={link.id}>
          <Link to={link.route}>{t(link.labelKey)}</Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A registry page the console has no screen of its own for: what the service is (its name, its
 * area and service, its other pages), the console's dedicated screen when the entry has one,
 * and the page in the official console.
 */
export function ServiceInfoPage({ entry, route, params }: ServiceInfoPageProps) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const ctx = useNavContext();
  const label = t(labelKeyOf(entry, ctx));
  const trail = trailOf(entry);
  const area = t(labelKeyOf(areaOf(entry), ctx));
  const service = trail.length > 1 ? t(labelKeyOf(trail[trail.length - 1] ?? entry, ctx)) : undefined;
  const pages = useMemo(() => pagesOf(entry, ctx), [entry, ctx]);
  const siblings = useMemo(() => siblingsOf(entry, ctx), [entry, ctx]);
  const paramText = Object.values(params).join(', ');

  return (
    <EntryPage entry={entry} route={route}>
      <Card title={tc('nav.info.title')}>
        <p data-testid="service-info">
          {service === undefined
            ? tc('nav.info.inArea', { page: label, area })
            : tc('nav.info.inService', { page: label, service, area })}
        </p>
        {paramText === '' ? null : <p>{tc('nav.info.about', { value: paramText })}</p>}
        {entry.screen === undefined ? <p>{tc('nav.info.official')}</p> : <ScreenLink screen={entry.screen} />}
        <p>
          <a
            className={entry.screen === undefined ? 'entry-page__primary' : undefined}
            href={safeHref(officialConsoleUrl(route, ctx.region.id))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {tc('nav.openInOfficialConsole')}
            <NewTabHint />
          </a>
        </p>
      </Card>
      {pages.length > 0 ? (
        <Card title={tc('nav.info.pages', { service: label })}>
          <LinkList links={pages} testId="service-pages" />
        </Card>
      ) : null}
      {siblings.length > 0 ? (
        <Card title={tc('nav.info.otherPages', { service: service ?? area })}>
          <LinkList links={siblings} />
        </Card>
      ) : null}
    </EntryPage>
  );
}
