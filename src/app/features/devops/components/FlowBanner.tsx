/**
 * Where a flow stands, in words: its state, "offline — paused, will resume", "can't reach the
 * service, retrying", the failure that stopped it (with Retry) and a refused cancel or decision
 * (with the service's own message), plus when the service last answered.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFlow, type FlowStatusKey } from '../../../../machines/describeFlow';
import type { FlowActor, FlowSnapshot } from '../../../../machines/flowMachines';
import { Button, ErrorPanel, Freshness, StatusLabel, useAnnounce, type Status } from '../../../ui';
import { can, send } from '../../../flows/flowEvents';
import { useNow } from '../../../kit/useNow';
import type { DevopsKey } from '../../../i18n/keys';

const STATUS: Readonly<Record<FlowStatusKey, { readonly key: DevopsKey; readonly look: Status }>> = {
  loading: { key: 'follow.status.loading', look: 'info' },
  creating: { key: 'follow.status.creating', look: 'info' },
  accepted: { key: 'follow.status.accepted', look: 'info' },
  inProgress: { key: 'follow.status.inProgress', look: 'info' },
  waitingForApproval: { key: 'follow.status.waitingForApproval', look: 'warning' },
  deciding: { key: 'follow.status.deciding', look: 'info' },
  cancelRequested: { key: 'follow.status.cancelRequested', look: 'info' },
  canceling: { key: 'follow.status.canceling', look: 'info' },
  finishing: { key: 'follow.status.finishing', look: 'info' },
  succeeded: { key: 'follow.status.succeeded', look: 'success' },
  failed: { key: 'follow.status.failed', look: 'danger' },
  canceled: { key: 'follow.status.canceled', look: 'muted' },
  error: { key: 'follow.status.error', look: 'danger' },
};

export interface FlowBannerProps {
  readonly actor: FlowActor;
  readonly snapshot: FlowSnapshot;
  /** The page's heading shows the lifecycle state: a status that only restates it is not shown twice. */
  readonly stateInHeading?: boolean;
}

export function FlowBanner({ actor, snapshot, stateInHeading = false }: FlowBannerProps) {
  const { t } = useTranslation('devops');
  const now = useNow(5_000);
  const announce = useAnnounce();
  const flow = describeFlow(snapshot);
  const status = STATUS[flow.statusKey];
  const spoken = flow.paused ? t('follow.paused') : t(status.key);
  // Said once per change of state (not on every poll): "Waiting for approval", "Offline — paused".
  useEffect(() => {
    announce(spoken);
  }, [announce, spoken]);
  return (
    <div
      className="devops-flow-banner"
      data-testid="flow-status"
      data-status={flow.statusKey}
      data-lifecycle={flow.lifecycleState ?? ''}
      data-paused={flow.paused ? 'true' : 'false'}
    >
      <div className="devops-flow-banner__line">
        {stateInHeading && flow.restatesLifecycle ? null : (
          <StatusLabel status={status.look}>{t(status.key)}</StatusLabel>
        )}
        {flow.paused ? (
          <StatusLabel status="warning">
            <span data-testid="flow-paused">{t('follow.paused')}</span>
          </StatusLabel>
        ) : null}
        {flow.lastPolledAt !== undefined ? <Freshness timestamp={flow.lastPolledAt} now={now} /> : null}
        {can(snapshot, { type: 'flow.refresh' }) ? (
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              send(actor, { type: 'flow.refresh' });
            }}
          >
            {t('follow.checkNow')}
          </Button>
        ) : null}
      </div>
      {flow.retrying && flow.lastError !== undefined ? (
        <p className="devops-muted" role="status">
          {t('follow.retrying', { message: flow.lastError.message })}
        </p>
      ) : null}
      {flow.statusKey === 'error' ? (
        <ErrorPanel
          title={t('follow.stopped')}
          failure={flow.lastError}
          onRetry={
            can(snapshot, { type: 'flow.retry' })
              ? () => {
                  send(actor, { type: 'flow.retry' });
                }
              : undefined
          }
        />
      ) : null}
      {flow.actionError !== undefined ? (
        <ErrorPanel title={t('follow.actionRefused')} failure={flow.actionError} />
      ) : null}
    </div>
  );
}
