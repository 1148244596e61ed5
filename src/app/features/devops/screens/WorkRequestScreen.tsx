/**
 * One work request. While it runs, the work request flow follows it (progress, then its errors and
 * logs; paused offline, resumed after a reload); once it has ended, plain reads kept for offline use.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  readWorkRequest,
  readWorkRequestErrors,
  readWorkRequestLogs,
  type WorkRequestView,
} from '../../../../machines/flowBodies';
import { readData, useRead } from '../../../data/useRead';
import { useSettings } from '../../../settings/SettingsContext';
import { ErrorPanel, LifecycleBadge, OverviewHeading, PageTemplate, Spinner } from '../../../ui';
import { FlowBanner } from '../components/FlowBanner';
import { ReadFreshness } from '../../../kit/ReadFreshness';
import { WorkRequestDetails } from '../components/WorkRequestDetails';
import { useFlow } from '../../../flows/useFlow';
import { devopsPaths } from '../paths';
import { useEnumLabel } from '../../../i18n/enumLabel';
import type { DevOpsOperationStatus } from '../../../../oci/enums';
import { WatchButton } from '../../watches';

const ENDED = new Set(['SUCCEEDED', 'FAILED', 'CANCELED']);

export function WorkRequestScreen() {
  const { t } = useTranslation('devops');
  const { workRequestId = '' } = useParams();
  const { settings } = useSettings();
  const params = useMemo(() => ({ workRequestId }), [workRequestId]);
  const read = useRead('getWorkRequest', params, settings.region);
  const data = readData(read.state);
  const view = data === undefined ? undefined : readWorkRequest(data.data);
  const label = useEnumLabel();
  const title = view?.operationType === undefined ? t('workRequests.one') : label(view.operationType);
  const heading = (status?: DevOpsOperationStatus) => (
    <OverviewHeading
      title={title}
      subtitle={workRequestId}
      status={status === undefined ? undefined : <LifecycleBadge state={status} />}
      actions={
        <>
          {view === undefined ? null : (
            <WatchButton
              kind="workRequest"
              id={workRequestId}
              region={settings.region}
              displayName={title}
              state={status}
            />
          )}
          <Link to={devopsPaths.workRequests()}>{t('workRequests.title')}</Link>
        </>
      }
    />
  );
  if (view === undefined) {
    return (
      <PageTemplate heading={heading()}>
        {read.state.status === 'error' ? (
          <ErrorPanel
            title={t('details.failed', { type: t('workRequests.one') })}
            failure={read.state.failure}
            onRetry={read.refresh}
          />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </PageTemplate>
    );
  }
  if (view.status !== undefined && ENDED.has(view.status)) {
    return (
      <PageTemplate heading={heading(view.status)}>
        <ReadFreshness state={read.state} onRefresh={read.refresh} />
        <EndedWorkRequest view={view} region={settings.region} />
      </PageTemplate>
    );
  }
  return <RunningWorkRequest workRequestId={workRequestId} region={settings.region} heading={heading} />;
}

function EndedWorkRequest({ view, region }: { readonly view: WorkRequestView; readonly region: string }) {
  const params = useMemo(() => ({ workRequestId: view.id }), [view.id]);
  const errors = readData(useRead('listWorkRequestErrors', params, region).state);
  const logs = readData(useRead('listWorkRequestLogs', params, region).state);
  return (
    <WorkRequestDetails
      view={view}
      errors={errors === undefined ? undefined : readWorkRequestErrors(errors.data)}
      logs={logs === undefined ? undefined : readWorkRequestLogs(logs.data)}
    />
  );
}

interface RunningProps {
  readonly workRequestId: string;
  readonly region: string;
  readonly heading: (status?: DevOpsOperationStatus) => ReactNode;
}

function RunningWorkRequest({ workRequestId, region, heading }: RunningProps) {
  const { t } = useTranslation('devops');
  const handle = useFlow('workRequest', workRequestId, region);
  if (handle === undefined) {
    return (
      <PageTemplate heading={heading()}>
        <Spinner label={t('common.loading')} />
      </PageTemplate>
    );
  }
  const { context } = handle.snapshot;
  const view = context.kind === 'workRequest' ? context.workRequest : undefined;
  const errors = context.kind === 'workRequest' ? context.errors : undefined;
  const logs = context.kind === 'workRequest' ? context.logs : undefined;
  return (
    <PageTemplate heading={heading(view?.status)}>
      <FlowBanner actor={handle.entry.actor} snapshot={handle.snapshot} />
      {view !== undefined ? (
        <WorkRequestDetails view={view} errors={errors} logs={logs} />
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </PageTemplate>
  );
}
