import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, plainly: "No instances in this compartment". */
  readonly title: ReactNode;
  /** What the user can do about it, or why it is empty (e.g. offline with nothing stored yet). */
  readonly description?: ReactNode;
  /** A button or link that helps: create, search again, change the filter. */
  readonly action?: ReactNode;
  /** A decorative picture; hidden from screen readers. */
  readonly icon?: ReactNode;
}

/** What a list, table or search shows when it has nothing. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className="ui-empty-state">
      {icon !== undefined ? (
        <div className="ui-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className="ui-empty-state__title">{title}</p>
      {description !== undefined ? <p className="ui-empty-state__description">{description}</p> : null}
      {action !== undefined ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
