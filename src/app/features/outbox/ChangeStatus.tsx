/**
 * Where one change the user made stands, from its outbox entry: being saved on the device, kept
 * there waiting for the network (or, once the session has ended, for sign-in), being sent, waiting to be tried again, waiting for the user
 * (stale, refused with the service's own message and request id, changed elsewhere — or maybe
 * applied already, its answer lost), discarded, or applied, with a link to its work request. The
 * one change status of every screen that makes a change (licenses, DevOps); the outbox view shows
 * the same entries in full.
 */
import { Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { ConsoleFailure } from '../../../contract/failure';
import { shownPhaseOf } from '../../../rules/outboxLifecycle';
import type { OutboxEntry } from '../../../contract/db';
import { useOnline } from '../../pwa/useOnline';
import { useSigningSession } from '../../data/useSessionStatus';
import { ErrorPanel, Spinner, StatusLabel, useAnnounce } from '../../ui';
import { useOutboxText } from './outboxText';
import { useChangeTitle } from '../../i18n/changeTitle';
import { statusOf } from './statusOf';
import './outbox.css';

export interface ChangeStatusProps {
  /** The change's outbox entry, live; undefined before it is queued or read back. */
  readonly entry: OutboxEntry | undefined;
  /** Being written to the outbox now (or written and not read back yet). */
  readonly queuing: boolean;
  /** Why the outbox did not take the change (IndexedDB unavailable, a request it refuses). */
  readonly refused?: ConsoleFailure;
  /** The page of a work request the service answered with; none for calls that answer none. */
  readonly workRequestPath?: (id: string) => string;
}

function Status({ entry, queuing, refused, workRequestPath }: ChangeStatusProps) {
  const t = useOutboxText();
  const titleOf = useChangeTitle();
  const online = useOnline();
  const session = useSigningSession();
  const announce = useAnnounce();
  const state = entry?.state;

  useEffect(() => {
    if (state === 'done') announce(t('change.done'));
    if (state === 'failed' || state === 'conflict') announce(t('change.failed'), 'assertive');
  }, [state, announce, t]);

  if (refused !== undefined) return <ErrorPanel title={t('change.notQueued')} failure={refused} />;
  if (entry === undefined) return queuing ? <Spinner size="sm" label={t('change.queuing')} /> : null;
  const label = (words: string) => <StatusLabel status={statusOf(entry.state)}>{words}</StatusLabel>;
  const workRequestId = entry.result?.workRequestId;
  const phase = shownPhaseOf(entry, session);
  const body = (() => {
    switch (entry.state) {
      case 'pending':
      case 'sending':
        if (phase === 'waiting-for-sign-in') {
          // The session ended: the change waits on the device, not for the network.
          return (
            <p role="status">
              <StatusLabel status="warning">{t('state.waitingSignIn')}</StatusLabel>{' '}
              {t('change.sentAfterSignIn')}
            </p>
          );
        }
        if (phase === 'waiting' && !online) {
          return (
            <p role="status">
              {label(t('change.keptOffline'))} {t('change.sentLater')}
            </p>
          );
        }
        return (
          <>
            <Spinner size="sm" label={t('change.sending', { summary: titleOf(entry) })} />
            {phase === 'waiting' && entry.lastFailure !== undefined ? (
              <p>{t('change.willRetry', { message: entry.lastFailure.message })}</p>
            ) : null}
          </>
        );
      case 'stale':
        return (
          <p role="status">
            {label(t('change.stale'))} {t('change.staleHelp')}
          </p>
        );
      case 'failed':
        return <ErrorPanel title={t('change.failed')} failure={entry.lastFailure} />;
      case 'conflict':
        return (
          <ErrorPanel
            title={t('change.conflict')}
            message={t(entry.maybeApplied === true ? 'change.conflictMaybeApplied' : 'change.conflictHelp')}
            failure={entry.lastFailure}
          />
        );
      case 'discarded':
        return <p role="status">{label(t('change.discarded'))}</p>;
      case 'done':
        return (
          <p role="status" className="change-status__line">
            {label(t('change.done'))}{' '}
            {workRequestId !== undefined && workRequestPath !== undefined ? (
              <Link to={workRequestPath(workRequestId)} data-testid="work-request-link">
                {t('change.viewWorkRequest')}
              </Link>
            ) : null}
          </p>
        );
    }
  })();
  return (
    <div className="change-status" data-testid="mutation-status" data-state={entry.state} data-phase={phase}>
      {body}
    </div>
  );
}

export function ChangeStatus(props: ChangeStatusProps) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <Status {...props} />
    </Suspense>
  );
}
