import { useId } from 'react';
import type { OutboxEntry } from '../../../contract/db';
import { OutboxEntryCard } from './OutboxEntryCard';
import type { OutboxGroup as Group } from './groupEntries';
import { useOutboxText } from './outboxText';

export interface OutboxGroupProps {
  readonly group: Group;
  readonly entries: readonly OutboxEntry[];
  readonly now: number;
}

/** One group of changes (needs your decision, waiting to send, sent) under its heading. */
export function OutboxGroup({ group, entries, now }: OutboxGroupProps) {
  const t = useOutboxText();
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section className={`outbox-group outbox-group--${group}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="outbox-group__title">
        {t(`group.${group}`)} <span className="outbox-group__count">({entries.length})</span>
      </h2>
      <ul role="list" className="outbox-group__list">
        {entries.map((entry) => (
          <li key={entry.id} data-testid="outbox-entry" data-entry-id={entry.id} data-state={entry.state}>
            <OutboxEntryCard entry={entry} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
