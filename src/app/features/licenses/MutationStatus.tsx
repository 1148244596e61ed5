import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOnline } from '../../pwa/useOnline';
import { ErrorPanel, Spinner, StatusLabel, useAnnounce } from '../../ui';
import type { Mutation } from './useMutation';
import { workRequestPath } from './paths';

/**
 * Where a change stands, from its outbox entry: kept on the device and waiting for the network,
 * being sent, refused by the service (its own message and request id), in conflict with a change
 * made elsewhere, or done, with a link to its work request.
 */
export function MutationStatus({ mutation }: { readonly mutation: Mutation }) {
  const { t } = useTranslation('licenses');
  const online = useOnline();
  const announce = useAnnounce();
  const { entry, refused, inFlight } = mutation;
  const state = entry?.state;

  useEffect(() => {
    if (state === 'done') announce(t('mutation.done'));
    if (state === 'failed' || state === 'conflict') announce(t('mutation.failed'), 'assertive');
  }, [state, announce, t]);

  if (refused !== undefined) return <ErrorPanel title={t('mutation.notQueued')} failure={refused} />;
  if (entry === undefined) return inFlight ? <Spinner size="sm" label={t('mutation.queuing')} /> : null;
  const workRequestId = entry.result?.workRequestId;
  switch (entry.state) {
    case 'pending':
    case 'sending':
      return online || entry.state === 'sending' ? (
        <Spinner size="sm" label={t('mutation.sending', { summary: entry.summary })} />
      ) : (
        <p role="status">
          <StatusLabel status="info">{t('mutation.keptOffline')}</StatusLabel> {t('mutation.sentLater')}
        </p>
      );
    case 'stale':
      return (
        <p role="status">
          <StatusLabel status="warning">{t('mutation.stale')}</StatusLabel> {t('mutation.staleHelp')}
        </p>
      );
    case 'failed':
      return <ErrorPanel title={t('mutation.failed')} failure={entry.lastFailure} />;
    case 'conflict':
      return (
        <ErrorPanel
          title={t('mutation.conflict')}
          message={t('mutation.conflictHelp')}
          failure={entry.lastFailure}
        />
      );
    case 'discarded':
      return (
        <p role="status">
          <StatusLabel status="muted">{t('mutation.discarded')}</StatusLabel>
        </p>
      );
    case 'done':
      return (
        <p role="status" className="details-toolbar">
          <StatusLabel status="success">{t('mutation.done')}</StatusLabel>
          {workRequestId !== undefined ? (
            <Link to={workRequestPath(workRequestId)}>{t('mutation.viewWorkRequest')}</Link>
          ) : null}
        </p>
      );
  }
}
