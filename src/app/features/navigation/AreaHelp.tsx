import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../../ui';
import type { VisibleNode } from '../../navigation/isVisible';
import type { NavHelpItem } from '../../navigation/navEntry';
import { NewTabHint } from '../../ui/NewTabHint';
import './AreaHelp.css';

/** At most this many help links per area. */
const MAX_HELP = 6;

/** The area's help links, or, when it has none of its own, those of its services. */
export function areaHelpItems(area: VisibleNode): readonly NavHelpItem[] {
  const own = area.entry.help;
  const items = own.length > 0 ? own : area.children.flatMap((c) => c.entry.help);
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.url) && Boolean(seen.add(item.url))).slice(0, MAX_HELP);
}

/** Help links (external documentation, in a new tab) under a heading. */
export function HelpLinks({ items }: { readonly items: readonly NavHelpItem[] }) {
  const { t } = useTranslation('navigation');
  const { t: tc } = useTranslation('console');
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="nav-help" aria-labelledby={headingId}>
      <h3 id={headingId} className="nav-help__title">
        {tc('nav.help')}
      </h3>
      <ul role="list" className="nav-help__list">
        {items.map((item) => (
          <li key={item.url}>
            <a
              href={safeHref(item.url)}
              target="_blank"
              rel="noopener noreferrer"
              data-nav-item=""
              className="nav-help__link"
            >
              {t(item.labelKey)}
              <NewTabHint />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AreaHelp({ area }: { readonly area: VisibleNode }) {
  return <HelpLinks items={areaHelpItems(area)} />;
}
