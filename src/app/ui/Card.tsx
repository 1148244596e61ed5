import { useId } from 'react';
import type { ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  /** The card's heading; it also names the card as a region for screen readers. */
  readonly title?: ReactNode;
  /** Heading level of the title, to fit the page's outline (2 by default). */
  readonly headingLevel?: 2 | 3 | 4;
  /** Shown beside the title, e.g. a status label. */
  readonly status?: ReactNode;
  /** Buttons or an ActionMenu, at the end of the header. */
  readonly actions?: ReactNode;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
  /** The card's id, for an address to name it (`/settings#offline-tenancy`). */
  readonly id?: string;
}

/** A titled surface grouping related content; its header wraps instead of overflowing on phones. */
export function Card({
  title,
  headingLevel = 2,
  status,
  actions,
  footer,
  children,
  className,
  id,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const classes = ['ui-card', className].filter(Boolean).join(' ');
  const hasHeader = title !== undefined || status !== undefined || actions !== undefined;
  return (
    <section id={id} className={classes} aria-labelledby={title !== undefined ? headingId : undefined}>
      {hasHeader ? (
        <header className="ui-card__header">
          {title !== undefined ? (
            <Heading className="ui-card__title" id={headingId}>
              {title}
            </Heading>
          ) : null}
          {status !== undefined ? <div className="ui-card__status">{status}</div> : null}
          {actions !== undefined ? <div className="ui-card__actions">{actions}</div> : null}
        </header>
      ) : null}
      <div className="ui-card__body">{children}</div>
      {footer !== undefined ? <footer className="ui-card__footer">{footer}</footer> : null}
    </section>
  );
}
