/**
 * The outbox (/outbox): every change not yet discarded, grouped by what it waits for — the
 * user's decision (conflict, failed, stale), the network (pending, sending) — and the sent ones,
 * with their actions and "Clear finished". Live: it follows the worker's writes.
 */
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { profilesPaths } from '../profiles';
import type { ConsoleFailure } from '../../../contract/failure';
import { outboxCommands } from './outboxCommands';
import {
  Button,
  EmptyState,
  ErrorPanel,
  OverviewHeading,
  PageTemplate,
  Spinner,
  useAnnounce,
} from '../../ui';
import { OutboxActions } from './OutboxActions';
import { OutboxGroup } from './OutboxGroup';
import { GROUP_ORDER, groupEntries } from './groupEntries';
import { useOutboxText } from './outboxText';
import { useNow } from '../../kit/useNow';
import { useOutboxEntries } from './useOutboxEntries';
import { useSessionStatus } from '../../data/useSessionStatus';
import './outbox.css';

function OutboxView() {
  const t = useOutboxText();
  const announce = useAnnounce();
  const read = useOutboxEntries();
  const now = useNow(5_000);
  const [clearing, setClearing] = useState(false);
  const session = useSessionStatus();
  const [clearFailure, setClearFailure] = useState<ConsoleFailure | null>(null);

  const groups = read.status === 'ready' ? groupEntries(read.entries) : undefined;
  const count = (group: 'attention' | 'waiting' | 'done'): number => groups?.get(group)?.length ?? 0;

  const clearFinished = async (): Promise<void> => {
    setClearing(true);
    setClearFailure(null);
    const result = await outboxCommands.clearDoneEntries(0);
    setClearing(false);
    if (result.ok) announce(t('announce.cleared', { count: result.value }));
    else setClearFailure(result.failure);
  };

  const heading = (
    <OverviewHeading
      title={t('screen.title')}
      subtitle={
        groups === undefined
          ? undefined
          : t('screen.summary', {
              waiting: count('waiting'),
              attention: count('attention'),
              done: count('done'),
            })
      }
    />
  );
  const toolbar = (
    <Button onPress={() => void clearFinished()} isDisabled={count('done') === 0} isPending={clearing}>
      {t('screen.clearFinished')}
    </Button>
  );

  return (
    <PageTemplate heading={heading} toolbar={toolbar} toolbarLabel={t('screen.toolbar')}>
      <p className="outbox-intro">{t('screen.subtitle')}</p>
      {session?.state === 'ended' && count('waiting') > 0 ? (
        <p className="outbox-intro" role="alert" data-testid="outbox-sign-in">
          <Link to={profilesPaths.profiles()}>{t('screen.signInNeeded', { name: session.profileName })}</Link>
        </p>
      ) : null}
      {clearFailure !== null ? <ErrorPanel title={t('action.failed')} failure={clearFailure} /> : null}
      {read.status === 'loading' ? <Spinner label={t('screen.loading')} /> : null}
      {read.status === 'failed' ? <ErrorPanel title={t('screen.loadFailed')} failure={read.failure} /> : null}
      {groups !== undefined && read.status === 'ready' && read.entries.length === 0 ? (
        <EmptyState title={t('screen.emptyTitle')} description={t('screen.emptyBody')} />
      ) : null}
      <OutboxActions entries={read.status === 'ready' ? read.entries : []}>
        {groups !== undefined
          ? GROUP_ORDER.map((group) => (
              <OutboxGroup key={group} group={group} entries={groups.get(group) ?? []} now={now} />
            ))
          : null}
      </OutboxActions>
    </PageTemplate>
  );
}

export function OutboxScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <OutboxView />
    </Suspense>
  );
}
