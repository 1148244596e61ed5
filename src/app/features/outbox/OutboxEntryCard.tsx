/**
 * One queued change: its title in the language of the moment, its state (and "may already be applied"), the
 * facts, the conflict's two versions when it has one, and what the user can do with it.
 */
import type { OutboxEntry } from '../../../contract/db';
import { Card, ErrorPanel, StatusLabel } from '../../ui';
import { ConflictComparison } from './ConflictComparison';
import { EntryActions } from './EntryActions';
import { EntryFacts } from './EntryFacts';
import { useOutboxActions } from './OutboxActions';
import { isPending, waitsForSignIn } from '../../../rules/outboxLifecycle';
import { statusOf } from './statusOf';
import { useOutboxText } from './outboxText';
import { useSigningSession } from '../../data/useSessionStatus';
import { useChangeTitle } from '../../i18n/changeTitle';

export interface OutboxEntryCardProps {
  readonly entry: OutboxEntry;
  /** The present, for ages and waits. */
  readonly now: number;
}

export function OutboxEntryCard({ entry, now }: OutboxEntryCardProps) {
  const t = useOutboxText();
  const failure = useOutboxActions().failureOf(entry.id);
  const title = useChangeTitle()(entry);
  // A change that waits because the session ended waits for sign-in, not for the network.
  const signIn = waitsForSignIn(entry, useSigningSession());
  return (
    <Card
      className={`outbox-entry outbox-entry--${entry.state}`}
      headingLevel={3}
      title={<bdi>{title}</bdi>}
      status={
        <span className="outbox-entry__status" data-testid="outbox-entry-status" data-sign-in={signIn}>
          <StatusLabel status={signIn ? 'warning' : statusOf(entry.state)}>
            {signIn ? t('state.waitingSignIn') : t(`state.${entry.state}`)}
          </StatusLabel>
          {entry.maybeApplied === true && isPending(entry) ? (
            <StatusLabel status="warning">{t('maybeApplied.label')}</StatusLabel>
          ) : null}
        </span>
      }
      actions={<EntryActions entry={entry} />}
    >
      {failure !== undefined ? <ErrorPanel title={t('action.failed')} failure={failure} /> : null}
      <EntryFacts entry={entry} now={now} />
      {entry.state === 'conflict' ? <ConflictComparison entry={entry} /> : null}
    </Card>
  );
}
