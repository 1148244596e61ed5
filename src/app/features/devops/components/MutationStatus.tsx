/**
 * Where a change the user made stands in the outbox (DESIGN §6): queued, sending, applied — with
 * a link to the work request the service answered with — or refused, with the service's own
 * message. A change queued offline is sent when the network returns; nothing is lost.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OutboxState } from '../../../../worker/store/db';
import { useOutboxEntry } from '../../../data/mutate';
import { ErrorPanel, Spinner, StatusLabel, type Status } from '../../../ui';
import { devopsPaths } from '../paths';

const LOOK: Readonly<Record<OutboxState, { readonly status: Status; readonly key: string }>> = {
  pending: { status: 'info', key: 'mutation.pending' },
  sending: { status: 'info', key: 'mutation.sending' },
  stale: { status: 'warning', key: 'mutation.stale' },
  failed: { status: 'danger', key: 'mutation.failed' },
  conflict: { status: 'warning', key: 'mutation.conflict' },
  done: { status: 'success', key: 'mutation.done' },
  discarded: { status: 'muted', key: 'mutation.discarded' },
};

export interface MutationStatusProps {
  readonly entryId: string;
  /** What was changed, for the headline: "Delete project web-platform". */
  readonly summary: string;
}

export function MutationStatus({ entryId, summary }: MutationStatusProps) {
  const { t } = useTranslation('devops');
  const entry = useOutboxEntry(entryId);
  if (entry === undefined) return <Spinner size="sm" label={t('mutation.sending')} />;
  const look = LOOK[entry.state];
  const workRequestId = entry.result?.workRequestId;
  return (
    <div className="devops-mutation" data-testid="mutation-status" data-state={entry.state}>
      <p className="devops-mutation__line">
        <StatusLabel status={look.status}>{t(look.key)}</StatusLabel> <span>{summary}</span>
      </p>
      {entry.state === 'pending' && entry.lastFailure !== undefined ? (
        <p className="devops-muted">{t('mutation.willRetry', { message: entry.lastFailure.message })}</p>
      ) : null}
      {(entry.state === 'failed' || entry.state === 'conflict') && entry.lastFailure !== undefined ? (
        <ErrorPanel title={t('mutation.refused')} failure={entry.lastFailure} />
      ) : null}
      {workRequestId !== undefined ? (
        <p>
          <Link to={devopsPaths.workRequest(workRequestId)} data-testid="work-request-link">
            {t('mutation.workRequest', { id: workRequestId })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
