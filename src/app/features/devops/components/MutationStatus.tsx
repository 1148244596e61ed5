/**
 * Where a change the user made stands in the outbox (DESIGN §6): queued, sending, applied — with
 * a link to the work request the service answered with — or refused, with the service's own
 * message. A change queued offline is sent when the network returns; nothing is lost.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { phaseOf, type OutboxState } from '../../../../oci/outboxLifecycle';
import { useOutboxEntry } from '../../../data/mutate';
import { ErrorPanel, Spinner, StatusLabel } from '../../../ui';
import { statusOf } from '../../outbox/statusOf';
import { devopsPaths } from '../paths';

/** The headline of each state, in the devops namespace. */
const HEADLINES: Readonly<Record<OutboxState, string>> = {
  pending: 'mutation.pending',
  sending: 'mutation.sending',
  stale: 'mutation.stale',
  failed: 'mutation.failed',
  conflict: 'mutation.conflict',
  done: 'mutation.done',
  discarded: 'mutation.discarded',
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
  const workRequestId = entry.result?.workRequestId;
  return (
    <div className="devops-mutation" data-testid="mutation-status" data-state={entry.state}>
      <p className="devops-mutation__line">
        <StatusLabel status={statusOf(entry.state)}>{t(HEADLINES[entry.state])}</StatusLabel> <span>{summary}</span>
      </p>
      {phaseOf(entry) === 'waiting' && entry.lastFailure !== undefined ? (
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
