import type { ReactNode } from 'react';
import './OverviewHeading.css';

export interface OverviewHeadingProps {
  /** The page's title: the resource's display name, or the list's plural title. */
  readonly title: ReactNode;
  /** A line under the title: the resource type, an OCID, a count. */
  readonly subtitle?: ReactNode;
  /** A badge before the title, e.g. a ResourceBadge. */
  readonly badge?: ReactNode;
  /** The state, e.g. a LifecycleBadge; placed right after the title so it is read with it. */
  readonly status?: ReactNode;
  /** Page-level actions. On phones they wrap below the title, full width, within thumb reach. */
  readonly actions?: ReactNode;
}

/** The heading of a resource or list page: the page's one h1, its state and its main actions. */
export function OverviewHeading({ title, subtitle, badge, status, actions }: OverviewHeadingProps) {
  return (
    <header className="ui-overview-heading">
      {badge !== undefined ? <div className="ui-overview-heading__badge">{badge}</div> : null}
      <div className="ui-overview-heading__main">
        <div className="ui-overview-heading__title-row">
          <h1 className="ui-overview-heading__title">{title}</h1>
          {status !== undefined ? <div className="ui-overview-heading__status">{status}</div> : null}
        </div>
        {subtitle !== undefined ? <p className="ui-overview-heading__subtitle">{subtitle}</p> : null}
      </div>
      {actions !== undefined ? <div className="ui-overview-heading__actions">{actions}</div> : null}
    </header>
  );
}
